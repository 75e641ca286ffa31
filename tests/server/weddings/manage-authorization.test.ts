import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { persons } from '../../../server/modules/users/schema';
import { addWeddingUser } from '../../../server/modules/weddings/grants';
import { giveCredits, weddingPayload, signedInSpouse } from '../../support/fixtures';
import { createPerson } from '../../support/people';
import { adminLogin, startTestServer, type TestServer } from '../../support/test-server';
import { describeAuthorizationRows, type AuthorizationRow } from '../../support/authorization-rows';

/**
 * The wedding management routes against every kind of caller. Each call gets a fresh wedding
 * of planner A that the spouse, the granted helper and the hostess all belong to, so a refusal
 * says who may manage, not who may open the wedding.
 */
const actors = ['anonymous', 'admin', 'plannerA', 'plannerB', 'spouse', 'helperGranted', 'helperNotGranted', 'hostess'] as const;
type Actor = (typeof actors)[number];

let server: TestServer;
const cookies = {} as Record<Actor, string | undefined>;
const members: Array<{ id: number; type: 'Spouse' | 'Helper' | 'Hostess' }> = [];

const signedIn = async (type: 'Planner' | 'Helper' | 'Hostess', plannerId?: number) => {
  const person = await createPerson(server.db, { type, password: 'matrix-password', plannerId });
  return { person, cookie: await server.signIn(person.email, 'matrix-password') };
};

beforeAll(async () => {
  server = await startTestServer();
  const a = await signedIn('Planner');
  const b = await signedIn('Planner');
  await giveCredits(server.db, a.person.id, 100);
  cookies.admin = await server.signIn(adminLogin.email, adminLogin.password);
  cookies.plannerA = a.cookie;
  cookies.plannerB = b.cookie;
  const first = await freshWedding();
  // A spouse of planner A's first wedding, who also belongs to every fresh wedding.
  const { person: spouse, cookie: spouseCookie } = await signedInSpouse(server, first);
  cookies.spouse = spouseCookie;
  const helper = await signedIn('Helper', a.person.id);
  const hostess = await signedIn('Hostess', a.person.id);
  cookies.helperGranted = helper.cookie;
  cookies.hostess = hostess.cookie;
  cookies.helperNotGranted = (await signedIn('Helper', a.person.id)).cookie;
  members.push({ id: spouse.id, type: 'Spouse' }, { id: helper.person.id, type: 'Helper' }, { id: hostess.person.id, type: 'Hostess' });
});
afterAll(() => server.close());

async function freshWedding(): Promise<number> {
  const response = await server.inject({ method: 'POST', url: '/api/weddings/create', headers: { cookie: cookies.plannerA! }, payload: weddingPayload() });
  const id = response.json().data.id as number;
  for (const member of members) await addWeddingUser(server.db, id, member.id, member.type);
  return id;
}

async function archivedWedding(): Promise<number> {
  const id = await freshWedding();
  await server.inject({ method: 'PUT', url: '/api/weddings/archive', headers: { cookie: cookies.plannerA! }, payload: { id } });
  return id;
}

//                                      anon admin A    B    spouse helperG helperN hostess
const routes: AuthorizationRow[] = [
  [
    'PUT /weddings/update',
    async () => ({ method: 'PUT', url: '/api/weddings/update', payload: { id: await freshWedding(), name: 'Renamed', date: '2028-01-02' } }),
    [401, 200, 200, 422, 200, 403, 422, 403],
  ],
  [
    'PUT /weddings/update (archived)',
    async () => ({ method: 'PUT', url: '/api/weddings/update', payload: { id: await archivedWedding(), name: 'Renamed', date: '2028-01-02' } }),
    [401, 403, 403, 422, 403, 403, 422, 403],
  ],
  [
    'PUT /weddings/archive',
    async () => ({ method: 'PUT', url: '/api/weddings/archive', payload: { id: await freshWedding() } }),
    [401, 200, 200, 422, 403, 403, 422, 403],
  ],
  [
    'PUT /weddings/restore',
    async () => ({ method: 'PUT', url: '/api/weddings/restore', payload: { id: await archivedWedding() } }),
    [401, 200, 200, 422, 403, 403, 422, 403],
  ],
  [
    'DELETE /weddings/destroy',
    async () => ({ method: 'DELETE', url: `/api/weddings/destroy?id=${await freshWedding()}` }),
    [401, 200, 200, 422, 403, 403, 422, 403],
  ],
  ['PUT /weddings/update_spouse', () => spouseEmailOf(freshWedding), [401, 200, 200, 422, 403, 403, 422, 403]],
  ['PUT /weddings/update_spouse (archived)', () => spouseEmailOf(archivedWedding), [401, 403, 403, 422, 403, 403, 422, 403]],
];

/** Saving an e-mail for the first spouse of a new wedding (which sends their activation). */
async function spouseEmailOf(weddingOf: () => Promise<number>): Promise<InjectOptions> {
  const id = await weddingOf();
  const [target] = await server.db.select().from(persons).where(eq(persons.weddingId, id));
  return { method: 'PUT', url: '/api/weddings/update_spouse', payload: { wedding_id: id, spouse_id: target!.id, email: `matrix-${id}@test.local` } };
}

describeAuthorizationRows(routes, actors, () => ({ server, cookies }));

describe('an archived wedding', () => {
  it('is read-only to everyone, its planner and Administrators too: they keep the summaries and lose every other action', async () => {
    const id = await archivedWedding();
    const actionsOf = async (actor: Actor, module: string) =>
      (
        await server.inject({ method: 'GET', url: `/api/weddings/get_actions?wedding_id=${id}&module_code=${module}`, headers: { cookie: cookies[actor]! } })
      ).json().data.actions;
    const everyGuestAction = ['ADD', 'EDIT', 'DELETE', 'RSVP'];
    for (const actor of ['spouse', 'plannerA', 'admin'] as const) {
      expect(await actionsOf(actor, 'GUESTS')).toEqual([]);
      expect(await actionsOf(actor, 'HOME')).toContain('GUESTS_SUMMARY');
    }
    await server.inject({ method: 'PUT', url: '/api/weddings/restore', headers: { cookie: cookies.plannerA! }, payload: { id } });
    expect(await actionsOf('spouse', 'GUESTS')).toEqual(everyGuestAction);
    expect(await actionsOf('plannerA', 'GUESTS')).toEqual(everyGuestAction);
  });
});
