import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { moduleId, type ModuleCode } from '../../../contract/permissions';
import { guestCategories, guests } from '../../../server/modules/guests/schema';
import { modulePermissions } from '../../../server/modules/weddings/schema';
import { multipart } from '../../support/multipart';
import { callers, useGuestWorld, type Caller, type GuestWorld } from './guest-world';

/**
 * Every guests and categories route against every kind of caller with a body it accepts, on
 * wedding A unless the row says B. Mutations get a fresh target per call, so the rows stay
 * independent. Refusals that need only the declared ids (a row or wedding of B, signed out,
 * the catalogues) are the generated matrix's (tests/server/route-matrix.test.ts).
 */
let world: GuestWorld;
let weddingA: number;
let weddingB: number;

useGuestWorld(async (started) => {
  world = started;
  weddingA = world.weddingA.id;
  weddingB = world.weddingB.id;
});

async function freshGuest(weddingId = weddingA, name = 'Matrix guest') {
  const [row] = await world.server.db.insert(guests).values({ weddingId, name, statusId: 3 }).returning();
  return row!.id;
}

async function freshCategory(weddingId = weddingA) {
  const [row] = await world.server.db
    .insert(guestCategories)
    .values({ weddingId, name: `Category ${Math.random()}`, colorR: 1, colorG: 2, colorB: 3 })
    .returning();
  return row!.id;
}

const csv = Buffer.from('Name,Companions\nAna,1\n');
const validateForm = (weddingId: number) => multipart({ wedding_id: String(weddingId), language: 'en' }, { name: 'guests.csv', content: csv, field: 'file' });

/** A handle of the caller's own when they may validate; any well-formed one otherwise (refused before it is looked at). */
async function handleOf(caller: Caller) {
  const form = validateForm(weddingA);
  const cookie = world.cookies[caller];
  const validated = await world.server.inject({
    method: 'POST',
    url: '/api/guests/import_validate',
    headers: { ...form.headers, ...(cookie ? { cookie } : {}) },
    payload: form.payload,
  });
  return validated.statusCode === 200 ? (validated.json().data.validated_file_path as string) : 'a'.repeat(32);
}

type Request = (caller: Caller) => Promise<InjectOptions> | InjectOptions;

const reads = [401, 200, 422, 200, 200, 422, 200, 200, 200];
const changes = [401, 200, 422, 200, 200, 422, 403, 200, 403];
const ofWeddingB = [401, 422, 200, 200, 422, 200, 422, 422, 422];
// A row named by id alone: whoever cannot see it hears what an unused id gets (issue 23 item 4).
const rowChanges = [401, 200, 422, 200, 200, 422, 403, 200, 403];

//                                                                        anon owner otherP admin spouse otherS helperW/o helperW hostess
const routes: Array<[string, Request, number[]]> = [
  ['GET /guests/index', () => ({ method: 'GET', url: `/api/guests/index?wedding_id=${weddingA}` }), reads],
  ['GET /guests/summary', () => ({ method: 'GET', url: `/api/guests/summary?wedding_id=${weddingA}` }), reads],
  ['GET /guests/export', () => ({ method: 'GET', url: `/api/guests/export?wedding_id=${weddingA}` }), reads],
  ['POST /guests/export', async () => ({ method: 'POST', url: '/api/guests/export', payload: { wedding_id: weddingA, ids: [await freshGuest()] } }), reads],
  [
    'POST /guests/export (B)',
    async () => ({ method: 'POST', url: '/api/guests/export', payload: { wedding_id: weddingB, ids: [await freshGuest(weddingB)] } }),
    ofWeddingB,
  ],
  ['GET /categories/index', () => ({ method: 'GET', url: `/api/categories/index?wedding_id=${weddingA}` }), reads],
  ['POST /guests/create', () => ({ method: 'POST', url: '/api/guests/create', payload: { wedding_id: weddingA, name: 'New' } }), changes],
  ['POST /guests/create (B)', () => ({ method: 'POST', url: '/api/guests/create', payload: { wedding_id: weddingB, name: 'New' } }), ofWeddingB],
  ['PUT /guests/update', async () => ({ method: 'PUT', url: '/api/guests/update', payload: { id: await freshGuest(), name: 'Changed' } }), rowChanges],
  [
    'PUT /guests/update_status',
    async () => ({ method: 'PUT', url: '/api/guests/update_status', payload: { id: await freshGuest(), status_id: 1 } }),
    rowChanges,
  ],
  [
    'PUT /guests/massUpdate',
    async () => ({
      method: 'PUT',
      url: '/api/guests/massUpdate',
      payload: { wedding_id: weddingA, ids: [await freshGuest(), await freshGuest()], column: 'status_id', status_id: 2 },
    }),
    changes,
  ],
  ['DELETE /guests/destroy', async () => ({ method: 'DELETE', url: `/api/guests/destroy?id=${await freshGuest()}` }), rowChanges],
  [
    'DELETE /guests/massDestroy',
    async () => ({ method: 'DELETE', url: `/api/guests/massDestroy?wedding_id=${weddingA}&ids=${await freshGuest()},${await freshGuest()}` }),
    changes,
  ],
  [
    'POST /categories/create',
    () => ({
      method: 'POST',
      url: '/api/categories/create',
      payload: { wedding_id: weddingA, name: `C ${Math.random()}`, color_r: 1, color_g: 1, color_b: 1 },
    }),
    changes,
  ],
  ['DELETE /categories/destroy', async () => ({ method: 'DELETE', url: `/api/categories/destroy?id=${await freshCategory()}` }), rowChanges],
  [
    'POST /guests/import_validate',
    () => {
      const form = validateForm(weddingA);
      return { method: 'POST', url: '/api/guests/import_validate', headers: form.headers, payload: form.payload };
    },
    changes,
  ],
  [
    'POST /guests/import',
    async (caller) => ({
      method: 'POST',
      url: '/api/guests/import',
      payload: { wedding_id: weddingA, validated_file_path: await handleOf(caller), language: 'en' },
    }),
    changes,
  ],
];

describe.each(routes)('%s', (_name, request, expected) => {
  it.each(callers.map((caller, index) => [caller, expected[index]!] as const))('as %s → %i', async (caller, status) => {
    const options = await request(caller);
    const cookie = world.cookies[caller];
    const response = await world.server.inject({ ...options, headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) } });
    expect(response.statusCode, response.body).toBe(status);
  });
});

describe('actions that accept one of two', () => {
  it('update_status takes RSVP or EDIT; a category is created with ADD or EDIT', async () => {
    const rsvpOnly = await world.helperWith(['RSVP']);
    const editOnly = await world.helperWith(['EDIT']);
    const addOnly = await world.helperWith(['ADD']);
    const deleteOnly = await world.helperWith(['DELETE']);
    const status = async (cookie: string) =>
      (await world.server.inject({ method: 'PUT', url: '/api/guests/update_status', headers: { cookie }, payload: { id: await freshGuest(), status_id: 1 } }))
        .statusCode;
    expect([await status(rsvpOnly), await status(editOnly), await status(addOnly)]).toEqual([200, 200, 403]);
    const rsvpUpdate = await world.server.inject({
      method: 'PUT',
      url: '/api/guests/update',
      headers: { cookie: rsvpOnly },
      payload: { id: await freshGuest(), name: 'X' },
    });
    expect(rsvpUpdate.statusCode).toBe(403);

    const category = async (cookie: string) =>
      (
        await world.server.inject({
          method: 'POST',
          url: '/api/categories/create',
          headers: { cookie },
          payload: { wedding_id: weddingA, name: `C ${Math.random()}`, color_r: 1, color_g: 1, color_b: 1 },
        })
      ).statusCode;
    expect([await category(addOnly), await category(editOnly), await category(rsvpOnly), await category(deleteOnly)]).toEqual([200, 200, 403, 403]);
  });

  it('the summary is open to HOME’s GUESTS_SUMMARY without the GUESTS module, and closed without either', async () => {
    const helper = await world.helperWithPerson([]);
    const withoutModule = (code: ModuleCode) =>
      world.server.db.delete(modulePermissions).where(and(eq(modulePermissions.userId, helper.id), eq(modulePermissions.moduleId, moduleId(code))));
    const as = (url: string) => world.server.inject({ method: 'GET', url, headers: { cookie: helper.cookie } });
    await withoutModule('GUESTS');
    expect((await as(`/api/guests/summary?wedding_id=${weddingA}`)).statusCode).toBe(200);
    expect((await as(`/api/guests/index?wedding_id=${weddingA}`)).statusCode).toBe(403);
    await withoutModule('HOME');
    expect((await as(`/api/guests/summary?wedding_id=${weddingA}`)).statusCode).toBe(403);
  });
});

describe('ids of another wedding are refused and change nothing', () => {
  it('a mass update or delete mixing one guest of wedding B into its list', async () => {
    const own = [await freshGuest(), await freshGuest()];
    const foreign = await freshGuest(weddingB);
    const update = await world.call('owner', 'PUT', '/api/guests/massUpdate', {
      wedding_id: weddingA,
      ids: [...own, foreign],
      column: 'status_id',
      status_id: 1,
    });
    expect(update.statusCode).toBe(422);
    expect(update.json().error.code).toBe('not_found');
    const destroy = await world.call('owner', 'DELETE', `/api/guests/massDestroy?wedding_id=${weddingA}&ids=${[...own, foreign].join(',')}`);
    expect(destroy.statusCode).toBe(422);
    const rows = await world.server.db
      .select()
      .from(guests)
      .where(inArray(guests.id, [...own, foreign]));
    expect(rows.map((row) => row.statusId)).toEqual([3, 3, 3]);
  });

  it('a category or an inviter of wedding B on a guest of A', async () => {
    const categoryOfB = await freshCategory(weddingB);
    const spouseOfB = world.weddingB.spouseIds[0];
    const id = await freshGuest();
    const cases: Array<[string, object]> = [
      ['create with category of B', { method: 'POST', url: '/api/guests/create', payload: { wedding_id: weddingA, name: 'X', category_id: categoryOfB } }],
      ['create invited by a spouse of B', { method: 'POST', url: '/api/guests/create', payload: { wedding_id: weddingA, name: 'X', invitedBy_id: spouseOfB } }],
      ['update with category of B', { method: 'PUT', url: '/api/guests/update', payload: { id, category_id: categoryOfB } }],
      ['update invited by a spouse of B', { method: 'PUT', url: '/api/guests/update', payload: { id, invitedBy_id: spouseOfB } }],
      [
        'mass update with category of B',
        { method: 'PUT', url: '/api/guests/massUpdate', payload: { wedding_id: weddingA, ids: [id], column: 'category_id', category_id: categoryOfB } },
      ],
      [
        'mass update invited by a spouse of B',
        { method: 'PUT', url: '/api/guests/massUpdate', payload: { wedding_id: weddingA, ids: [id], column: 'invitedBy_id', invitedBy_id: spouseOfB } },
      ],
    ];
    const before = await world.server.db.select().from(guests).where(eq(guests.weddingId, weddingA));
    for (const [name, options] of cases) {
      const response = await world.server.inject({ ...(options as InjectOptions), headers: { cookie: world.cookies.owner! } });
      expect(response.statusCode, name).toBe(422);
      expect(response.json().error.code, name).toBe('not_found');
    }
    expect(await world.server.db.select().from(guests).where(eq(guests.weddingId, weddingA))).toEqual(before);
  });
});
