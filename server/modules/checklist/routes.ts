import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checklistEndpoints } from '../../../contract/checklist';
import type { ActionCode } from '../../../contract/permissions';
import type { ServerDeps } from '../../deps';
import { requireWedding } from '../../http/authorize';
import { forbidden } from '../../http/errors';
import { listRoute, route } from '../../http/route';
import { ownerOf, requireScope } from '../../http/scope';
import { notFound } from '../../shared/domain-error';
import { holdsAction } from '../weddings/access';
import { checkItem, checklistSummary, createItem, deleteItem, findItem, listChecklist, updateItem } from './service';

/** My checklist (person_id, the planner's template) and each wedding's checklist (wedding_id). */
export async function checklistRoutes(app: FastifyInstance, { db }: ServerDeps) {
  /** The item a request names, once the caller may act on the checklist it belongs to. */
  async function itemFor(request: FastifyRequest, id: number, action: ActionCode) {
    const item = await findItem(db, id);
    if (!item) throw notFound();
    await requireScope(request, db, ownerOf(item), 'CHECKLIST', action);
    return item;
  }

  listRoute(app, checklistEndpoints.list, async (owner, request) => listChecklist(db, await requireScope(request, db, owner, 'CHECKLIST')));

  route(app, checklistEndpoints.create, async (payload, request) => createItem(db, await requireScope(request, db, payload, 'CHECKLIST', 'ADD'), payload));

  route(app, checklistEndpoints.update, async (payload, request) => ({
    category_id: await updateItem(db, await itemFor(request, payload.id, 'EDIT'), payload),
  }));

  route(app, checklistEndpoints.check, async (payload, request) => {
    await checkItem(db, (await itemFor(request, payload.id, 'CHECK_UNCHECK')).id, payload.completed);
    return {};
  });

  route(app, checklistEndpoints.destroy, async ({ id }, request) => {
    await deleteItem(db, (await itemFor(request, id, 'DELETE')).id);
    return {};
  });

  // The home card shows it to whoever holds CHECKLIST_SUMMARY; whoever sees the checklist sees
  // these figures there anyway.
  route(app, checklistEndpoints.summary, async ({ wedding_id }, request) => {
    const rights = await requireWedding(request, db, wedding_id);
    if (!holdsAction(rights, 'HOME', 'CHECKLIST_SUMMARY') && !rights.modules.includes('CHECKLIST')) throw forbidden();
    return checklistSummary(db, wedding_id);
  });
}
