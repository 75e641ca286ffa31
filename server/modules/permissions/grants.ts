import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ActionPermission, ModulePermission } from '../../../contract/permission-grants';
import { actionCatalog, moduleCatalog } from '../../../contract/permissions';
import { personTypes } from '../../../contract/person';
import type { Database, Executor } from '../../db/client';
import { DomainError, notFound } from '../../shared/domain-error';
import { publish } from '../events/outbox';
import { lockOwner } from '../../shared/owned-rows';
import { persons } from '../users/schema';
import { actionPermissions, modulePermissions, weddingUsers, weddings } from '../weddings/schema';

/**
 * The module and action permissions of a wedding's users (contract/permission-grants.ts).
 * Every change locks the wedding first, so changes of one wedding's permissions queue: an
 * action added while its module is being removed either sees the module gone
 * (`module_not_granted`) or is removed with it, never left behind without it.
 */

const moduleColumns = {
  id: modulePermissions.id,
  user_id: modulePermissions.userId,
  module_id: modulePermissions.moduleId,
  wedding_id: modulePermissions.weddingId,
};
const actionColumns = {
  id: actionPermissions.id,
  user_id: actionPermissions.userId,
  action_id: actionPermissions.actionId,
  wedding_id: actionPermissions.weddingId,
};

/** The permissions of the wedding's users, or of one of them. */
export async function weddingGrants(db: Executor, weddingId: number, userId?: number): Promise<{ modules: ModulePermission[]; actions: ActionPermission[] }> {
  const ofUser = (column: typeof modulePermissions.userId | typeof actionPermissions.userId) => (userId === undefined ? undefined : eq(column, userId));
  return {
    modules: await db
      .select(moduleColumns)
      .from(modulePermissions)
      .where(and(eq(modulePermissions.weddingId, weddingId), ofUser(modulePermissions.userId)))
      .orderBy(asc(modulePermissions.id)),
    actions: await db
      .select(actionColumns)
      .from(actionPermissions)
      .where(and(eq(actionPermissions.weddingId, weddingId), ofUser(actionPermissions.userId)))
      .orderBy(asc(actionPermissions.id)),
  };
}

/** A permission row as the routes authorise it: by the wedding it belongs to. */
export interface GrantRow {
  id: number;
  weddingId: number;
  userId: number;
}

export async function findModulePermission(db: Executor, id: number): Promise<(GrantRow & { moduleId: number }) | undefined> {
  const [row] = await db.select().from(modulePermissions).where(eq(modulePermissions.id, id));
  return row;
}

export async function findActionPermission(db: Executor, id: number): Promise<GrantRow | undefined> {
  const [row] = await db.select().from(actionPermissions).where(eq(actionPermissions.id, id));
  return row;
}

/** Locks the wedding and checks that the user's permissions there may change: a user of it, not a Hostess. */
async function lockedGrantee(tx: Executor, weddingId: number, userId: number): Promise<void> {
  await lockOwner(tx, { weddingId, personId: null });
  const [member] = await tx
    .select({ typeId: persons.typeId })
    .from(weddingUsers)
    .innerJoin(persons, eq(persons.id, weddingUsers.personId))
    .where(and(eq(weddingUsers.weddingId, weddingId), eq(weddingUsers.personId, userId)));
  if (!member) throw notFound();
  if (member.typeId === personTypes.Hostess) throw new DomainError('hostess_permissions_fixed');
}

/** The user whose grants changed hears it on their live stream (only they do): their menus follow without a reload. */
const tellGrantee = (tx: Executor, weddingId: number, userId: number) => publish(tx, weddingId, [{ kind: 'permissions' }], userId);

const granted = (row: { id: number } | undefined): number => {
  if (!row) throw new DomainError('already_granted');
  return row.id;
};

export function grantModule(db: Database, weddingId: number, userId: number, moduleId: number): Promise<number> {
  return db.transaction(async (tx) => {
    await lockedGrantee(tx, weddingId, userId);
    if (!moduleCatalog.some((module) => module.id === moduleId)) throw notFound();
    const [row] = await tx.insert(modulePermissions).values({ weddingId, userId, moduleId }).onConflictDoNothing().returning({ id: modulePermissions.id });
    const id = granted(row);
    await tellGrantee(tx, weddingId, userId);
    return id;
  });
}

export function grantAction(db: Database, weddingId: number, userId: number, actionId: number): Promise<number> {
  return db.transaction(async (tx) => {
    await lockedGrantee(tx, weddingId, userId);
    const action = actionCatalog.find((candidate) => candidate.id === actionId);
    if (!action) throw notFound();
    const [module] = await tx
      .select({ id: modulePermissions.id })
      .from(modulePermissions)
      .where(and(eq(modulePermissions.weddingId, weddingId), eq(modulePermissions.userId, userId), eq(modulePermissions.moduleId, action.module_id)));
    if (!module) throw new DomainError('module_not_granted');
    const [row] = await tx.insert(actionPermissions).values({ weddingId, userId, actionId }).onConflictDoNothing().returning({ id: actionPermissions.id });
    const id = granted(row);
    await tellGrantee(tx, weddingId, userId);
    return id;
  });
}

/** Removes a module permission and the user's actions in that module; answers the ids of those actions. */
export function withdrawModule(db: Database, permission: GrantRow & { moduleId: number }): Promise<number[]> {
  return db.transaction(async (tx) => {
    await lockedGrantee(tx, permission.weddingId, permission.userId);
    const deleted = await tx.delete(modulePermissions).where(eq(modulePermissions.id, permission.id)).returning({ id: modulePermissions.id });
    if (deleted.length === 0) throw notFound();
    const actionIds = actionCatalog.filter((action) => action.module_id === permission.moduleId).map((action) => action.id);
    const removed = await tx
      .delete(actionPermissions)
      .where(
        and(
          eq(actionPermissions.weddingId, permission.weddingId),
          eq(actionPermissions.userId, permission.userId),
          inArray(actionPermissions.actionId, actionIds),
        ),
      )
      .returning({ id: actionPermissions.id });
    await tellGrantee(tx, permission.weddingId, permission.userId);
    return removed.map((row) => row.id).sort((a, b) => a - b);
  });
}

export function withdrawAction(db: Database, permission: GrantRow): Promise<void> {
  return db.transaction(async (tx) => {
    await lockedGrantee(tx, permission.weddingId, permission.userId);
    const deleted = await tx.delete(actionPermissions).where(eq(actionPermissions.id, permission.id)).returning({ id: actionPermissions.id });
    if (deleted.length === 0) throw notFound();
    await tellGrantee(tx, permission.weddingId, permission.userId);
  });
}

/** A spouse, their wedding and the other spouse of it. */
export interface Couple {
  weddingId: number;
  from: number;
  to: number;
}

/** The couple `spouseId` belongs to, from their side; undefined for anyone who is not a spouse with a partner. */
export async function coupleOf(db: Executor, spouseId: number): Promise<Couple | undefined> {
  const [row] = await db
    .select({ weddingId: weddings.id, spouse1: weddings.spouse1Id, spouse2: weddings.spouse2Id })
    .from(persons)
    .innerJoin(weddings, eq(weddings.id, persons.weddingId))
    .where(and(eq(persons.id, spouseId), eq(persons.typeId, personTypes.Spouse)));
  const partner = row?.spouse1 === spouseId ? row.spouse2 : row?.spouse1;
  return row && partner ? { weddingId: row.weddingId, from: spouseId, to: partner } : undefined;
}

/** Gives the other spouse every module, and every action of those modules, the spouse holds and they lack. */
export function copyGrants(db: Database, { weddingId, from, to }: Couple): Promise<{ addedModules: ModulePermission[]; addedActions: ActionPermission[] }> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, { weddingId, personId: null });
    const held = await weddingGrants(tx, weddingId, from);
    const heldModules = new Set(held.modules.map((row) => row.module_id));
    const actions = held.actions.filter((row) => heldModules.has(actionCatalog.find((action) => action.id === row.action_id)!.module_id));
    const addedModules = held.modules.length
      ? await tx
          .insert(modulePermissions)
          .values(held.modules.map((row) => ({ weddingId, userId: to, moduleId: row.module_id })))
          .onConflictDoNothing()
          .returning(moduleColumns)
      : [];
    const addedActions = actions.length
      ? await tx
          .insert(actionPermissions)
          .values(actions.map((row) => ({ weddingId, userId: to, actionId: row.action_id })))
          .onConflictDoNothing()
          .returning(actionColumns)
      : [];
    if (addedModules.length + addedActions.length > 0) await tellGrantee(tx, weddingId, to);
    return { addedModules, addedActions };
  });
}
