import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checklistItems } from '../../../server/modules/checklist/schema';
import { addWeddingUser } from '../../../server/modules/weddings/grants';
import { signedInPerson, weddingPayload } from '../../support/fixtures';
import { createPerson } from '../../support/people';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let planner: Awaited<ReturnType<typeof createPerson>>;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ person: planner, cookie } = await signedInPerson(server, 'Planner', { credits: 3 }));
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = cookie) =>
  server.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });

describe('checklist template', () => {
  it('adds items with categories (new ones by name), edits and deletes them', async () => {
    const created = await call('POST', '/api/checklist/create', {
      text: 'Book the venue',
      time: 12,
      time_unit: 'months',
      category_name: 'Venue',
      person_id: planner.id,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, category_id } = created.json().data;
    expect(category_id).toBeGreaterThan(0);
    await call('POST', '/api/checklist/create', { text: 'Confirm the menu', time: 0, time_unit: 'days', category_id, person_id: planner.id });

    const list = (await call('GET', `/api/checklist/index?person_id=${planner.id}`)).json().data;
    expect(list.categories).toEqual([{ id: category_id, name: 'Venue' }]);
    expect(list.items).toEqual([
      { id, text: 'Book the venue', time: 12, time_unit: 'months', completed: false, category_id },
      expect.objectContaining({ text: 'Confirm the menu', time: 0, time_unit: 'days' }),
    ]);

    expect(
      (await call('PUT', '/api/checklist/update', { id, text: 'Book the venue and caterer', time: 3, time_unit: 'weeks', category_id: null })).statusCode,
    ).toBe(200);
    const [row] = await server.db.select().from(checklistItems).where(eq(checklistItems.id, id));
    expect(row).toMatchObject({ text: 'Book the venue and caterer', time: 3, timeUnit: 'weeks', categoryId: null });
    expect((await call('DELETE', `/api/checklist/destroy?id=${id}`)).statusCode).toBe(200);
  });

  it('refuses times outside their unit range, blank text, a blank new category and a foreign category', async () => {
    const base = { text: 'Item', person_id: planner.id };
    for (const [time, unit] of [
      [1, 'months'],
      [14, 'months'],
      [0, 'weeks'],
      [8, 'weeks'],
      [7, 'days'],
      [-1, 'days'],
    ] as const) {
      const response = await call('POST', '/api/checklist/create', { ...base, time, time_unit: unit });
      expect(response.statusCode).toBe(422);
      expect(response.json().validationErrors.time).toEqual(['invalid']);
    }
    expect((await call('POST', '/api/checklist/create', { ...base, text: ' ', time: 0, time_unit: 'days' })).json().validationErrors.text).toEqual([
      'required',
    ]);
    expect((await call('POST', '/api/checklist/create', { ...base, time: 0, time_unit: 'days', category_name: ' ' })).statusCode).toBe(422);
    expect((await call('POST', '/api/checklist/create', { ...base, time: 0, time_unit: 'years' })).statusCode).toBe(422);

    const other = await createPerson(server.db, { type: 'Planner', password: 'other-password' });
    const otherCookie = await server.signIn(other.email, 'other-password');
    const foreign = (
      await call('POST', '/api/checklist/create', { text: 'Theirs', time: 0, time_unit: 'days', category_name: 'Theirs', person_id: other.id }, otherCookie)
    ).json().data;
    // Another's category, or item, answers as one nobody has (issue 28).
    const response = await call('POST', '/api/checklist/create', { ...base, time: 0, time_unit: 'days', category_id: foreign.category_id });
    expect([response.statusCode, response.json().error.code]).toEqual([422, 'not_found']);
    expect((await call('DELETE', `/api/checklist/destroy?id=${foreign.id}`)).statusCode).toBe(422);
  });

  it('has no check-off', async () => {
    const { id } = (await call('POST', '/api/checklist/create', { text: 'Template item', time: 2, time_unit: 'days', person_id: planner.id })).json().data;
    expect((await call('PUT', '/api/checklist/check_item', { id, completed: true })).statusCode).toBe(403);
  });
});

describe('wedding checklist', () => {
  it('starts as a copy of the template; items are checked and unchecked with CHECK_UNCHECK', async () => {
    const weddingId = (await call('POST', '/api/weddings/create', weddingPayload())).json().data.id;
    const { items, categories } = (await call('GET', `/api/checklist/index?wedding_id=${weddingId}`)).json().data;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item: { completed: boolean }) => !item.completed)).toBe(true);
    expect(categories.map((category: { name: string }) => category.name)).toContain('Venue');

    const first = items[0].id;
    expect((await call('PUT', '/api/checklist/check_item', { id: first, completed: true })).statusCode).toBe(200);
    const [row] = await server.db.select().from(checklistItems).where(eq(checklistItems.id, first));
    expect(row!.completed).toBe(true);
    expect((await call('PUT', '/api/checklist/check_item', { id: first, completed: 'yes' })).statusCode).toBe(422);
  });

  it('a helper with the module but without actions may read but not change it', async () => {
    const weddingId = (await call('POST', '/api/weddings/create', weddingPayload())).json().data.id;
    const helper = await createPerson(server.db, { type: 'Helper', password: 'helper-password', plannerId: planner.id });
    await addWeddingUser(server.db, weddingId, helper.id, 'Helper');
    const helperCookie = await server.signIn(helper.email, 'helper-password');
    const { items } = (await call('GET', `/api/checklist/index?wedding_id=${weddingId}`, undefined, helperCookie)).json().data;
    expect((await call('PUT', '/api/checklist/check_item', { id: items[0].id, completed: true }, helperCookie)).statusCode).toBe(403);
    expect((await call('POST', '/api/checklist/create', { text: 'Mine', time: 0, time_unit: 'days', wedding_id: weddingId }, helperCookie)).statusCode).toBe(
      403,
    );
  });
});
