import { eq, getTableName, sql, type SQL } from 'drizzle-orm';
import { actionCatalog, actionsByModule, moduleCatalog, moduleCodes, type ActionCode, type ModuleCode } from '../../../contract/permissions';
import type { SessionUser } from '../../../contract/person';
import type { Executor } from '../../db/client';
import { KeptUntilWrite } from '../../db/write-count';
import { persons } from '../users/schema';
import { actionPermissions, modulePermissions, weddingUsers, weddings } from './schema';

/** What one user may see and do in one wedding. */
export interface WeddingRights {
  weddingId: number;
  plannerId: number;
  /** admin and owner hold everything by their role; members hold their permission rows. */
  role: 'admin' | 'owner' | 'member';
  archived: boolean;
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
 *
 * While a wedding is archived it is read-only for everyone, its planner and Administrators too:
 * every module stays readable as before, and every action that changes it is dropped (restoring
 * and deleting it are `weddingManagement`'s, outside these rights).
 *
 * One statement reads the wedding, the membership and the grants: a hostess at the door asks
 * hundreds of times a minute, and a grant revoked a moment ago must count at once, on every
 * server. So it is asked every time on PostgreSQL, and on PGlite kept only until the next write
 * that may change it (server/db/write-count.ts), which a revoked grant is: one naming these
 * tables or the people (whose deletion cascades to their grants), or any transaction. The
 * door's own writes, seats, name none, so ten tablets checking guests in read their rights once.
 */
export function weddingAccess(db: Executor, user: SessionUser, weddingId: number): Promise<WeddingAccess> {
  return keptAccess.read(db, `${user.id}:${user.type}:${weddingId}`, () => readAccess(db, user, weddingId));
}

const keptAccess = new KeptUntilWrite<WeddingAccess>({
  tables: [weddings, weddingUsers, modulePermissions, actionPermissions, persons].map((table) => getTableName(table)),
});

async function readAccess(db: Executor, user: SessionUser, weddingId: number): Promise<WeddingAccess> {
  const granted = (table: typeof modulePermissions | typeof actionPermissions, column: SQL) =>
    sql<number[]>`array(select ${column} from ${table} where ${table.weddingId} = ${weddingId} and ${table.userId} = ${user.id} order by ${column})`;
  const [wedding] = await db
    .select({
      plannerId: weddings.plannerId,
      archived: sql<boolean>`${weddings.archivedAt} is not null`,
      member: sql<boolean>`exists (select 1 from ${weddingUsers} where ${weddingUsers.weddingId} = ${weddingId} and ${weddingUsers.personId} = ${user.id})`,
      moduleIds: granted(modulePermissions, sql`${modulePermissions.moduleId}`),
      actionIds: granted(actionPermissions, sql`${actionPermissions.actionId}`),
    })
    .from(weddings)
    .where(eq(weddings.id, weddingId));
  if (!wedding) return { found: false };
  const rightsAs = (role: WeddingRights['role'], held: Held): WeddingAccess => ({
    found: true,
    rights: { weddingId, plannerId: wedding.plannerId, archived: wedding.archived, role, ...(wedding.archived ? readOnly(held) : held) },
  });
  if (user.type === 'Administrator') return rightsAs('admin', everything());
  if (user.id === wedding.plannerId) return rightsAs('owner', everything());
  if (!wedding.member) return { found: true, rights: null };
  return rightsAs('member', grantedRights(wedding.moduleIds, wedding.actionIds));
}

type Held = Pick<WeddingRights, 'modules' | 'actions'>;

/**
 * An archived wedding is over: whoever holds it keeps every module they may read, and of the
 * actions only HOME's summaries, which show and change nothing.
 */
function readOnly({ modules, actions }: Held): Held {
  const reading = Object.entries(actions).map(([module, codes]) => [module, codes.filter((code) => code.endsWith('_SUMMARY'))]);
  return { modules, actions: Object.fromEntries(reading) };
}

function grantedRights(moduleIds: number[], actionIds: number[]): Held {
  const granted = new Set(moduleIds);
  const modules = moduleCatalog.filter((module) => granted.has(module.id)).map((module) => module.code);
  const actions: WeddingRights['actions'] = {};
  for (const actionId of actionIds) {
    const action = actionCatalog.find((candidate) => candidate.id === actionId);
    const module = moduleCatalog.find((candidate) => candidate.id === action?.module_id);
    // An action counts only while its module is granted too.
    if (action && module && granted.has(module.id)) (actions[module.code] ??= []).push(action.code);
  }
  return { modules, actions };
}

export const holdsAction = (rights: WeddingRights, module: ModuleCode, action: ActionCode) =>
  rights.modules.includes(module) && (rights.actions[module] ?? []).includes(action);
