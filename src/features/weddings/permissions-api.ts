import { permissionsEndpoints, type ActionPermission, type ModulePermission } from '../../../contract/permission-grants';
import { weddingUsersEndpoints } from '../../../contract/wedding-users';
import type { PermissionsLoad } from '../../../machines/permissions/permissions-page.machine';
import { onlyRow, type Mutation, type PersistAnswer, type Row } from '../../../machines/shared/optimistic-list';
import { api } from '../../lib/api';

/** The permissions calls of part 2 §7 "Permissions and spouses"; each persist turns one queued change into its call. */

export async function loadPermissions(weddingId: number): Promise<PermissionsLoad> {
  const query = { wedding_id: weddingId };
  const [{ users }, { modules }, { actions }, rows] = await Promise.all([
    api.call(weddingUsersEndpoints.list, query),
    api.call(permissionsEndpoints.modules, {}),
    api.call(permissionsEndpoints.actions, {}),
    api.call(permissionsEndpoints.index, query),
  ]);
  return { users, modules, actions, modulePermissions: rows.modules, actionPermissions: rows.actions };
}

/** A grant is a created row (its real id answered), a removal a deleted one; nothing is edited in place. */
function persistGrants<R extends Row>(add: (row: R) => Promise<{ id: number }>, remove: (id: number) => Promise<unknown>) {
  return async (mutation: Mutation<R, never>): Promise<PersistAnswer<R> | undefined> => {
    switch (mutation.kind) {
      case 'create':
        return { ids: [(await add(onlyRow(mutation.rows))).id] };
      case 'delete':
        await remove(onlyRow(mutation.ids));
        return undefined;
      case 'update':
        throw new Error('permissions are granted and taken away, never edited');
    }
  };
}

export const persistModulePermission = (weddingId: number) =>
  persistGrants<ModulePermission>(
    ({ user_id, module_id }) => api.call(permissionsEndpoints.addModule, { wedding_id: weddingId, user_id, module_id }),
    (id) => api.call(permissionsEndpoints.removeModule, { id }),
  );

export const persistActionPermission = (weddingId: number) =>
  persistGrants<ActionPermission>(
    ({ user_id, action_id }) => api.call(permissionsEndpoints.addAction, { wedding_id: weddingId, user_id, action_id }),
    (id) => api.call(permissionsEndpoints.removeAction, { id }),
  );

/** The spouse's permissions, to the other spouse of their wedding: the rows the server added. */
export const copyPermissionsToSpouse = (spouseId: number) => api.call(permissionsEndpoints.copyToSpouse, { spouse_id: spouseId });
