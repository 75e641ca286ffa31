import { describe, expect, it } from 'vitest';
import { budgetEndpoints, expensesEndpoints, paymentsEndpoints, suppliersEndpoints } from '../../../contract/budget';
import { checklistEndpoints } from '../../../contract/checklist';
import { guestEndpoints } from '../../../contract/guests';
import { planEndpoints } from '../../../contract/plan';
import { seatingEndpoints } from '../../../contract/seating';
import { tablesEndpoints } from '../../../contract/tables';
import { weddingsEndpoints } from '../../../contract/weddings';
import { authEndpoints } from '../../../contract/auth';
import { usersEndpoints } from '../../../contract/users';
import { usePlannerWorld } from '../../support/planner-world';

/**
 * Issue 23 item 8: the list reads of a wedding may stay in the browser's own cache and are asked
 * about again each time (an unchanged list answers 304); everything else stays out of every
 * cache (README "API answers: compression and caching").
 */
const world = usePlannerWorld();

const get = (path: string, query: string, headers: Record<string, string> = {}) =>
  world.server.inject({ method: 'GET', url: `/api${path}?${query}`, headers: { cookie: world.cookie, ...headers } });

const lists = [
  guestEndpoints.index,
  guestEndpoints.categories,
  tablesEndpoints.index,
  seatingEndpoints.index,
  planEndpoints.sections,
  planEndpoints.elements,
  checklistEndpoints.list,
  expensesEndpoints.index,
  paymentsEndpoints.index,
  suppliersEndpoints.index,
];
/** Reads that are not lists of a wedding, with their query for a wedding id. */
const others: Array<[string, (id: number) => string]> = [
  [authEndpoints.me.path, () => ''],
  [weddingsEndpoints.list.path, () => ''],
  [weddingsEndpoints.show.path, (id) => `id=${id}`],
  [guestEndpoints.summary.path, (id) => `wedding_id=${id}`],
  [tablesEndpoints.summary.path, (id) => `wedding_id=${id}`],
  [checklistEndpoints.summary.path, (id) => `wedding_id=${id}`],
  [budgetEndpoints.summary.path, (id) => `wedding_id=${id}`],
  [usersEndpoints.list.path, () => ''],
];

describe('list reads of a wedding', () => {
  it.each(lists.map((endpoint) => [endpoint.path]))('%s answers with a tag, privately kept, and 304 while unchanged', async (path) => {
    const first = await get(path, `wedding_id=${world.weddingId}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.etag).toMatch(/^W\/"[\w-]{43}"$/);
    const again = await get(path, `wedding_id=${world.weddingId}`, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers the changed list to the tag of the one before', async () => {
    const before = await get(checklistEndpoints.list.path, `wedding_id=${world.weddingId}`);
    const created = await world.server.inject({
      method: 'POST',
      url: '/api/checklist/create',
      headers: { cookie: world.cookie },
      payload: { wedding_id: world.weddingId, text: 'Book the band', time: 3, time_unit: 'months' },
    });
    expect(created.statusCode).toBe(200);
    const after = await get(checklistEndpoints.list.path, `wedding_id=${world.weddingId}`, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.items.map((item: { text: string }) => item.text)).toContain('Book the band');
  });
});

describe('every other read', () => {
  it.each(others)('%s is never stored and carries no tag', async (path, query) => {
    const response = await get(path, query(world.weddingId));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });
});
