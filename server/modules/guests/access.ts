import type { ActionCode } from '../../../contract/permissions';
import type { RouteAccess } from '../../http/access';
import { persons } from '../users/schema';
import { guestCategories, guests } from './schema';

type GuestsAction = Extract<ActionCode, 'ADD' | 'EDIT' | 'DELETE' | 'RSVP'>;

/**
 * A call on a wedding's guests: the GUESTS module and, if actions are named, at least one of
 * them (update_status takes RSVP or EDIT; a category is created with ADD or EDIT).
 */
export const weddingGuests = (...anyOf: GuestsAction[]): RouteAccess => ({ callers: 'signedIn', wedding: { field: 'wedding_id', module: 'GUESTS', anyOf } });

/** The home card's counts: the GUESTS module (which shows the whole list) or HOME's GUESTS_SUMMARY. */
export const guestsSummary: RouteAccess = { callers: 'signedIn', wedding: { field: 'wedding_id', module: 'GUESTS', summary: 'GUESTS_SUMMARY' } };

/** A guest named by id alone (`visibleRow`: another wedding's answers `not_found`). */
export const oneGuest = (...anyOf: GuestsAction[]): RouteAccess => ({ callers: 'signedIn', row: { field: 'id', table: guests, module: 'GUESTS', anyOf } });

/** A category named by id alone, answered as `oneGuest` answers a guest. */
export const oneCategory = (...anyOf: GuestsAction[]): RouteAccess => ({
  callers: 'signedIn',
  row: { field: 'id', table: guestCategories, module: 'GUESTS', anyOf },
});

/** The rows a guest's fields name, all of its own wedding: a category and the spouse who invited them. */
export const guestReferences = { category_id: guestCategories, invitedBy_id: persons } as const;
