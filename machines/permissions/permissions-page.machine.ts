import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import type { ActionPermission, ModulePermission } from '../../contract/permission-grants';
import type { ActionCode, ModuleCode } from '../../contract/permissions';
import type { WeddingUser } from '../../contract/wedding-users';
import { loadingStates, type RetryLoadEvent } from '../shared/loader';
import type { NotificationEmitted } from '../shared/messages';
import { notify, notifyFailure, notifyFailureOr, successNotice } from '../shared/notify';
import { createOptimisticList } from '../shared/optimistic-list.machine';
import { temporaryId } from '../shared/optimistic-list';
import { providedByApp } from '../shared/provided';

/**
 * Settings › Permissions (part 2 §2 "Settings", §4 "Permissions", §7 "Permissions and spouses"):
 * one user of the wedding chosen at a time, and for them every module and its actions as
 * toggles. Each toggle is optimistic through its list (`modules`, `actions`: one row per
 * permission, created to grant and deleted to take away) and rolls back with the spec's
 * message when the server refuses. An action shows only beside its granted module, as the
 * server grants it only so. A Hostess keeps the fixed hostess view: her toggles do nothing.
 *
 * Taking a module away takes that user's actions in it on the server, in the same call: the
 * action rows stay hidden behind the missing module, and are forgotten (confirmed gone) when
 * the module is granted again, so it comes back with no action ticked, as the server holds it.
 *
 * A spouse's permissions can be copied to the other spouse (`ready.copying`): the server adds
 * what the other lacks, takes nothing away, and answers the rows it added, which join the lists.
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

const failure = { failure: 'permissions.messages.unexpectedError' } as const;
export const modulePermissionsList = createOptimisticList<ModulePermission, never>({ create: failure, delete: failure, update: {} });
export const actionPermissionsList = createOptimisticList<ActionPermission, never>({ create: failure, delete: failure, update: {} });

type ListsSnapshot = { children?: Partial<Record<'modules' | 'actions', { getSnapshot(): { context?: { rows: unknown[] } } }>> };

/**
 * The rows a list shows now (queued changes applied): what a toggle turns over. Read from the
 * page's own snapshot, typed loosely so the machine's type does not refer to itself. In a
 * graph walk the lists are stand-ins (none, or silent promises): they read as empty.
 */
const rowsOf = <R>(self: { getSnapshot(): unknown }, list: 'modules' | 'actions') =>
  ((self.getSnapshot() as ListsSnapshot).children?.[list]?.getSnapshot().context?.rows ?? []) as R[];
const moduleRowsOf = (self: { getSnapshot(): unknown }) => rowsOf<ModulePermission>(self, 'modules');
const actionRowsOf = (self: { getSnapshot(): unknown }) => rowsOf<ActionPermission>(self, 'actions');

const permissionsBase = setup({
  types: {
    input: {} as PermissionsInput,
    context: {} as PermissionsContext,
    events: {} as PermissionsEvent,
    emitted: {} as NotificationEmitted,
    children: {} as {
      loadPermissions: 'loadPermissions';
      refreshPermissions: 'loadPermissions';
      modules: 'modules';
      actions: 'actions';
      copyToSpouse: 'copyToSpouse';
    },
  },
  actors: {
    loadPermissions: providedByApp<PermissionsLoad, PermissionsInput>('loadPermissions'),
    copyToSpouse: providedByApp<CopiedPermissions, { spouseId: number }>('copyToSpouse'),
    modules: modulePermissionsList,
    actions: actionPermissionsList,
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
    /** A reload: the lists are given the rows as the server holds them. */
    reloadLists: enqueueActions(({ enqueue }, load: PermissionsLoad): void => {
      enqueue.sendTo('modules', { type: 'list.load', rows: load.modulePermissions });
      enqueue.sendTo('actions', { type: 'list.load', rows: load.actionPermissions });
    }),
    /** The rows the copy added, confirmed at once in their lists. */
    addCopied: enqueueActions(({ enqueue }, copied: CopiedPermissions): void => {
      enqueue.sendTo('modules', { type: 'list.add', rows: copied.addedModules });
      enqueue.sendTo('actions', { type: 'list.add', rows: copied.addedActions });
    }),
    toggleModule: enqueueActions(({ context, event, self, enqueue }): void => {
      assertEvent(event, 'module.toggle');
      const userId = context.userId!;
      const held = moduleRowsOf(self).find((row) => row.user_id === userId && row.module_id === event.moduleId);
      if (held) {
        enqueue.sendTo('modules', { type: 'rows.delete', ids: [held.id] });
        return;
      }
      if (!context.modules.some((module) => module.id === event.moduleId)) return;
      const inModule = new Set(context.actions.filter((action) => action.module_id === event.moduleId).map((action) => action.id));
      const stale = actionRowsOf(self).filter((row) => row.user_id === userId && inModule.has(row.action_id));
      if (stale.length) enqueue.sendTo('actions', { type: 'list.remove', ids: stale.map((row) => row.id) });
      const row = { id: temporaryId(), user_id: userId, module_id: event.moduleId, wedding_id: context.weddingId };
      enqueue.sendTo('modules', { type: 'rows.create', rows: [row] });
    }),
    /** One call per action (the server takes them one at a time): toggling one, or all of a module to one side. */
    setActions: enqueueActions(({ context, event, self, enqueue }): void => {
      assertEvent(event, ['action.toggle', 'actions.selectAll', 'actions.unselectAll']);
      const userId = context.userId!;
      const targets =
        event.type === 'action.toggle'
          ? context.actions.filter((action) => action.id === event.actionId)
          : context.actions.filter((action) => action.module_id === event.moduleId);
      const granted = new Set(
        moduleRowsOf(self)
          .filter((row) => row.user_id === userId)
          .map((row) => row.module_id),
      );
      const rows = actionRowsOf(self).filter((row) => row.user_id === userId);
      for (const action of targets.filter((target) => granted.has(target.module_id))) {
        const held = rows.find((row) => row.action_id === action.id);
        const grant = event.type === 'actions.selectAll' || (event.type === 'action.toggle' && !held);
        if (grant && !held) {
          enqueue.sendTo('actions', {
            type: 'rows.create',
            rows: [{ id: temporaryId(), user_id: userId, action_id: action.id, wedding_id: context.weddingId }],
          });
        } else if (!grant && held) {
          enqueue.sendTo('actions', { type: 'rows.delete', ids: [held.id] });
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
      invoke: [
        { id: 'modules', src: 'modules', input: ({ context }) => ({ rows: context.modulePermissions }) },
        { id: 'actions', src: 'actions', input: ({ context }) => ({ rows: context.actionPermissions }) },
      ],
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
                { type: 'reloadLists', params: ({ event }) => event.output },
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
