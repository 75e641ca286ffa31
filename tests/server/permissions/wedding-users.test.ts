import { describe, expect, it } from 'vitest';
import { defaultGrants } from '../../../contract/permissions';
import type { WeddingUser } from '../../../contract/wedding-users';
import { addWeddingUser } from '../../../server/modules/weddings/grants';
import { signedInPerson } from '../../support/fixtures';
import { createPerson } from '../../support/people';
import { caller, createWedding } from '../tables/support';
import { rowsOf, useWeddingUsersWorld } from './world';

const world = useWeddingUsersWorld();

const listOf = async (weddingId: number, actor: 'owner' | 'spouse' = 'owner') => {
  const response = await world.as(actor)('GET', '/permissions/get_users', { wedding_id: weddingId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { users: WeddingUser[]; candidates: WeddingUser[] };
};
const add = (userId: number, actor: 'owner' | 'spouse' | 'admin' = 'owner') =>
  world.as(actor)('POST', '/permissions/add_user', { wedding_id: world.weddingA, user_id: userId });
const remove = (userId: number, actor: 'owner' | 'spouse' | 'admin' = 'owner') =>
  world.as(actor)('DELETE', '/permissions/remove_user', { wedding_id: world.weddingA, user_id: userId });

describe('GET /permissions/get_users', () => {
  it('lists the couple first, then the team, and offers only the planner’s Helpers and Hostesses not in the wedding', async () => {
    const candidate = await world.teamMember(world.plannerA.id, 'Hostess');
    const otherBusiness = await world.teamMember(world.plannerB.id);
    const notForWeddings = await world.teamMember(world.plannerA.id, 'None');
    const { users, candidates } = await listOf(world.weddingA);
    expect(users.map((user) => user.type)).toEqual(['Spouse', 'Spouse', 'Helper', 'Hostess']);
    expect(users.find((user) => user.id === world.helper.id)).toEqual({
      id: world.helper.id,
      user_id: world.helper.id,
      first_name: world.helper.firstName,
      last_name: world.helper.lastName,
      email: world.helper.email,
      type: 'Helper',
      status: 'active',
    });
    const offered = candidates.map((user) => user.id);
    expect(offered).toContain(candidate.id);
    expect(offered).not.toContain(otherBusiness.id);
    expect(offered).not.toContain(notForWeddings.id);
    expect(offered).not.toContain(world.helper.id);
    expect(candidates.find((user) => user.id === candidate.id)).toMatchObject({ type: 'Hostess', status: 'new' });
  });

  it('answers a spouse the same list', async () => {
    expect(await listOf(world.weddingA, 'spouse')).toEqual(await listOf(world.weddingA));
  });
});

describe('adding and removing a Helper', () => {
  it('gives them the wedding with the default Helper grants, and takes it away with every permission', async () => {
    const { person, cookie } = await signedInPerson(world.server, 'Helper', { plannerId: world.plannerA.id });
    const asHelper = caller(world.server, cookie);
    expect((await asHelper('GET', '/weddings/show', { id: world.weddingA })).statusCode).toBe(403);

    const added = await add(person.id);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.user).toMatchObject({ id: person.id, type: 'Helper', status: 'active' });

    const shown = await asHelper('GET', '/weddings/show', { id: world.weddingA });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data.wedding.modules).toEqual(Object.keys(defaultGrants.Helper));
    const list = await asHelper('GET', '/weddings', {});
    expect(list.json().data.weddings.map((wedding: { id: number }) => wedding.id)).toEqual([world.weddingA]);
    const home = await asHelper('GET', '/weddings/get_actions', { wedding_id: world.weddingA, module_code: 'HOME' });
    expect(home.json().data.actions).toEqual(defaultGrants.Helper.HOME);
    expect((await listOf(world.weddingA)).candidates.map((user) => user.id)).not.toContain(person.id);

    const removed = await remove(person.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await asHelper('GET', '/weddings/show', { id: world.weddingA })).statusCode).toBe(403);
    expect((await asHelper('GET', '/weddings', {})).json().data.weddings).toEqual([]);
    expect(await rowsOf(world.server, world.weddingA, person.id)).toEqual({ users: [], modules: [], actions: [] });
    expect((await listOf(world.weddingA)).candidates.map((user) => user.id)).toContain(person.id);
  });

  it('gives a Hostess the hostess view of the tables', async () => {
    const { person, cookie } = await signedInPerson(world.server, 'Hostess', { plannerId: world.plannerA.id });
    expect((await add(person.id, 'admin')).statusCode).toBe(200);
    const tables = await caller(world.server, cookie)('GET', '/weddings/get_actions', { wedding_id: world.weddingA, module_code: 'TABLES' });
    expect(tables.json().data.actions).toEqual(['HOSTESS_VIEW']);
  });

  it('removes only that wedding’s rows: the same helper or hostess keeps their other wedding', async () => {
    const secondWedding = await createWedding(world.server, world.cookies.owner);
    // A Hostess holds actions (HOSTESS_VIEW) as well as modules: every kind of row is checked.
    for (const type of ['Helper', 'Hostess'] as const) {
      const member = await world.teamMember(world.plannerA.id, type);
      await addWeddingUser(world.server.db, secondWedding, member.id, type);
      const before = await rowsOf(world.server, secondWedding, member.id);
      expect((await add(member.id)).statusCode).toBe(200);
      expect((await remove(member.id)).statusCode).toBe(200);
      const kept = await rowsOf(world.server, secondWedding, member.id);
      expect(kept.users).toHaveLength(1);
      expect(kept.modules.length).toBeGreaterThan(0);
      expect(kept).toEqual(before);
      if (type === 'Hostess') expect(kept.actions.length).toBeGreaterThan(0);
    }
  });

  it('lets a spouse add and remove the planner’s team, but not someone of another business who was put in the wedding', async () => {
    const helper = await world.teamMember(world.plannerA.id);
    expect((await add(helper.id, 'spouse')).statusCode).toBe(200);
    expect((await remove(helper.id, 'spouse')).statusCode).toBe(200);

    const outsider = await createPerson(world.server.db, { type: 'Helper', plannerId: world.plannerB.id });
    await addWeddingUser(world.server.db, world.weddingA, outsider.id, 'Helper');
    expect((await remove(outsider.id, 'spouse')).statusCode).toBe(403);
    expect((await rowsOf(world.server, world.weddingA, outsider.id)).users).toHaveLength(1);
    expect((await remove(outsider.id, 'owner')).statusCode).toBe(200);
  });

  it('refuses to add someone twice, also when the calls race: one row, one success', async () => {
    const helper = await world.teamMember(world.plannerA.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => add(helper.id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().error.code)).toEqual(Array(5).fill('user_already_in_wedding'));
    const rows = await rowsOf(world.server, world.weddingA, helper.id);
    expect(rows.users).toHaveLength(1);
    expect(rows.modules).toHaveLength(Object.keys(defaultGrants.Helper).length);
  });

  it('never removes the couple nor the planner, whoever asks', async () => {
    const spouses = (await listOf(world.weddingA)).users.filter((user) => user.type === 'Spouse');
    for (const actor of ['owner', 'admin', 'spouse'] as const) {
      for (const spouse of spouses) expect((await remove(spouse.id, actor)).json().error.code).toBe('cannot_remove_spouse');
      expect((await remove(world.plannerA.id, actor)).json().error.code).toBe('cannot_remove_planner');
    }
    expect((await listOf(world.weddingA)).users.filter((user) => user.type === 'Spouse')).toEqual(spouses);
  });

  it('checks its input: a missing or malformed id is a 422 naming the field', async () => {
    const response = await world.as('owner')('POST', '/permissions/add_user', { wedding_id: world.weddingA, user_id: 'x' });
    expect(response.statusCode).toBe(422);
    expect(response.json().validationErrors).toHaveProperty('user_id');
    const missing = await world.as('owner')('DELETE', '/permissions/remove_user', { wedding_id: world.weddingA });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().validationErrors).toHaveProperty('user_id');
  });
});
