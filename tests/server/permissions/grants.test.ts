import { describe, expect, it } from 'vitest';
import { asc, inArray } from 'drizzle-orm';
import { actionCatalog, actionId, moduleCatalog, moduleId, type ActionCode, type ModuleCode } from '../../../contract/permissions';
import { addWeddingUser } from '../../../server/modules/weddings/grants';
import { actionPermissions, actions, modulePermissions, modules } from '../../../server/modules/weddings/schema';
import { signedInPerson } from '../../support/fixtures';
import { type TestServer } from '../../support/test-server';
import { caller, createWedding, requestOf } from '../tables/support';
import { membershipRows, rowsOf, useWeddingUsersWorld } from './world';

/**
 * The permissions page's rules on the server (contract/permission-grants.ts): what each call
 * changes, what it refuses, and that the user whose permissions changed meets the change on
 * their very next request, on this server and on another one of the same database.
 */
const world = useWeddingUsersWorld();

type Manager = 'owner' | 'admin' | 'spouse';
const addModule = (userId: number, module: ModuleCode, actor: Manager = 'owner') =>
  world.as(actor)('POST', '/permissions/add_module_permission', { wedding_id: world.weddingA, user_id: userId, module_id: moduleId(module) });
const addAction = (userId: number, module: ModuleCode, code: ActionCode, actor: Manager = 'owner') =>
  world.as(actor)('POST', '/permissions/add_action_permission', { wedding_id: world.weddingA, user_id: userId, action_id: actionId(module, code) });
const removeModule = (id: number, actor: Manager = 'owner') => world.as(actor)('DELETE', '/permissions/remove_module_permission', { id });
const removeAction = (id: number, actor: Manager = 'owner') => world.as(actor)('DELETE', '/permissions/remove_action_permission', { id });
const copyFrom = (spouseId: number, actor: Manager = 'owner') => world.as(actor)('POST', '/permissions/copy_permissions_to_spouse', { spouse_id: spouseId });

/** The id answered by an add, which must have succeeded. */
async function idOf(answer: Promise<{ statusCode: number; body: string; json(): { data: { id: number } } }>) {
  const response = await answer;
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id;
}

/** The codes of a user's rows in wedding A: `MODULE` for a module, `MODULE/ACTION` for an action. */
async function grantsOf(userId: number, weddingId = world.weddingA) {
  const rows = await rowsOf(world.server, weddingId, userId);
  const codeOf = (id: number) => {
    const action = actionCatalog.find((candidate) => candidate.id === id)!;
    return `${moduleCatalog.find((module) => module.id === action.module_id)!.code}/${action.code}`;
  };
  return [
    ...rows.modules.map((row) => moduleCatalog.find((module) => module.id === row.moduleId)!.code),
    ...rows.actions.map((row) => codeOf(row.actionId)),
  ].sort();
}

/** A new Helper of planner A in wedding A with the default grants, signed in. */
async function helperInA() {
  const { person, cookie } = await signedInPerson(world.server, 'Helper', { plannerId: world.plannerA.id });
  await addWeddingUser(world.server.db, world.weddingA, person.id, 'Helper');
  return { id: person.id, call: caller(world.server, cookie), cookie };
}

describe('the catalogues and the index', () => {
  it('answer the catalogues as the database holds them', async () => {
    const modulesAnswer = (await world.as('helper')('GET', '/permissions/get_modules')).json().data.modules;
    const actionsAnswer = (await world.as('helper')('GET', '/permissions/get_actions')).json().data.actions;
    expect(modulesAnswer).toEqual(await world.server.db.select().from(modules).orderBy(asc(modules.id)));
    expect(actionsAnswer).toEqual(
      (await world.server.db.select().from(actions).orderBy(asc(actions.id))).map((row) => ({ id: row.id, code: row.code, module_id: row.moduleId })),
    );
    expect(modulesAnswer[3]).toEqual({ id: 4, code: 'GUESTS' });
  });

  it('lists every module and action permission of the wedding’s users, and none of another wedding', async () => {
    const response = await world.as('owner')('GET', '/permissions/index', { wedding_id: world.weddingA });
    expect(response.statusCode, response.body).toBe(200);
    const { modules: listedModules, actions: listedActions } = response.json().data;
    const stored = await membershipRows(world.server, [world.weddingA]);
    expect(listedModules).toEqual(stored.modules.map((row) => ({ id: row.id, user_id: row.userId, module_id: row.moduleId, wedding_id: row.weddingId })));
    expect(listedActions).toEqual(stored.actions.map((row) => ({ id: row.id, user_id: row.userId, action_id: row.actionId, wedding_id: row.weddingId })));
    const users = new Set(listedModules.map((row: { user_id: number }) => row.user_id));
    expect([...users].sort()).toEqual([world.spouse.id, world.partnerId, world.helper.id, world.hostess.id].sort());
  });
});

describe('a change counts from the user’s next request', () => {
  it('a Helper granted GUESTS/ADD adds a guest on the next request, on this server and another, and cannot on the next one after removal', async () => {
    const helper = await helperInA();
    const twin = await world.server.twin();
    const addGuest = (via: Pick<TestServer, 'inject'>) =>
      via.inject(requestOf('POST', '/guests/create', { wedding_id: world.weddingA, name: 'Rosa' }, helper.cookie)).then((response) => response.statusCode);
    expect(await addGuest(world.server)).toBe(403);

    const granted = await idOf(addAction(helper.id, 'GUESTS', 'ADD'));
    expect(await addGuest(world.server)).toBe(200);
    expect(await addGuest(twin)).toBe(200);

    const removed = await twin.inject(requestOf('DELETE', '/permissions/remove_action_permission', { id: granted }, world.cookies.owner));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await addGuest(world.server)).toBe(403);
    expect(await addGuest(twin)).toBe(403);
  });

  it('a module removed is gone from the menus and the module’s calls at once', async () => {
    const helper = await helperInA();
    const [guestsModule] = (await rowsOf(world.server, world.weddingA, helper.id)).modules.filter((row) => row.moduleId === moduleId('GUESTS'));
    expect((await helper.call('GET', '/guests/index', { wedding_id: world.weddingA })).statusCode).toBe(200);
    expect((await removeModule(guestsModule!.id)).statusCode).toBe(200);
    expect((await helper.call('GET', '/guests/index', { wedding_id: world.weddingA })).statusCode).toBe(403);
    const shown = await helper.call('GET', '/weddings/get_modules', { wedding_id: world.weddingA });
    expect(shown.json().data.modules.map((module: { code: string }) => module.code)).toEqual(['HOME', 'CHECKLIST', 'TABLES']);
  });
});

describe('modules and their actions', () => {
  it('removing a module removes that user’s actions in it, in that wedding only, and answers their ids', async () => {
    const helper = await helperInA();
    const other = await helperInA();
    const secondWedding = await createWedding(world.server, world.cookies.owner);
    await addWeddingUser(world.server.db, secondWedding, helper.id, 'Helper');
    await world.server.db.insert(actionPermissions).values({ weddingId: secondWedding, userId: helper.id, actionId: actionId('GUESTS', 'ADD') });
    const guestsAdd = await idOf(addAction(helper.id, 'GUESTS', 'ADD'));
    const guestsRsvp = await idOf(addAction(helper.id, 'GUESTS', 'RSVP'));
    await idOf(addAction(helper.id, 'TABLES', 'EDIT_LAYOUT'));
    await idOf(addAction(other.id, 'GUESTS', 'ADD'));
    const [guestsModule] = (await rowsOf(world.server, world.weddingA, helper.id)).modules.filter((row) => row.moduleId === moduleId('GUESTS'));

    const response = await removeModule(guestsModule!.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ removedActions: [guestsAdd, guestsRsvp] });
    expect(await grantsOf(helper.id)).toEqual([
      'CHECKLIST',
      'HOME',
      'HOME/BUDGET_SUMMARY',
      'HOME/CHECKLIST_SUMMARY',
      'HOME/GUESTS_SUMMARY',
      'HOME/IDEA_BOARD_SUMMARY',
      'HOME/TABLES_SUMMARY',
      'TABLES',
      'TABLES/EDIT_LAYOUT',
    ]);
    expect(await grantsOf(other.id)).toContain('GUESTS/ADD');
    expect(await grantsOf(helper.id, secondWedding)).toContain('GUESTS/ADD');

    // Granted again, the module comes back without the actions it had.
    await idOf(addModule(helper.id, 'GUESTS'));
    expect((await helper.call('GET', '/weddings/get_actions', { wedding_id: world.weddingA, module_code: 'GUESTS' })).json().data.actions).toEqual([]);
  });

  it('refuses an action without its module, and changes nothing', async () => {
    const helper = await helperInA();
    const before = await grantsOf(helper.id);
    const response = await addAction(helper.id, 'BUDGET', 'ADD_EXPENSE');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('module_not_granted');
    expect(await grantsOf(helper.id)).toEqual(before);
    await idOf(addModule(helper.id, 'BUDGET'));
    await idOf(addAction(helper.id, 'BUDGET', 'ADD_EXPENSE'));
    expect((await helper.call('GET', '/weddings/get_actions', { wedding_id: world.weddingA, module_code: 'BUDGET' })).json().data.actions).toEqual([
      'ADD_EXPENSE',
    ]);
  });

  it('answers a permission already held with already_granted, one row kept', async () => {
    const helper = await helperInA();
    const moduleAgain = await addModule(helper.id, 'GUESTS');
    expect([moduleAgain.statusCode, moduleAgain.json().error.code]).toEqual([409, 'already_granted']);
    await idOf(addAction(helper.id, 'GUESTS', 'EDIT'));
    const actionAgain = await addAction(helper.id, 'GUESTS', 'EDIT');
    expect([actionAgain.statusCode, actionAgain.json().error.code]).toEqual([409, 'already_granted']);
    expect((await grantsOf(helper.id)).filter((code) => code.startsWith('GUESTS'))).toEqual(['GUESTS', 'GUESTS/EDIT']);
  });

  it('answers a row already removed as not_found', async () => {
    const helper = await helperInA();
    const granted = await idOf(addAction(helper.id, 'GUESTS', 'DELETE'));
    expect((await removeAction(granted)).statusCode).toBe(200);
    const again = await removeAction(granted);
    expect([again.statusCode, again.json().error.code]).toEqual([422, 'not_found']);
  });

  it('removing a user removes every permission they held, those granted since they joined too', async () => {
    const helper = await helperInA();
    await idOf(addModule(helper.id, 'BUDGET'));
    await idOf(addAction(helper.id, 'BUDGET', 'ADD_PAYMENT'));
    const removed = await world.as('owner')('DELETE', '/permissions/remove_user', { wedding_id: world.weddingA, user_id: helper.id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await rowsOf(world.server, world.weddingA, helper.id)).toEqual({ users: [], modules: [], actions: [] });
  });

  it('checks its input: a missing or malformed id is a 422 naming the field', async () => {
    const missing = await world.as('owner')('POST', '/permissions/add_module_permission', { wedding_id: world.weddingA, user_id: world.helper.id });
    expect([missing.statusCode, missing.json().validationErrors]).toEqual([422, { module_id: ['required'] }]);
    const malformed = await world.as('owner')('DELETE', '/permissions/remove_action_permission', { id: 'x' });
    expect([malformed.statusCode, malformed.json().validationErrors]).toEqual([422, { id: ['invalid'] }]);
  });
});

describe('a Hostess keeps the hostess view', () => {
  it('refuses every change of her permissions, whoever asks, and changes nothing', async () => {
    const before = await rowsOf(world.server, world.weddingA, world.hostess.id);
    expect(await grantsOf(world.hostess.id)).toEqual(['GUESTS', 'TABLES', 'TABLES/HOSTESS_VIEW']);
    const tablesRow = before.modules.find((row) => row.moduleId === moduleId('TABLES'))!;
    for (const actor of ['owner', 'admin'] as const) {
      for (const refused of [
        addModule(world.hostess.id, 'BUDGET', actor),
        addAction(world.hostess.id, 'TABLES', 'EDIT_LAYOUT', actor),
        removeModule(tablesRow.id, actor),
        removeAction(before.actions[0]!.id, actor),
      ]) {
        const response = await refused;
        expect([response.statusCode, response.json().error.code]).toEqual([409, 'hostess_permissions_fixed']);
      }
    }
    expect(await rowsOf(world.server, world.weddingA, world.hostess.id)).toEqual(before);
  });
});

describe('copying to the other spouse', () => {
  it('gives the partner what the spouse holds and they lack, answers the rows added, and takes nothing away', async () => {
    const partner = world.partnerId;
    const spouseRows = await rowsOf(world.server, world.weddingA, world.spouse.id);
    const partnerRows = await rowsOf(world.server, world.weddingA, partner);
    // The spouse loses the idea board, the partner the budget (with its actions) and GUESTS/DELETE.
    expect((await removeModule(spouseRows.modules.find((row) => row.moduleId === moduleId('IDEA_BOARD'))!.id)).statusCode).toBe(200);
    expect((await removeModule(partnerRows.modules.find((row) => row.moduleId === moduleId('BUDGET'))!.id)).statusCode).toBe(200);
    expect((await removeAction(partnerRows.actions.find((row) => row.actionId === actionId('GUESTS', 'DELETE'))!.id)).statusCode).toBe(200);

    const response = await copyFrom(world.spouse.id, 'spouse');
    expect(response.statusCode, response.body).toBe(200);
    const { addedModules, addedActions } = response.json().data;
    expect(addedModules.map((row: { module_id: number; user_id: number }) => [row.user_id, row.module_id])).toEqual([[partner, moduleId('BUDGET')]]);
    expect(addedActions.map((row: { action_id: number }) => row.action_id).sort((a: number, b: number) => a - b)).toEqual(
      [
        actionId('GUESTS', 'DELETE'),
        ...['ADD_EXPENSE', 'EDIT_EXPENSE', 'DELETE_EXPENSE', 'ADD_PAYMENT', 'DELETE_PAYMENT', 'ADD_SUPPLIER', 'EDIT_SUPPLIER', 'DELETE_SUPPLIER'].map((code) =>
          actionId('BUDGET', code as ActionCode),
        ),
      ].sort((a, b) => a - b),
    );
    const stored = await world.server.db
      .select()
      .from(modulePermissions)
      .where(inArray(modulePermissions.id, [addedModules[0].id]));
    expect(stored).toEqual([{ id: addedModules[0].id, userId: partner, moduleId: moduleId('BUDGET'), weddingId: world.weddingA }]);
    // Everything again (7 modules, 33 actions), the idea board the spouse no longer holds included.
    expect(await grantsOf(partner)).toContain('IDEA_BOARD');
    expect(await grantsOf(partner)).toHaveLength(40);

    const again = await copyFrom(world.spouse.id, 'admin');
    expect(again.json().data).toEqual({ addedModules: [], addedActions: [] });
  });
});

describe('an archived wedding', () => {
  // Last: it archives wedding A for good.
  it('its planner and Administrators still read its permissions but change none, and a spouse copies none', async () => {
    const helper = await helperInA();
    const [guestsModule] = (await rowsOf(world.server, world.weddingA, helper.id)).modules.filter((row) => row.moduleId === moduleId('GUESTS'));
    const homeAction = (await rowsOf(world.server, world.weddingA, helper.id)).actions[0]!;
    expect((await world.as('owner')('PUT', '/weddings/archive', { id: world.weddingA })).statusCode).toBe(200);
    const before = await membershipRows(world.server, [world.weddingA]);
    for (const actor of ['owner', 'admin'] as const) {
      expect((await world.as(actor)('GET', '/permissions/index', { wedding_id: world.weddingA })).statusCode).toBe(200);
      for (const refused of [
        addModule(helper.id, 'BUDGET', actor),
        addAction(helper.id, 'GUESTS', 'ADD', actor),
        removeModule(guestsModule!.id, actor),
        removeAction(homeAction.id, actor),
        copyFrom(world.spouse.id, actor),
      ]) {
        expect((await refused).statusCode).toBe(403);
      }
    }
    expect((await copyFrom(world.spouse.id, 'spouse')).statusCode).toBe(403);
    expect(await membershipRows(world.server, [world.weddingA])).toEqual(before);
  });
});
