import { afterAll, beforeAll } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { PersonType } from '../../../contract/person';
import { addWeddingUser } from '../../../server/modules/weddings/grants';
import { actionPermissions, modulePermissions, weddingUsers, weddings } from '../../../server/modules/weddings/schema';
import { signedInPerson, signedInSpouse } from '../../support/fixtures';
import { createPerson } from '../../support/people';
import { adminLogin, startTestServer, type TestServer } from '../../support/test-server';
import { caller, plannerWithWedding } from '../tables/support';

/**
 * Two planners, each with a wedding; planner A's wedding has its spouses, a Helper and a
 * Hostess, every one of them signed in. What the wedding-users tests start from.
 */
async function weddingUsersWorld(server: TestServer) {
  const owner = await plannerWithWedding(server);
  const other = await plannerWithWedding(server);
  const member = async (type: 'Helper' | 'Hostess') => {
    const signed = await signedInPerson(server, type, { plannerId: owner.planner.id });
    await addWeddingUser(server.db, owner.weddingId, signed.person.id, type);
    return signed;
  };
  const helper = await member('Helper');
  const hostess = await member('Hostess');
  const spouse = await signedInSpouse(server, owner.weddingId);
  const cookies = {
    anonymous: undefined,
    admin: await server.signIn(adminLogin.email, adminLogin.password),
    owner: owner.cookie,
    otherPlanner: other.cookie,
    spouse: spouse.cookie,
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
    hostess: hostess.person,
    /** The signed-in spouse of wedding A, and the other one (not activated). */
    spouse: spouse.person,
    partnerId: await partnerOf(server, owner.weddingId, spouse.person.id),
    cookies,
    as: (actor: keyof typeof cookies) => caller(server, cookies[actor]),
    /** A new person of a planner's business, in no wedding yet. */
    teamMember: (plannerId: number, type: PersonType = 'Helper') => createPerson(server.db, { type, plannerId }),
  };
}

async function partnerOf(server: TestServer, weddingId: number, spouseId: number) {
  const [wedding] = await server.db.select().from(weddings).where(eq(weddings.id, weddingId));
  return wedding!.spouse1Id === spouseId ? wedding!.spouse2Id! : wedding!.spouse1Id!;
}

export type WeddingUsersWorld = Awaited<ReturnType<typeof weddingUsersWorld>> & { server: TestServer };

/** A test file's own server and the world above, ready before the file's tests and closed after them. Read its fields inside tests. */
export function useWeddingUsersWorld(): WeddingUsersWorld {
  const world = {} as WeddingUsersWorld;
  beforeAll(async () => {
    const server = await startTestServer();
    Object.assign(world, await weddingUsersWorld(server), { server });
  });
  afterAll(() => world.server.close());
  return world;
}

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
