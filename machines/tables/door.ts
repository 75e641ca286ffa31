import type { Guest } from '../../contract/guests';
import type { TableGuest } from '../../contract/seating';
import type { Table } from '../../contract/tables';
import type { DoorSide, HostessState } from './page-modes/hostess-mode';
import { partiesByTable } from './seating-rules';

/**
 * What the hostess view shows (spec §2 "Hostess view", §9 "Occupancy percent is inside divided
 * by total, rounded"): the counts at the door, and the parties outside or inside found by name,
 * table and status.
 *
 * At a door of thousands the work is split by what changes it: the guests' folded names once
 * per guests list (`doorGuests`), the parties on the side shown, sorted, once per seat change
 * (`sideOfDoor`), and on each keystroke only a filter that keeps their order and their objects
 * (`doorParties`), so rows drawn before are not drawn again.
 */

export interface DoorCounts {
  inside: number;
  outside: number;
  /** Inside ÷ seats, as a rounded percentage (0 with no seats). */
  percent: number;
}

export function doorCounts(seats: readonly TableGuest[]): DoorCounts {
  const inside = seats.filter((seat) => seat.is_inside).length;
  return { inside, outside: seats.length - inside, percent: seats.length === 0 ? 0 : Math.round((inside / seats.length) * 100) };
}

/** A party at the door: a guest's seats at one table, and how many of them are on the side shown. */
export interface DoorParty {
  guestId: number;
  name: string;
  tableId: number;
  number: number;
  /** Seats of the party on the side shown (outside: still to arrive; inside: arrived). */
  count: number;
}

/** A guest as the door's filters read them. */
export interface DoorGuest {
  guest: Guest;
  /** The name without case or accents. */
  folded: string;
}

/** A party on the side shown, with the guest its filters read. */
export interface DoorEntry {
  party: DoorParty;
  guest: DoorGuest;
}

/** Names compared without case or accents: "lucia" finds "Lucía". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** `localeCompare`'s order (the default locale), without building a collator on each comparison. */
const byName = new Intl.Collator().compare;

export const doorGuests = (guests: readonly Guest[]): ReadonlyMap<number, DoorGuest> =>
  new Map(guests.map((guest) => [guest.id, { guest, folded: folded(guest.name) }]));

/** Every party with seats on `side`, by name then table. */
export function sideOfDoor(seats: readonly TableGuest[], guests: ReadonlyMap<number, DoorGuest>, tables: readonly Table[], side: DoorSide): DoorEntry[] {
  const numberOf = new Map(tables.map((table) => [table.id, table.number]));
  const entries: DoorEntry[] = [];
  for (const [tableId, atTable] of partiesByTable(seats)) {
    for (const party of atTable) {
      const count = side === 'inside' ? party.inside : party.count - party.inside;
      const guest = guests.get(party.guestId);
      if (count === 0 || guest === undefined) continue;
      entries.push({ party: { guestId: party.guestId, name: guest.guest.name, tableId, number: numberOf.get(tableId) ?? 0, count }, guest });
    }
  }
  return entries.sort((a, b) => byName(a.party.name, b.party.name) || a.party.number - b.party.number);
}

/** The parties of the side at the table chosen, of the status and category chosen, whose name holds the query, in the side's order. */
export function doorParties(entries: readonly DoorEntry[], { query, tableId, statusId, categoryId }: Omit<HostessState, 'side'>): DoorParty[] {
  const wanted = folded(query.trim());
  const parties: DoorParty[] = [];
  for (const { party, guest } of entries) {
    if (tableId !== null && party.tableId !== tableId) continue;
    if (statusId !== null && guest.guest.status_id !== statusId) continue;
    if (categoryId !== null && guest.guest.category_id !== categoryId) continue;
    if (guest.folded.includes(wanted)) parties.push(party);
  }
  return parties;
}
