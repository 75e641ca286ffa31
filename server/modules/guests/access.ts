import type { FastifyRequest } from 'fastify';
import type { ActionCode } from '../../../contract/permissions';
import type { SessionUser } from '../../../contract/person';
import type { Executor } from '../../db/client';
import { requireUser, requireWedding } from '../../http/authorize';
import { forbidden } from '../../http/errors';
import { notFound } from '../../shared/domain-error';
import { holdsAction, weddingAccess, type WeddingRights } from '../weddings/access';
import { findCategory } from './categories';
import { findGuest } from './service';

type GuestsAction = Extract<ActionCode, 'ADD' | 'EDIT' | 'DELETE' | 'RSVP'>;

/**
 * The caller's rights in a wedding when they hold the GUESTS module and, if actions are named,
 * at least one of them (update_status takes RSVP or EDIT; a category is created with ADD or EDIT).
 */
export async function requireGuests(request: FastifyRequest, db: Executor, weddingId: number, ...anyOf: GuestsAction[]): Promise<WeddingRights> {
  const rights = await requireWedding(request, db, weddingId, { module: 'GUESTS' });
  if (anyOf.length > 0 && !anyOf.some((action) => holdsAction(rights, 'GUESTS', action))) throw forbidden();
  return rights;
}

/** The home card's counts: the GUESTS module (which shows the whole list) or HOME's GUESTS_SUMMARY. */
export async function requireGuestsSummary(request: FastifyRequest, db: Executor, weddingId: number): Promise<void> {
  const rights = await requireWedding(request, db, weddingId);
  if (!rights.modules.includes('GUESTS') && !holdsAction(rights, 'HOME', 'GUESTS_SUMMARY')) throw forbidden();
}

/**
 * A guest named by id alone, once the caller may act on the wedding it belongs to. A guest the
 * caller cannot see (another wedding's, or one of a wedding whose guests they do not hold)
 * answers exactly as an id nobody uses, 422 `not_found`, so ids cannot be probed; one they see
 * without the action is a 403. Nobody is told anything about an id before they are signed in.
 */
export async function guestFor(request: FastifyRequest, db: Executor, id: number, ...anyOf: GuestsAction[]) {
  const user = await requireUser(request, db);
  return visibleRow(db, user, await findGuest(db, id), anyOf);
}

/** A category named by id alone, answered as `guestFor` answers a guest. */
export async function categoryFor(request: FastifyRequest, db: Executor, id: number, ...anyOf: GuestsAction[]) {
  const user = await requireUser(request, db);
  return visibleRow(db, user, await findCategory(db, id), anyOf);
}

async function visibleRow<Row extends { weddingId: number }>(db: Executor, user: SessionUser, row: Row | undefined, anyOf: GuestsAction[]): Promise<Row> {
  const access = row ? await weddingAccess(db, user, row.weddingId) : undefined;
  const rights = access?.found ? access.rights : null;
  if (!row || !rights?.modules.includes('GUESTS')) throw notFound();
  if (anyOf.length > 0 && !anyOf.some((action) => holdsAction(rights, 'GUESTS', action))) throw forbidden();
  return row;
}
