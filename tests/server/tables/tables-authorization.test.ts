import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { actionCatalog, actionsByModule, moduleId, type ActionCode } from '../../../contract/permissions';
import { tables, tableTypes } from '../../../server/modules/tables/schema';
import { addWeddingUser } from '../../../server/modules/weddings/grants';
import { actionPermissions } from '../../../server/modules/weddings/schema';
import { signedInPerson } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/test-server';
import { layoutUpload, plannerWithWedding, pngImage, requestOf } from './support';

/**
 * Each change of tables, table types and the layout needs EDIT_LAYOUT: a helper holding it alone
 * makes it, one holding every other TABLES action is refused. Who else may call these routes
 * (signed out, other planners and spouses, the default helper and hostess, an archived wedding),
 * and ids of another wedding or of nobody, are the generated matrix's
 * (tests/server/route-matrix.test.ts); it cannot tell which action a change ought to need.
 */
let server: TestServer;
let weddingA: number;
let typeA: number;
let nextNumber = 0;
const helpers = {} as Record<'editing' | 'allBut', string>;

beforeAll(async () => {
  server = await startTestServer();
  const owner = await plannerWithWedding(server);
  weddingA = owner.weddingId;
  const granted = async (actions: readonly ActionCode[]) => {
    const { person, cookie } = await signedInPerson(server, 'Helper', { plannerId: owner.planner.id });
    await addWeddingUser(server.db, weddingA, person.id, 'Helper');
    const rows = actionCatalog.filter((action) => action.module_id === moduleId('TABLES') && actions.includes(action.code));
    if (rows.length > 0)
      await server.db.insert(actionPermissions).values(rows.map((action) => ({ weddingId: weddingA, userId: person.id, actionId: action.id })));
    return cookie;
  };
  helpers.editing = await granted(['EDIT_LAYOUT']);
  helpers.allBut = await granted(actionsByModule.TABLES.filter((action) => action !== 'EDIT_LAYOUT'));
  typeA = await createdType();
});
afterAll(() => server.close());

async function createdType() {
  const [row] = await server.db.insert(tableTypes).values({ weddingId: weddingA, name: 'Round', shape: 'round', width: 90, height: 90 }).returning();
  return row!.id;
}

async function freshTable() {
  const [row] = await server.db.insert(tables).values({ weddingId: weddingA, tableTypeId: typeA, number: ++nextNumber, seats: 10, x: 0.5, y: 0.5 }).returning();
  return row!.id;
}

const newRow = () => ({ table_type: typeA, seats: 8, number: ++nextNumber, x: 0.4, y: 0.6 });
const json = (method: 'POST' | 'PUT' | 'DELETE', url: string, input: Record<string, unknown>) => requestOf(method, url, { wedding_id: weddingA, ...input });

const changes: Array<[string, () => Promise<InjectOptions> | InjectOptions]> = [
  ['POST /tables/create', () => json('POST', '/tables/create', newRow())],
  ['POST /tables/massCreate', () => json('POST', '/tables/massCreate', { tables: [newRow(), newRow()] })],
  ['PUT /tables/update', async () => json('PUT', '/tables/update', { id: await freshTable(), x: 0.2 })],
  ['PUT /tables/massUpdate', async () => json('PUT', '/tables/massUpdate', { tables: [{ id: await freshTable(), y: 0.3 }] })],
  ['DELETE /tables/destroy', async () => json('DELETE', '/tables/destroy', { id: await freshTable() })],
  ['DELETE /tables/massDestroy', async () => json('DELETE', '/tables/massDestroy', { ids: `${await freshTable()},${await freshTable()}` })],
  ['POST /table_types/create', () => json('POST', '/table_types/create', { name: 'Square', shape: 'rectangular', width: 80, height: 80 })],
  ['PUT /table_types/update', async () => json('PUT', '/table_types/update', { id: await createdType(), name: 'Renamed' })],
  ['DELETE /table_types/destroy', async () => json('DELETE', '/table_types/destroy', { id: await createdType() })],
  ['POST /weddings/upload_layout', () => layoutUpload(weddingA, { name: 'plan.png', content: pngImage(400, 300) })],
];

it.each(changes)('%s: made with EDIT_LAYOUT alone, refused with every other TABLES action', async (_name, request) => {
  const send = async (cookie: string) => {
    const options = await request();
    return server.inject({ ...options, headers: { ...(options.headers ?? {}), cookie } });
  };
  const [editing, allBut] = [await send(helpers.editing), await send(helpers.allBut)];
  expect([editing.statusCode, allBut.statusCode], editing.body).toEqual([200, 403]);
});
