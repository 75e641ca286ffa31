import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checklistEndpoints } from '../../../contract/checklist';
import type { ActionCode } from '../../../contract/permissions';
import type { ServerDeps } from '../../deps';
import { homeCard, ownerNamed, ownerOfRow, type RouteAccess } from '../../http/access';
import { cachedRoute, listRoute, route } from '../../http/route';
import { ownerOf, requireScope } from '../../http/scope';
import type { OwnedTable } from '../../shared/owned-rows';
import { checklistCategories, checklistItems } from './schema';
import { notFound } from '../../shared/domain-error';
import { checkItem, checklistSummary, createItem, deleteItem, findItem, listChecklist, updateItem } from './service';

/** A call on the item `id` names, with the CHECKLIST action it needs (and other rows of its checklist). */
const item = (action: ActionCode, ownedRows?: Record<string, OwnedTable>): RouteAccess => ownerOfRow('id', checklistItems, 'CHECKLIST', action, ownedRows);

/**
 * My checklist (person_id, the planner's template) and each wedding's checklist (wedding_id).
 * The registration checks the owner each call names or reads from its item (`requireScope`);
 * the handlers read it again for the scope they work in.
 */
export async function checklistRoutes(app: FastifyInstance, { db }: ServerDeps) {
  /** The item a request names, once the caller may act on the checklist it belongs to. */
  async function itemFor(request: FastifyRequest, id: number, action: ActionCode) {
    const item = await findItem(db, id);
    if (!item) throw notFound();
    await requireScope(request, db, ownerOf(item), 'CHECKLIST', action);
    return item;
  }

  listRoute(app, checklistEndpoints.list, ownerNamed('CHECKLIST'), async (owner, request) =>
    listChecklist(db, await requireScope(request, db, owner, 'CHECKLIST')),
  );

  route(app, checklistEndpoints.create, ownerNamed('CHECKLIST', 'ADD', { category_id: checklistCategories }), async (payload, request) =>
    createItem(db, await requireScope(request, db, payload, 'CHECKLIST', 'ADD'), payload),
  );

  route(app, checklistEndpoints.update, item('EDIT', { category_id: checklistCategories }), async (payload, request) => ({
    category_id: await updateItem(db, await itemFor(request, payload.id, 'EDIT'), payload),
  }));

  route(app, checklistEndpoints.check, item('CHECK_UNCHECK'), async (payload, request) => {
    await checkItem(db, (await itemFor(request, payload.id, 'CHECK_UNCHECK')).id, payload.completed);
    return {};
  });

  route(app, checklistEndpoints.destroy, item('DELETE'), async ({ id }, request) => {
    await deleteItem(db, (await itemFor(request, id, 'DELETE')).id);
    return {};
  });

  // The home card shows it to whoever holds CHECKLIST_SUMMARY; whoever sees the checklist sees
  // these figures there anyway.
  cachedRoute(app, checklistEndpoints.summary, homeCard('CHECKLIST', 'CHECKLIST_SUMMARY'), async ({ wedding_id }) => {
    return checklistSummary(db, wedding_id);
  });
}
