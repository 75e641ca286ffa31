import type { FastifyRequest } from 'fastify';
import { weddingManagement, type WeddingManagement } from '../../../contract/weddings';
import type { Executor } from '../../db/client';
import { requireUser, requireWedding } from '../../http/authorize';
import { forbidden } from '../../http/errors';
import type { WeddingRights } from './access';

/**
 * The caller's rights in a wedding if `weddingManagement` (the rule the screen shows too) lets
 * them do `what` there: 422 for no such wedding (and for one they have no part in), 403 for a
 * part in it that does not allow `what`.
 */
export async function requireManagement(request: FastifyRequest, db: Executor, weddingId: number, what: keyof WeddingManagement): Promise<WeddingRights> {
  const rights = await requireWedding(request, db, weddingId);
  const user = await requireUser(request, db);
  if (!weddingManagement({ type: user.type, runsIt: rights.role === 'owner' }, rights)[what]) throw forbidden();
  return rights;
}
