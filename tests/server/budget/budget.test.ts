import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { expense, payment, supplier } from '../../../contract/budget';
import { expenses, payments, suppliers } from '../../../server/modules/budget/schema';
import { createWedding } from '../tables/support';
import { type Actor, budgetRowsOf, rows, useBudgetWorld } from './budget-world';

/** Issue 26: what the budget calls keep and answer, and what goes with a deleted row. */
const world = useBudgetWorld();

const as =
  (actor: Actor) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, input: Record<string, unknown> = {}) =>
    world.call(actor, method, path, { wedding_id: world.weddingA, ...input });
const owner = as('owner');
const dataOf = async (response: Promise<{ json(): { data: unknown }; statusCode: number; body: string }>) => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as Record<string, unknown> & { id: number };
};
const summary = () => dataOf(owner('GET', '/budget/summary'));

describe('the lists', () => {
  it('answer exactly the contract’s fields, expenses and suppliers by name, payments by date', async () => {
    const luz = await dataOf(
      owner('POST', '/suppliers/create', { name: 'luz Flowers', phone: '555 0101', bank: 'BBVA', bank_account: '0123456789', clabe: '012180001234567891' }),
    );
    await dataOf(owner('POST', '/suppliers/create', { name: 'Alamo Catering' }));
    const venue = await dataOf(owner('POST', '/expenses/create', { name: 'venue', amount: '25000', supplier_id: luz.id, notes: 'Garden' }));
    await dataOf(owner('POST', '/expenses/create', { name: 'Band' }));
    await dataOf(
      owner('POST', '/payments/create', { expense_id: venue.id, name: 'venue [2]', date: '2027-04-01', amount: '5000.5', payment_method: 'transfer' }),
    );
    await dataOf(owner('POST', '/payments/create', { expense_id: venue.id, name: 'venue [1]', date: '2027-01-10', amount: '0.1', paid: false }));

    const lists = {
      expenses: (await dataOf(owner('GET', '/expenses/index'))).expenses as Array<Record<string, unknown>>,
      payments: (await dataOf(owner('GET', '/payments/index'))).payments as Array<Record<string, unknown>>,
      suppliers: (await dataOf(owner('GET', '/suppliers/index'))).suppliers as Array<Record<string, unknown>>,
    };
    const shapes = { expenses: expense, payments: payment, suppliers: supplier };
    for (const [name, list] of Object.entries(lists)) {
      const shape = shapes[name as keyof typeof shapes];
      expect(() => z.array(shape.strict()).parse(list), name).not.toThrow();
    }
    expect(lists.expenses.map((row) => row.name)).toEqual(['Band', 'venue']);
    expect(lists.expenses[1]).toEqual({ id: venue.id, wedding_id: world.weddingA, name: 'venue', amount: '25000.00', supplier_id: luz.id, notes: 'Garden' });
    expect(lists.expenses[0]).toMatchObject({ amount: null, supplier_id: null, notes: null });
    expect(lists.payments.map((row) => [row.name, row.date, row.amount, row.payment_method, row.paid])).toEqual([
      ['venue [1]', '2027-01-10', '0.10', 'cash', false],
      ['venue [2]', '2027-04-01', '5000.50', 'transfer', true],
    ]);
    expect(lists.suppliers.map((row) => row.name)).toEqual(['Alamo Catering', 'luz Flowers']);
    expect(lists.suppliers[1]).toEqual({ ...luz, bank_account: '0123456789', clabe: '012180001234567891' });
  });
});

describe('a list read again', () => {
  it('shows every change made since, whatever it was', async () => {
    const names = async () =>
      ((await dataOf(owner('GET', '/payments/index'))).payments as Array<{ name: string; paid: boolean }>).map((row) => `${row.name}:${row.paid}`);
    const expenseId = await rows.expense(world, world.weddingA);
    const before = await names();
    const paymentId = await rows.payment(world, world.weddingA, expenseId, { name: 'Re-read', paid: false });
    expect(await names()).toEqual(expect.arrayContaining([...before, 'Re-read:false']));
    await dataOf(owner('PUT', '/payments/pay', { id: paymentId, date: '2027-02-02' }));
    expect(await names()).toContain('Re-read:true');
    await dataOf(owner('DELETE', '/expenses/destroy', { id: expenseId }));
    expect(await names()).toEqual(before);
  });
});

describe('an expense', () => {
  it('changes only the fields sent; null clears the amount, the supplier and the notes', async () => {
    const supplierId = await rows.supplier(world, world.weddingA);
    const created = await dataOf(owner('POST', '/expenses/create', { name: 'Cake', amount: '350.25', supplier_id: supplierId, notes: 'Three tiers' }));
    const renamed = await dataOf(owner('PUT', '/expenses/update', { id: created.id, name: 'Wedding cake' }));
    expect(renamed).toEqual({ ...created, name: 'Wedding cake' });
    const cleared = await dataOf(owner('PUT', '/expenses/update', { id: created.id, amount: null, supplier_id: null, notes: null }));
    expect(cleared).toEqual({ ...renamed, amount: null, supplier_id: null, notes: null });
  });

  it('to be decided counts as 0 in the totals', async () => {
    const before = await summary();
    await dataOf(owner('POST', '/expenses/create', { name: 'Photographer' }));
    expect(await summary()).toEqual(before);
  });
});

describe('the summary', () => {
  it('adds up every expense and the payments made, a scheduled one once it is paid, in exact decimals', async () => {
    const start = await summary();
    const toCents = (amount: unknown) => Math.round(Number(amount) * 100);
    const flowers = await dataOf(owner('POST', '/expenses/create', { name: 'Flowers', amount: '0.10' }));
    await dataOf(owner('POST', '/expenses/create', { name: 'Ribbons', amount: '0.20' }));
    await dataOf(owner('POST', '/payments/create', { expense_id: flowers.id, name: 'Flowers [1]', date: '2027-01-01', amount: '0.10' }));
    const due = await dataOf(
      owner('POST', '/payments/create', { expense_id: flowers.id, name: 'Flowers [2]', date: '2027-02-01', amount: '0.20', paid: false }),
    );
    const after = await summary();
    expect(toCents(after.expenses) - toCents(start.expenses)).toBe(30);
    expect(toCents(after.payments) - toCents(start.payments)).toBe(10);

    const paid = await dataOf(owner('PUT', '/payments/pay', { id: due.id, date: '2027-02-03' }));
    expect(paid).toEqual({ ...due, paid: true, date: '2027-02-03' });
    expect(toCents((await summary()).payments) - toCents(start.payments)).toBe(30);
    // Marked again (another screen, later): it stays paid on the first day, counted once.
    expect(await dataOf(owner('PUT', '/payments/pay', { id: due.id, date: '2027-03-09' }))).toEqual(paid);
    expect(toCents((await summary()).payments) - toCents(start.payments)).toBe(30);
  });

  it('of a wedding without a budget is 0.00 and 0.00', async () => {
    expect(await dataOf(world.call('otherPlanner', 'GET', '/budget/summary', { wedding_id: world.weddingB }))).toEqual({ expenses: '0.00', payments: '0.00' });
  });
});

describe('deleting', () => {
  it('an expense deletes its payments in the same transaction and answers their ids; other expenses keep theirs', async () => {
    const doomed = await rows.expense(world, world.weddingA);
    const kept = await rows.expense(world, world.weddingA);
    const doomedPayments = [await rows.payment(world, world.weddingA, doomed), await rows.payment(world, world.weddingA, doomed, { paid: false })];
    const keptPayment = await rows.payment(world, world.weddingA, kept);
    const answer = await dataOf(owner('DELETE', '/expenses/destroy', { id: doomed }));
    expect(answer).toEqual({ payment_ids: doomedPayments });
    const left = await world.server.db.select({ id: payments.id }).from(payments).where(eq(payments.weddingId, world.weddingA));
    expect(left.map((row) => row.id)).toContain(keptPayment);
    expect(left.map((row) => row.id)).not.toContain(doomedPayments[0]);
    expect(await world.server.db.select().from(expenses).where(eq(expenses.id, doomed))).toEqual([]);
  });

  it('a supplier leaves its expenses without one and answers their ids', async () => {
    const supplierId = await rows.supplier(world, world.weddingA);
    const supplied = [
      await rows.expense(world, world.weddingA, { supplier_id: supplierId }),
      await rows.expense(world, world.weddingA, { supplier_id: supplierId }),
    ];
    const answer = await dataOf(owner('DELETE', '/suppliers/destroy', { id: supplierId }));
    expect(answer).toEqual({ expense_ids: supplied });
    const left = await world.server.db
      .select({ id: expenses.id, supplierId: expenses.supplierId, weddingId: expenses.weddingId })
      .from(expenses)
      .where(and(eq(expenses.weddingId, world.weddingA)));
    expect(left.filter((row) => supplied.includes(row.id))).toEqual(supplied.map((id) => ({ id, supplierId: null, weddingId: world.weddingA })));
  });

  it('a payment twice: the second is not_found', async () => {
    const paymentId = await rows.payment(world, world.weddingA, await rows.expense(world, world.weddingA));
    expect((await owner('DELETE', '/payments/destroy', { id: paymentId })).statusCode).toBe(200);
    const again = await owner('DELETE', '/payments/destroy', { id: paymentId });
    expect([again.statusCode, again.json().error.code]).toEqual([422, 'not_found']);
  });
});

describe('the database itself', () => {
  it('keeps a payment with an expense of its own wedding and an expense with a supplier of its own', async () => {
    const db = world.server.db;
    const expenseOfB = await rows.expense(world, world.weddingB);
    const supplierOfB = await rows.supplier(world, world.weddingB);
    await expect(
      db.insert(payments).values({ weddingId: world.weddingA, expenseId: expenseOfB, name: 'x', date: '2027-01-01', amount: '1' }),
    ).rejects.toThrow();
    await expect(db.insert(expenses).values({ weddingId: world.weddingA, name: 'x', supplierId: supplierOfB })).rejects.toThrow();
    await expect(
      db.insert(payments).values({ weddingId: world.weddingA, expenseId: 2_000_000_000, name: 'x', date: '2027-01-01', amount: '1' }),
    ).rejects.toThrow();
    await expect(db.insert(expenses).values({ weddingId: world.weddingA, name: 'x', amount: '-1' })).rejects.toThrow();
  });

  it('deletes payments with their expense and detaches expenses from their supplier, whoever deletes them', async () => {
    const db = world.server.db;
    const supplierId = await rows.supplier(world, world.weddingA);
    const expenseId = await rows.expense(world, world.weddingA, { supplier_id: supplierId });
    await rows.payment(world, world.weddingA, expenseId);
    await db.delete(suppliers).where(eq(suppliers.id, supplierId));
    expect((await db.select().from(expenses).where(eq(expenses.id, expenseId)))[0]).toMatchObject({ supplierId: null, weddingId: world.weddingA });
    await db.delete(expenses).where(eq(expenses.id, expenseId));
    expect(await db.select().from(payments).where(eq(payments.expenseId, expenseId))).toEqual([]);
  });
});

describe('deleting the wedding', () => {
  it('takes its whole budget with it', async () => {
    const id = await createWedding(world.server, world.cookies.owner!);
    const supplierId = await rows.supplier(world, id);
    await rows.payment(world, id, await rows.expense(world, id, { supplier_id: supplierId }));
    expect((await world.call('owner', 'DELETE', '/weddings/destroy', { id })).statusCode).toBe(200);
    const { db } = world.server;
    for (const table of [expenses, payments, suppliers]) expect(await db.select().from(table).where(eq(table.weddingId, id))).toEqual([]);
  });
});

describe('an archived wedding', () => {
  it('shows its budget to whoever reads it and refuses every change, changing nothing', async () => {
    const supplierId = await rows.supplier(world, world.weddingB);
    const expenseId = await rows.expense(world, world.weddingB, { supplier_id: supplierId });
    const paymentId = await rows.payment(world, world.weddingB, expenseId, { paid: false });
    const other = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, input: Record<string, unknown> = {}) =>
      world.call('otherPlanner', method, path, { wedding_id: world.weddingB, ...input });
    expect((await other('PUT', '/weddings/archive', { id: world.weddingB, wedding_id: undefined })).statusCode).toBe(200);
    try {
      for (const path of ['/expenses/index', '/payments/index', '/suppliers/index', '/budget/summary', '/budget/export'])
        expect((await other('GET', path)).statusCode, path).toBe(200);
      const before = await budgetRowsOf(world);
      const changes: Array<[method: 'POST' | 'PUT' | 'DELETE', path: string, input: Record<string, unknown>]> = [
        ['POST', '/expenses/create', { name: 'Late' }],
        ['PUT', '/expenses/update', { id: expenseId, name: 'Renamed' }],
        ['DELETE', '/expenses/destroy', { id: expenseId }],
        ['POST', '/payments/create', { expense_id: expenseId, name: 'Late', date: '2027-01-01', amount: '1' }],
        ['PUT', '/payments/pay', { id: paymentId, date: '2027-01-01' }],
        ['DELETE', '/payments/destroy', { id: paymentId }],
        ['POST', '/suppliers/create', { name: 'Late' }],
        ['PUT', '/suppliers/update', { id: supplierId, name: 'Renamed' }],
        ['DELETE', '/suppliers/destroy', { id: supplierId }],
      ];
      for (const [method, path, input] of changes) expect((await other(method, path, input)).statusCode, path).toBe(403);
      expect(await budgetRowsOf(world)).toEqual(before);
    } finally {
      expect((await other('PUT', '/weddings/restore', { id: world.weddingB, wedding_id: undefined })).statusCode).toBe(200);
    }
  });
});
