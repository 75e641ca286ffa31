import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { guestCategories, guests } from '../../../server/modules/guests/schema';
import { useGuestWorld, type GuestWorld } from './guest-world';

/** Bad input of every kind gets a 422 naming the field and the rule, and changes nothing. */
let world: GuestWorld;
let weddingA: number;
let guestId: number;

useGuestWorld(async (started) => {
  world = started;
  weddingA = world.weddingA.id;
  const [row] = await world.server.db.insert(guests).values({ weddingId: weddingA, name: 'Existing', statusId: 3 }).returning();
  guestId = row!.id;
});

const tooBigId = 2 ** 31;
const guest = (fields: object) => ({ wedding_id: weddingA, name: 'Valid name', ...fields });
const category = (fields: object) => ({ wedding_id: weddingA, name: 'Valid', color_r: 1, color_g: 2, color_b: 3, ...fields });
const mass = (fields: object) => ({ wedding_id: weddingA, ids: [guestId], column: 'status_id', status_id: 1, ...fields });

/** Built lazily: the wedding and guest ids exist only once the world has started. */
type Case = [string, 'GET' | 'POST' | 'PUT' | 'DELETE', () => string, (() => object) | undefined, string, string];

const cases: Case[] = [
  ['create without a name', 'POST', () => '/api/guests/create', () => ({ wedding_id: weddingA, companions: 1 }), 'name', 'required'],
  ['create with a blank name', 'POST', () => '/api/guests/create', () => guest({ name: '   ' }), 'name', 'required'],
  ['create with a name of 151 characters', 'POST', () => '/api/guests/create', () => guest({ name: 'x'.repeat(151) }), 'name', 'maxLength'],
  ['create with a NUL in the name', 'POST', () => '/api/guests/create', () => guest({ name: 'Ana\u0000' }), 'name', 'invalid'],
  ['create with a number as name', 'POST', () => '/api/guests/create', () => guest({ name: 42 }), 'name', 'required'],
  ['create with negative companions', 'POST', () => '/api/guests/create', () => guest({ companions: -1 }), 'companions', 'min'],
  ['create with 101 companions', 'POST', () => '/api/guests/create', () => guest({ companions: 101 }), 'companions', 'max'],
  ['create with non-numeric companions', 'POST', () => '/api/guests/create', () => guest({ companions: 'two' }), 'companions', 'numeric'],
  ['create with fractional companions', 'POST', () => '/api/guests/create', () => guest({ companions: 1.5 }), 'companions', 'numeric'],
  ['create with a phone of 21 characters', 'POST', () => '/api/guests/create', () => guest({ phone: '1'.repeat(21) }), 'phone', 'maxLength'],
  ['create with comments of 501 characters', 'POST', () => '/api/guests/create', () => guest({ comments: 'c'.repeat(501) }), 'comments', 'maxLength'],
  ['create with a NUL in the comments', 'POST', () => '/api/guests/create', () => guest({ comments: 'a\u0000b' }), 'comments', 'invalid'],
  ['create with an unknown status', 'POST', () => '/api/guests/create', () => guest({ status_id: 4 }), 'status_id', 'invalid'],
  ['create with a status name for an id', 'POST', () => '/api/guests/create', () => guest({ status_id: 'Attending' }), 'status_id', 'invalid'],
  ['create in a wedding id ≥ 2³¹', 'POST', () => '/api/guests/create', () => guest({ wedding_id: tooBigId }), 'wedding_id', 'max'],
  ['create with a category id ≥ 2³¹', 'POST', () => '/api/guests/create', () => guest({ category_id: tooBigId }), 'category_id', 'max'],
  ['update with an id ≥ 2³¹', 'PUT', () => '/api/guests/update', () => ({ id: tooBigId, name: 'X' }), 'id', 'max'],
  ['update without an id', 'PUT', () => '/api/guests/update', () => ({ name: 'X' }), 'id', 'required'],
  ['update to a blank name', 'PUT', () => '/api/guests/update', () => ({ id: guestId, name: '' }), 'name', 'required'],
  ['update to negative companions', 'PUT', () => '/api/guests/update', () => ({ id: guestId, companions: -3 }), 'companions', 'min'],
  ['update a status to 0', 'PUT', () => '/api/guests/update_status', () => ({ id: guestId, status_id: 0 }), 'status_id', 'invalid'],
  ['mass update of an unknown column', 'PUT', () => '/api/guests/massUpdate', () => mass({ column: 'name', name: 'X' }), 'column', 'invalid'],
  [
    'mass update without its value',
    'PUT',
    () => '/api/guests/massUpdate',
    () => ({ wedding_id: weddingA, ids: [guestId], column: 'status_id' }),
    'status_id',
    'invalid',
  ],
  ['mass update of no ids', 'PUT', () => '/api/guests/massUpdate', () => mass({ ids: [] }), 'ids', 'required'],
  ['mass update with an id ≥ 2³¹', 'PUT', () => '/api/guests/massUpdate', () => mass({ ids: [guestId, tooBigId] }), 'ids.1', 'max'],
  ['mass update of 10,001 ids', 'PUT', () => '/api/guests/massUpdate', () => mass({ ids: Array.from({ length: 10_001 }, (_, i) => i + 1) }), 'ids', 'max'],
  ['mass delete of words', 'DELETE', () => `/api/guests/massDestroy?wedding_id=${weddingA}&ids=one,two`, undefined, 'ids', 'invalid'],
  ['mass delete of a reversed range', 'DELETE', () => `/api/guests/massDestroy?wedding_id=${weddingA}&ids=9-3`, undefined, 'ids', 'invalid'],
  ['mass delete of id 0', 'DELETE', () => `/api/guests/massDestroy?wedding_id=${weddingA}&ids=0`, undefined, 'ids', 'invalid'],
  ['mass delete of a range of 20,000', 'DELETE', () => `/api/guests/massDestroy?wedding_id=${weddingA}&ids=1-20000`, undefined, 'ids', 'max'],
  ['mass delete without ids', 'DELETE', () => `/api/guests/massDestroy?wedding_id=${weddingA}`, undefined, 'ids', 'required'],
  ['delete with a non-numeric id', 'DELETE', () => '/api/guests/destroy?id=abc', undefined, 'id', 'invalid'],
  ['list a wedding id ≥ 2³¹', 'GET', () => `/api/guests/index?wedding_id=${tooBigId}`, undefined, 'wedding_id', 'max'],
  ['category without a name', 'POST', () => '/api/categories/create', () => category({ name: '' }), 'name', 'required'],
  ['category name of 101 characters', 'POST', () => '/api/categories/create', () => category({ name: 'n'.repeat(101) }), 'name', 'maxLength'],
  ['category colour 256', 'POST', () => '/api/categories/create', () => category({ color_g: 256 }), 'color_g', 'max'],
  ['category colour -1', 'POST', () => '/api/categories/create', () => category({ color_b: -1 }), 'color_b', 'min'],
  ['category colour 1.5', 'POST', () => '/api/categories/create', () => category({ color_r: 1.5 }), 'color_r', 'invalid'],
  [
    'category colour missing',
    'POST',
    () => '/api/categories/create',
    () => ({ wedding_id: weddingA, name: 'X', color_r: 1, color_g: 2 }),
    'color_b',
    'required',
  ],
  ['export of an unknown column', 'GET', () => `/api/guests/export?wedding_id=${weddingA}&columns=status,salary`, undefined, 'columns', 'invalid'],
  ['export in French', 'GET', () => `/api/guests/export?wedding_id=${weddingA}&language=fr`, undefined, 'language', 'invalid'],
  ['export of the guests shown, none named', 'POST', () => '/api/guests/export', () => ({ wedding_id: weddingA, ids: [] }), 'ids', 'required'],
  ['export of the guests shown, as ranges', 'POST', () => '/api/guests/export', () => ({ wedding_id: weddingA, ids: '3,7-9' }), 'ids', 'required'],
  ['export of the guests shown, id 0', 'POST', () => '/api/guests/export', () => ({ wedding_id: weddingA, ids: [guestId, 0] }), 'ids.1', 'invalid'],
  [
    'export of 50,001 guests shown',
    'POST',
    () => '/api/guests/export',
    () => ({ wedding_id: weddingA, ids: Array.from({ length: 50_001 }, (_, i) => i + 1) }),
    'ids',
    'max',
  ],
];

async function snapshot() {
  const [guestCount] = await world.server.db.select({ total: count() }).from(guests);
  const [categoryCount] = await world.server.db.select({ total: count() }).from(guestCategories);
  const [existing] = await world.server.db.select().from(guests).where(eq(guests.id, guestId));
  return { guests: guestCount!.total, categories: categoryCount!.total, existing };
}

describe('bad input', () => {
  it.each(cases)('%s → 422 %s', async (_name, method, url, payload, field, rule) => {
    const before = await snapshot();
    const response = await world.call('owner', method, url(), payload?.());
    expect(response.statusCode, response.body).toBe(422);
    const body = response.json();
    expect(body.error.code).toBe('form_validation_error');
    expect(body.validationErrors[field], JSON.stringify(body.validationErrors)).toContain(rule);
    expect(await snapshot()).toEqual(before);
  });

  it('names a missing row as not_found', async () => {
    for (const [method, url, payload] of [
      ['PUT', '/api/guests/update', { id: 999_999, name: 'X' }],
      ['PUT', '/api/guests/update_status', { id: 999_999, status_id: 1 }],
      ['DELETE', '/api/guests/destroy?id=999999', undefined],
      ['DELETE', '/api/categories/destroy?id=999999', undefined],
      ['GET', '/api/guests/index?wedding_id=999999', undefined],
    ] as const) {
      const response = await world.call('owner', method, url, payload);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().error.code).toBe('not_found');
    }
  });

  it('names the field whose row is missing', async () => {
    for (const [field, id] of [
      ['invitedBy_id', 1],
      ['category_id', 999_999],
    ] as const) {
      const response = await world.call('owner', 'POST', '/api/guests/create', { wedding_id: weddingA, name: 'X', [field]: id });
      expect(response.json()).toEqual({ error: { code: 'not_found' }, validationErrors: { [field]: ['not_found'] } });
    }
  });
});
