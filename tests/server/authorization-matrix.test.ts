import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { persons } from '../../server/modules/users/schema';
import { addWeddingUser } from '../../server/modules/weddings/grants';
import { hashPassword } from '../../server/modules/auth/secrets';
import { giveCredits, weddingPayload } from '../support/fixtures';
import { createPerson } from '../support/people';
import { adminLogin, startTestServer, type TestServer } from '../support/test-server';
import { describeAuthorizationRows, type AuthorizationRow } from '../support/authorization-rows';

/**
 * Every route of the weddings/users/credits issue against every kind of caller, including ids
 * that belong to another planner. Mutations get a fresh target per call so rows stay independent.
 * Calls that name nothing but a wedding (its load, its modules and actions), and the catalogues,
 * are the generated matrix's (tests/server/route-matrix.test.ts); what stays is a rule the
 * handler decides (whose people, whose ledger, who names the planner).
 */
const actors = ['anonymous', 'admin', 'plannerA', 'plannerB', 'spouseA', 'helperGranted', 'helperNotGranted', 'hostess'] as const;
type Actor = (typeof actors)[number];

let server: TestServer;
const cookies = {} as Record<Actor, string | undefined>;
let plannerA: { id: number };
let plannerB: { id: number };
let weddingA: number;
let weddingB: number;

beforeAll(async () => {
  server = await startTestServer();
  const a = await createPerson(server.db, { type: 'Planner', password: 'password-a' });
  const b = await createPerson(server.db, { type: 'Planner', password: 'password-b' });
  plannerA = a;
  plannerB = b;
  await giveCredits(server.db, a.id, 100);
  await giveCredits(server.db, b.id, 100);
  cookies.anonymous = undefined;
  cookies.admin = await server.signIn(adminLogin.email, adminLogin.password);
  cookies.plannerA = await server.signIn(a.email, 'password-a');
  cookies.plannerB = await server.signIn(b.email, 'password-b');

  const createAs = async (cookie: string) =>
    (await server.inject({ method: 'POST', url: '/api/weddings/create', headers: { cookie }, payload: weddingPayload() })).json().data.id as number;
  weddingA = await createAs(cookies.plannerA);
  weddingB = await createAs(cookies.plannerB);

  const [spouse] = await server.db.select().from(persons).where(eq(persons.weddingId, weddingA));
  await server.db
    .update(persons)
    .set({ status: 'active', passwordHash: await hashPassword('spouse-password') })
    .where(eq(persons.id, spouse!.id));
  cookies.spouseA = await server.signIn(spouse!.email, 'spouse-password');

  const granted = await createPerson(server.db, { type: 'Helper', password: 'helper-password', plannerId: a.id });
  await addWeddingUser(server.db, weddingA, granted.id, 'Helper');
  cookies.helperGranted = await server.signIn(granted.email, 'helper-password');
  const notGranted = await createPerson(server.db, { type: 'Helper', password: 'helper-password', plannerId: a.id });
  cookies.helperNotGranted = await server.signIn(notGranted.email, 'helper-password');
  const hostess = await createPerson(server.db, { type: 'Hostess', password: 'hostess-password', plannerId: a.id });
  await addWeddingUser(server.db, weddingA, hostess.id, 'Hostess');
  cookies.hostess = await server.signIn(hostess.email, 'hostess-password');
});
afterAll(() => server.close());

const helperOfA = async () => createPerson(server.db, { type: 'Helper', password: 'target-password', plannerId: plannerA.id });
const pendingHelperOfA = async () => createPerson(server.db, { type: 'Helper', status: 'pending', plannerId: plannerA.id });
const fields = (email: string) => ({ first_name: 'T', last_name: 'U', type_id: 4, email, gender: 3 });
let emailSequence = 0;
const freshEmail = () => `matrix-${++emailSequence}@test.local`;

//                                      anon admin A    B    spouse helperG helperN hostess
const routes: AuthorizationRow[] = [
  // An Administrator's wedding must name its Planner; a Planner may name only themself.
  ['POST /weddings/create', () => ({ method: 'POST', url: '/api/weddings/create', payload: weddingPayload() }), [401, 422, 200, 200, 403, 403, 403, 403]],
  [
    'POST /weddings/create (naming planner A)',
    () => ({ method: 'POST', url: '/api/weddings/create', payload: { ...weddingPayload(), planner_id: plannerA.id } }),
    [401, 200, 200, 422, 403, 403, 403, 403],
  ],
  ['GET /persons/index', () => ({ method: 'GET', url: '/api/persons/index' }), [401, 200, 200, 200, 403, 403, 403, 403]],
  [
    'POST /persons/create (helper)',
    () => ({ method: 'POST', url: '/api/persons/create', payload: fields(freshEmail()) }),
    [401, 422, 200, 200, 403, 403, 403, 403],
  ],
  [
    'PUT /persons/update (helper of A)',
    async () => {
      const target = await helperOfA();
      return { method: 'PUT', url: '/api/persons/update', payload: { id: target.id, ...fields(freshEmail()) } };
    },
    [401, 403, 200, 403, 403, 403, 403, 403],
  ],
  [
    'PUT /persons/update_status (helper of A)',
    async () => ({ method: 'PUT', url: '/api/persons/update_status', payload: { id: (await helperOfA()).id, status: 'inactive' } }),
    [401, 403, 200, 403, 403, 403, 403, 403],
  ],
  [
    'PUT /persons/resend_activation (pending helper of A)',
    async () => ({ method: 'PUT', url: '/api/persons/resend_activation', payload: { email: (await pendingHelperOfA()).email } }),
    [401, 403, 200, 403, 403, 403, 403, 403],
  ],
  [
    'DELETE /persons/destroy (helper of A)',
    async () => ({ method: 'DELETE', url: `/api/persons/destroy?id=${(await helperOfA()).id}` }),
    [401, 403, 200, 403, 403, 403, 403, 403],
  ],
  ['GET /credits/index (of B)', () => ({ method: 'GET', url: `/api/credits/index?person_id=${plannerB.id}` }), [401, 200, 403, 200, 403, 403, 403, 403]],
  [
    'POST /credits/add_credits (to B)',
    () => ({ method: 'POST', url: '/api/credits/add_credits', payload: { person_id: plannerB.id, amount: 1, cost: 100 } }),
    [401, 200, 403, 403, 403, 403, 403, 403],
  ],
];

describeAuthorizationRows(routes, actors, () => ({ server, cookies }));

describe('what each caller holds in wedding A', () => {
  const modulesOf = async (actor: Actor) =>
    (await server.inject({ method: 'GET', url: `/api/weddings/get_modules?wedding_id=${weddingA}`, headers: { cookie: cookies[actor]! } }))
      .json()
      .data.modules.map((module: { code: string }) => module.code);
  const actionsOf = async (actor: Actor, module: string) =>
    (
      await server.inject({
        method: 'GET',
        url: `/api/weddings/get_actions?wedding_id=${weddingA}&module_code=${module}`,
        headers: { cookie: cookies[actor]! },
      })
    ).json().data.actions;

  it('the owner planner, the admin and the spouses hold everything', async () => {
    for (const actor of ['plannerA', 'admin', 'spouseA'] as const) {
      expect(await modulesOf(actor)).toEqual(['HOME', 'PLAN', 'CHECKLIST', 'GUESTS', 'TABLES', 'BUDGET', 'IDEA_BOARD']);
      expect(await actionsOf(actor, 'GUESTS')).toEqual(['ADD', 'EDIT', 'DELETE', 'RSVP']);
    }
  });

  it('a helper starts read-only; a hostess holds the hostess view', async () => {
    expect(await modulesOf('helperGranted')).toEqual(['HOME', 'CHECKLIST', 'GUESTS', 'TABLES']);
    expect(await actionsOf('helperGranted', 'GUESTS')).toEqual([]);
    expect(await modulesOf('hostess')).toEqual(['GUESTS', 'TABLES']);
    expect(await actionsOf('hostess', 'TABLES')).toEqual(['HOSTESS_VIEW']);
    expect(await actionsOf('hostess', 'BUDGET')).toEqual([]);
  });

  it('the weddings list shows each caller only their weddings', async () => {
    const idsOf = async (actor: Actor) =>
      (await server.inject({ method: 'GET', url: '/api/weddings', headers: { cookie: cookies[actor]! } }))
        .json()
        .data.weddings.map((w: { id: number }) => w.id);
    expect(await idsOf('spouseA')).toEqual([weddingA]);
    expect(await idsOf('helperGranted')).toEqual([weddingA]);
    expect(await idsOf('helperNotGranted')).toEqual([]);
    expect(await idsOf('plannerB')).not.toContain(weddingA);
    expect(await idsOf('admin')).toEqual(expect.arrayContaining([weddingA, weddingB]));
  });
});
