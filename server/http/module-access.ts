import type { FastifyRequest } from 'fastify';
import type { ActionCode, ModuleCode } from '../../contract/permissions';
import type { Executor } from '../db/client';
import { holdsAction, weddingAccess, type WeddingRights } from '../modules/weddings/access';
import { notFound } from '../shared/domain-error';
import { requireUser, requireWedding } from './authorize';
import { forbidden } from './errors';

/**
 * The caller's rights in a wedding when they hold `module` and, if actions are named, at least
 * one of `anyOf` (a guest's status changes with RSVP or EDIT; a category is created with ADD or
 * EDIT) and every one of `allOf` (a seat moved from one table to another is freed and made).
 */
export async function requireModuleActions(
  request: FastifyRequest,
  db: Executor,
  weddingId: number,
  module: ModuleCode,
  anyOf: ActionCode[],
  allOf: ActionCode[] = [],
): Promise<WeddingRights> {
  const rights = await requireWedding(request, db, weddingId, { module });
  if (anyOf.length > 0 && !anyOf.some((action) => holdsAction(rights, module, action))) throw forbidden();
  if (!allOf.every((action) => holdsAction(rights, module, action))) throw forbidden();
  return rights;
}

/** A home card's call: the module (which shows everything) or HOME's summary action for it. */
export async function requireModuleOrSummary(request: FastifyRequest, db: Executor, weddingId: number, module: ModuleCode, summary: ActionCode): Promise<void> {
  const rights = await requireWedding(request, db, weddingId);
  if (!rights.modules.includes(module) && !holdsAction(rights, 'HOME', summary)) throw forbidden();
}

/**
 * A row named by id alone, once the caller may act on the wedding it belongs to. A row the
 * caller cannot see (another wedding's, or one of a wedding whose `module` they do not hold)
 * answers exactly as an id nobody uses, 422 `not_found`, so ids cannot be probed; one they see
 * without the action is a 403. Nobody is told anything about an id before they are signed in.
 */
export async function visibleRow<Row extends { weddingId: number }>(
  request: FastifyRequest,
  db: Executor,
  find: () => Promise<Row | undefined>,
  module: ModuleCode,
  anyOf: ActionCode[],
): Promise<Row> {
  const user = await requireUser(request, db);
  const row = await find();
  const access = row ? await weddingAccess(db, user, row.weddingId) : undefined;
  const rights = access?.found ? access.rights : null;
  if (!row || !rights?.modules.includes(module)) throw notFound();
  if (anyOf.length > 0 && !anyOf.some((action) => holdsAction(rights, module, action))) throw forbidden();
  return row;
}
