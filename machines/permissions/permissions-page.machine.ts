import { assertEvent, assign, enqueueActions, sendTo, setup } from 'xstate';
import type { ActionPermission, ModulePermission } from '../../contract/permission-grants';
import type { ActionCode, ModuleCode } from '../../contract/permissions';
import type { WeddingUser } from '../../contract/wedding-users';
import { loadingStates, type RetryLoadEvent } from '../shared/loader';
import type { NotificationEmitted } from '../shared/messages';
import { notify, notifyFailure, notifyFailureOr, successNotice } from '../shared/notify';
import { createOptimisticList } from '../shared/optimistic-list.machine';
import { temporaryId } from '../shared/optimistic-list';
import { providedByApp } from '../shared/provided';
import { grantRowsOf, isModuleGrant, type GrantRow } from './grant-rows';

/**
 * Settings › Permissions (part 2 §2 "Settings", §4 "Permissions", §7 "Permissions and spouses"):
 * one user of the wedding chosen at a time, and for them every module and its actions as
 * toggles. Each toggle is optimistic through the one list of grants (`grants`, grant-rows.ts: a
 * row per permission, created to grant and deleted to take away) and rolls back with the spec's
 * message when the server refuses. An action shows only beside its granted module, as the
 * server grants it only so. A Hostess keeps the fixed hostess view: her toggles do nothing.
 *
 * Taking a module away takes that user's actions in it on the server, in the same call: here it
 * is one change deleting the module's row and its actions' rows, so a refusal brings them all
 * back and an acceptance takes them all (and any other the server names), whatever was toggled
 * meanwhile; a module granted again comes back with no action ticked, as the server holds it.
 *
 * A spouse's permissions can be copied to the other spouse (`ready.copying`): the server adds
 * what the other lacks, takes nothing away, and answers the rows it added, which join the list.
 */

export interface PermissionsLoad {
  users: WeddingUser[];
  modules: { id: number; code: ModuleCode }[];
  actions: { id: number; code: ActionCode; module_id: number }[];
  modulePermissions: ModulePermission[];
  actionPermissions: ActionPermission[];
}

export interface PermissionsInput {
  weddingId: number;
}

/** What `copy_permissions_to_spouse` added to the other spouse. */
export interface CopiedPermissions {
  addedModules: ModulePermission[];
  addedActions: ActionPermission[];
}

export interface PermissionsContext extends PermissionsInput, PermissionsLoad {
  /** The user whose permissions are shown. */
  userId: number | null;
}

export type PermissionsEvent =
  | RetryLoadEvent
  | { type: 'user.choose'; userId: number }
  | { type: 'module.toggle'; moduleId: number }
  | { type: 'action.toggle'; actionId: number }
  | { type: 'actions.selectAll'; moduleId: number }
  | { type: 'actions.unselectAll'; moduleId: number }
  /** The chosen spouse's permissions, to the other spouse. */
  | { type: 'permissions.copy' }
  /** The wedding's users may have changed (the users dialog closed): read everything again, in the background. */
  | { type: 'users.reload' };

/** The permission rows a load holds. */
const rowsOfLoad = (load: PermissionsLoad) => ({ modules: load.modulePermissions, actions: load.actionPermissions });

const failure = { failure: 'permissions.messages.unexpectedError' } as const;
/** Deletes carry their rows: the call of a module's removal is told apart from an action's by them (`grantCallOf`). */
export const grantsList = createOptimisticList<GrantRow, never>({ create: failure, delete: failure, update: {} }, { deletesCarryRows: true });

type ListSnapshot = { children?: { grants?: { getSnapshot(): { context?: { rows: GrantRow[] } } } } };

/**
 * The rows the list shows now (queued changes applied): what a toggle turns over. Read from the
 * page's own snapshot, typed loosely so the machine's type does not refer to itself. In a
 * graph walk the list is a stand-in (none, or a silent promise): it reads as empty.
 */
const shownGrants = (self: { getSnapshot(): unknown }, userId: number): GrantRow[] =>
  ((self.getSnapshot() as ListSnapshot).children?.grants?.getSnapshot().context?.rows ?? []).filter((row) => row.user_id === userId);

const permissionsBase = setup({
  types: {
    input: {} as PermissionsInput,
    context: {} as PermissionsContext,
    events: {} as PermissionsEvent,
    emitted: {} as NotificationEmitted,
    children: {} as {
      loadPermissions: 'loadPermissions';
      refreshPermissions: 'loadPermissions';
      grants: 'grants';
      copyToSpouse: 'copyToSpouse';
    },
  },
  actors: {
    loadPermissions: providedByApp<PermissionsLoad, PermissionsInput>('loadPermissions'),
    copyToSpouse: providedByApp<CopiedPermissions, { spouseId: number }>('copyToSpouse'),
    grants: grantsList,
  },
  guards: {
    /** A Hostess's rows are fixed (`hostess_permissions_fixed`); nobody chosen, nothing to change. */
    changeable: ({ context }) => context.users.some((user) => user.id === context.userId && user.type !== 'Hostess'),
    /** A spouse is chosen and the wedding has the other one. */
    hasOtherSpouse: ({ context }) => {
      const spouses = context.users.filter((user) => user.type === 'Spouse');
      return spouses.length === 2 && spouses.some((spouse) => spouse.id === context.userId);
    },
  },
  actions: {
    /** The person shown stays chosen across a reload, unless they left the wedding. */
    storeLoad: assign(({ context }, load: PermissionsLoad) => ({
      ...load,
      userId: load.users.some((user) => user.id === context.userId) ? context.userId : (load.users[0]?.id ?? null),
    })),
    choose: assign({
      userId: ({ context, event }) => {
        assertEvent(event, 'user.choose');
        return context.users.some((user) => user.id === event.userId) ? event.userId : context.userId;
      },
    }),
    notify,
  },
});

/** The toggles, typed against the base (as budget.machine.ts does), so their enqueued actions do not infer through themselves. */
const permissionsSetup = permissionsBase.extend({
  actions: {
    /** A reload: the list is given the rows as the server holds them. */
    reloadGrants: sendTo('grants', (_, load: PermissionsLoad) => ({ type: 'list.load' as const, rows: grantRowsOf(rowsOfLoad(load), load.actions) })),
    /** The rows the copy added, confirmed at once. */
    addCopied: sendTo('grants', ({ context }, copied: CopiedPermissions) => ({
      type: 'list.add' as const,
      rows: grantRowsOf({ modules: copied.addedModules, actions: copied.addedActions }, context.actions),
    })),
    /** Granted: take the module away with its actions (one call). Not granted: grant it. */
    toggleModule: enqueueActions(({ context, event, self, enqueue }): void => {
      assertEvent(event, 'module.toggle');
      const userId = context.userId!;
      const inModule = shownGrants(self, userId).filter((row) => row.module_id === event.moduleId);
      if (inModule.some(isModuleGrant)) {
        enqueue.sendTo('grants', { type: 'rows.delete', ids: inModule.map((row) => row.id) });
        return;
      }
      if (!context.modules.some((module) => module.id === event.moduleId)) return;
      const row = { id: temporaryId(), user_id: userId, module_id: event.moduleId, action_id: null, wedding_id: context.weddingId };
      enqueue.sendTo('grants', { type: 'rows.create', rows: [row] });
    }),
    /** One call per action (the server takes them one at a time): toggling one, or all of a module to one side. */
    setActions: enqueueActions(({ context, event, self, enqueue }): void => {
      assertEvent(event, ['action.toggle', 'actions.selectAll', 'actions.unselectAll']);
      const userId = context.userId!;
      const targets =
        event.type === 'action.toggle'
          ? context.actions.filter((action) => action.id === event.actionId)
          : context.actions.filter((action) => action.module_id === event.moduleId);
      const rows = shownGrants(self, userId);
      const granted = new Set(rows.filter(isModuleGrant).map((row) => row.module_id));
      for (const action of targets.filter((target) => granted.has(target.module_id))) {
        const held = rows.find((row) => row.action_id === action.id);
        const grant = event.type === 'actions.selectAll' || (event.type === 'action.toggle' && !held);
        if (grant && !held) {
          enqueue.sendTo('grants', {
            type: 'rows.create',
            rows: [{ id: temporaryId(), user_id: userId, module_id: action.module_id, action_id: action.id, wedding_id: context.weddingId }],
          });
        } else if (!grant && held) {
          enqueue.sendTo('grants', { type: 'rows.delete', ids: [held.id] });
        }
      }
    }),
  },
});

export const permissionsPageMachine = permissionsSetup.createMachine({
  id: 'permissionsPage',
  context: ({ input }) => ({ weddingId: input.weddingId, users: [], modules: [], actions: [], modulePermissions: [], actionPermissions: [], userId: null }),
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'loadPermissions',
      input: ({ context }: { context: PermissionsContext }) => ({ weddingId: context.weddingId }),
      onDone: { target: 'ready', actions: { type: 'storeLoad', params: ({ event }: { event: { output: PermissionsLoad } }) => event.output } },
      onFailure: notifyFailure,
    }),
    ready: {
      invoke: { id: 'grants', src: 'grants', input: ({ context }) => ({ rows: grantRowsOf(rowsOfLoad(context), context.actions) }) },
      on: {
        'user.choose': { actions: 'choose' },
        'module.toggle': { guard: 'changeable', actions: 'toggleModule' },
        'action.toggle': { guard: 'changeable', actions: 'setActions' },
        'actions.selectAll': { guard: 'changeable', actions: 'setActions' },
        'actions.unselectAll': { guard: 'changeable', actions: 'setActions' },
        'users.reload': { target: '.refreshing' },
      },
      initial: 'idle',
      states: {
        idle: {
          on: { 'permissions.copy': { guard: 'hasOtherSpouse', target: 'copying' } },
        },
        /** Read again in the background: the page stays (and the focus on the users button). */
        refreshing: {
          invoke: {
            id: 'refreshPermissions',
            src: 'loadPermissions',
            input: ({ context }) => ({ weddingId: context.weddingId }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'storeLoad', params: ({ event }) => event.output },
                { type: 'reloadGrants', params: ({ event }) => event.output },
              ],
            },
            onError: { target: 'idle', actions: notifyFailure },
          },
        },
        copying: {
          invoke: {
            id: 'copyToSpouse',
            src: 'copyToSpouse',
            input: ({ context }) => ({ spouseId: context.userId! }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'addCopied', params: ({ event }) => event.output },
                { type: 'notify', params: successNotice('permissions.messages.copied') },
              ],
            },
            onError: { target: 'idle', actions: notifyFailureOr('permissions.messages.copyFailed') },
          },
        },
      },
    },
  },
});
