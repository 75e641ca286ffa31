import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { guestCategories, guests } from '../../../server/modules/guests/schema';
import { addWeddingUser } from '../../../server/modules/weddings/grants';
import { weddingUsers } from '../../../server/modules/weddings/schema';
import { signedInPerson } from '../../support/fixtures';
import { createPerson } from '../../support/people';
import { adminLogin, startTestServer, type TestServer } from '../../support/test-server';
import { createWedding } from '../tables/support';

/**
 * Issue 23 item 3: ids were coerced from other types, so `wedding_id: true` created a category
 * in wedding 1, `[2]` one in wedding 2, and `?id=+1` deleted category 1. An id is a positive
 * whole number written as one (a number in a JSON body, plain digits in a query string): every
 * other shape is a 422 on the field and changes nothing.
 * The caller is an Administrator, who may act on weddings 1 and 2, so a coerced id would land.
 */
let server: TestServer;
let admin: string;
let helperId: number;

beforeAll(async () => {
  server = await startTestServer();
  const planner = await signedInPerson(server, 'Planner', { credits: 5 });
  const [first, second] = [await createWedding(server, planner.cookie), await createWedding(server, planner.cookie)];
  expect([first, second]).toEqual([1, 2]);
  await server.db.insert(guestCategories).values({ weddingId: 1, name: 'Family', colorR: 1, colorG: 2, colorB: 3 });
  await server.db.insert(guests).values({ weddingId: 1, name: 'Ana', statusId: 3 });
  helperId = (await createPerson(server.db, { type: 'Helper', plannerId: planner.person.id })).id;
  await addWeddingUser(server.db, 1, (await createPerson(server.db, { type: 'Hostess', plannerId: planner.person.id })).id, 'Hostess');
  admin = await server.signIn(adminLogin.email, adminLogin.password);
});
afterAll(() => server.close());

/** Shapes a JSON body must never read as an id (what a coercing number read them as). */
const bodyProbes: [string, unknown][] = [
  ['true (1)', true],
  ['[2] (2)', [2]],
  ['"2" (2): a body carries numbers, only a query text', '2'],
  ['"+1" (1)', '+1'],
  ['" 1" (1)', ' 1'],
  ['"1.0" (1)', '1.0'],
  ['"1e3" (1000)', '1e3'],
  ['"0x1" (1)', '0x1'],
  ['"01" (1)', '01'],
  ['1.5', 1.5],
  ['0', 0],
  ['-1', -1],
  ['2147483648', 2_147_483_648],
  ['null', null],
];
/** The same in a query string, where everything is text. `+` is how a query writes a space. */
const queryProbes = ['%2B1', '+1', '%201', '1.0', '1e3', '0x1', '01', 'true', '0', '-1', '2147483648', ''];

async function everyRow() {
  const { db } = server;
  return {
    categories: await db.select().from(guestCategories).orderBy(guestCategories.id),
    guests: await db.select().from(guests).orderBy(guests.id),
    users: await db.select().from(weddingUsers).orderBy(weddingUsers.id),
  };
}

async function expectRefusedOn(request: InjectOptions, field: string) {
  const before = await everyRow();
  const response = await server.inject({ ...request, headers: { cookie: admin } });
  expect(response.statusCode, `${request.method} ${request.url} ${JSON.stringify(request.payload)}: ${response.body}`).toBe(422);
  expect(response.json().error.code).toBe('form_validation_error');
  expect(Object.keys(response.json().validationErrors)).toEqual([field]);
  expect(await everyRow()).toEqual(before);
}

describe('an id in a JSON body', () => {
  it.each(bodyProbes)('%s is refused by guests, categories and wedding users', async (_name, probe) => {
    const category = { name: 'Probe', color_r: 1, color_g: 2, color_b: 3 };
    await expectRefusedOn({ method: 'POST', url: '/api/categories/create', payload: { wedding_id: probe, ...category } }, 'wedding_id');
    await expectRefusedOn({ method: 'POST', url: '/api/guests/create', payload: { wedding_id: probe, name: 'Probe' } }, 'wedding_id');
    await expectRefusedOn({ method: 'POST', url: '/api/guests/create', payload: { wedding_id: 1, name: 'Probe', category_id: probe ?? 'x' } }, 'category_id');
    await expectRefusedOn({ method: 'PUT', url: '/api/guests/update', payload: { id: probe, name: 'Probe' } }, 'id');
    await expectRefusedOn({ method: 'PUT', url: '/api/guests/update_status', payload: { id: probe, status_id: 1 } }, 'id');
    await expectRefusedOn(
      { method: 'PUT', url: '/api/guests/massUpdate', payload: { wedding_id: 1, ids: [probe], column: 'status_id', status_id: 1 } },
      'ids.0',
    );
    await expectRefusedOn({ method: 'POST', url: '/api/permissions/add_user', payload: { wedding_id: probe, user_id: helperId } }, 'wedding_id');
    await expectRefusedOn({ method: 'POST', url: '/api/permissions/add_user', payload: { wedding_id: 1, user_id: probe } }, 'user_id');
  });
});

describe('an id in a query string', () => {
  it.each(queryProbes)('?id=%s is refused by guests, categories and wedding users', async (probe) => {
    await expectRefusedOn({ method: 'DELETE', url: `/api/categories/destroy?id=${probe}` }, 'id');
    await expectRefusedOn({ method: 'DELETE', url: `/api/guests/destroy?id=${probe}` }, 'id');
    await expectRefusedOn({ method: 'GET', url: `/api/guests/index?wedding_id=${probe}` }, 'wedding_id');
    await expectRefusedOn({ method: 'GET', url: `/api/categories/index?wedding_id=${probe}` }, 'wedding_id');
    await expectRefusedOn({ method: 'GET', url: `/api/permissions/get_users?wedding_id=${probe}` }, 'wedding_id');
    await expectRefusedOn({ method: 'DELETE', url: `/api/permissions/remove_user?wedding_id=1&user_id=${probe}` }, 'user_id');
  });
});

describe('ids written as such', () => {
  it('are read from a body as numbers and from a query as plain digits', async () => {
    const created = await server.inject({
      method: 'POST',
      url: '/api/categories/create',
      headers: { cookie: admin },
      payload: { wedding_id: 2, name: 'Friends', color_r: 1, color_g: 2, color_b: 3 },
    });
    expect(created.statusCode).toBe(200);
    const listed = await server.inject({ method: 'GET', url: '/api/categories/index?wedding_id=2', headers: { cookie: admin } });
    expect(listed.json().data.categories.map((category: { name: string }) => category.name)).toEqual(['Friends']);
    const deleted = await server.inject({ method: 'DELETE', url: `/api/categories/destroy?id=${created.json().data.id}`, headers: { cookie: admin } });
    expect(deleted.statusCode).toBe(200);
  });
});
