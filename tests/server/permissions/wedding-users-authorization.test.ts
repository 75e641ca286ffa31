import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { persons } from '../../../server/modules/users/schema';
import { addWeddingUser } from '../../../server/modules/weddings/grants';
import { adminLogin } from '../../support/test-server';
import { membershipRows, useWeddingUsersWorld } from './world';

/**
 * The three wedding-users routes × every kind of caller, on planner A's wedding: a fresh target
 * per call so the rows stay independent. Then ids that do not belong: whoever may manage the
 * wedding hears why, and no membership or permission changes in either wedding.
 */
const actors = ['anonymous', 'admin', 'owner', 'otherPlanner', 'spouse', 'otherSpouse', 'helper', 'hostess'] as const;

const world = useWeddingUsersWorld();

type Call = () => Promise<[method: 'GET' | 'POST' | 'DELETE', url: string, input: Record<string, unknown>]>;

const freshCandidate = async () => (await world.teamMember(world.plannerA.id)).id;
const freshMember = async () => {
  const person = await world.teamMember(world.plannerA.id, 'Hostess');
  await addWeddingUser(world.server.db, world.weddingA, person.id, 'Hostess');
  return person.id;
};
const archivedWedding = async () => {
  const id = world.weddingA;
  await world.as('owner')('PUT', '/weddings/archive', { id });
  return id;
};

//                 anon admin owner otherP spouse otherS helper hostess
const manage = [401, 200, 200, 422, 200, 422, 403, 403];

const routes: Array<[string, Call, number[]]> = [
  ['GET /permissions/get_users', async () => ['GET', '/permissions/get_users', { wedding_id: world.weddingA }], manage],
  ['POST /permissions/add_user', async () => ['POST', '/permissions/add_user', { wedding_id: world.weddingA, user_id: await freshCandidate() }], manage],
  ['DELETE /permissions/remove_user', async () => ['DELETE', '/permissions/remove_user', { wedding_id: world.weddingA, user_id: await freshMember() }], manage],
];

describe.each(routes)('%s', (_name, call, expected) => {
  it.each(actors.map((actor, index) => [actor, expected[index]!] as const))('as %s → %i', async (actor, status) => {
    const response = await world.as(actor)(...(await call()));
    expect(response.statusCode, response.body).toBe(status);
  });
});

describe('ids that do not belong, named on wedding A', () => {
  // Those who may manage wedding A hear why; strangers to it hear not_found and A's other users
  // 403, before any id is read.
  const refused = (byManagers: number) => [401, byManagers, byManagers, 422, byManagers, 422, 403, 403];
  const adminId = async () => (await world.server.db.select().from(persons).where(eq(persons.email, adminLogin.email)))[0]!.id;
  const spouseOf = async (weddingId: number) => (await world.server.db.select().from(persons).where(eq(persons.weddingId, weddingId)))[0]!.id;
  const add =
    (userId: () => Promise<number>, weddingId = () => world.weddingA) =>
    async () =>
      ['POST', '/permissions/add_user', { wedding_id: weddingId(), user_id: await userId() }] as const;
  const remove = (userId: () => Promise<number>) => async () =>
    ['DELETE', '/permissions/remove_user', { wedding_id: world.weddingA, user_id: await userId() }] as const;

  const cases: Array<[string, () => Promise<readonly ['POST' | 'DELETE', string, Record<string, unknown>]>, number[], string | null]> = [
    ['add a Helper of planner B', add(() => world.teamMember(world.plannerB.id).then((person) => person.id)), refused(422), 'not_found'],
    ['add planner B', add(async () => world.plannerB.id), refused(422), 'not_found'],
    ['add the planner who runs A', add(async () => world.plannerA.id), refused(422), 'not_found'],
    ['add an Administrator', add(adminId), refused(422), 'not_found'],
    ['add a spouse of wedding B', add(() => spouseOf(world.weddingB)), refused(422), 'not_found'],
    ['add an unknown id', add(async () => 2_000_000_000), refused(422), 'not_found'],
    ['add a Helper already in A', add(async () => world.helper.id), refused(409), 'user_already_in_wedding'],
    ['add a spouse of A', add(() => spouseOf(world.weddingA)), refused(409), 'user_already_in_wedding'],
    ['remove a spouse of A', remove(() => spouseOf(world.weddingA)), refused(409), 'cannot_remove_spouse'],
    ['remove the planner who runs A', remove(async () => world.plannerA.id), refused(409), 'cannot_remove_planner'],
    [
      'remove a Helper of wedding B',
      remove(async () => {
        const person = await world.teamMember(world.plannerB.id);
        await addWeddingUser(world.server.db, world.weddingB, person.id, 'Helper');
        return person.id;
      }),
      refused(422),
      'not_found',
    ],
    ['remove an unknown id', remove(async () => 2_000_000_000), refused(422), 'not_found'],
  ];

  describe.each(cases)('%s', (_name, call, expected, code) => {
    it.each(actors.map((actor, index) => [actor, expected[index]!] as const))('as %s → %i, nothing changes', async (actor, status) => {
      const request = await call();
      const before = await membershipRows(world.server, [world.weddingA, world.weddingB]);
      const response = await world.as(actor)(...request);
      expect(response.statusCode, response.body).toBe(status);
      if (status === 422 || status === 409) expect(response.json().error.code).toBe(status === 409 ? code : 'not_found');
      expect(await membershipRows(world.server, [world.weddingA, world.weddingB])).toEqual(before);
    });
  });

  it('adding one of A’s team to wedding B: not_found to all (strangers to B as B’s planner and Administrators), nothing changes', async () => {
    const candidate = await freshCandidate();
    const before = await membershipRows(world.server, [world.weddingA, world.weddingB]);
    const onB = ['POST', '/permissions/add_user', { wedding_id: world.weddingB, user_id: candidate }] as const;
    for (const actor of ['owner', 'spouse', 'otherPlanner', 'admin'] as const) {
      const response = await world.as(actor)(...onB);
      expect([response.statusCode, response.json().error.code], actor).toEqual([422, 'not_found']);
    }
    expect(await membershipRows(world.server, [world.weddingA, world.weddingB])).toEqual(before);
  });
});

describe('an archived wedding', () => {
  // Last: it archives wedding A for good.
  it('its spouse, its planner and Administrators may still list its users but no longer add or remove them', async () => {
    const id = await archivedWedding();
    for (const actor of ['spouse', 'owner', 'admin'] as const) {
      expect((await world.as(actor)('GET', '/permissions/get_users', { wedding_id: id })).statusCode).toBe(200);
      expect((await world.as(actor)('POST', '/permissions/add_user', { wedding_id: id, user_id: await freshCandidate() })).statusCode).toBe(403);
      expect((await world.as(actor)('DELETE', '/permissions/remove_user', { wedding_id: id, user_id: await freshMember() })).statusCode).toBe(403);
    }
  });
});
