import { afterAll, beforeAll } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { actionId, moduleId, type ActionCode } from '../../../contract/permissions';
import type { PersonType } from '../../../contract/person';
import { createExpense, type ExpenseFields } from '../../../server/modules/budget/expenses';
import { createPayment, type PaymentFields } from '../../../server/modules/budget/payments';
import { expenses, payments, suppliers } from '../../../server/modules/budget/schema';
import { createSupplier } from '../../../server/modules/budget/suppliers';
import { addWeddingUser } from '../../../server/modules/weddings/grants';
import { actionPermissions, modulePermissions } from '../../../server/modules/weddings/schema';
import { signedInPerson } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/test-server';
import { plannerWithWedding, requestOf } from '../tables/support';

/** The callers of the budget's tests: wedding A is the one under test (every other kind of caller is the generated matrix's). */
export type Actor = 'anonymous' | 'owner' | 'otherPlanner';

export interface BudgetWorld {
  server: TestServer;
  weddingA: number;
  weddingB: number;
  plannerA: number;
  cookies: Record<Actor, string | undefined>;
  /** Calls the API as an actor: GET and DELETE send `input` as the query, POST and PUT as JSON. */
  call(actor: Actor, method: InjectOptions['method'], path: string, input?: Record<string, unknown>): ReturnType<TestServer['inject']>;
}

/** Two planners with a wedding each (A and B), signed in. */
export function useBudgetWorld(): BudgetWorld {
  const world = { cookies: { anonymous: undefined } } as BudgetWorld;
  beforeAll(async () => {
    world.server = await startTestServer();
    const owner = await plannerWithWedding(world.server);
    const other = await plannerWithWedding(world.server);
    Object.assign(world, { weddingA: owner.weddingId, weddingB: other.weddingId, plannerA: owner.planner.id });
    Object.assign(world.cookies, { owner: owner.cookie, otherPlanner: other.cookie });
    world.call = (actor, method, path, input = {}) =>
      world.server.inject(requestOf(method as 'GET' | 'POST' | 'PUT' | 'DELETE', path, input, world.cookies[actor]));
  });
  afterAll(() => world.server.close());
  return world;
}

/**
 * A user of wedding A with the default grants of their type and, when `budgetActions` is
 * given, the BUDGET module with exactly those actions: their session cookie.
 */
export async function memberOf(world: BudgetWorld, type: PersonType, budgetActions?: ActionCode[]): Promise<string> {
  const { person, cookie } = await signedInPerson(world.server, type, { plannerId: world.plannerA });
  await addWeddingUser(world.server.db, world.weddingA, person.id, type);
  if (budgetActions) {
    const grant = { weddingId: world.weddingA, userId: person.id };
    await world.server.db.insert(modulePermissions).values({ ...grant, moduleId: moduleId('BUDGET') });
    if (budgetActions.length > 0) {
      await world.server.db.insert(actionPermissions).values(budgetActions.map((code) => ({ ...grant, actionId: actionId('BUDGET', code) })));
    }
  }
  return cookie;
}

let sequence = 0;

/** Rows made straight through the services, for tests that need them in place. */
export const rows = {
  supplier: async (world: BudgetWorld, weddingId: number, name = `Supplier ${++sequence}`) =>
    (await createSupplier(world.server.db, weddingId, { name, phone: null, bank: null, bank_account: null, clabe: null })).id,
  expense: async (world: BudgetWorld, weddingId: number, fields: Partial<ExpenseFields> = {}) =>
    (await createExpense(world.server.db, weddingId, { name: `Expense ${++sequence}`, amount: '100.00', supplier_id: null, notes: null, ...fields })).id,
  payment: async (world: BudgetWorld, weddingId: number, expenseId: number, fields: Partial<PaymentFields> = {}) =>
    (
      await createPayment(world.server.db, weddingId, {
        expense_id: expenseId,
        name: `Payment ${++sequence}`,
        date: '2027-01-15',
        amount: '10.00',
        payment_method: 'cash',
        paid: true,
        ...fields,
      })
    ).id,
};

/** Every budget row of the two weddings, to compare before and after a refused call. */
export async function budgetRowsOf(world: BudgetWorld) {
  const { db } = world.server;
  const weddings = [world.weddingA, world.weddingB];
  return {
    expenses: await db.select().from(expenses).where(inArray(expenses.weddingId, weddings)).orderBy(expenses.id),
    payments: await db.select().from(payments).where(inArray(payments.weddingId, weddings)).orderBy(payments.id),
    suppliers: await db.select().from(suppliers).where(inArray(suppliers.weddingId, weddings)).orderBy(suppliers.id),
  };
}
