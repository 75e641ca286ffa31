import type { PermissionsLoad } from '../../../machines/permissions/permissions-page.machine';
import { andres, mateo, rosa, sofia } from '../wedding-users/world';

/**
 * Wedding 7's permissions: Sofía (spouse) holds Guests with ADD; Andrés (Helper) holds nothing;
 * Rosa (Hostess) holds the fixed hostess view (Tables with HOSTESS_VIEW); Mateo (the other
 * spouse) holds nothing.
 */
export const guestsModule = { id: 4, code: 'GUESTS' } as const;
export const tablesModule = { id: 5, code: 'TABLES' } as const;
export const guestsAdd = { id: 10, code: 'ADD', module_id: 4 } as const;
export const guestsEdit = { id: 11, code: 'EDIT', module_id: 4 } as const;
export const hostessView = { id: 20, code: 'HOSTESS_VIEW', module_id: 5 } as const;

export const sofiaGuests = { id: 100, user_id: sofia.id, module_id: 4, wedding_id: 7 };
export const sofiaAdd = { id: 200, user_id: sofia.id, action_id: 10, wedding_id: 7 };

export const permissionsLoad: PermissionsLoad = {
  users: [sofia, andres, rosa, mateo],
  modules: [guestsModule, tablesModule],
  actions: [guestsAdd, guestsEdit, hostessView],
  modulePermissions: [sofiaGuests, { id: 101, user_id: rosa.id, module_id: 5, wedding_id: 7 }],
  actionPermissions: [sofiaAdd, { id: 201, user_id: rosa.id, action_id: 20, wedding_id: 7 }],
};

/** Every event of the machine, with the payloads the walks use. */
export const permissionsEvents = [
  { type: 'xstate.done.actor.loadPermissions', output: permissionsLoad },
  { type: 'xstate.error.actor.loadPermissions', error: { code: 'generic_error' } },
  { type: 'load.retry' },
  { type: 'user.choose', userId: andres.id },
  { type: 'user.choose', userId: rosa.id },
  { type: 'module.toggle', moduleId: guestsModule.id },
  { type: 'action.toggle', actionId: guestsEdit.id },
  { type: 'actions.selectAll', moduleId: guestsModule.id },
  { type: 'actions.unselectAll', moduleId: guestsModule.id },
  { type: 'permissions.copy' },
  { type: 'users.reload' },
  { type: 'xstate.done.actor.refreshPermissions', output: permissionsLoad },
  { type: 'xstate.error.actor.refreshPermissions', error: { code: 'generic_error' } },
  { type: 'xstate.done.actor.copyToSpouse', output: { addedModules: [], addedActions: [] } },
  { type: 'xstate.error.actor.copyToSpouse', error: { code: 'generic_error' } },
] as const;
