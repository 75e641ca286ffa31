import type { ActionCode } from '../../../contract/permissions';
import { homeCard, inWedding, rowById } from '../../http/access';
import { persons } from '../users/schema';
import { guestCategories, guests } from './schema';

type GuestsAction = Extract<ActionCode, 'ADD' | 'EDIT' | 'DELETE' | 'RSVP'>;

/**
 * A call on a wedding's guests: the GUESTS module and, if actions are named, at least one of
 * them (update_status takes RSVP or EDIT; a category is created with ADD or EDIT).
 */
export const weddingGuests = (...anyOf: GuestsAction[]) => inWedding('GUESTS', anyOf);

/** The home card's counts: the GUESTS module (which shows the whole list) or HOME's GUESTS_SUMMARY. */
export const guestsSummary = homeCard('GUESTS', 'GUESTS_SUMMARY');

/** A guest named by id alone (`visibleRow`: another wedding's answers `not_found`). */
export const oneGuest = (...anyOf: GuestsAction[]) => rowById(guests, 'GUESTS', anyOf);

/** A category named by id alone, answered as `oneGuest` answers a guest. */
export const oneCategory = (...anyOf: GuestsAction[]) => rowById(guestCategories, 'GUESTS', anyOf);

/** The rows a guest's fields name, all of its own wedding: a category and the spouse who invited them. */
export const guestReferences = { category_id: guestCategories, invitedBy_id: persons } as const;
