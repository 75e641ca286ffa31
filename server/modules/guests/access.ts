import type { FastifyRequest } from 'fastify';
import type { ActionCode } from '../../../contract/permissions';
import type { Executor } from '../../db/client';
import { requireWedding } from '../../http/authorize';
import { forbidden } from '../../http/errors';
import { notFound } from '../../shared/domain-error';
import { holdsAction, type WeddingRights } from '../weddings/access';
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

/** A guest named by id alone, once the caller may act on the wedding it belongs to. */
export async function guestFor(request: FastifyRequest, db: Executor, id: number, ...anyOf: GuestsAction[]) {
  const guest = await findGuest(db, id);
  if (!guest) throw notFound();
  await requireGuests(request, db, guest.weddingId, ...anyOf);
  return guest;
}

export async function categoryFor(request: FastifyRequest, db: Executor, id: number, ...anyOf: GuestsAction[]) {
  const category = await findCategory(db, id);
  if (!category) throw notFound();
  await requireGuests(request, db, category.weddingId, ...anyOf);
  return category;
}
