import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { grantKey, isModuleGrant, permissionIdOf, persistGrantWith, type GrantCalls, type GrantRow } from '../../../machines/permissions/grant-rows';
import { grantsList, permissionsPageMachine, type PermissionsEvent } from '../../../machines/permissions/permissions-page.machine';
import { andres, sofia } from '../wedding-users/world';
import { guestsAdd, guestsEdit, guestsModule, hostessView, permissionsLoad, tablesModule } from './world';

/**
 * The permissions page against a fake server that holds the real rules (server/modules/permissions/
 * grants.ts): a grant of what is held is `already_granted`, an action needs its module
 * (`module_not_granted`), a module's removal takes the user's actions in it, a row that is gone
 * is `not_found`; and any call may be refused outright. Random toggles of modules and actions,
 * select all and unselect all, for two people, with the answers coming at random moments: after
 * every answer the list's confirmed rows are the server's, and once all are answered the
 * screen is the server.
 */

const refused = (code: string) => ({ code, messageKey: `errors.${code}` });

class GrantsServer implements GrantCalls {
  modules: Array<{ id: number; user_id: number; module_id: number }>;
  actions: Array<{ id: number; user_id: number; action_id: number }>;
  private nextId = 1000;
  private waiting: Array<{ run: () => unknown; resolve: (value: never) => void; reject: (error: unknown) => void }> = [];

  constructor() {
    this.modules = permissionsLoad.modulePermissions.map(({ id, user_id, module_id }) => ({ id, user_id, module_id }));
    this.actions = permissionsLoad.actionPermissions.map(({ id, user_id, action_id }) => ({ id, user_id, action_id }));
  }

  private held<T>(run: () => T): Promise<T> {
    return new Promise((resolve, reject) => this.waiting.push({ run, resolve: resolve as (value: never) => void, reject }));
  }

  get waitingCount() {
    return this.waiting.length;
  }

  /** The oldest call: stored by the rules (which may refuse it), or refused outright. */
  async answer(accept: boolean) {
    const call = this.waiting.shift()!;
    if (!accept) call.reject(refused('generic_error'));
    else
      try {
        call.resolve(call.run() as never);
      } catch (error) {
        call.reject(error);
      }
    await new Promise((done) => setTimeout(done, 0));
  }

  addModule = ({ user_id, module_id }: { user_id: number; module_id: number }) =>
    this.held(() => {
      if (this.modules.some((row) => row.user_id === user_id && row.module_id === module_id)) throw refused('already_granted');
      const id = this.nextId++;
      this.modules.push({ id, user_id, module_id });
      return { id };
    });

  addAction = ({ user_id, action_id }: { user_id: number; action_id: number }) =>
    this.held(() => {
      const moduleId = permissionsLoad.actions.find((action) => action.id === action_id)!.module_id;
      if (!this.modules.some((row) => row.user_id === user_id && row.module_id === moduleId)) throw refused('module_not_granted');
      if (this.actions.some((row) => row.user_id === user_id && row.action_id === action_id)) throw refused('already_granted');
      const id = this.nextId++;
      this.actions.push({ id, user_id, action_id });
      return { id };
    });

  removeModule = ({ id }: { id: number }) =>
    this.held(() => {
      const row = this.modules.find((candidate) => candidate.id === id);
      if (!row) throw refused('not_found');
      const inModule = new Set(permissionsLoad.actions.filter((action) => action.module_id === row.module_id).map((action) => action.id));
      const taken = this.actions.filter((candidate) => candidate.user_id === row.user_id && inModule.has(candidate.action_id));
      this.modules = this.modules.filter((candidate) => candidate !== row);
      this.actions = this.actions.filter((candidate) => !taken.includes(candidate));
      return { removedActions: taken.map((action) => action.id) };
    });

  removeAction = ({ id }: { id: number }) =>
    this.held(() => {
      if (!this.actions.some((row) => row.id === id)) throw refused('not_found');
      this.actions = this.actions.filter((row) => row.id !== id);
      return {};
    });

  /** The rows as the list keys them, sorted. */
  keys() {
    return [...this.modules.map((row) => grantKey.module(row.id)), ...this.actions.map((row) => grantKey.action(row.id))].sort((a, b) => a - b);
  }
}

type Step =
  | { do: 'choose'; userId: number }
  | { do: 'module.toggle'; moduleId: number }
  | { do: 'action.toggle'; actionId: number }
  | { do: 'actions.selectAll' | 'actions.unselectAll'; moduleId: number }
  | { do: 'answer'; accept: boolean };

const moduleId = fc.constantFrom(guestsModule.id, tablesModule.id);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ do: fc.constant('choose' as const), userId: fc.constantFrom(sofia.id, andres.id) }),
  fc.record({ do: fc.constant('module.toggle' as const), moduleId }),
  fc.record({ do: fc.constant('module.toggle' as const), moduleId }),
  fc.record({ do: fc.constant('action.toggle' as const), actionId: fc.constantFrom(guestsAdd.id, guestsEdit.id, hostessView.id) }),
  fc.record({ do: fc.constantFrom('actions.selectAll' as const, 'actions.unselectAll' as const), moduleId }),
  fc.record({ do: fc.constant('answer' as const), accept: fc.boolean() }),
  fc.record({ do: fc.constant('answer' as const), accept: fc.boolean() }),
);

function eventOf(next: Exclude<Step, { do: 'answer' }>): PermissionsEvent {
  switch (next.do) {
    case 'choose':
      return { type: 'user.choose', userId: next.userId };
    case 'module.toggle':
      return { type: 'module.toggle', moduleId: next.moduleId };
    case 'action.toggle':
      return { type: 'action.toggle', actionId: next.actionId };
    default:
      return { type: next.do, moduleId: next.moduleId };
  }
}

/** What a person sees of someone: the modules ticked and the actions ticked under them. */
function seen(rows: readonly GrantRow[]) {
  const granted = (userId: number) => new Set(rows.filter((row) => row.user_id === userId && isModuleGrant(row)).map((row) => row.module_id));
  return rows
    .filter((row) => granted(row.user_id).has(row.module_id))
    .map((row) => `${row.user_id}:${row.module_id}:${row.action_id ?? '-'}`)
    .filter((entry, index, all) => all.indexOf(entry) === index)
    .sort();
}

function serverSeen(server: GrantsServer) {
  const moduleOf = (actionId: number) => permissionsLoad.actions.find((action) => action.id === actionId)!.module_id;
  return [
    ...server.modules.map((row) => `${row.user_id}:${row.module_id}:-`),
    ...server.actions.map((row) => `${row.user_id}:${moduleOf(row.action_id)}:${row.action_id}`),
  ].sort();
}

describe('permissions page against a server with the real rules, property', () => {
  it('ends with the screen equal to the server, whatever is refused and whenever answers come', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), fc.array(fc.boolean(), { maxLength: 30 }), async (steps, laterAnswers) => {
        const server = new GrantsServer();
        const actor = createActor(
          permissionsPageMachine.provide({
            actors: {
              loadPermissions: fromPromise(async () => permissionsLoad),
              grants: grantsList.provide({ actors: { persist: fromPromise(({ input }) => persistGrantWith(server)(input)) } }),
            },
          }),
          { input: { weddingId: 7 } },
        ).start();
        await waitFor(actor, (snapshot) => snapshot.matches('ready'));
        const list = () => actor.getSnapshot().children.grants!.getSnapshot().context;
        const confirmedIsServer = () =>
          expect(
            list()
              .confirmed.map((row) => row.id)
              .sort((a, b) => a - b),
          ).toEqual(server.keys());
        for (const next of steps) {
          if (next.do === 'answer') {
            if (server.waitingCount === 0) continue;
            await server.answer(next.accept);
            confirmedIsServer();
          } else actor.send(eventOf(next));
        }
        let answers = 0;
        while (server.waitingCount > 0) {
          await server.answer(laterAnswers[answers++ % Math.max(1, laterAnswers.length)] ?? true);
          confirmedIsServer();
        }
        expect(list().pending).toEqual([]);
        expect(seen(list().rows)).toEqual(serverSeen(server));
        expect(list().rows.every((row) => permissionIdOf(row.id) > 0)).toBe(true);
        actor.stop();
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
