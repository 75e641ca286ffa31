import { beforeAll, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { actionCatalog, moduleId, type ActionCode } from '../../../contract/permissions';
import type { PersonType } from '../../../contract/person';
import { guests } from '../../../server/modules/guests/schema';
import { addWeddingUser } from '../../../server/modules/weddings/grants';
import { actionPermissions } from '../../../server/modules/weddings/schema';
import { signedInPerson } from '../../support/fixtures';
import { seatGuest, tableOf } from '../guests/seats';
import { requestOf } from '../tables/support';
import { useSeatingWorld } from './seating-world';

/**
 * Each seating change with the TABLES actions the spec maps to it: massCreate ADD_GUESTS,
 * update_inside (the hostess's door) HOSTESS_VIEW or ADD_GUESTS, destroy DELETE_GUESTS, and move
 * (beyond the spec) both ADD_GUESTS and DELETE_GUESTS, since it frees a seat and makes one. Who
 * else may call these routes (signed out, other planners and spouses, default grants, an
 * archived wedding), and tables or guests of another wedding or of nobody, are the generated
 * matrix's (tests/server/route-matrix.test.ts); it cannot tell which action a change ought to need.
 */
const holders = ['ADD_GUESTS', 'DELETE_GUESTS', 'HOSTESS_VIEW (a hostess)', 'ADD_GUESTS and DELETE_GUESTS', 'EDIT_LAYOUT'] as const;
const world = useSeatingWorld();
const cookies: string[] = [];
let numbers = 100;

beforeAll(async () => {
  cookies.push(
    await memberOf('Helper', ['ADD_GUESTS']),
    await memberOf('Helper', ['DELETE_GUESTS']),
    await memberOf('Hostess', []),
    await memberOf('Helper', ['ADD_GUESTS', 'DELETE_GUESTS']),
    await memberOf('Helper', ['EDIT_LAYOUT']),
  );
});

/** A user of wedding A with the default grants of their type, plus `extra` in TABLES. */
async function memberOf(type: PersonType, extra: ActionCode[]) {
  const { person, cookie } = await signedInPerson(world.server, type, { plannerId: world.plannerId });
  await addWeddingUser(world.server.db, world.weddingA, person.id, type);
  const actions = actionCatalog.filter((action) => extra.includes(action.code) && action.module_id === moduleId('TABLES'));
  if (actions.length > 0)
    await world.server.db.insert(actionPermissions).values(actions.map((action) => ({ weddingId: world.weddingA, userId: person.id, actionId: action.id })));
  return cookie;
}

/** A new table and a new guest of wedding A, the guest holding `seated` seats there (straight in the database). */
async function seatedGuest(seated = 1) {
  const table = await tableOf(world.server.db, world.weddingA, ++numbers);
  const [guest] = await world.server.db
    .insert(guests)
    .values({ weddingId: world.weddingA, name: `Guest ${numbers}`, companions: 1, statusId: 1 })
    .returning();
  if (seated > 0) await seatGuest(world.server.db, world.weddingA, table, guest!.id, seated);
  return { table_id: table, guest_id: guest!.id };
}

const seats = (method: 'POST' | 'PUT' | 'DELETE', path: string, input: Record<string, unknown>) =>
  requestOf(method, `/tables_guests/${path}`, { wedding_id: world.weddingA, ...input });

//                                                                             ADD  DELETE HOSTESS BOTH EDIT_LAYOUT
const changes: Array<[string, () => Promise<InjectOptions>, number[]]> = [
  [
    'POST /tables_guests/massCreate',
    async () => {
      const { table_id, guest_id } = await seatedGuest(0);
      return seats('POST', 'massCreate', { table_id, guests: [{ id: guest_id, qty: 1 }] });
    },
    [200, 403, 403, 200, 403],
  ],
  ['PUT /tables_guests/update_inside', async () => seats('PUT', 'update_inside', { ...(await seatedGuest()), is_inside: true }), [200, 403, 200, 200, 403]],
  ['DELETE /tables_guests/destroy', async () => seats('DELETE', 'destroy', await seatedGuest()), [403, 200, 403, 200, 403]],
  [
    'PUT /tables_guests/move',
    async () => {
      const { table_id, guest_id } = await seatedGuest();
      return seats('PUT', 'move', { guest_id, from_table_id: table_id, to_table_id: await tableOf(world.server.db, world.weddingA, ++numbers), qty: 1 });
    },
    [403, 403, 403, 200, 403],
  ],
];

it.each(changes)('%s as holders of ADD_GUESTS, DELETE_GUESTS, HOSTESS_VIEW, both ADD and DELETE, EDIT_LAYOUT', async (_name, request, expected) => {
  const heard: number[] = [];
  for (const cookie of cookies) {
    const options = await request();
    heard.push((await world.server.inject({ ...options, headers: { ...(options.headers ?? {}), cookie } })).statusCode);
  }
  expect(Object.fromEntries(holders.map((holder, index) => [holder, heard[index]]))).toEqual(
    Object.fromEntries(holders.map((holder, index) => [holder, expected[index]])),
  );
});
