import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { actionCatalog, moduleCatalog } from '../../../contract/permissions';
import { actions, modulePermissions, modules, weddings } from '../../../server/modules/weddings/schema';
import { creditTransactions } from '../../../server/modules/credits/schema';
import { persons } from '../../../server/modules/users/schema';
import { giveCredits, signedInPerson, weddingPayload } from '../../support/fixtures';
import { createPerson } from '../../support/people';
import { adminLogin, startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let planner: Awaited<ReturnType<typeof createPerson>>;
let plannerCookie: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ person: planner, cookie: plannerCookie } = await signedInPerson(server, 'Planner', { credits: 3 }));
});
afterAll(() => server.close());

const create = (payload: unknown, cookie = plannerCookie) =>
  server.inject({ method: 'POST', url: '/api/weddings/create', headers: { cookie }, payload: payload as object });

describe('the catalogue', () => {
  it('in the database equals contract/permissions.ts', async () => {
    expect(await server.db.select().from(modules).orderBy(modules.id)).toEqual(moduleCatalog);
    const rows = await server.db.select().from(actions).orderBy(actions.id);
    expect(rows.map((row) => ({ id: row.id, code: row.code, module_id: row.moduleId }))).toEqual(actionCatalog);
  });
});

describe('POST /weddings/create', () => {
  it('creates the wedding and both spouses, charges one credit and writes the ledger row', async () => {
    const payload = weddingPayload({ name: 'Ana & Luis' });
    const response = await create(payload);
    expect(response.statusCode).toBe(200);
    const { id, credits } = response.json().data;
    expect(credits).toBe(2);

    const show = await server.inject({ method: 'GET', url: `/api/weddings/show?id=${id}`, headers: { cookie: plannerCookie } });
    const wedding = show.json().data.wedding;
    expect(wedding).toMatchObject({ id, name: 'Ana & Luis', date: '2027-06-12', planner_id: planner.id, guestsCount: 0 });
    expect(wedding.spouse1).toMatchObject({ first_name: 'Ana', gender: 2, status: 'new', type: 'Spouse', email: payload.spouse1.email });
    expect(wedding.spouse2).toMatchObject({ first_name: 'Luis', gender: 1, status: 'new' });
    expect(wedding.modules).toEqual(['HOME', 'PLAN', 'CHECKLIST', 'GUESTS', 'TABLES', 'BUDGET', 'IDEA_BOARD']);

    const ledger = await server.db.select().from(creditTransactions).where(eq(creditTransactions.weddingId, id));
    expect(ledger).toEqual([expect.objectContaining({ type: 'deduction', amount: 1, balance: 2, weddingName: 'Ana & Luis' })]);
    const spouseGrants = await server.db.select().from(modulePermissions).where(eq(modulePermissions.weddingId, id));
    expect(spouseGrants).toHaveLength(14);
  });

  it('does not charge an Administrator, whose wedding is run by the Planner named', async () => {
    const admin = await server.signIn(adminLogin.email, adminLogin.password);
    const balanceBefore = (await server.db.select().from(persons).where(eq(persons.id, planner.id)))[0]!.credits;
    const response = await create({ ...weddingPayload({ name: 'Given to a planner' }), planner_id: planner.id }, admin);
    expect(response.statusCode).toBe(200);
    const id = response.json().data.id;
    const ledger = await server.db.select().from(creditTransactions).where(eq(creditTransactions.weddingId, id));
    expect(ledger).toHaveLength(0);
    const [row] = await server.db.select().from(weddings).where(eq(weddings.id, id));
    expect(row!.plannerId).toBe(planner.id);
    expect((await server.db.select().from(persons).where(eq(persons.id, planner.id)))[0]!.credits).toBe(balanceBefore);
    const list = await server.inject({ method: 'GET', url: '/api/weddings', headers: { cookie: plannerCookie } });
    expect(list.json().data.weddings.map((item: { id: number }) => item.id)).toContain(id);
  });

  it('refuses an Administrator’s wedding without a Planner, or naming someone who is not one, creating nothing', async () => {
    const admin = await server.signIn(adminLogin.email, adminLogin.password);
    const helper = await createPerson(server.db, { type: 'Helper', plannerId: planner.id });
    const before = (await server.db.select().from(weddings)).length;
    const missing = await create(weddingPayload(), admin);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().validationErrors).toEqual({ planner_id: ['required'] });
    const notAPlanner = await create({ ...weddingPayload(), planner_id: helper.id }, admin);
    expect(notAPlanner.json().validationErrors).toEqual({ planner_id: ['invalid'] });
    expect(await server.db.select().from(weddings)).toHaveLength(before);
  });

  it('refuses a Planner naming another Planner', async () => {
    const other = await createPerson(server.db, { type: 'Planner' });
    const response = await create({ ...weddingPayload(), planner_id: other.id });
    expect(response.statusCode).toBe(422);
    expect(response.json().validationErrors).toEqual({ planner_id: ['invalid'] });
  });

  it('creates spouses without e-mails (they only cannot be sent an activation yet)', async () => {
    const payload = weddingPayload();
    const response = await create({ ...payload, spouse1: { ...payload.spouse1, email: '' }, spouse2: { ...payload.spouse2, email: undefined } });
    expect(response.statusCode).toBe(200);
    const show = await server.inject({ method: 'GET', url: `/api/weddings/show?id=${response.json().data.id}`, headers: { cookie: plannerCookie } });
    expect(show.json().data.wedding.spouse1).toMatchObject({ email: '', status: 'new' });
    expect(show.json().data.wedding.spouse2).toMatchObject({ email: '', status: 'new' });
    // A second couple without e-mails is no clash either.
    expect((await create({ ...payload, spouse1: { ...payload.spouse1, email: '' }, spouse2: { ...payload.spouse2, email: '' } })).statusCode).toBe(200);
  });

  it('refuses equal spouse e-mails and e-mails already registered, creating nothing', async () => {
    const before = (await server.db.select().from(weddings)).length;
    const equal = weddingPayload();
    equal.spouse2.email = equal.spouse1.email!.toUpperCase();
    const equalAnswer = await create(equal);
    expect(equalAnswer.statusCode).toBe(400);
    expect(equalAnswer.json().error.code).toBe('equal_emails_spouses');

    const taken = weddingPayload();
    taken.spouse2.email = planner.email;
    const takenAnswer = await create(taken);
    expect(takenAnswer.statusCode).toBe(400);
    expect(takenAnswer.json().error.code).toBe('already_registered');
    // The answer names the spouse whose e-mail is taken, so the wizard marks that field.
    expect(takenAnswer.json().validationErrors).toEqual({ 'spouse2.email': ['already_registered'] });
    expect(await server.db.select().from(persons).where(eq(persons.email, taken.spouse1.email!))).toHaveLength(0);
    expect(await server.db.select().from(weddings)).toHaveLength(before);
  });

  it('answers 422 with validationErrors per field', async () => {
    const response = await create({
      information: { name: ' ', date: '31/12/2027' },
      spouse1: { first_name: '', last_name: 'x', gender: 7, email: 'nope' },
      spouse2: 'not an object',
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json().validationErrors;
    expect(errors['information.name']).toEqual(['required']);
    expect(errors['information.date']).toEqual(['date']);
    expect(errors['spouse1.first_name']).toEqual(['required']);
    expect(errors['spouse1.gender']).toBeDefined();
    expect(errors['spouse1.email']).toEqual(['email']);
    expect(errors.spouse2).toBeDefined();
  });

  it('refuses an impossible calendar date', async () => {
    const response = await create(weddingPayload({ date: '2027-02-30' }));
    expect(response.json().validationErrors['information.date']).toEqual(['date']);
  });

  it('refuses a Planner without credits, charging nothing', async () => {
    const poor = await createPerson(server.db, { type: 'Planner', password: 'poor-password' });
    const cookie = await server.signIn(poor.email, 'poor-password');
    const response = await create(weddingPayload(), cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('not_enough_credits');
    expect(await server.db.select().from(weddings).where(eq(weddings.plannerId, poor.id))).toHaveLength(0);
  });
});

describe('GET /weddings', () => {
  it('lists the planner own weddings with name, date and guest count', async () => {
    const other = await createPerson(server.db, { type: 'Planner', password: 'other-password' });
    await giveCredits(server.db, other.id, 1);
    const otherCookie = await server.signIn(other.email, 'other-password');
    await create(weddingPayload({ name: 'Not yours' }), otherCookie);

    const response = await server.inject({ method: 'GET', url: '/api/weddings', headers: { cookie: plannerCookie } });
    const list = response.json().data.weddings;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((item: { name: string }) => item.name !== 'Not yours')).toBe(true);
    expect(list[0]).toEqual({ id: expect.any(Number), name: expect.any(String), date: '2027-06-12', guestsCount: 0, archived: false });
  });
});

describe('GET /weddings/show', () => {
  it('answers 422 for a wedding that does not exist and 422 for a bad id', async () => {
    expect((await server.inject({ method: 'GET', url: '/api/weddings/show?id=999999', headers: { cookie: plannerCookie } })).statusCode).toBe(422);
    expect((await server.inject({ method: 'GET', url: '/api/weddings/show?id=abc', headers: { cookie: plannerCookie } })).statusCode).toBe(422);
  });
});
