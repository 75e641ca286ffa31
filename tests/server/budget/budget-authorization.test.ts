import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { actionsByModule, type ActionCode } from '../../../contract/permissions';
import { requestOf } from '../tables/support';
import { memberOf, rows, useBudgetWorld } from './budget-world';

/**
 * Issue 26: each budget change with its own action alone (allowed) and with every action but
 * its own (refused). Who else may call the budget (signed out, other planners and spouses,
 * default grants, an archived wedding), and rows of another wedding or of nobody (refused as
 * not_found, naming the expense or supplier a field refers to), are the generated matrix's
 * (tests/server/route-matrix.test.ts); it cannot tell which action a change ought to need.
 */
const world = useBudgetWorld();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const json = (method: Method, path: string, input: Record<string, unknown>) => requestOf(method, path, input);
const a = () => world.weddingA;
const freshExpense = () => rows.expense(world, a());
const freshSupplier = () => rows.supplier(world, a());
const freshPayment = async (paid = true) => rows.payment(world, a(), await freshExpense(), { paid });

/** Each change with the action it needs. */
const writes: Array<[string, ActionCode, () => Promise<InjectOptions> | InjectOptions]> = [
  ['POST /expenses/create', 'ADD_EXPENSE', () => json('POST', '/expenses/create', { wedding_id: a(), name: 'Flowers', amount: '1200.50' })],
  ['PUT /expenses/update', 'EDIT_EXPENSE', async () => json('PUT', '/expenses/update', { wedding_id: a(), id: await freshExpense(), amount: '99.90' })],
  ['DELETE /expenses/destroy', 'DELETE_EXPENSE', async () => json('DELETE', '/expenses/destroy', { wedding_id: a(), id: await freshExpense() })],
  [
    'POST /payments/create',
    'ADD_PAYMENT',
    async () => json('POST', '/payments/create', { wedding_id: a(), expense_id: await freshExpense(), name: 'Deposit', date: '2027-03-01', amount: '300' }),
  ],
  ['PUT /payments/pay', 'ADD_PAYMENT', async () => json('PUT', '/payments/pay', { wedding_id: a(), id: await freshPayment(false), date: '2027-03-02' })],
  ['DELETE /payments/destroy', 'DELETE_PAYMENT', async () => json('DELETE', '/payments/destroy', { wedding_id: a(), id: await freshPayment() })],
  ['POST /suppliers/create', 'ADD_SUPPLIER', () => json('POST', '/suppliers/create', { wedding_id: a(), name: 'Florería Luz', phone: '555 0101' })],
  ['PUT /suppliers/update', 'EDIT_SUPPLIER', async () => json('PUT', '/suppliers/update', { wedding_id: a(), id: await freshSupplier(), bank: 'BBVA' })],
  ['DELETE /suppliers/destroy', 'DELETE_SUPPLIER', async () => json('DELETE', '/suppliers/destroy', { wedding_id: a(), id: await freshSupplier() })],
];

describe('each change needs its own action', () => {
  const budgetActions = actionsByModule.BUDGET as readonly ActionCode[];
  const only = {} as Record<ActionCode, string>;
  const allBut = {} as Record<ActionCode, string>;
  beforeAll(async () => {
    for (const action of budgetActions) {
      only[action] = await memberOf(world, 'Helper', [action]);
      allBut[action] = await memberOf(
        world,
        'Helper',
        budgetActions.filter((other) => other !== action),
      );
    }
  });

  const send = async (options: InjectOptions, cookie: string) => world.server.inject({ ...options, headers: { cookie } });

  it.each(writes)('%s: allowed with %s alone, refused with every action but it', async (_name, action, request) => {
    expect((await send(await request(), only[action])).statusCode).toBe(200);
    expect((await send(await request(), allBut[action])).statusCode).toBe(403);
  });
});
