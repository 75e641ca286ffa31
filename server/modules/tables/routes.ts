import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActionCode } from '../../../contract/permissions';
import { tablesEndpoints, tableTypesEndpoints } from '../../../contract/tables';
import type { ServerDeps } from '../../deps';
import { requireWedding } from '../../http/authorize';
import { forbidden } from '../../http/errors';
import { listRoute, route } from '../../http/route';
import { holdsAction } from '../weddings/access';
import { createTables, deleteTables, tablesPage, tablesSummary, updateTable, updateTables } from './service';
import { createTableType, deleteTableType, updateTableType } from './table-types';

/**
 * Tables and table types (part 2 §7). Every call names its wedding: reading needs the TABLES
 * module, every change its EDIT_LAYOUT action, and the services refuse any id of another wedding.
 */
export async function tablesRoutes(app: FastifyInstance, { db }: ServerDeps) {
  const tablesOf = (request: FastifyRequest, weddingId: number, action?: ActionCode) => requireWedding(request, db, weddingId, { module: 'TABLES', action });
  const editing = (request: FastifyRequest, weddingId: number) => tablesOf(request, weddingId, 'EDIT_LAYOUT');

  listRoute(app, tablesEndpoints.index, async ({ wedding_id }, request) => {
    await tablesOf(request, wedding_id);
    return tablesPage(db, wedding_id);
  });

  route(app, tablesEndpoints.create, async ({ wedding_id, ...table }, request) => {
    await editing(request, wedding_id);
    const [id] = await createTables(db, wedding_id, [table]);
    return { id: id! };
  });

  route(app, tablesEndpoints.massCreate, async ({ wedding_id, tables }, request) => {
    await editing(request, wedding_id);
    return { ids: await createTables(db, wedding_id, tables) };
  });

  route(app, tablesEndpoints.update, async ({ wedding_id, ...patch }, request) => {
    await editing(request, wedding_id);
    return updateTable(db, wedding_id, patch);
  });

  route(app, tablesEndpoints.massUpdate, async ({ wedding_id, tables }, request) => {
    await editing(request, wedding_id);
    await updateTables(db, wedding_id, tables);
    return {};
  });

  route(app, tablesEndpoints.destroy, async ({ wedding_id, id }, request) => {
    await editing(request, wedding_id);
    await deleteTables(db, wedding_id, [id]);
    return {};
  });

  route(app, tablesEndpoints.massDestroy, async ({ wedding_id, ids }, request) => {
    await editing(request, wedding_id);
    await deleteTables(db, wedding_id, ids);
    return {};
  });

  // The home card shows it to whoever holds TABLES_SUMMARY; whoever sees the tables page
  // sees these figures there anyway.
  route(app, tablesEndpoints.summary, async ({ wedding_id }, request) => {
    const rights = await requireWedding(request, db, wedding_id);
    if (!holdsAction(rights, 'HOME', 'TABLES_SUMMARY') && !rights.modules.includes('TABLES')) throw forbidden();
    return tablesSummary(db, wedding_id);
  });

  route(app, tableTypesEndpoints.create, async ({ wedding_id, name, shape, width, height }, request) => {
    await editing(request, wedding_id);
    return createTableType(db, wedding_id, { name, shape, width, height });
  });

  route(app, tableTypesEndpoints.update, async ({ wedding_id, id, ...change }, request) => {
    await editing(request, wedding_id);
    return updateTableType(db, wedding_id, id, change);
  });

  route(app, tableTypesEndpoints.destroy, async ({ wedding_id, id }, request) => {
    await editing(request, wedding_id);
    await deleteTableType(db, wedding_id, id);
    return {};
  });
}
