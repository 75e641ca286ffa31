import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../../server/modules/auth/secrets';
import { creditPackages, creditRequests } from '../../../server/modules/credits/schema';
import { persons } from '../../../server/modules/users/schema';
import { addWeddingUser } from '../../../server/modules/weddings/grants';
import { plannerWithWedding } from '../../support/fixtures';
import { createPerson } from '../../support/people';
import { adminLogin, startTestServer, type TestServer } from '../../support/test-server';
import { describeAuthorizationRows, type AuthorizationRow } from '../../support/authorization-rows';

/**
 * Handling credit requests against every kind of caller: an Administrator handles any planner's
 * request, and nobody else is let in. Each call gets a fresh request so rows stay independent.
 * Who may request and list (a type each) is the generated matrix's
 * (tests/server/route-matrix.test.ts), and what a request does, credit-requests.test.ts's.
 */
const actors = ['anonymous', 'admin', 'plannerA', 'plannerB', 'spouseA', 'helperA', 'hostessA'] as const;
type Actor = (typeof actors)[number];

let server: TestServer;
const cookies = {} as Record<Actor, string | undefined>;
let plannerA: number;
let packageIds: number[];

beforeAll(async () => {
  server = await startTestServer();
  const a = await plannerWithWedding(server);
  plannerA = a.planner.id;
  cookies.plannerA = a.cookie;
  cookies.plannerB = (await plannerWithWedding(server)).cookie;
  cookies.admin = await server.signIn(adminLogin.email, adminLogin.password);
  const [spouse] = await server.db.select().from(persons).where(eq(persons.weddingId, a.weddingId));
  await server.db
    .update(persons)
    .set({ status: 'active', passwordHash: await hashPassword('spouse-password') })
    .where(eq(persons.id, spouse!.id));
  cookies.spouseA = await server.signIn(spouse!.email, 'spouse-password');
  for (const [actor, type] of [
    ['helperA', 'Helper'],
    ['hostessA', 'Hostess'],
  ] as const) {
    const person = await createPerson(server.db, { type, password: 'team-password', plannerId: plannerA });
    await addWeddingUser(server.db, a.weddingId, person.id, type);
    cookies[actor] = await server.signIn(person.email, 'team-password');
  }
  packageIds = (await server.db.select({ id: creditPackages.id }).from(creditPackages)).map((row) => row.id);
});
afterAll(() => server.close());

/** An open request of planner A, written straight to the table (each package once, then reused after handling). */
async function openRequestOfA(): Promise<number> {
  await server.db.update(creditRequests).set({ status: 'handled' }).where(eq(creditRequests.plannerId, plannerA));
  const [row] = await server.db.insert(creditRequests).values({ plannerId: plannerA, packageId: packageIds[0]!, credits: 1, price: 1500 }).returning();
  return row!.id;
}

//                                                                      anon admin A    B    spouse helper hostess
const routes: AuthorizationRow[] = [
  [
    'POST /credits/requests/handle (add, request of A)',
    async () => ({ method: 'POST', url: '/api/credits/requests/handle', payload: { id: await openRequestOfA(), action: 'add' } }),
    [401, 200, 403, 403, 403, 403, 403],
  ],
  [
    'POST /credits/requests/handle (dismiss, request of A)',
    async () => ({ method: 'POST', url: '/api/credits/requests/handle', payload: { id: await openRequestOfA(), action: 'dismiss' } }),
    [401, 200, 403, 403, 403, 403, 403],
  ],
];

describeAuthorizationRows(routes, actors, () => ({ server, cookies }));

describe('what a refused caller leaves behind', () => {
  it('a planner sees only their own open requests', async () => {
    const id = await openRequestOfA();
    const listOf = async (actor: Actor) =>
      (await server.inject({ method: 'GET', url: '/api/credits/requests', headers: { cookie: cookies[actor]! } }))
        .json()
        .data.requests.map((row: { id: number }) => row.id);
    expect(await listOf('plannerA')).toContain(id);
    expect(await listOf('plannerB')).not.toContain(id);
    expect(await listOf('admin')).toContain(id);
  });

  it('a planner handling their own request changes nothing', async () => {
    const id = await openRequestOfA();
    const balance = async () => (await server.db.select().from(persons).where(eq(persons.id, plannerA)))[0]!.credits;
    const before = await balance();
    const response = await server.inject({
      method: 'POST',
      url: '/api/credits/requests/handle',
      headers: { cookie: cookies.plannerA! },
      payload: { id, action: 'add' },
    });
    expect(response.statusCode).toBe(403);
    const [row] = await server.db.select().from(creditRequests).where(eq(creditRequests.id, id));
    expect(row!.status).toBe('open');
    expect(await balance()).toBe(before);
  });
});
