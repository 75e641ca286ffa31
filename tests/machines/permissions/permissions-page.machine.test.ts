import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { grantCallOf, grantKey, isModuleGrant, type GrantCall, type GrantRow } from '../../../machines/permissions/grant-rows';
import type { Mutation, PersistAnswer } from '../../../machines/shared/optimistic-list';
import {
  grantsList,
  permissionsPageMachine,
  type CopiedPermissions,
  type PermissionsContext,
  type PermissionsInput,
  type PermissionsLoad,
} from '../../../machines/permissions/permissions-page.machine';
import { collectNotices } from '../../support/notices';
import { describePathCoverage } from '../../support/path-coverage';
import { andres, mateo, rosa, sofia } from '../wedding-users/world';
import { guestsAdd, guestsEdit, guestsModule, permissionsEvents, permissionsLoad, sofiaAdd, sofiaGuests } from './world';

type Call = { call: GrantCall; settle: (id: number | null) => Promise<void> };

/** The page with the grants list's calls held until the test settles them (an id: accepted, with it; null: refused). */
function start() {
  const calls: Call[] = [];
  const copies: Array<{ spouseId: number; settle: (answer: CopiedPermissions | null) => void }> = [];
  const persist = fromPromise<PersistAnswer<GrantRow> | undefined, Mutation<GrantRow, never>>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        const call = grantCallOf(input);
        calls.push({
          call,
          settle: async (id) => {
            if (id === null) reject({ code: 'generic_error' });
            else if (call.call === 'addModule') resolve({ ids: [grantKey.module(id)] });
            else if (call.call === 'addAction') resolve({ ids: [grantKey.action(id)] });
            else resolve(undefined);
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
        grants: grantsList.provide({ actors: { persist } }),
      },
    }),
    { input: { weddingId: 7 } },
  );
  const notices = collectNotices(actor);
  actor.start();
  const rows = () => actor.getSnapshot().children.grants!.getSnapshot().context.rows;
  /** What the page shows of a user: their modules and their actions, by catalogue id. */
  const shown = (userId: number) => ({
    modules: rows()
      .filter((row) => row.user_id === userId && isModuleGrant(row))
      .map((row) => row.module_id),
    actions: rows()
      .filter((row) => row.user_id === userId && !isModuleGrant(row))
      .map((row) => row.action_id),
  });
  const ready = () => waitFor(actor, (snapshot) => snapshot.matches('ready'));
  return { actor, calls, copies, notices, rows, shown, ready };
}

const refusal = { kind: 'error', message: { key: 'permissions.messages.unexpectedError' } };

describe('permissions page machine', () => {
  it('loads the users, catalogue and rows, and shows the first user', async () => {
    const { actor, rows, shown, ready } = start();
    await ready();
    expect(actor.getSnapshot().context.userId).toBe(sofia.id);
    expect(rows()).toHaveLength(4);
    expect(shown(sofia.id)).toEqual({ modules: [guestsModule.id], actions: [guestsAdd.id] });
    expect(shown(rosa.id)).toEqual({ modules: [5], actions: [20] });
  });

  it('grants a module at once, keeps it with the real id when the server agrees', async () => {
    const { actor, calls, rows, shown, ready, notices } = start();
    await ready();
    actor.send({ type: 'user.choose', userId: andres.id });
    actor.send({ type: 'module.toggle', moduleId: guestsModule.id });
    expect(shown(andres.id)).toEqual({ modules: [guestsModule.id], actions: [] });
    expect(calls[0]!.call).toEqual({ call: 'addModule', user_id: andres.id, module_id: guestsModule.id });
    await calls[0]!.settle(102);
    expect(rows().at(-1)).toEqual({ id: grantKey.module(102), user_id: andres.id, module_id: guestsModule.id, action_id: null, wedding_id: 7 });
    expect(notices).toEqual([]);
  });

  it('takes a module away with its actions at once (one call) and puts them all back with the spec’s message when refused', async () => {
    const { actor, calls, shown, ready, notices } = start();
    await ready();
    actor.send({ type: 'module.toggle', moduleId: guestsModule.id });
    expect(shown(sofia.id)).toEqual({ modules: [], actions: [] });
    expect(calls.map((call) => call.call)).toEqual([{ call: 'removeModule', id: sofiaGuests.id }]);
    await calls[0]!.settle(null);
    expect(shown(sofia.id)).toEqual({ modules: [guestsModule.id], actions: [guestsAdd.id] });
    expect(notices).toEqual([refusal]);
  });

  it('grants a module again with none of the actions the server took with it', async () => {
    const { actor, calls, shown, ready } = start();
    await ready();
    actor.send({ type: 'module.toggle', moduleId: guestsModule.id });
    await calls[0]!.settle(0);
    actor.send({ type: 'module.toggle', moduleId: guestsModule.id });
    expect(shown(sofia.id)).toEqual({ modules: [guestsModule.id], actions: [] });
    expect(calls[1]!.call).toEqual({ call: 'addModule', user_id: sofia.id, module_id: guestsModule.id });
    await calls[1]!.settle(104);
    expect(shown(sofia.id)).toEqual({ modules: [guestsModule.id], actions: [] });
  });

  // The gap two lists left: the actions were forgotten when the module came back, before the server said no.
  it('a module taken away and granted again before the refusal arrives shows the actions the server kept', async () => {
    const { actor, calls, shown, ready, notices } = start();
    await ready();
    actor.send({ type: 'module.toggle', moduleId: guestsModule.id });
    actor.send({ type: 'module.toggle', moduleId: guestsModule.id });
    expect(shown(sofia.id)).toEqual({ modules: [guestsModule.id], actions: [] });
    await calls[0]!.settle(null);
    expect(shown(sofia.id).actions).toEqual([guestsAdd.id]);
    // The server still holds the module: the second grant is refused as already granted.
    expect(calls[1]!.call).toEqual({ call: 'addModule', user_id: sofia.id, module_id: guestsModule.id });
    await calls[1]!.settle(null);
    expect(shown(sofia.id)).toEqual({ modules: [guestsModule.id], actions: [guestsAdd.id] });
    expect(notices).toEqual([refusal, refusal]);
  });

  it('toggles an action, and rolls a refused grant back with the spec’s message', async () => {
    const { actor, calls, shown, ready, notices } = start();
    await ready();
    actor.send({ type: 'action.toggle', actionId: guestsEdit.id });
    expect(shown(sofia.id).actions).toEqual([guestsAdd.id, guestsEdit.id]);
    await calls[0]!.settle(null);
    expect(shown(sofia.id).actions).toEqual([guestsAdd.id]);
    expect(notices).toEqual([refusal]);
    actor.send({ type: 'action.toggle', actionId: guestsAdd.id });
    expect(calls[1]!.call).toEqual({ call: 'removeAction', id: sofiaAdd.id });
  });

  it('selects all of a module’s actions one call each, and unselects them all', async () => {
    const { actor, calls, shown, ready } = start();
    await ready();
    actor.send({ type: 'actions.selectAll', moduleId: guestsModule.id });
    expect(shown(sofia.id).actions).toEqual([guestsAdd.id, guestsEdit.id]);
    await calls[0]!.settle(202);
    actor.send({ type: 'actions.unselectAll', moduleId: guestsModule.id });
    expect(shown(sofia.id)).toEqual({ modules: [guestsModule.id], actions: [] });
    // One call at a time, in order: the second removal waits for the first.
    expect(calls.map((call) => call.call.call)).toEqual(['addAction', 'removeAction']);
    await calls[1]!.settle(0);
    expect(calls.map((call) => call.call.call)).toEqual(['addAction', 'removeAction', 'removeAction']);
  });

  it('changes no action of a module the user lacks, nor anything of a Hostess, nor of someone not in the wedding', async () => {
    const { actor, calls, rows, ready } = start();
    await ready();
    const before = rows();
    actor.send({ type: 'user.choose', userId: andres.id });
    actor.send({ type: 'actions.selectAll', moduleId: guestsModule.id });
    actor.send({ type: 'module.toggle', moduleId: 99 });
    actor.send({ type: 'user.choose', userId: rosa.id });
    actor.send({ type: 'module.toggle', moduleId: 5 });
    actor.send({ type: 'user.choose', userId: 999 });
    expect(actor.getSnapshot().context.userId).toBe(rosa.id);
    expect(calls).toEqual([]);
    expect(rows()).toEqual(before);
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
    const { actor, copies, notices, rows, shown, ready } = start();
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
    expect(rows().filter((row) => row.user_id === mateo.id)).toEqual([
      { id: grantKey.module(103), user_id: mateo.id, module_id: 4, action_id: null, wedding_id: 7 },
      { id: grantKey.action(203), user_id: mateo.id, module_id: 4, action_id: 10, wedding_id: 7 },
    ]);
    expect(shown(mateo.id)).toEqual({ modules: [guestsModule.id], actions: [guestsAdd.id] });
    expect(notices).toEqual([{ kind: 'success', message: { key: 'permissions.messages.copied' } }]);
    actor.send({ type: 'permissions.copy' });
    copies[1]!.settle(null);
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
    expect(rows()).toHaveLength(6);
    expect(notices.at(-1)).toEqual({ kind: 'error', message: { key: 'permissions.messages.copyFailed' } });
  });

  describePathCoverage(permissionsPageMachine, {
    inputs: [{ weddingId: 7 }],
    events: permissionsEvents,
    stateKey: (snapshot) => ({ userId: (snapshot.context as PermissionsContext).userId }),
  });
});
