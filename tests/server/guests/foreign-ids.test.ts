import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { guestCategories, guests } from '../../../server/modules/guests/schema';
import { useGuestWorld, type Caller, type GuestWorld } from './guest-world';

/**
 * Issue 23 item 4: a guest or category of another wedding answered 403 where an unused id
 * answered 422 `not_found`, so anyone could tell which ids exist. Whoever cannot see a row now
 * hears exactly what an unused id gets, and the row stays as it was. The calls naming one row
 * by id, for every kind of caller, are the generated matrix's (tests/server/route-matrix.test.ts);
 * here, a foreign id among a mass update's own, whose body the matrix does not write.
 */
let world: GuestWorld;
let foreignGuest: number;
let foreignCategory: number;
let ownGuests: number[];

useGuestWorld(async (started) => {
  world = started;
  const { db } = world.server;
  const [guestOfB] = await db.insert(guests).values({ weddingId: world.weddingB.id, name: 'Theirs', statusId: 3 }).returning();
  const [categoryOfB] = await db.insert(guestCategories).values({ weddingId: world.weddingB.id, name: 'Theirs', colorR: 1, colorG: 2, colorB: 3 }).returning();
  const mine = await db
    .insert(guests)
    .values([1, 2].map((n) => ({ weddingId: world.weddingA.id, name: `Mine ${n}`, statusId: 3 })))
    .returning();
  [foreignGuest, foreignCategory, ownGuests] = [guestOfB!.id, categoryOfB!.id, mine.map((row) => row.id)];
});

/** An id no row has. */
const unused = 2_000_000_000;

// Everyone of wedding A, from its planner to its hostess, and nobody signed in.
const outsidersOfB: Caller[] = ['anonymous', 'owner', 'spouse', 'helperWithActions', 'helperWithoutActions', 'hostess'];

async function namedRows() {
  const { db } = world.server;
  return {
    guests: await db
      .select()
      .from(guests)
      .where(inArray(guests.id, [foreignGuest, ...ownGuests])),
    categories: await db
      .select()
      .from(guestCategories)
      .where(inArray(guestCategories.id, [foreignCategory])),
  };
}

async function answerOf(caller: Caller, [method, url, payload]: [string, string, object | undefined]) {
  const response = await world.call(caller, method as 'PUT' | 'DELETE', url, payload);
  return { status: response.statusCode, body: response.json() };
}

describe('mass calls naming their wedding', () => {
  it.each(outsidersOfB.filter((caller) => caller === 'owner' || caller === 'spouse' || caller === 'helperWithActions'))(
    'as %s: one id of another wedding among its own is answered as one unused id, and nothing changes',
    async (caller) => {
      const before = await namedRows();
      const massUpdate = (id: number) => [
        'PUT',
        '/api/guests/massUpdate',
        { wedding_id: world.weddingA.id, ids: [...ownGuests, id], column: 'status_id', status_id: 1 },
      ];
      const massDestroy = (id: number) => ['DELETE', `/api/guests/massDestroy?wedding_id=${world.weddingA.id}&ids=${[...ownGuests, id].join(',')}`, undefined];
      for (const call of [massUpdate, massDestroy] as Array<(id: number) => [string, string, object | undefined]>) {
        const foreign = await answerOf(caller, call(foreignGuest));
        expect(foreign).toEqual(await answerOf(caller, call(unused)));
        expect(foreign).toEqual({ status: 422, body: { error: { code: 'not_found' } } });
      }
      expect(await namedRows()).toEqual(before);
    },
  );
});
