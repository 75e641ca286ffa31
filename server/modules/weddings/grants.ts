import { actionCatalog, defaultGrants, moduleCatalog, type ActionCode, type ModuleCode } from '../../../contract/permissions';
import type { PersonType } from '../../../contract/person';
import type { Executor } from '../../db/client';
import { actionPermissions, modulePermissions, weddingUsers } from './schema';

type GrantedRole = keyof typeof defaultGrants;

const isGrantedRole = (type: PersonType): type is GrantedRole => type in defaultGrants;

/** Makes a person a user of a wedding with the default grants of their type. */
export async function addWeddingUser(db: Executor, weddingId: number, personId: number, type: PersonType): Promise<void> {
  await db.insert(weddingUsers).values({ weddingId, personId }).onConflictDoNothing();
  if (!isGrantedRole(type)) return;
  const grants = defaultGrants[type];
  const moduleIds = moduleCatalog.filter((module) => module.code in grants).map((module) => module.id);
  if (moduleIds.length > 0) {
    await db
      .insert(modulePermissions)
      .values(moduleIds.map((moduleId) => ({ weddingId, userId: personId, moduleId })))
      .onConflictDoNothing();
  }
  const actionIds = Object.entries(grants).flatMap(([moduleCode, codes]) => {
    const moduleId = moduleCatalog.find((module) => module.code === (moduleCode as ModuleCode))!.id;
    return actionCatalog.filter((action) => action.module_id === moduleId && (codes as readonly ActionCode[]).includes(action.code)).map((action) => action.id);
  });
  if (actionIds.length > 0) {
    await db
      .insert(actionPermissions)
      .values(actionIds.map((actionId) => ({ weddingId, userId: personId, actionId })))
      .onConflictDoNothing();
  }
}
