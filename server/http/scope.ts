import type { FastifyRequest } from 'fastify';
import type { ActionCode } from '../../contract/permissions';
import type { Executor } from '../db/client';
import { forbidden } from './errors';
import { notFound } from '../shared/domain-error';
import type { Scope } from '../shared/owned-rows';
import { requireType, requireWedding } from './authorize';

export type { Scope };

type TemplateModule = 'PLAN' | 'CHECKLIST';

/** The base plan is always editable by its owner; the checklist template has no check-off. */
const templateActions: Record<TemplateModule, ActionCode[]> = {
  PLAN: ['ADD', 'EDIT', 'DELETE', 'UPDATE_VALUE'],
  CHECKLIST: ['ADD', 'EDIT', 'DELETE'],
};

/**
 * Authorises a plan or checklist call by the owner it touches (named in the request or read
 * from the row it names): a wedding's module and action grants, or the caller's own template
 * (an Administrator's or a Planner's; another person's answers as one nobody has, 422).
 * Declared routes run it at registration (`owner`, server/http/access.ts).
 */
export async function requireScope(
  request: FastifyRequest,
  db: Executor,
  owner: { wedding_id?: number | null; person_id?: number | null },
  module: TemplateModule,
  action?: ActionCode,
): Promise<Scope> {
  if (owner.wedding_id) {
    await requireWedding(request, db, owner.wedding_id, { module, action });
    return { weddingId: owner.wedding_id, personId: null };
  }
  if (!owner.person_id) throw notFound();
  const user = await requireType(request, db, 'Administrator', 'Planner');
  if (owner.person_id !== user.id) throw notFound();
  if (action && !templateActions[module].includes(action)) throw forbidden();
  return { weddingId: null, personId: owner.person_id };
}

/** The owner columns of a row, in the shape `requireScope` takes. */
export const ownerOf = (row: { weddingId: number | null; personId: number | null }) => ({ wedding_id: row.weddingId, person_id: row.personId });
