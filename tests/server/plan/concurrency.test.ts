import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { planElementTypeId } from '../../../contract/plan';
import { planElements, planSections } from '../../../server/modules/plan/schema';
import { checklistItems } from '../../../server/modules/checklist/schema';
import { checkItem } from '../../../server/modules/checklist/service';
import { moveElement, moveSection } from '../../../server/modules/plan/ordering';
import { renameSection, updateElement, updateValue } from '../../../server/modules/plan/service';
import { Storage } from '../../../server/shared/storage';
import { plannerWithWedding } from '../../support/fixtures';
import { startTestServer, type TestServer, type TwinServer } from '../../support/test-server';

/**
 * Issue 8 item 2: concurrent calls on one plan through two servers on one database (CI runs
 * this file on PostgreSQL too, where the calls really overlap). Every call must answer, and the
 * orders must stay a permutation of 0..n-1.
 */
let server: TestServer;
let twin: TwinServer;
let cookie: string;
let weddingId: number;

beforeAll(async () => {
  server = await startTestServer();
  twin = await server.twin();
  ({ cookie, weddingId } = await plannerWithWedding(server));
});
afterAll(() => server.close());

/** Alternates between the two servers, as a load balancer would. */
const call = (index: number, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  (index % 2 ? twin : server).inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function createSection(title: string, order: number) {
  return (await call(0, 'POST', '/api/plan_sections/create', { section: title, order, wedding_id: weddingId })).json().data.id as number;
}
async function createElement(sectionId: number, order: number) {
  const payload = { element: `Element ${order}`, type_id: planElementTypeId('text'), section_id: sectionId, order };
  return (await call(0, 'POST', '/api/plan_elements/create', payload)).json().data.id as number;
}
const ordersOf = async (sectionId: number) =>
  (await server.db.select().from(planElements).where(eq(planElements.sectionId, sectionId)).orderBy(asc(planElements.order))).map((row) => row.order);

describe('concurrent reorders', () => {
  it('12 simultaneous element moves within and across two sections all answer 200 and leave orders 0..n-1', async () => {
    const first = await createSection('First', 0);
    const second = await createSection('Second', 1);
    const ids = [];
    for (let order = 0; order < 6; order++) ids.push(await createElement(first, order));
    for (let order = 0; order < 6; order++) ids.push(await createElement(second, order));

    const moves = ids.map((id, index) =>
      call(index, 'PUT', '/api/plan_elements/update_order', { id, order: (index * 5) % 7, section_id: index % 3 ? first : second }),
    );
    const statuses = (await Promise.all(moves)).map((response) => response.statusCode);
    expect(statuses).toEqual(Array(12).fill(200));

    const firstOrders = await ordersOf(first);
    const secondOrders = await ordersOf(second);
    expect(firstOrders.length + secondOrders.length).toBe(12);
    expect(firstOrders).toEqual(firstOrders.map((_, index) => index));
    expect(secondOrders).toEqual(secondOrders.map((_, index) => index));
  });

  it('12 simultaneous section moves all answer 200 and leave orders 0..n-1', async () => {
    const plan = { wedding_id: weddingId };
    const existing = await server.db.select().from(planSections).where(eq(planSections.weddingId, weddingId));
    const ids = existing.map((row) => row.id);
    for (let index = ids.length; index < 12; index++) ids.push(await createSection(`Section ${index}`, index));
    const moves = ids.map((id, index) => call(index, 'PUT', '/api/plan_sections/update_order', { id, order: (index * 7) % 12, ...plan }));
    expect((await Promise.all(moves)).map((response) => response.statusCode)).toEqual(Array(ids.length).fill(200));
    const orders = (await server.db.select().from(planSections).where(eq(planSections.weddingId, weddingId)).orderBy(asc(planSections.order))).map(
      (row) => row.order,
    );
    expect(orders).toEqual(orders.map((_, index) => index));
  });
});

describe('an update racing a delete of the same row', () => {
  it('answers 200 or not_found, never a 500, whichever wins', async () => {
    const sectionId = await createSection('Racing', 2);
    for (let round = 0; round < 6; round++) {
      const id = await createElement(sectionId, round);
      const [update, , move] = await Promise.all([
        call(round, 'PUT', '/api/plan_elements/update', { id, element: 'Renamed', type_id: planElementTypeId('text') }),
        call(round + 1, 'DELETE', `/api/plan_elements/destroy?id=${id}`),
        call(round, 'PUT', '/api/plan_elements/update_order', { id, order: 0, section_id: sectionId }),
      ]);
      for (const response of [update, move]) {
        if (response.statusCode !== 200) expect(response.json().error.code).toBe('not_found');
      }
      expect(await server.db.select().from(planElements).where(eq(planElements.id, id))).toEqual([]);
    }
  });

  it('refuses a value, a rename and a check-off of rows already deleted', async () => {
    const sectionId = await createSection('Gone', 3);
    const elementId = await createElement(sectionId, 0);
    const [element] = await server.db.select().from(planElements).where(eq(planElements.id, elementId));
    await server.db.delete(planElements).where(eq(planElements.id, elementId));
    // The row was read (and the call authorised) before another request deleted it.
    const storage = new Storage(server.db);
    const gone = { code: 'not_found' };
    await expect(updateValue(server.db, storage, element!.id, { value: 'late' })).rejects.toMatchObject(gone);
    await expect(updateElement(server.db, storage, element!.id, { element: 'Late', type_id: element!.typeId, options: [] })).rejects.toMatchObject(gone);
    await expect(moveElement(server.db, element!, sectionId, 0)).rejects.toMatchObject(gone);
    const [section] = await server.db.select().from(planSections).where(eq(planSections.id, sectionId));
    await server.db.delete(planSections).where(eq(planSections.id, sectionId));
    await expect(renameSection(server.db, sectionId, 'Late')).rejects.toMatchObject(gone);
    await expect(moveSection(server.db, section!, 0)).rejects.toMatchObject(gone);

    const item = (await call(0, 'POST', '/api/checklist/create', { text: 'Book the band', time: 2, time_unit: 'months', wedding_id: weddingId })).json().data
      .id;
    const racing = await Promise.all([
      call(0, 'PUT', '/api/checklist/update', { id: item, text: 'Book the DJ', time: 2, time_unit: 'months' }),
      call(1, 'DELETE', `/api/checklist/destroy?id=${item}`),
      call(0, 'PUT', '/api/checklist/check_item', { id: item, completed: true }),
    ]);
    for (const response of [racing[0], racing[2]]) {
      if (response.statusCode !== 200) expect(response.json().error.code).toBe('not_found');
    }
    expect(await server.db.select().from(checklistItems).where(eq(checklistItems.id, item))).toEqual([]);
    await expect(checkItem(server.db, item, true)).rejects.toMatchObject(gone);
  });
});
