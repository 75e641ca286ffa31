import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { actionCatalog } from '../../../contract/permissions';
import type { PersonType } from '../../../contract/person';
import { tables, tableTypes } from '../../../server/modules/tables/schema';
import { addWeddingUser } from '../../../server/modules/weddings/grants';
import { actionPermissions } from '../../../server/modules/weddings/schema';
import { signedInPerson, signedInSpouse } from '../../support/fixtures';
import { adminLogin, startTestServer, type TestServer } from '../../support/test-server';
import { layoutUpload, plannerWithWedding, pngImage, requestOf } from './support';

/**
 * Every tables, table-type and layout route × every kind of caller, on wedding A. Writes get a
 * fresh target per call so the rows stay independent. Then the same routes naming ids of
 * wedding B: whoever may change A hears not_found, and neither wedding changes.
 */
const actors = ['anonymous', 'owner', 'otherPlanner', 'admin', 'spouse', 'otherSpouse', 'helperReading', 'helperEditing', 'hostess'] as const;
type Actor = (typeof actors)[number];

let server: TestServer;
const cookies = {} as Record<Actor, string | undefined>;
let weddingA: number;
let weddingB: number;
let typeA: number;
let typeB: number;
let tableB: number;
let nextNumber = 0;

beforeAll(async () => {
  server = await startTestServer();
  const owner = await plannerWithWedding(server);
  const other = await plannerWithWedding(server);
  weddingA = owner.weddingId;
  weddingB = other.weddingId;
  cookies.owner = owner.cookie;
  cookies.otherPlanner = other.cookie;
  cookies.admin = await server.signIn(adminLogin.email, adminLogin.password);
  cookies.spouse = (await signedInSpouse(server, weddingA)).cookie;
  cookies.otherSpouse = (await signedInSpouse(server, weddingB)).cookie;
  cookies.helperReading = await memberOf(weddingA, 'Helper', owner.planner.id);
  cookies.helperEditing = await memberOf(weddingA, 'Helper', owner.planner.id, 'EDIT_LAYOUT');
  cookies.hostess = await memberOf(weddingA, 'Hostess', owner.planner.id);

  typeA = await createdType(weddingA);
  typeB = await createdType(weddingB);
  tableB = await insertedTable(weddingB, typeB);
  const upload = await server.inject(layoutUpload(weddingA, { name: 'plan.png', content: pngImage(400, 300) }, owner.cookie));
  expect(upload.statusCode, upload.body).toBe(200);
});
afterAll(() => server.close());

/** A user of the wedding with the default grants of their type, plus `extra` in TABLES. */
async function memberOf(weddingId: number, type: PersonType, plannerId: number, extra?: 'EDIT_LAYOUT') {
  const { person, cookie } = await signedInPerson(server, type, { plannerId });
  await addWeddingUser(server.db, weddingId, person.id, type);
  if (extra) {
    const action = actionCatalog.find((candidate) => candidate.code === extra)!;
    await server.db.insert(actionPermissions).values({ weddingId, userId: person.id, actionId: action.id });
  }
  return cookie;
}

async function createdType(weddingId: number) {
  const [row] = await server.db.insert(tableTypes).values({ weddingId, name: 'Round', shape: 'round', width: 90, height: 90 }).returning();
  return row!.id;
}

async function insertedTable(weddingId: number, tableTypeId: number) {
  const [row] = await server.db.insert(tables).values({ weddingId, tableTypeId, number: ++nextNumber, seats: 10, x: 0.5, y: 0.5 }).returning();
  return row!.id;
}

type Request = () => Promise<InjectOptions> | InjectOptions;
const freshTable = () => insertedTable(weddingA, typeA);
const newRow = () => ({ table_type: typeA, seats: 8, number: ++nextNumber, x: 0.4, y: 0.6 });
const json = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, input: Record<string, unknown>) => requestOf(method, url, input);

const read = [401, 200, 422, 200, 200, 422, 200, 200, 200];
const write = [401, 200, 422, 200, 200, 422, 403, 200, 403];

const routes: Array<[string, Request, number[]]> = [
  ['GET /tables/index', () => json('GET', '/tables/index', { wedding_id: weddingA }), read],
  ['GET /tables/summary', () => json('GET', '/tables/summary', { wedding_id: weddingA }), read],
  ['GET /weddings/layout', () => json('GET', '/weddings/layout', { wedding_id: weddingA }), read],
  ['POST /tables/create', () => json('POST', '/tables/create', { wedding_id: weddingA, ...newRow() }), write],
  ['POST /tables/massCreate', () => json('POST', '/tables/massCreate', { wedding_id: weddingA, tables: [newRow(), newRow()] }), write],
  ['PUT /tables/update', async () => json('PUT', '/tables/update', { wedding_id: weddingA, id: await freshTable(), x: 0.2 }), write],
  ['PUT /tables/massUpdate', async () => json('PUT', '/tables/massUpdate', { wedding_id: weddingA, tables: [{ id: await freshTable(), y: 0.3 }] }), write],
  ['DELETE /tables/destroy', async () => json('DELETE', '/tables/destroy', { wedding_id: weddingA, id: await freshTable() }), write],
  [
    'DELETE /tables/massDestroy',
    async () => json('DELETE', '/tables/massDestroy', { wedding_id: weddingA, ids: `${await freshTable()},${await freshTable()}` }),
    write,
  ],
  [
    'POST /table_types/create',
    () => json('POST', '/table_types/create', { wedding_id: weddingA, name: 'Square', shape: 'rectangular', width: 80, height: 80 }),
    write,
  ],
  [
    'PUT /table_types/update',
    async () => json('PUT', '/table_types/update', { wedding_id: weddingA, id: await createdType(weddingA), name: 'Renamed' }),
    write,
  ],
  ['DELETE /table_types/destroy', async () => json('DELETE', '/table_types/destroy', { wedding_id: weddingA, id: await createdType(weddingA) }), write],
  ['POST /weddings/upload_layout', () => layoutUpload(weddingA, { name: 'plan.png', content: pngImage(400, 300) }), write],
];

async function send(options: InjectOptions, actor: Actor) {
  const cookie = cookies[actor];
  return server.inject({ ...options, headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) } });
}

describe.each(routes)('%s', (_name, request, expected) => {
  it.each(actors.map((actor, index) => [actor, expected[index]!] as const))('as %s → %i', async (actor, status) => {
    const response = await send(await request(), actor);
    expect(response.statusCode, response.body).toBe(status);
  });
});

describe('ids of wedding B named in calls on wedding A', () => {
  const foreign = [401, 422, 422, 422, 422, 422, 403, 422, 403];
  const foreignRoutes: Array<[string, Request]> = [
    ['create with B’s type', () => json('POST', '/tables/create', { wedding_id: weddingA, ...newRow(), table_type: typeB })],
    ['massCreate with one B type', () => json('POST', '/tables/massCreate', { wedding_id: weddingA, tables: [newRow(), { ...newRow(), table_type: typeB }] })],
    ['update B’s table', () => json('PUT', '/tables/update', { wedding_id: weddingA, id: tableB, x: 0.1 })],
    ['update to B’s type', async () => json('PUT', '/tables/update', { wedding_id: weddingA, id: await freshTable(), table_type: typeB })],
    [
      'massUpdate with B’s table',
      async () =>
        json('PUT', '/tables/massUpdate', {
          wedding_id: weddingA,
          tables: [
            { id: await freshTable(), x: 0.1 },
            { id: tableB, x: 0.1 },
          ],
        }),
    ],
    ['destroy B’s table', () => json('DELETE', '/tables/destroy', { wedding_id: weddingA, id: tableB })],
    ['massDestroy with B’s table', async () => json('DELETE', '/tables/massDestroy', { wedding_id: weddingA, ids: `${await freshTable()},${tableB}` })],
    ['update B’s type', () => json('PUT', '/table_types/update', { wedding_id: weddingA, id: typeB, width: 200, height: 200 })],
    ['destroy B’s type', () => json('DELETE', '/table_types/destroy', { wedding_id: weddingA, id: typeB })],
  ];
  const snapshot = async () => ({
    tables: await server.db
      .select()
      .from(tables)
      .where(inArray(tables.weddingId, [weddingA, weddingB]))
      .orderBy(tables.id),
    types: await server.db
      .select()
      .from(tableTypes)
      .where(inArray(tableTypes.weddingId, [weddingA, weddingB]))
      .orderBy(tableTypes.id),
  });

  describe.each(foreignRoutes)('%s', (_name, request) => {
    it.each(actors.map((actor, index) => [actor, foreign[index]!] as const))('as %s → %i, nothing changes', async (actor, status) => {
      const options = await request();
      const before = await snapshot();
      const response = await send(options, actor);
      expect(response.statusCode, response.body).toBe(status);
      if (status === 422) expect(response.json().error.code).toBe('not_found');
      expect(await snapshot()).toEqual(before);
    });
  });
});
