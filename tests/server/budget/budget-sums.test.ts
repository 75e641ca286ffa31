import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { expenses, payments } from '../../../server/modules/budget/schema';
import { createWedding } from '../tables/support';
import { rows, useBudgetWorld } from './budget-world';

/**
 * Issue 26: money is exact. The database sums it (PGlite here, PostgreSQL when
 * TEST_DATABASE_URL is set), and payments recorded at the same moment are each kept.
 */
const world = useBudgetWorld();

const summaryOf = async (weddingId: number) => (await world.call('owner', 'GET', '/budget/summary', { wedding_id: weddingId })).json().data;

/** `count` rows in batches a statement takes (at most 65,535 parameters). */
const inBatches = <Row>(count: number, row: (index: number) => Row): Row[][] =>
  Array.from({ length: Math.ceil(count / 2000) }, (_, batch) =>
    Array.from({ length: Math.min(2000, count - batch * 2000) }, (_, index) => row(batch * 2000 + index)),
  );

describe('sums', () => {
  it('of 10,000 payments of 0.10 are 1,000.00, and of 10,000 expenses of 999,999,999.99 are 9,999,999,999,900.00', async () => {
    const weddingId = await createWedding(world.server, world.cookies.owner!);
    const { db } = world.server;
    // Binary floats would make the first 1000.0000000001588 and the second 9999999999901.81.
    const expenseId = (await world.call('owner', 'POST', '/expenses/create', { wedding_id: weddingId, name: 'Favours', amount: '999999999.99' })).json().data
      .id;
    for (let index = 0; index < 10; index++) {
      const paid = await world.call('owner', 'POST', '/payments/create', {
        wedding_id: weddingId,
        expense_id: expenseId,
        name: `Favour ${index}`,
        date: '2027-01-01',
        amount: '0.1',
      });
      expect(paid.statusCode, paid.body).toBe(200);
    }
    for (const batch of inBatches(9_990, (index) => ({ weddingId, expenseId, name: `Favour ${index + 10}`, date: '2027-01-01', amount: '0.10' })))
      await db.insert(payments).values(batch);
    for (const batch of inBatches(9_999, (index) => ({ weddingId, name: `Expense ${index}`, amount: '999999999.99' }))) await db.insert(expenses).values(batch);
    // A scheduled payment counts for nothing until it is made.
    await rows.payment(world, weddingId, expenseId, { amount: '0.01', paid: false });
    expect(await summaryOf(weddingId)).toEqual({ expenses: '9999999999900.00', payments: '1000.00' });
  });
});

describe('payments recorded at the same moment', () => {
  it('on one expense are every one kept, and the totals are exact', async () => {
    const weddingId = await createWedding(world.server, world.cookies.owner!);
    const expenseId = await rows.expense(world, weddingId, { amount: '2.00' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        world.call('owner', 'POST', '/payments/create', {
          wedding_id: weddingId,
          expense_id: expenseId,
          name: `Part ${index}`,
          date: '2027-05-01',
          amount: '0.10',
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const ids = answers.map((answer) => answer.json().data.id as number);
    expect(new Set(ids).size).toBe(20);
    const stored = await world.server.db.select({ id: payments.id }).from(payments).where(eq(payments.expenseId, expenseId));
    expect(stored.map((row) => row.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(await summaryOf(weddingId)).toEqual({ expenses: '2.00', payments: '2.00' });
  });

  it('while their expense is deleted are each either refused or deleted with it and named in the answer', async () => {
    const weddingId = await createWedding(world.server, world.cookies.owner!);
    const expenseId = await rows.expense(world, weddingId);
    const pay = (index: number) =>
      world.call('owner', 'POST', '/payments/create', { wedding_id: weddingId, expense_id: expenseId, name: `Part ${index}`, date: '2027-05-01', amount: '1' });
    const earlier = await Promise.all(Array.from({ length: 5 }, (_, index) => pay(index)));
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, index) => pay(index + 5)),
      world.call('owner', 'DELETE', '/expenses/destroy', { wedding_id: weddingId, id: expenseId }),
      ...Array.from({ length: 10 }, (_, index) => pay(index + 15)),
    ]);
    const deletion = answers[10]!;
    expect(deletion.statusCode, deletion.body).toBe(200);
    const paymentAnswers = [...earlier, ...answers.filter((answer) => answer !== deletion)];
    const recorded = paymentAnswers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().data.id as number);
    for (const refused of paymentAnswers.filter((answer) => answer.statusCode !== 200)) expect(refused.json().error.code).toBe('not_found');
    expect(recorded.length).toBeGreaterThanOrEqual(5);
    expect([...recorded].sort((a, b) => a - b)).toEqual(deletion.json().data.payment_ids);
    expect(await world.server.db.select().from(payments).where(eq(payments.weddingId, weddingId))).toEqual([]);
  });
});
