import { z } from 'zod';
import { createdAnswer, emptyAnswer, endpoint, idField, idQuery } from './endpoint';
import { actionsByModule, moduleCodes, type ActionCode } from './permissions';
import { managesWedding, type WeddingCaller } from './weddings';

/**
 * The permissions page (part 2 §2 "Settings", §4, §7 "Permissions and spouses"): which user of a
 * wedding holds which module and which action. The planner who runs the wedding and
 * Administrators hold everything by their role and have no rows; the rows belong to its
 * spouses, Helpers and Hostesses (contract/wedding-users.ts adds and removes those users).
 *
 * Rules the server holds (README "Permissions"):
 * - Only the planner who runs the wedding and Administrators read and change the rows; a spouse
 *   may copy their own to the other spouse (`copy`). Nobody changes them while the wedding is
 *   archived (403).
 * - An action is granted only beside its module: adding one without it is `module_not_granted`;
 *   removing a module removes that user's actions in it, in the same transaction (answered as
 *   `removedActions`).
 * - A Hostess keeps the fixed hostess view (`defaultGrants.Hostess`): adding or removing any of
 *   her rows is `hostess_permissions_fixed`.
 * - Granting what the user already holds is `already_granted`: one row, however many ask at once.
 * - A user, module, action, row or spouse the caller cannot see in that wedding (another
 *   wedding's, or none) is `not_found` (422), so ids cannot be probed.
 * - Rights are read afresh on every request, so a change counts from the user's next call.
 */

export const modulePermission = z.object({ id: z.number(), user_id: z.number(), module_id: z.number(), wedding_id: z.number() });
export type ModulePermission = z.infer<typeof modulePermission>;

export const actionPermission = z.object({ id: z.number(), user_id: z.number(), action_id: z.number(), wedding_id: z.number() });
export type ActionPermission = z.infer<typeof actionPermission>;

/** Every action code of the catalogue, once (several modules share ADD, EDIT, DELETE). */
export const actionCodes = [...new Set(Object.values(actionsByModule).flat())] as [ActionCode, ...ActionCode[]];

const weddingQuery = z.object({ wedding_id: idField });

export const permissionsEndpoints = {
  /** The module catalogue (contract/permissions.ts `moduleCatalog`). */
  modules: endpoint('GET', '/permissions/get_modules', z.object({}), z.object({ modules: z.array(z.object({ id: z.number(), code: z.enum(moduleCodes) })) })),
  /** The action catalogue, each action with its module. */
  actions: endpoint(
    'GET',
    '/permissions/get_actions',
    z.object({}),
    z.object({ actions: z.array(z.object({ id: z.number(), code: z.enum(actionCodes), module_id: z.number() })) }),
  ),
  /** Every module and action permission of the wedding's users, by id. */
  index: endpoint('GET', '/permissions/index', weddingQuery, z.object({ modules: z.array(modulePermission), actions: z.array(actionPermission) })),
  addModule: endpoint('POST', '/permissions/add_module_permission', weddingQuery.extend({ user_id: idField, module_id: idField }), createdAnswer),
  /** Removes the module and the user's actions in it; answers the ids of those action permissions. */
  removeModule: endpoint('DELETE', '/permissions/remove_module_permission', idQuery, z.object({ removedActions: z.array(z.number()) })),
  addAction: endpoint('POST', '/permissions/add_action_permission', weddingQuery.extend({ user_id: idField, action_id: idField }), createdAnswer),
  removeAction: endpoint('DELETE', '/permissions/remove_action_permission', idQuery, emptyAnswer),
  /**
   * Gives the other spouse of `spouse_id`'s wedding every module and action `spouse_id` holds
   * that they lack (nothing is taken away); answers the rows added.
   */
  copyToSpouse: endpoint(
    'POST',
    '/permissions/copy_permissions_to_spouse',
    z.object({ spouse_id: idField }),
    z.object({ addedModules: z.array(modulePermission), addedActions: z.array(actionPermission) }),
  ),
};

/**
 * Who may do what on the permissions page, one rule for the server and the screen: Settings is
 * for Administrators and Planners (part 2 §6), so the planner who runs the wedding and
 * Administrators read and change every user's permissions; a spouse may copy (their own, the
 * server checks) to the other spouse. While the wedding is archived nothing changes.
 */
export function permissionsManagement(caller: WeddingCaller, wedding: { archived?: boolean }) {
  const manager = managesWedding(caller);
  const active = !wedding.archived;
  return {
    see: manager,
    change: active && manager,
    copy: active && (manager || caller.type === 'Spouse'),
  };
}
export type PermissionsManagement = ReturnType<typeof permissionsManagement>;
