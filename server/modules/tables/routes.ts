import type { FastifyInstance } from 'fastify';
import { tablesEndpoints, tableTypesEndpoints } from '../../../contract/tables';
import type { ServerDeps } from '../../deps';
import { homeCard, inWedding, type RouteAccess } from '../../http/access';
import { cachedRoute, listRoute, route } from '../../http/route';
import { tables, tableTypes } from './schema';
import { createTables, deleteTables, tablesPage, tablesSummary, updateTable, updateTables } from './service';
import { createTableType, deleteTableType, updateTableType } from './table-types';

/** Reading a wedding's tables: the TABLES module. */
const readingTables = inWedding('TABLES');
/** Changing them: TABLES' EDIT_LAYOUT, and the rows named are of that wedding. */
const editingTables = (weddingRows?: RouteAccess['weddingRows']) => inWedding('TABLES', ['EDIT_LAYOUT'], weddingRows);

/**
 * Tables and table types (part 2 §7). Every call names its wedding: reading needs the TABLES
 * module, every change its EDIT_LAYOUT action, and the services refuse any id of another wedding.
 */
export async function tablesRoutes(app: FastifyInstance, { db }: ServerDeps) {
  listRoute(app, tablesEndpoints.index, readingTables, async ({ wedding_id }) => {
    return tablesPage(db, wedding_id);
  });

  route(app, tablesEndpoints.create, editingTables({ table_type: tableTypes }), async ({ wedding_id, ...table }) => {
    const [id] = await createTables(db, wedding_id, [table]);
    return { id: id! };
  });

  route(app, tablesEndpoints.massCreate, editingTables({ 'tables[].table_type': tableTypes }), async ({ wedding_id, tables }) => {
    return { ids: await createTables(db, wedding_id, tables) };
  });

  route(app, tablesEndpoints.update, editingTables({ id: tables, table_type: tableTypes }), async ({ wedding_id, ...patch }) => {
    return updateTable(db, wedding_id, patch);
  });

  route(app, tablesEndpoints.massUpdate, editingTables({ 'tables[].id': tables, 'tables[].table_type': tableTypes }), async ({ wedding_id, tables }) => {
    await updateTables(db, wedding_id, tables);
    return {};
  });

  route(app, tablesEndpoints.destroy, editingTables({ id: tables }), async ({ wedding_id, id }) => {
    await deleteTables(db, wedding_id, [id]);
    return {};
  });

  route(app, tablesEndpoints.massDestroy, editingTables({ ids: tables }), async ({ wedding_id, ids }) => {
    await deleteTables(db, wedding_id, ids);
    return {};
  });

  // The home card shows it to whoever holds TABLES_SUMMARY; whoever sees the tables page
  // sees these figures there anyway.
  cachedRoute(app, tablesEndpoints.summary, homeCard('TABLES', 'TABLES_SUMMARY'), async ({ wedding_id }) => {
    return tablesSummary(db, wedding_id);
  });

  route(app, tableTypesEndpoints.create, editingTables(), async ({ wedding_id, name, shape, width, height }) => {
    return createTableType(db, wedding_id, { name, shape, width, height });
  });

  route(app, tableTypesEndpoints.update, editingTables({ id: tableTypes }), async ({ wedding_id, id, ...change }) => {
    return updateTableType(db, wedding_id, id, change);
  });

  route(app, tableTypesEndpoints.destroy, editingTables({ id: tableTypes }), async ({ wedding_id, id }) => {
    await deleteTableType(db, wedding_id, id);
    return {};
  });
}
