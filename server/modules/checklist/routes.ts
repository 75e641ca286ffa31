import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checklistEndpoints } from '../../../contract/checklist';
import type { ActionCode } from '../../../contract/permissions';
import type { ServerDeps } from '../../deps';
import { homeCard } from '../../http/access';
import { cachedRoute, listRoute, route } from '../../http/route';
import { ownerOf, requireScope, scopedAccess } from '../../http/scope';
import { notFound } from '../../shared/domain-error';
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

  listRoute(app, checklistEndpoints.list, scopedAccess, async (owner, request) => listChecklist(db, await requireScope(request, db, owner, 'CHECKLIST')));

  route(app, checklistEndpoints.create, scopedAccess, async (payload, request) =>
    createItem(db, await requireScope(request, db, payload, 'CHECKLIST', 'ADD'), payload),
  );

  route(app, checklistEndpoints.update, scopedAccess, async (payload, request) => ({
    category_id: await updateItem(db, await itemFor(request, payload.id, 'EDIT'), payload),
  }));

  route(app, checklistEndpoints.check, scopedAccess, async (payload, request) => {
    await checkItem(db, (await itemFor(request, payload.id, 'CHECK_UNCHECK')).id, payload.completed);
    return {};
  });

  route(app, checklistEndpoints.destroy, scopedAccess, async ({ id }, request) => {
    await deleteItem(db, (await itemFor(request, id, 'DELETE')).id);
    return {};
  });

  // The home card shows it to whoever holds CHECKLIST_SUMMARY; whoever sees the checklist sees
  // these figures there anyway.
  cachedRoute(app, checklistEndpoints.summary, homeCard('CHECKLIST', 'CHECKLIST_SUMMARY'), async ({ wedding_id }) => {
    return checklistSummary(db, wedding_id);
  });
}
