import { and, eq } from 'drizzle-orm';
import { actionCatalog, actionsByModule, moduleCatalog, moduleCodes, type ActionCode, type ModuleCode } from '../../../contract/permissions';
import type { SessionUser } from '../../../contract/person';
import type { Executor } from '../../db/client';
import { actionPermissions, modulePermissions, weddingUsers, weddings } from './schema';

/** What one user may see and do in one wedding. */
export interface WeddingRights {
  weddingId: number;
  plannerId: number;
  /** admin and owner hold everything by their role; members hold their permission rows. */
  role: 'admin' | 'owner' | 'member';
  modules: ModuleCode[];
  actions: Partial<Record<ModuleCode, ActionCode[]>>;
}

export type WeddingAccess = { found: false } | { found: true; rights: WeddingRights | null };

const everything = () => ({
  modules: [...moduleCodes],
  actions: Object.fromEntries(moduleCodes.map((code) => [code, [...actionsByModule[code]]])) as WeddingRights['actions'],
});

/**
 * The one place that decides wedding access. Administrators see every wedding; the planner who
 * runs a wedding holds every module and action; anyone else must be a user of the wedding and
 * holds exactly the module and action permissions granted to them there.
 */
export async function weddingAccess(db: Executor, user: SessionUser, weddingId: number): Promise<WeddingAccess> {
  const [wedding] = await db.select({ plannerId: weddings.plannerId }).from(weddings).where(eq(weddings.id, weddingId));
  if (!wedding) return { found: false };
  if (user.type === 'Administrator') return { found: true, rights: { weddingId, plannerId: wedding.plannerId, role: 'admin', ...everything() } };
  if (user.id === wedding.plannerId) return { found: true, rights: { weddingId, plannerId: wedding.plannerId, role: 'owner', ...everything() } };

  const [membership] = await db
    .select({ id: weddingUsers.id })
    .from(weddingUsers)
    .where(and(eq(weddingUsers.weddingId, weddingId), eq(weddingUsers.personId, user.id)));
  if (!membership) return { found: true, rights: null };

  const scope = (table: typeof modulePermissions | typeof actionPermissions) => and(eq(table.weddingId, weddingId), eq(table.userId, user.id));
  const moduleRows = await db.select({ moduleId: modulePermissions.moduleId }).from(modulePermissions).where(scope(modulePermissions));
  const actionRows = await db.select({ actionId: actionPermissions.actionId }).from(actionPermissions).where(scope(actionPermissions));

  const granted = new Set(moduleRows.map((row) => row.moduleId));
  const modules = moduleCatalog.filter((module) => granted.has(module.id)).map((module) => module.code);
  const actions: WeddingRights['actions'] = {};
  for (const row of actionRows) {
    const action = actionCatalog.find((candidate) => candidate.id === row.actionId);
    const module = moduleCatalog.find((candidate) => candidate.id === action?.module_id);
    // An action counts only while its module is granted too.
    if (action && module && granted.has(module.id)) (actions[module.code] ??= []).push(action.code);
  }
  return { found: true, rights: { weddingId, plannerId: wedding.plannerId, role: 'member', modules, actions } };
}

export const holdsAction = (rights: WeddingRights, module: ModuleCode, action: ActionCode) =>
  rights.modules.includes(module) && (rights.actions[module] ?? []).includes(action);
