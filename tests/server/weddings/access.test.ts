import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { moduleId } from '../../../contract/permissions';
import { guests } from '../../../server/modules/guests/schema';
import { modulePermissions } from '../../../server/modules/weddings/schema';
import { addWeddingUser } from '../../../server/modules/weddings/grants';
import { plannerWithWedding, signedInPerson, weddingPayload } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let plannerCookie: string;
let helperCookie: string;
let helperId: number;
let weddingId: number;

beforeAll(async () => {
  server = await startTestServer();
  const made = await plannerWithWedding(server, 3);
  plannerCookie = made.cookie;
  weddingId = made.weddingId;
  const helper = await signedInPerson(server, 'Helper', { plannerId: made.planner.id });
  await addWeddingUser(server.db, weddingId, helper.person.id, 'Helper');
  helperCookie = helper.cookie;
  helperId = helper.person.id;
});
afterAll(() => server.close());

const get = (url: string, cookie: string) => server.inject({ method: 'GET', url, headers: { cookie } });

describe('the wedding access check (requireWedding)', () => {
  it('reads the wedding, the membership and the grants in one statement', async () => {
    const url = `/api/weddings/get_actions?wedding_id=${weddingId}&module_code=HOME`;
    const queries = await server.queriesDuring(() => get(url, helperCookie));
    // Besides the session lookup (which a one-second cache spares on bursts).
    const access = queries.filter((query) => !query.includes('"sessions"'));
    expect(access).toHaveLength(1);
    expect(access[0]).toMatch(/wedding_users[\s\S]*module_permissions[\s\S]*action_permissions/);
  });

  it('reads the plan of a wedding for a member in four statements: session, access, elements, options', async () => {
    await server.db.insert(modulePermissions).values({ weddingId, userId: helperId, moduleId: moduleId('PLAN') });
    const queries = await server.queriesDuring(() => get(`/api/plan_elements/index?wedding_id=${weddingId}`, helperCookie));
    expect(queries.length).toBeLessThanOrEqual(4);
  });

  it('sees a grant revoked a moment ago at once (nothing is cached)', async () => {
    const url = `/api/checklist/index?wedding_id=${weddingId}`;
    expect((await get(url, helperCookie)).statusCode).toBe(200);
    await server.db
      .delete(modulePermissions)
      .where(and(eq(modulePermissions.weddingId, weddingId), eq(modulePermissions.userId, helperId), eq(modulePermissions.moduleId, moduleId('CHECKLIST'))));
    expect((await get(url, helperCookie)).statusCode).toBe(403);
  });

  it('on PGlite keeps the rights while writes name other tables; a grant revoked in a transaction counts at once', async () => {
    const url = `/api/guests/index?wedding_id=${weddingId}`;
    expect((await get(url, helperCookie)).statusCode).toBe(200);
    const [walkIn] = await server.db.insert(guests).values({ weddingId, name: 'Walk-in', companions: 0, statusId: 1 }).returning();
    const reads = await server.queriesDuring(() => get(url, helperCookie));
    expect(reads.filter((query) => query.includes('"wedding_users"'))).toHaveLength(server.onPostgres ? 1 : 0);
    await server.db.delete(guests).where(eq(guests.id, walkIn!.id));
    await server.db.transaction((tx) =>
      tx
        .delete(modulePermissions)
        .where(and(eq(modulePermissions.weddingId, weddingId), eq(modulePermissions.userId, helperId), eq(modulePermissions.moduleId, moduleId('GUESTS')))),
    );
    expect((await get(url, helperCookie)).statusCode).toBe(403);
  });
});

describe('guestsCount', () => {
  it('counts every guest and their companions, in the list and on the wedding', async () => {
    await server.db.insert(guests).values([
      { weddingId, name: 'Guest one', companions: 2, statusId: 1 },
      { weddingId, name: 'Guest two', companions: 0, statusId: 3 },
      { weddingId, name: 'Guest three', companions: 1, statusId: 2 },
    ]);
    const list = (await get('/api/weddings', plannerCookie)).json().data.weddings;
    expect(list.find((wedding: { id: number }) => wedding.id === weddingId).guestsCount).toBe(6);
    expect((await get(`/api/weddings/show?id=${weddingId}`, plannerCookie)).json().data.wedding.guestsCount).toBe(6);
  });

  it('builds the list in one statement whatever the number of weddings', async () => {
    await server.inject({ method: 'POST', url: '/api/weddings/create', headers: { cookie: plannerCookie }, payload: weddingPayload() });
    await get('/api/weddings', plannerCookie);
    // The session is read again or not depending on the one-second session cache (a busy CI took over a second): it is not the list's.
    const queries = (await server.queriesDuring(() => get('/api/weddings', plannerCookie))).filter((query) => !query.includes('from "sessions"'));
    expect(queries, queries.join('\n')).toHaveLength(1);
    expect(queries[0]).toContain('"guests"');
  });
});
