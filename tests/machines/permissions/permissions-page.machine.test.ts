import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ActionPermission, ModulePermission } from '../../../contract/permission-grants';
import type { Mutation, PersistAnswer, Row } from '../../../machines/shared/optimistic-list';
import {
  actionPermissionsList,
  modulePermissionsList,
  permissionsPageMachine,
  type CopiedPermissions,
  type PermissionsContext,
  type PermissionsInput,
  type PermissionsLoad,
} from '../../../machines/permissions/permissions-page.machine';
import { collectNotices } from '../../support/notices';
import { describePathCoverage } from '../../support/path-coverage';
import { andres, mateo, rosa, sofia } from '../wedding-users/world';
import { guestsAdd, guestsEdit, guestsModule, permissionsEvents, permissionsLoad, sofiaAdd } from './world';

type Call = { list: 'modules' | 'actions'; mutation: Mutation<Row, never>; settle: (id: number | null) => Promise<void> };

/** The page with both lists' calls held until the test settles them (an id: accepted, with it; null: refused). */
function start() {
  const calls: Call[] = [];
  const copies: Array<{ spouseId: number; settle: (answer: CopiedPermissions | null) => void }> = [];
  const persistFor = <R extends Row>(list: Call['list']) =>
    fromPromise<PersistAnswer<R> | undefined, Mutation<R, never>>(
      ({ input }) =>
        new Promise((resolve, reject) => {
          calls.push({
            list,
            mutation: input,
            settle: async (id) => {
              if (id === null) reject({ code: 'generic_error' });
              else resolve(input.kind === 'create' ? { ids: [id] } : undefined);
              await new Promise((done) => setTimeout(done, 0));
            },
          });
        }),
    );
  const actor = createActor(
    permissionsPageMachine.provide({
      actors: {
        loadPermissions: fromPromise(async ({ input }) => {
          expect(input).toEqual({ weddingId: 7 });
          return permissionsLoad;
        }),
        copyToSpouse: fromPromise<CopiedPermissions, { spouseId: number }>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              copies.push({ spouseId: input.spouseId, settle: (answer) => (answer ? resolve(answer) : reject({ code: 'generic_error' })) });
            }),
        ),
        modules: modulePermissionsList.provide({ actors: { persist: persistFor<ModulePermission>('modules') } }),
        actions: actionPermissionsList.provide({ actors: { persist: persistFor<ActionPermission>('actions') } }),
      },
    }),
    { input: { weddingId: 7 } },
  );
  const notices = collectNotices(actor);
  actor.start();
  const children = () => actor.getSnapshot().children;
  const moduleRows = () => children().modules!.getSnapshot().context.rows;
  const actionRows = () => children().actions!.getSnapshot().context.rows;
  const ready = () => waitFor(actor, (snapshot) => snapshot.matches('ready'));
  return { actor, calls, copies, notices, moduleRows, actionRows, ready };
}

const refusal = { kind: 'error', message: { key: 'permissions.messages.unexpectedError' } };

describe('permissions page machine', () => {
  it('loads the users, catalogue and rows, and shows the first user', async () => {
    const { actor, moduleRows, actionRows, ready } = start();
    await ready();
    expect(actor.getSnapshot().context.userId).toBe(sofia.id);
    expect(moduleRows()).toHaveLength(2);
    expect(actionRows()).toHaveLength(2);
  });

  it('grants a module at once, keeps it with the real id when the server agrees', async () => {
    const { actor, calls, moduleRows, ready, notices } = start();
    await ready();
    actor.send({ type: 'user.choose', userId: andres.id });
    actor.send({ type: 'module.toggle', moduleId: guestsModule.id });
    expect(moduleRows().at(-1)).toMatchObject({ user_id: andres.id, module_id: guestsModule.id, wedding_id: 7 });
    expect(calls[0]!.mutation.kind).toBe('create');
    await calls[0]!.settle(102);
    expect(moduleRows().at(-1)!.id).toBe(102);
    expect(notices).toEqual([]);
  });

  it('takes a module away at once and puts it back with the spec’s message when refused', async () => {
    const { actor, calls, moduleRows, ready, notices } = start();
    await ready();
    actor.send({ type: 'module.toggle', moduleId: guestsModule.id });
    expect(moduleRows().map((row) => row.id)).toEqual([101]);
    expect(calls[0]!.mutation).toEqual({ kind: 'delete', ids: [100] });
    await calls[0]!.settle(null);
    expect(moduleRows().map((row) => row.id)).toEqual([100, 101]);
    expect(notices).toEqual([refusal]);
  });

  it('grants a module again with none of the actions the server took with it', async () => {
    const { actor, calls, actionRows, ready } = start();
    await ready();
    actor.send({ type: 'module.toggle', moduleId: guestsModule.id });
    await calls[0]!.settle(0);
    expect(actionRows().map((row) => row.id)).toEqual([200, 201]);
    actor.send({ type: 'module.toggle', moduleId: guestsModule.id });
    expect(actionRows().map((row) => row.id)).toEqual([201]);
    expect(calls[1]!.mutation).toMatchObject({ kind: 'create', rows: [{ user_id: sofia.id, module_id: guestsModule.id }] });
  });

  it('toggles an action, and rolls a refused grant back with the spec’s message', async () => {
    const { actor, calls, actionRows, ready, notices } = start();
    await ready();
    actor.send({ type: 'action.toggle', actionId: guestsEdit.id });
    expect(actionRows().at(-1)).toMatchObject({ user_id: sofia.id, action_id: guestsEdit.id });
    await calls[0]!.settle(null);
    expect(actionRows()).toEqual(permissionsLoad.actionPermissions);
    expect(notices).toEqual([refusal]);
    actor.send({ type: 'action.toggle', actionId: guestsAdd.id });
    expect(calls[1]!.mutation).toEqual({ kind: 'delete', ids: [sofiaAdd.id] });
  });

  it('selects all of a module’s actions one call each, and unselects them all', async () => {
    const { actor, calls, actionRows, ready } = start();
    await ready();
    actor.send({ type: 'actions.selectAll', moduleId: guestsModule.id });
    expect(
      actionRows()
        .filter((row) => row.user_id === sofia.id)
        .map((row) => row.action_id),
    ).toEqual([guestsAdd.id, guestsEdit.id]);
    await calls[0]!.settle(202);
    actor.send({ type: 'actions.unselectAll', moduleId: guestsModule.id });
    expect(actionRows().filter((row) => row.user_id === sofia.id)).toEqual([]);
    expect(calls.map((call) => call.mutation.kind)).toEqual(['create', 'delete']);
  });

  it('changes no action of a module the user lacks, nor anything of a Hostess, nor of someone not in the wedding', async () => {
    const { actor, calls, moduleRows, actionRows, ready } = start();
    await ready();
    actor.send({ type: 'user.choose', userId: andres.id });
    actor.send({ type: 'actions.selectAll', moduleId: guestsModule.id });
    actor.send({ type: 'module.toggle', moduleId: 99 });
    actor.send({ type: 'user.choose', userId: rosa.id });
    actor.send({ type: 'module.toggle', moduleId: 5 });
    actor.send({ type: 'user.choose', userId: 999 });
    expect(actor.getSnapshot().context.userId).toBe(rosa.id);
    expect(calls).toEqual([]);
    expect(moduleRows()).toEqual(permissionsLoad.modulePermissions);
    expect(actionRows()).toEqual(permissionsLoad.actionPermissions);
  });

  it('says so when the load fails, and tries again', async () => {
    let fail = true;
    const actor = createActor(
      permissionsPageMachine.provide({
        actors: {
          loadPermissions: fromPromise<PermissionsLoad, PermissionsInput>(async () => {
            if (fail) throw { code: 'generic_error' };
            return { ...permissionsLoad, users: [] };
          }),
        },
      }),
      { input: { weddingId: 7 } },
    );
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    fail = false;
    actor.send({ type: 'load.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.userId).toBeNull();
  });

  it('copies a spouse’s permissions to the other spouse: the rows the server added join at once; a refusal changes nothing and says so', async () => {
    const { actor, copies, notices, moduleRows, actionRows, ready } = start();
    await ready();
    actor.send({ type: 'user.choose', userId: andres.id });
    actor.send({ type: 'permissions.copy' });
    expect(copies).toEqual([]);
    actor.send({ type: 'user.choose', userId: sofia.id });
    actor.send({ type: 'permissions.copy' });
    expect(actor.getSnapshot().matches({ ready: 'copying' })).toBe(true);
    expect(copies.map((copy) => copy.spouseId)).toEqual([sofia.id]);
    copies[0]!.settle({
      addedModules: [{ id: 103, user_id: mateo.id, module_id: 4, wedding_id: 7 }],
      addedActions: [{ id: 203, user_id: mateo.id, action_id: 10, wedding_id: 7 }],
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
    expect(moduleRows().filter((row) => row.user_id === mateo.id)).toEqual([{ id: 103, user_id: mateo.id, module_id: 4, wedding_id: 7 }]);
    expect(actionRows().filter((row) => row.user_id === mateo.id)).toEqual([{ id: 203, user_id: mateo.id, action_id: 10, wedding_id: 7 }]);
    expect(notices).toEqual([{ kind: 'success', message: { key: 'permissions.messages.copied' } }]);
    actor.send({ type: 'permissions.copy' });
    copies[1]!.settle(null);
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
    expect(moduleRows()).toHaveLength(3);
    expect(notices.at(-1)).toEqual({ kind: 'error', message: { key: 'permissions.messages.copyFailed' } });
  });

  describePathCoverage(permissionsPageMachine, {
    inputs: [{ weddingId: 7 }],
    events: permissionsEvents,
    stateKey: (snapshot) => ({ userId: (snapshot.context as PermissionsContext).userId }),
  });
});
