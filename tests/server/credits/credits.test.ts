import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { creditTransactions } from '../../../server/modules/credits/schema';
import { persons } from '../../../server/modules/users/schema';
import { weddings } from '../../../server/modules/weddings/schema';
import { signedInPerson, weddingPayload } from '../../support/fixtures';
import { adminLogin, startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn(adminLogin.email, adminLogin.password);
});
afterAll(() => server.close());

async function plannerWith(credits: number) {
  const { person, cookie } = await signedInPerson(server, 'Planner', { credits });
  return { planner: person, cookie };
}

describe('credits', () => {
  it('answers the seeded packages', async () => {
    const { cookie } = await plannerWith(0);
    const packages = (await server.inject({ method: 'GET', url: '/api/credits/get_packages', headers: { cookie } })).json().data.packages;
    expect(packages.map((pack: { quantity: number }) => pack.quantity)).toEqual([1, 5, 10, 25]);
  });

  it('an Administrator adds credits (cost with commas); the ledger and the balance agree', async () => {
    const { planner, cookie } = await plannerWith(0);
    const response = await server.inject({
      method: 'POST',
      url: '/api/credits/add_credits',
      headers: { cookie: admin },
      payload: { person_id: planner.id, amount: 5, cost: '6,750.50' },
    });
    expect(response.json().data.credits).toBe(5);
    const history = (await server.inject({ method: 'GET', url: '/api/credits/index', headers: { cookie } })).json().data;
    expect(history.balance).toBe(5);
    expect(history.error_code).toBeUndefined();
    expect(history.transactions).toEqual([
      { id: expect.any(Number), type: 'purchase', amount: 5, cost: 6750.5, balance: 5, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), wedding_name: null },
    ]);
  });

  it('refuses bad amounts and costs, changing nothing', async () => {
    const { planner } = await plannerWith(0);
    for (const payload of [
      { person_id: planner.id, amount: 0, cost: 10 },
      { person_id: planner.id, amount: 2.5, cost: 10 },
      { person_id: planner.id, amount: 2, cost: 'ten' },
      { person_id: planner.id, amount: 2 },
      { person_id: 'x', amount: 2, cost: 1 },
    ]) {
      const response = await server.inject({ method: 'POST', url: '/api/credits/add_credits', headers: { cookie: admin }, payload });
      expect(response.statusCode).toBe(422);
    }
    const [row] = await server.db.select().from(persons).where(eq(persons.id, planner.id));
    expect(row!.credits).toBe(0);
  });

  it('reports a balance that disagrees with the ledger as balance_mismatch', async () => {
    const { planner, cookie } = await plannerWith(2);
    await server.db.update(persons).set({ credits: 9 }).where(eq(persons.id, planner.id));
    const history = (await server.inject({ method: 'GET', url: '/api/credits/index', headers: { cookie } })).json().data;
    expect(history).toMatchObject({ balance: 9, ledger_balance: 2, error_code: 'balance_mismatch' });
  });
});

describe('concurrent wedding creation', () => {
  it('a planner with k credits firing 20 creations at once gets exactly k weddings and a zero balance equal to the ledger', async () => {
    const k = 4;
    const { planner, cookie } = await plannerWith(k);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => server.inject({ method: 'POST', url: '/api/weddings/create', headers: { cookie }, payload: weddingPayload() })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(k);
    expect(answers.filter((answer) => answer.statusCode === 400).every((answer) => answer.json().error.code === 'not_enough_credits')).toBe(true);
    expect(await server.db.select().from(weddings).where(eq(weddings.plannerId, planner.id))).toHaveLength(k);
    const [row] = await server.db.select().from(persons).where(eq(persons.id, planner.id));
    expect(row!.credits).toBe(0);
    const ledger = await server.db.select().from(creditTransactions).where(eq(creditTransactions.personId, planner.id));
    expect(ledger.reduce((sum, entry) => sum + (entry.type === 'purchase' ? entry.amount : -entry.amount), 0)).toBe(0);
    // No spouse accounts were left behind by the refused requests.
    const spouses = await server.db.select().from(persons).where(eq(persons.plannerId, planner.id));
    expect(spouses).toHaveLength(2 * k);
  });
});
