import type { ActionPermission, ModulePermission } from '../../contract/permission-grants';
import type { Mutation, PersistAnswer } from '../shared/optimistic-list';
import { onlyRow } from '../shared/optimistic-list';

/**
 * The permissions page keeps every permission of the wedding in ONE optimistic list, module and
 * action permissions alike, because the server changes them together: taking a module away
 * takes that user's actions in it in the same call (`remove_module_permission`). In one list
 * that call is one change (a delete of the module's row and its actions' rows), accepted or
 * refused as a whole, queued in order with the grants around it; so whatever the server answers
 * and in whatever order, the screen ends as the server holds it. (Two lists could not: a module
 * taken away and granted again before the refusal came back lost the actions the server kept.)
 *
 * The two tables number their rows apart, so a row's key in the list is made from its id and
 * kind: a module permission `2 × id`, an action permission `2 × id + 1`.
 */
export interface GrantRow {
  /** The list's key (see `grantKey`); a temporary one until the server answers. */
  id: number;
  user_id: number;
  module_id: number;
  /** Null: the module's own permission. */
  action_id: number | null;
  wedding_id: number;
}

export const grantKey = {
  module: (permissionId: number) => permissionId * 2,
  action: (permissionId: number) => permissionId * 2 + 1,
};

/** The server's id of the permission a (saved) row stands for. */
export const permissionIdOf = (key: number) => Math.floor(key / 2);

export const isModuleGrant = (row: Pick<GrantRow, 'action_id'>) => row.action_id === null;

/** The rows of a load or a copy; each action row carries its module (from the catalogue) so a module's removal finds them. */
export function grantRowsOf(
  rows: { modules: readonly ModulePermission[]; actions: readonly ActionPermission[] },
  catalogue: ReadonlyArray<{ id: number; module_id: number }>,
): GrantRow[] {
  const moduleOfAction = new Map(catalogue.map((action) => [action.id, action.module_id]));
  return [
    ...rows.modules.map((row) => ({ ...row, id: grantKey.module(row.id), action_id: null })),
    ...rows.actions.flatMap((row) => {
      const moduleId = moduleOfAction.get(row.action_id);
      return moduleId === undefined ? [] : [{ ...row, id: grantKey.action(row.id), module_id: moduleId }];
    }),
  ];
}

/** The one call a change of the list needs (part 2 §7 "Permissions and spouses"). */
export type GrantCall =
  | { call: 'addModule'; user_id: number; module_id: number }
  | { call: 'addAction'; user_id: number; action_id: number }
  | { call: 'removeModule'; id: number }
  | { call: 'removeAction'; id: number };

/**
 * A grant creates one row; taking one action away deletes its row; taking a module away deletes
 * its row and its actions' rows, one `removeModule` call (the server takes the actions with it).
 */
export function grantCallOf(mutation: Mutation<GrantRow, never>): GrantCall {
  switch (mutation.kind) {
    case 'create': {
      const row = onlyRow(mutation.rows);
      return row.action_id === null
        ? { call: 'addModule', user_id: row.user_id, module_id: row.module_id }
        : { call: 'addAction', user_id: row.user_id, action_id: row.action_id };
    }
    case 'delete': {
      const rows = mutation.rows ?? [];
      const modules = rows.filter(isModuleGrant);
      return modules.length > 0
        ? { call: 'removeModule', id: permissionIdOf(onlyRow(modules).id) }
        : { call: 'removeAction', id: permissionIdOf(onlyRow(rows).id) };
    }
    case 'update':
      throw new Error('permissions are granted and taken away, never edited');
  }
}

/** The four calls, as the app makes them (src/features/weddings/permissions-api.ts) or a test's server answers them. */
export interface GrantCalls {
  addModule: (input: { user_id: number; module_id: number }) => Promise<{ id: number }>;
  addAction: (input: { user_id: number; action_id: number }) => Promise<{ id: number }>;
  /** Answers the ids of the user's actions in the module, which went with it. */
  removeModule: (input: { id: number }) => Promise<{ removedActions: number[] }>;
  removeAction: (input: { id: number }) => Promise<unknown>;
}

/** The grants list's `persist`: each change's one call; a grant answers its row's key. */
export const persistGrantWith =
  (calls: GrantCalls) =>
  async (mutation: Mutation<GrantRow, never>): Promise<PersistAnswer<GrantRow> | undefined> => {
    const change = grantCallOf(mutation);
    switch (change.call) {
      case 'addModule':
        return { ids: [grantKey.module((await calls.addModule(change)).id)] };
      case 'addAction':
        return { ids: [grantKey.action((await calls.addAction(change)).id)] };
      case 'removeModule': {
        // Actions the screen did not show go too (one whose own removal was refused meanwhile, one granted elsewhere).
        const { removedActions } = await calls.removeModule(change);
        return { removed: removedActions.map(grantKey.action) };
      }
      case 'removeAction':
        await calls.removeAction(change);
        return undefined;
    }
  };
