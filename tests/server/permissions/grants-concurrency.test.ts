import { describe, expect, it } from 'vitest';
import { actionId, moduleId } from '../../../contract/permissions';
import { addWeddingUser } from '../../../server/modules/weddings/grants';
import { rowsOf, useWeddingUsersWorld } from './world';

/**
 * Simultaneous permission changes of one wedding. On PGlite they queue on its one connection;
 * CI runs this file again on PostgreSQL (TEST_DATABASE_URL), where they truly overlap.
 */
const world = useWeddingUsersWorld();

const owner = () => world.as('owner');
const outcomes = (responses: Array<{ statusCode: number; json(): { error?: { code: string } } }>) =>
  responses.map((response) => (response.statusCode === 200 ? 'ok' : response.json().error?.code)).sort();

async function helperInA() {
  const person = await world.teamMember(world.plannerA.id);
  await addWeddingUser(world.server.db, world.weddingA, person.id, 'Helper');
  return person.id;
}

describe('simultaneous calls', () => {
  it('10 grants of the same module: one row, the other nine hear already_granted', async () => {
    const userId = await helperInA();
    const grant = () => owner()('POST', '/permissions/add_module_permission', { wedding_id: world.weddingA, user_id: userId, module_id: moduleId('BUDGET') });
    const responses = await Promise.all(Array.from({ length: 10 }, grant));
    expect(outcomes(responses)).toEqual(['ok', ...Array<string>(9).fill('already_granted')].sort());
    const budget = (await rowsOf(world.server, world.weddingA, userId)).modules.filter((row) => row.moduleId === moduleId('BUDGET'));
    expect(budget.map((row) => row.id)).toEqual([responses.find((response) => response.statusCode === 200)!.json().data.id]);
  });

  it('10 grants of the same action: one row', async () => {
    const userId = await helperInA();
    const grant = () =>
      owner()('POST', '/permissions/add_action_permission', { wedding_id: world.weddingA, user_id: userId, action_id: actionId('GUESTS', 'RSVP') });
    const responses = await Promise.all(Array.from({ length: 10 }, grant));
    expect(outcomes(responses)).toEqual(['ok', ...Array<string>(9).fill('already_granted')].sort());
    expect((await rowsOf(world.server, world.weddingA, userId)).actions.filter((row) => row.actionId === actionId('GUESTS', 'RSVP'))).toHaveLength(1);
  });

  it('an action granted while its module is removed is refused or removed with it, never left without it', async () => {
    for (let round = 0; round < 5; round++) {
      const userId = await helperInA();
      const guests = (await rowsOf(world.server, world.weddingA, userId)).modules.find((row) => row.moduleId === moduleId('GUESTS'))!;
      const grants = ['ADD', 'EDIT', 'DELETE', 'RSVP'] as const;
      const responses = await Promise.all([
        ...grants
          .slice(0, 2)
          .map((code) =>
            owner()('POST', '/permissions/add_action_permission', { wedding_id: world.weddingA, user_id: userId, action_id: actionId('GUESTS', code) }),
          ),
        owner()('DELETE', '/permissions/remove_module_permission', { id: guests.id }),
        ...grants
          .slice(2)
          .map((code) =>
            owner()('POST', '/permissions/add_action_permission', { wedding_id: world.weddingA, user_id: userId, action_id: actionId('GUESTS', code) }),
          ),
      ]);
      expect(responses[2]!.statusCode, responses[2]!.body).toBe(200);
      for (const response of responses) expect(['ok', 'module_not_granted']).toContain(outcomes([response])[0]);
      const rows = await rowsOf(world.server, world.weddingA, userId);
      const guestsActions = rows.actions.filter((row) => grants.some((code) => actionId('GUESTS', code) === row.actionId));
      expect(guestsActions).toEqual([]);
    }
  });

  it('two removals of one row: one removes it, the other hears not_found', async () => {
    const userId = await helperInA();
    const granted = await owner()('POST', '/permissions/add_action_permission', {
      wedding_id: world.weddingA,
      user_id: userId,
      action_id: actionId('GUESTS', 'ADD'),
    });
    const id = granted.json().data.id;
    const responses = await Promise.all([1, 2].map(() => owner()('DELETE', '/permissions/remove_action_permission', { id })));
    expect(outcomes(responses)).toEqual(['not_found', 'ok']);
  });
});
