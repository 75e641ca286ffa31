import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { planElementTypeId } from '../../../contract/plan';
import { checklistCategories, checklistItems } from '../../../server/modules/checklist/schema';
import { guestCategories, guests } from '../../../server/modules/guests/schema';
import { elementOptions, planElements, planSections } from '../../../server/modules/plan/schema';
import { tables, tablesGuests, tableTypes } from '../../../server/modules/tables/schema';
import { persons } from '../../../server/modules/users/schema';
import { addWeddingUser } from '../../../server/modules/weddings/grants';
import { actionPermissions, modulePermissions, weddings, weddingUsers } from '../../../server/modules/weddings/schema';
import { plannerWithWedding, signedInPerson, signedInSpouse } from '../../support/fixtures';
import { multipart } from '../../support/multipart';
import { createPerson } from '../../support/people';
import { adminLogin, startTestServer, type TestServer } from '../../support/test-server';
import { layoutUpload, pngImage } from '../tables/support';

/**
 * Issue 23 item 7: an archived wedding is read-only for everyone, its planner and Administrators
 * included, until it is restored. Each of them (and a spouse, and a helper granted every module
 * and action) still reads everything their modules show, and every kind of change is refused
 * and changes nothing; restoring and deleting stay with whoever manages the wedding.
 */
let server: TestServer;
let weddingId: number;
const cookies: Record<'planner' | 'admin' | 'spouse' | 'helper', string> = { planner: '', admin: '', spouse: '', helper: '' };
const ids = { category: 0, guest: 0, tableType: 0, table: 0, item: 0, section: 0, element: 0, candidate: 0, hostess: 0, spouse: 0 };
let spouseEmail = '';

const call = async (cookie: string, method: InjectOptions['method'], url: string, payload?: object) =>
  server.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  server = await startTestServer();
  const owner = await plannerWithWedding(server);
  weddingId = owner.weddingId;
  cookies.planner = owner.cookie;
  cookies.admin = await server.signIn(adminLogin.email, adminLogin.password);
  const spouse = await signedInSpouse(server, weddingId);
  cookies.spouse = spouse.cookie;
  // The other spouse is not activated yet: the one whose activation could still be sent.
  const [partner] = await server.db
    .select()
    .from(persons)
    .where(and(eq(persons.weddingId, weddingId), ne(persons.id, spouse.person.id)));
  [ids.spouse, spouseEmail] = [partner!.id, partner!.email];
  const helper = await signedInPerson(server, 'Helper', { plannerId: owner.planner.id });
  // Every module and action by grant, so nothing but the archive can refuse the helper.
  await addWeddingUser(server.db, weddingId, helper.person.id, 'Spouse');
  cookies.helper = helper.cookie;
  ids.candidate = (await createPerson(server.db, { type: 'Helper', plannerId: owner.planner.id })).id;
  ids.hostess = (await createPerson(server.db, { type: 'Hostess', plannerId: owner.planner.id })).id;
  await addWeddingUser(server.db, weddingId, ids.hostess, 'Hostess');

  const created = async (url: string, payload: object) => (await call(cookies.planner, 'POST', url, payload)).json().data.id as number;
  ids.category = await created('/categories/create', { wedding_id: weddingId, name: 'Family', color_r: 1, color_g: 2, color_b: 3 });
  ids.guest = await created('/guests/create', { wedding_id: weddingId, name: 'Ana', category_id: ids.category });
  ids.tableType = await created('/table_types/create', { wedding_id: weddingId, name: 'Round', shape: 'round', width: 45, height: 45 });
  ids.table = await created('/tables/create', { wedding_id: weddingId, table_type: ids.tableType, number: 1, seats: 8, x: 0.5, y: 0.5 });
  ids.item = await created('/checklist/create', { wedding_id: weddingId, text: 'Book the band', time: 2, time_unit: 'months' });
  ids.section = await created('/plan_sections/create', { wedding_id: weddingId, section: 'Ceremony', order: 0 });
  ids.element = await created('/plan_elements/create', { section_id: ids.section, element: 'Venue', type_id: planElementTypeId('text'), order: 0 });
  expect(Object.values(ids).every((id) => id > 0)).toBe(true);
  expect((await call(cookies.planner, 'PUT', '/weddings/archive', { id: weddingId })).statusCode).toBe(200);
});
afterAll(() => server.close());

const actors = ['planner', 'admin', 'spouse', 'helper'] as const;

/** Everything the wedding is made of, to compare before and after the refused changes. */
async function everyRow() {
  const { db } = server;
  const rows = [guests, guestCategories, tables, tableTypes, tablesGuests, checklistItems, checklistCategories, planSections, planElements, elementOptions];
  const people = [weddings, weddingUsers, modulePermissions, actionPermissions, persons];
  return Promise.all([...rows, ...people].map((table) => db.select().from(table)));
}

/** What each read shows of the one row the wedding has of its kind: all of it, not a summary. */
const reads: Array<[string, (wedding: number) => string, (data: Record<string, { length?: number; id?: number }>) => number | undefined]> = [
  ['the wedding', (w) => `/weddings/show?id=${w}`, (data) => (data.wedding!.id === weddingId ? 1 : 0)],
  ['every guest', (w) => `/guests/index?wedding_id=${w}`, (data) => data.guests!.length],
  ['the categories', (w) => `/categories/index?wedding_id=${w}`, (data) => data.categories!.length],
  ['the tables', (w) => `/tables/index?wedding_id=${w}`, (data) => data.tables!.length],
  ['the checklist', (w) => `/checklist/index?wedding_id=${w}`, (data) => data.items!.length],
  ['the plan', (w) => `/plan_elements/index?wedding_id=${w}`, (data) => data.elements!.length],
];

describe.each(actors)('as the %s of an archived wedding', (actor) => {
  it('reads every list in full', async () => {
    for (const [name, path, shown] of reads) {
      const response = await call(cookies[actor], 'GET', path(weddingId));
      expect(response.statusCode, name).toBe(200);
      expect(shown(response.json().data), name).toBe(1);
    }
    expect((await call(cookies[actor], 'GET', `/guests/export?wedding_id=${weddingId}`)).statusCode).toBe(200);
  });

  it('is refused every kind of change, and nothing changes', async () => {
    const before = await everyRow();
    const w = weddingId;
    const changes: Array<[InjectOptions['method'], string, object?]> = [
      ['PUT', '/weddings/update', { id: w, name: 'Renamed', date: '2030-01-01' }],
      ['PUT', '/weddings/update_spouse', { wedding_id: w, spouse_id: ids.spouse, email: 'new-address@test.local' }],
      ['PUT', '/persons/resend_activation', { email: spouseEmail }],
      ['POST', '/permissions/add_user', { wedding_id: w, user_id: ids.candidate }],
      ['DELETE', `/permissions/remove_user?wedding_id=${w}&user_id=${ids.hostess}`],
      ['POST', '/guests/create', { wedding_id: w, name: 'Luis' }],
      ['PUT', '/guests/update', { id: ids.guest, name: 'Ana María' }],
      ['PUT', '/guests/update_status', { id: ids.guest, status_id: 1 }],
      ['PUT', '/guests/massUpdate', { wedding_id: w, ids: [ids.guest], column: 'status_id', status_id: 1 }],
      ['DELETE', `/guests/destroy?id=${ids.guest}`],
      ['DELETE', `/guests/massDestroy?wedding_id=${w}&ids=${ids.guest}`],
      ['POST', '/categories/create', { wedding_id: w, name: 'Friends', color_r: 1, color_g: 2, color_b: 3 }],
      ['DELETE', `/categories/destroy?id=${ids.category}`],
      ['POST', '/guests/import', { wedding_id: w, validated_file_path: 'a'.repeat(32), language: 'en' }],
      ['POST', '/tables/create', { wedding_id: w, table_type: ids.tableType, number: 2, seats: 8, x: 0.4, y: 0.4 }],
      ['PUT', '/tables/update', { wedding_id: w, id: ids.table, seats: 10 }],
      ['DELETE', `/tables/destroy?wedding_id=${w}&id=${ids.table}`],
      ['POST', '/table_types/create', { wedding_id: w, name: 'Long', shape: 'rectangular', width: 90, height: 45 }],
      ['PUT', '/table_types/update', { wedding_id: w, id: ids.tableType, name: 'Big round' }],
      ['DELETE', `/table_types/destroy?wedding_id=${w}&id=${ids.tableType}`],
      ['POST', '/checklist/create', { wedding_id: w, text: 'Call the florist', time: 3, time_unit: 'months' }],
      ['PUT', '/checklist/update', { id: ids.item, text: 'Book the DJ', time: 2, time_unit: 'months' }],
      ['PUT', '/checklist/check_item', { id: ids.item, completed: true }],
      ['DELETE', `/checklist/destroy?id=${ids.item}`],
      ['POST', '/plan_sections/create', { wedding_id: w, section: 'Party', order: 1 }],
      ['PUT', '/plan_sections/update', { id: ids.section, section: 'Vows' }],
      ['POST', '/plan_elements/create', { section_id: ids.section, element: 'Music', type_id: planElementTypeId('text'), order: 1 }],
      ['PUT', '/plan_elements/update', { id: ids.element, element: 'Place', type_id: planElementTypeId('text') }],
      ['POST', '/plan_elements/update_value', { id: ids.element, value: 'The old chapel' }],
      ['DELETE', `/plan_elements/destroy?id=${ids.element}`],
    ];
    for (const [method, url, payload] of changes) {
      const response = await call(cookies[actor], method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
    }
    for (const upload of [
      layoutUpload(w, { name: 'plan.png', content: pngImage(200, 100) }, cookies[actor]),
      guestsImport(w, cookies[actor]),
      planFile(ids.element, cookies[actor]),
    ]) {
      const response = await server.inject(upload);
      expect(response.statusCode, `${upload.url}: ${response.body}`).toBe(403);
    }
    expect(await everyRow()).toEqual(before);
  });
});

function guestsImport(weddingId: number, cookie: string): InjectOptions {
  const form = multipart({ wedding_id: String(weddingId), language: 'en' }, { name: 'guests.csv', content: Buffer.from('Name\nLuis\n'), field: 'file' });
  return { method: 'POST', url: '/api/guests/import_validate', headers: { ...form.headers, cookie }, payload: form.payload };
}

function planFile(elementId: number, cookie: string): InjectOptions {
  const form = multipart({ id: String(elementId) }, { name: 'menu.pdf', content: Buffer.from('%PDF-1.4\n') });
  return { method: 'POST', url: '/api/plan_elements/update_value', headers: { ...form.headers, cookie }, payload: form.payload };
}

describe('restoring and deleting', () => {
  it('stay with whoever manages the wedding, and a restored wedding takes changes again', async () => {
    expect((await call(cookies.spouse, 'PUT', '/weddings/restore', { id: weddingId })).statusCode).toBe(403);
    expect((await call(cookies.helper, 'DELETE', `/weddings/destroy?id=${weddingId}`)).statusCode).toBe(403);
    expect((await call(cookies.planner, 'PUT', '/weddings/restore', { id: weddingId })).statusCode).toBe(200);
    for (const actor of actors) {
      const response = await call(cookies[actor], 'POST', '/guests/create', { wedding_id: weddingId, name: `Added by the ${actor}` });
      expect(response.statusCode, actor).toBe(200);
    }
    expect((await call(cookies.admin, 'PUT', '/weddings/archive', { id: weddingId })).statusCode).toBe(200);
    expect((await call(cookies.admin, 'DELETE', `/weddings/destroy?id=${weddingId}`)).statusCode).toBe(200);
  });
});
