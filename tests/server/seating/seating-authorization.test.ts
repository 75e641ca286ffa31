import { beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { liveEventsPath } from '../../../contract/live-events';
import { actionCatalog, moduleId, type ActionCode } from '../../../contract/permissions';
import type { PersonType } from '../../../contract/person';
import { guests } from '../../../server/modules/guests/schema';
import { tablesGuests } from '../../../server/modules/tables/schema';
import { addWeddingUser } from '../../../server/modules/weddings/grants';
import { actionPermissions } from '../../../server/modules/weddings/schema';
import { describeAuthorizationRows, type AuthorizationRow } from '../../support/authorization-rows';
import { signedInPerson, signedInSpouse } from '../../support/fixtures';
import { adminLogin } from '../../support/test-server';
import { seatGuest, tableOf } from '../guests/seats';
import { createWedding, plannerWithWedding, requestOf } from '../tables/support';
import { useSeatingWorld } from './seating-world';

/**
 * Every seating route and the live-update stream × every kind of caller, on wedding A; writes
 * get a fresh table and guest per call. Then the same calls naming a table or guest of another
 * wedding: whoever may change A hears not_found, and no seat changes.
 */
const actors = ['anonymous', 'owner', 'otherPlanner', 'admin', 'spouse', 'otherSpouse', 'helperReading', 'helperAdding', 'helperRemoving', 'hostess'] as const;
type Actor = (typeof actors)[number];

const world = useSeatingWorld();
const cookies = {} as Record<Actor, string | undefined>;
let archived: number;
let numbers = 100;

beforeAll(async () => {
  const { server, weddingA } = world;
  const other = await plannerWithWedding(server);
  cookies.owner = world.cookie;
  cookies.otherPlanner = other.cookie;
  cookies.admin = await server.signIn(adminLogin.email, adminLogin.password);
  cookies.spouse = (await signedInSpouse(server, weddingA)).cookie;
  cookies.otherSpouse = (await signedInSpouse(server, other.weddingId)).cookie;
  cookies.helperReading = await memberOf('Helper');
  cookies.helperAdding = await memberOf('Helper', 'ADD_GUESTS');
  cookies.helperRemoving = await memberOf('Helper', 'DELETE_GUESTS');
  cookies.hostess = await memberOf('Hostess');
  archived = await createWedding(server, world.cookie);
  await world.call('PUT', '/weddings/archive', { id: archived });
});

/** A user of wedding A with the default grants of their type, plus `extra` in TABLES. */
async function memberOf(type: PersonType, extra?: ActionCode) {
  const { person, cookie } = await signedInPerson(world.server, type, { plannerId: world.plannerId });
  await addWeddingUser(world.server.db, world.weddingA, person.id, type);
  if (extra) {
    const action = actionCatalog.find((candidate) => candidate.code === extra && candidate.module_id === moduleId('TABLES'))!;
    await world.server.db.insert(actionPermissions).values({ weddingId: world.weddingA, userId: person.id, actionId: action.id });
  }
  return cookie;
}

/** A new table and a new guest of a wedding, the guest holding `seated` seats there (straight in the database). */
async function seatedGuest(weddingId: number, seated = 1) {
  const table = await tableOf(world.server.db, weddingId, ++numbers);
  const [guest] = await world.server.db
    .insert(guests)
    .values({ weddingId, name: `Guest ${numbers}`, companions: 1, statusId: 1 })
    .returning();
  if (seated > 0) await seatGuest(world.server.db, weddingId, table, guest!.id, seated);
  return { table, guest: guest!.id };
}

const massCreate = (weddingId: number, target: { table: number; guest: number }) =>
  requestOf('POST', '/tables_guests/massCreate', { wedding_id: weddingId, table_id: target.table, guests: [{ id: target.guest, qty: 1 }] });
const updateInside = (weddingId: number, target: { table: number; guest: number }) =>
  requestOf('PUT', '/tables_guests/update_inside', { wedding_id: weddingId, table_id: target.table, guest_id: target.guest, is_inside: true });
const destroy = (weddingId: number, target: { table: number; guest: number }) =>
  requestOf('DELETE', '/tables_guests/destroy', { wedding_id: weddingId, table_id: target.table, guest_id: target.guest });
/** The party's seats at its table to `to` (a new table of the same wedding unless said). */
const move = async (weddingId: number, target: { table: number; guest: number }, to?: number) =>
  requestOf('PUT', '/tables_guests/move', {
    wedding_id: weddingId,
    guest_id: target.guest,
    from_table_id: target.table,
    to_table_id: to ?? (await tableOf(world.server.db, weddingId, ++numbers)),
    qty: 1,
  });
/** The stream as a request whose answer resolves on its head (the stream itself stays open until the server closes). */
const stream = (weddingId: number): InjectOptions => ({ method: 'GET', url: `/api${liveEventsPath}?wedding_id=${weddingId}`, payloadAsStream: true });

//                 anon  owner other admin spouse otherS helperR helperA helperRm hostess
const read = [401, 200, 422, 200, 200, 422, 200, 200, 200, 200];
const seating = [401, 200, 422, 200, 200, 422, 403, 200, 403, 403];
const doorOrSeating = [401, 200, 422, 200, 200, 422, 403, 200, 403, 200];
const removing = [401, 200, 422, 200, 200, 422, 403, 403, 200, 403];
// A move frees a seat and makes one: ADD_GUESTS or DELETE_GUESTS alone is not enough.
const moving = [401, 200, 422, 200, 200, 422, 403, 403, 403, 403];

const routes: AuthorizationRow[] = [
  ['GET /tables_guests/index', () => requestOf('GET', '/tables_guests/index', { wedding_id: world.weddingA }), read],
  ['POST /tables_guests/massCreate', async () => massCreate(world.weddingA, await seatedGuest(world.weddingA, 0)), seating],
  ['PUT /tables_guests/update_inside', async () => updateInside(world.weddingA, await seatedGuest(world.weddingA)), doorOrSeating],
  ['DELETE /tables_guests/destroy', async () => destroy(world.weddingA, await seatedGuest(world.weddingA)), removing],
  ['PUT /tables_guests/move', async () => move(world.weddingA, await seatedGuest(world.weddingA)), moving],
  [`GET ${liveEventsPath}`, () => stream(world.weddingA), read],
];

describeAuthorizationRows(routes, actors, () => ({ server: world.server, cookies }));

describe('on an archived wedding', () => {
  describeAuthorizationRows(
    [
      ['GET /tables_guests/index', () => requestOf('GET', '/tables_guests/index', { wedding_id: archived }), [401, 200, 422, 200]],
      ['POST /tables_guests/massCreate', async () => massCreate(archived, await seatedGuest(archived, 0)), [401, 403, 422, 403]],
      ['PUT /tables_guests/update_inside', async () => updateInside(archived, await seatedGuest(archived)), [401, 403, 422, 403]],
      ['DELETE /tables_guests/destroy', async () => destroy(archived, await seatedGuest(archived)), [401, 403, 422, 403]],
      ['PUT /tables_guests/move', async () => move(archived, await seatedGuest(archived)), [401, 403, 422, 403]],
      [`GET ${liveEventsPath} (204: nothing will change)`, () => stream(archived), [401, 204, 422, 204]],
    ],
    ['anonymous', 'owner', 'otherPlanner', 'admin'] as const,
    () => ({ server: world.server, cookies }),
  );
});

describe('a table or guest of wedding B named in calls on wedding A', () => {
  /** Whoever may make the call on A hears not_found; the others, as before, 401 or 403. */
  const foreign = (allowed: number[]) => allowed.map((status) => (status === 200 ? 422 : status));
  const foreignRoutes: Array<[string, () => Promise<InjectOptions>, number[]]> = [
    [
      'massCreate at B’s table',
      async () => massCreate(world.weddingA, { table: (await seatedGuest(world.weddingB)).table, guest: (await seatedGuest(world.weddingA, 0)).guest }),
      foreign(seating),
    ],
    [
      'massCreate of B’s guest',
      async () => massCreate(world.weddingA, { table: (await seatedGuest(world.weddingA, 0)).table, guest: (await seatedGuest(world.weddingB, 0)).guest }),
      foreign(seating),
    ],
    ['update_inside of B’s seat', async () => updateInside(world.weddingA, await seatedGuest(world.weddingB)), foreign(doorOrSeating)],
    ['destroy of B’s seat', async () => destroy(world.weddingA, await seatedGuest(world.weddingB)), foreign(removing)],
    ['move of B’s seat', async () => move(world.weddingA, await seatedGuest(world.weddingB), (await seatedGuest(world.weddingA, 0)).table), foreign(moving)],
    ['move to B’s table', async () => move(world.weddingA, await seatedGuest(world.weddingA), (await seatedGuest(world.weddingB, 0)).table), foreign(moving)],
  ];
  const seatsOfBoth = () =>
    world.server.db
      .select()
      .from(tablesGuests)
      .where(inArray(tablesGuests.weddingId, [world.weddingA, world.weddingB]))
      .orderBy(tablesGuests.id);

  describe.each(foreignRoutes)('%s', (_name, request, expected) => {
    it.each(actors.map((actor, index) => [actor, expected[index]!] as const))('as %s → %i, no seat changes', async (actor, status) => {
      const options = await request();
      const before = await seatsOfBoth();
      const cookie = cookies[actor];
      const response = await world.server.inject({ ...options, headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) } });
      expect(response.statusCode, response.body).toBe(status);
      if (status === 422) expect(response.json().error.code).toBe('not_found');
      expect(await seatsOfBoth()).toEqual(before);
    });
  });
});
