import { defaultGuestStatusId, guestStatuses, type Guest, type GuestCategory, type GuestStatusId, type MassUpdateColumn } from '../../contract/guests';
import type { ActionCode } from '../../contract/permissions';
import type { Spouse } from '../../contract/weddings';
import { permissionsOf, type Permissions } from '../shared/permissions';

/**
 * The pure part of the guests list: rows as the optimistic list keeps them, why an update is
 * made (which call persists it), what the person may do, and how guests are counted.
 */

export type GuestRow = Guest;

/**
 * Which call an update needs: a guest's fields (`details`: update), its RSVP alone (`status`:
 * update_status, which RSVP alone allows), or one column of many guests at once (`bulk`:
 * massUpdate, one call for every row of the change).
 */
export type GuestIntent = 'details' | 'status' | { type: 'bulk'; column: MassUpdateColumn };

const guestActionCodes = { add: 'ADD', edit: 'EDIT', delete: 'DELETE', rsvp: 'RSVP' } as const;

export type GuestPermissions = Permissions<keyof typeof guestActionCodes>;

export const guestPermissions = (actions: readonly ActionCode[]): GuestPermissions => permissionsOf(actions, guestActionCodes);

/** A status id as the calls take it: a row keeps a plain number; anything but the three ids reads as Pending. */
export const statusIdOf = (id: number): GuestStatusId => guestStatuses.find((status) => status.id === id)?.id ?? defaultGuestStatusId;

/** A status may change in one tap with RSVP, and through the guest's form with EDIT (the server's rule). */
export const canChangeStatus = (can: GuestPermissions) => can.rsvp || can.edit;

/** A guest takes companions + 1 seats and counts as that many people (part 2 §3, §9). */
export const peopleOf = (guest: Pick<Guest, 'companions'>) => guest.companions + 1;

export const countPeople = (guests: readonly Pick<Guest, 'companions'>[]) => guests.reduce((total, guest) => total + peopleOf(guest), 0);

/** Someone who can invite guests: one of the wedding's two spouses (person ids, as `invitedBy_id` names them). */
export interface Inviter {
  id: number;
  name: string;
}

export function invitersOf(spouses: ReadonlyArray<Spouse | null>): Inviter[] {
  return spouses
    .filter((spouse): spouse is Spouse => spouse !== null)
    .map((spouse) => ({ id: spouse.id, name: `${spouse.first_name} ${spouse.last_name}`.trim() }));
}

/** The server records a spouse's guests as invited by that spouse (part 2 §6); the screen shows it at once. */
export const inviterFor = (inviters: readonly Inviter[], userId: number, chosen: number | null) =>
  inviters.some((inviter) => inviter.id === userId) ? userId : chosen;

/** A guest whose category was deleted (or never loaded) shows, filters and counts as without one. */
export function categoryOf(categories: readonly GuestCategory[], guest: Pick<Guest, 'category_id'>): GuestCategory | null {
  return guest.category_id === null ? null : (categories.find((category) => category.id === guest.category_id) ?? null);
}
