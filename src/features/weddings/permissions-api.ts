import { permissionsEndpoints } from '../../../contract/permission-grants';
import { weddingUsersEndpoints } from '../../../contract/wedding-users';
import type { PermissionsLoad } from '../../../machines/permissions/permissions-page.machine';
import { persistGrantWith } from '../../../machines/permissions/grant-rows';
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

/** The grants list's calls (each queued change is one of them, grant-rows.ts says which). */
export const persistGrant = (weddingId: number) =>
  persistGrantWith({
    addModule: ({ user_id, module_id }) => api.call(permissionsEndpoints.addModule, { wedding_id: weddingId, user_id, module_id }),
    addAction: ({ user_id, action_id }) => api.call(permissionsEndpoints.addAction, { wedding_id: weddingId, user_id, action_id }),
    removeModule: ({ id }) => api.call(permissionsEndpoints.removeModule, { id }),
    removeAction: ({ id }) => api.call(permissionsEndpoints.removeAction, { id }),
  });

/** The spouse's permissions, to the other spouse of their wedding: the rows the server added. */
export const copyPermissionsToSpouse = (spouseId: number) => api.call(permissionsEndpoints.copyToSpouse, { spouse_id: spouseId });
