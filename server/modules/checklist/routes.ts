import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { checkItemPayload, checklistQuery, createItemPayload, updateItemPayload } from '../../../contract/checklist';
import type { ActionCode } from '../../../contract/permissions';
import { idQuery } from '../../../contract/endpoint';
import { checklistItems } from './schema';
import type { ServerDeps } from '../../deps';
import { ApiError, parse } from '../../http/errors';
import { ownerOf, requireScope, type Scope } from '../../http/scope';
import { findItem, listChecklist, resolveCategory } from './service';

/** My checklist (person_id, the planner's template) and each wedding's checklist (wedding_id). */
export async function checklistRoutes(app: FastifyInstance, { db }: ServerDeps) {
  async function itemFor(request: FastifyRequest, id: number, action: ActionCode) {
    const item = await findItem(db, id);
    if (!item) throw new ApiError(422, 'not_found');
    const scope = await requireScope(request, db, ownerOf(item), 'CHECKLIST', action);
    return { item, scope };
  }

  app.get('/checklist/index', async (request) => {
    const scope = await requireScope(request, db, parse(checklistQuery, request.query), 'CHECKLIST');
    return { data: await listChecklist(db, scope) };
  });

  app.post('/checklist/create', async (request) => {
    const payload = parse(createItemPayload, request.body);
    const scope: Scope = await requireScope(request, db, payload, 'CHECKLIST', 'ADD');
    const created = await db.transaction(async (tx) => {
      const categoryId = await resolveCategory(tx, scope, payload);
      const [row] = await tx
        .insert(checklistItems)
        .values({ text: payload.text, time: payload.time, timeUnit: payload.time_unit, categoryId, weddingId: scope.weddingId, personId: scope.personId })
        .returning({ id: checklistItems.id });
      return { id: row!.id, category_id: categoryId };
    });
    return { data: created };
  });

  app.put('/checklist/update', async (request) => {
    const payload = parse(updateItemPayload, request.body);
    const { item, scope } = await itemFor(request, payload.id, 'EDIT');
    const categoryId = await db.transaction(async (tx) => {
      const category = await resolveCategory(tx, scope, payload);
      await tx
        .update(checklistItems)
        .set({ text: payload.text, time: payload.time, timeUnit: payload.time_unit, categoryId: category })
        .where(eq(checklistItems.id, item.id));
      return category;
    });
    return { data: { category_id: categoryId } };
  });

  app.put('/checklist/check_item', async (request) => {
    const payload = parse(checkItemPayload, request.body);
    const { item } = await itemFor(request, payload.id, 'CHECK_UNCHECK');
    await db.update(checklistItems).set({ completed: payload.completed }).where(eq(checklistItems.id, item.id));
    return { data: {} };
  });

  app.delete('/checklist/destroy', async (request) => {
    const { id } = parse(idQuery, request.query);
    const { item } = await itemFor(request, id, 'DELETE');
    await db.delete(checklistItems).where(eq(checklistItems.id, item.id));
    return { data: {} };
  });
}
