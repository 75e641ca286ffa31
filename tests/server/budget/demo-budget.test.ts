import { beforeAll, describe, expect, it } from 'vitest';
import { dueStateOf, type Expense, type Payment, type Supplier } from '../../../contract/budget';
import { seedDemoBudget } from '../../../server/seed/demo-budget';
import { useBudgetWorld } from './budget-world';

/** Issue 26: the demo wedding's budget, as a planner opening the demo sees it. */
const world = useBudgetWorld();
const seededOn = '2027-01-20';
let budget: { expenses: Expense[]; payments: Payment[]; suppliers: Supplier[] };

beforeAll(async () => {
  await seedDemoBudget(world.server.db, world.weddingB, new Date(`${seededOn}T12:00:00Z`));
  const read = async (list: 'expenses' | 'payments' | 'suppliers') =>
    (await world.call('otherPlanner', 'GET', `/${list}/index`, { wedding_id: world.weddingB })).json().data[list];
  budget = { expenses: await read('expenses'), payments: await read('payments'), suppliers: await read('suppliers') };
});

describe('the demo budget', () => {
  it('has six suppliers with their details and nine expenses, one to be decided and one not paid at all', () => {
    expect(budget.suppliers).toHaveLength(6);
    expect(budget.suppliers.filter((supplier) => supplier.clabe !== null).every((supplier) => /^\d{18}$/.test(supplier.clabe!))).toBe(true);
    expect(budget.expenses.map((expense) => expense.name)).toEqual([
      'Catering',
      'Flowers',
      'Invitations',
      'Mariachi',
      'Photography',
      'Rings',
      'Venue',
      'Wedding cake',
      'Wedding dress',
    ]);
    expect(budget.expenses.filter((expense) => expense.amount === null).map((expense) => expense.name)).toEqual(['Wedding dress']);
    const supplierIds = new Set(budget.suppliers.map((supplier) => supplier.id));
    expect(budget.expenses.filter((expense) => expense.supplier_id !== null).every((expense) => supplierIds.has(expense.supplier_id!))).toBe(true);
  });

  it('has deposits made and instalments ahead: one overdue and one due this week on the day it was seeded', () => {
    const states = budget.payments.map((payment) => [payment.name, payment.date, dueStateOf(payment, seededOn)]);
    expect(states.filter(([, , state]) => state !== 'paid')).toEqual([
      ['Catering [2]', '2027-01-17', 'overdue'],
      ['Venue [2]', '2027-01-24', 'dueThisWeek'],
      ['Photography [2]', '2027-03-06', 'upcoming'],
      ['Venue [3]', '2027-04-05', 'upcoming'],
    ]);
    expect(states.filter(([, , state]) => state === 'paid')).toHaveLength(7);
  });

  it('adds up to 476,990.50 of expenses and 169,115.25 paid', async () => {
    const summary = await world.call('otherPlanner', 'GET', '/budget/summary', { wedding_id: world.weddingB });
    expect(summary.json().data).toEqual({ expenses: '476990.50', payments: '169115.25' });
  });
});
