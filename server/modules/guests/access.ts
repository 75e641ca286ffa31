import type { FastifyRequest } from 'fastify';
import type { ActionCode } from '../../../contract/permissions';
import type { Executor } from '../../db/client';
import { requireModuleActions, requireModuleOrSummary, visibleRow } from '../../http/module-access';
import type { WeddingRights } from '../weddings/access';
import { findCategory } from './categories';
import { findGuest } from './service';

type GuestsAction = Extract<ActionCode, 'ADD' | 'EDIT' | 'DELETE' | 'RSVP'>;

/**
 * The caller's rights in a wedding when they hold the GUESTS module and, if actions are named,
 * at least one of them (update_status takes RSVP or EDIT; a category is created with ADD or EDIT).
 */
export function requireGuests(request: FastifyRequest, db: Executor, weddingId: number, ...anyOf: GuestsAction[]): Promise<WeddingRights> {
  return requireModuleActions(request, db, weddingId, 'GUESTS', anyOf);
}

/** The home card's counts: the GUESTS module (which shows the whole list) or HOME's GUESTS_SUMMARY. */
export function requireGuestsSummary(request: FastifyRequest, db: Executor, weddingId: number): Promise<void> {
  return requireModuleOrSummary(request, db, weddingId, 'GUESTS', 'GUESTS_SUMMARY');
}

/** A guest named by id alone (`visibleRow`: another wedding's answers `not_found`). */
export function guestFor(request: FastifyRequest, db: Executor, id: number, ...anyOf: GuestsAction[]) {
  return visibleRow(request, db, () => findGuest(db, id), 'GUESTS', anyOf);
}

/** A category named by id alone, answered as `guestFor` answers a guest. */
export function categoryFor(request: FastifyRequest, db: Executor, id: number, ...anyOf: GuestsAction[]) {
  return visibleRow(request, db, () => findCategory(db, id), 'GUESTS', anyOf);
}
