import { and, eq, inArray } from 'drizzle-orm';
import type { PersonType } from '../../../contract/person';
import { addWeddingUser } from '../../../server/modules/weddings/grants';
import { actionPermissions, modulePermissions, weddingUsers } from '../../../server/modules/weddings/schema';
import { signedInPerson, signedInSpouse } from '../../support/fixtures';
import { createPerson } from '../../support/people';
import { adminLogin, type TestServer } from '../../support/test-server';
import { caller, plannerWithWedding } from '../tables/support';

/**
 * Two planners, each with a wedding; planner A's wedding has its spouses, a Helper and a
 * Hostess, every one of them signed in. What the wedding-users tests start from.
 */
export async function weddingUsersWorld(server: TestServer) {
  const owner = await plannerWithWedding(server);
  const other = await plannerWithWedding(server);
  const member = async (type: 'Helper' | 'Hostess') => {
    const signed = await signedInPerson(server, type, { plannerId: owner.planner.id });
    await addWeddingUser(server.db, owner.weddingId, signed.person.id, type);
    return signed;
  };
  const helper = await member('Helper');
  const hostess = await member('Hostess');
  const cookies = {
    anonymous: undefined,
    admin: await server.signIn(adminLogin.email, adminLogin.password),
    owner: owner.cookie,
    otherPlanner: other.cookie,
    spouse: await (await signedInSpouse(server, owner.weddingId)).cookie,
    otherSpouse: await (await signedInSpouse(server, other.weddingId)).cookie,
    helper: helper.cookie,
    hostess: hostess.cookie,
  };
  return {
    weddingA: owner.weddingId,
    weddingB: other.weddingId,
    plannerA: owner.planner,
    plannerB: other.planner,
    helper: helper.person,
    cookies,
    as: (actor: keyof typeof cookies) => caller(server, cookies[actor]),
    /** A new person of a planner's business, in no wedding yet. */
    teamMember: (plannerId: number, type: PersonType = 'Helper') => createPerson(server.db, { type, plannerId }),
  };
}

export type WeddingUsersWorld = Awaited<ReturnType<typeof weddingUsersWorld>>;

/** Every membership and permission row of the weddings: a refused call must leave them as they were. */
export async function membershipRows(server: TestServer, weddingIds: number[]) {
  const { db } = server;
  return {
    users: await db.select().from(weddingUsers).where(inArray(weddingUsers.weddingId, weddingIds)).orderBy(weddingUsers.id),
    modules: await db.select().from(modulePermissions).where(inArray(modulePermissions.weddingId, weddingIds)).orderBy(modulePermissions.id),
    actions: await db.select().from(actionPermissions).where(inArray(actionPermissions.weddingId, weddingIds)).orderBy(actionPermissions.id),
  };
}

/** The rows that make a person a user of a wedding: membership, modules, actions. */
export async function rowsOf(server: TestServer, weddingId: number, personId: number) {
  const { db } = server;
  return {
    users: await db
      .select()
      .from(weddingUsers)
      .where(and(eq(weddingUsers.weddingId, weddingId), eq(weddingUsers.personId, personId))),
    modules: await db
      .select()
      .from(modulePermissions)
      .where(and(eq(modulePermissions.weddingId, weddingId), eq(modulePermissions.userId, personId))),
    actions: await db
      .select()
      .from(actionPermissions)
      .where(and(eq(actionPermissions.weddingId, weddingId), eq(actionPermissions.userId, personId))),
  };
}
