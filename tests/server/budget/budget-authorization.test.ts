import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { actionsByModule, type ActionCode } from '../../../contract/permissions';
import { describeAuthorizationRows, type AuthorizationRow } from '../../support/authorization-rows';
import { requestOf } from '../tables/support';
import { actors, budgetRowsOf, memberOf, rows, useBudgetWorld } from './budget-world';

/**
 * Issue 26: every budget call × every kind of caller on wedding A (writes get a fresh target
 * per call, so the rows stay independent); then each write with its own action alone and with
 * every action but its own; then the calls naming rows of wedding B (or of nobody) on wedding
 * A: whoever may change A hears not_found, and neither wedding changes.
 */
const world = useBudgetWorld();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const json = (method: Method, path: string, input: Record<string, unknown>) => requestOf(method, path, input);
const a = () => world.weddingA;
const freshExpense = () => rows.expense(world, a());
const freshSupplier = () => rows.supplier(world, a());
const freshPayment = async (paid = true) => rows.payment(world, a(), await freshExpense(), { paid });

//                  anon owner otherP admin spouse otherS helper hostess reader
const read = /*  */ [401, 200, 422, 200, 200, 422, 403, 403, 200];
const summary = /**/ [401, 200, 422, 200, 200, 422, 200, 403, 200];
const write = /* */ [401, 200, 422, 200, 200, 422, 403, 403, 403];

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

const routes: AuthorizationRow[] = [
  ['GET /expenses/index', () => json('GET', '/expenses/index', { wedding_id: a() }), read],
  ['GET /payments/index', () => json('GET', '/payments/index', { wedding_id: a() }), read],
  ['GET /suppliers/index', () => json('GET', '/suppliers/index', { wedding_id: a() }), read],
  ['GET /budget/export', () => json('GET', '/budget/export', { wedding_id: a() }), read],
  ['GET /budget/summary', () => json('GET', '/budget/summary', { wedding_id: a() }), summary],
  ...writes.map(([name, , request]): AuthorizationRow => [name, request, write]),
];

describeAuthorizationRows(routes, actors, () => ({ server: world.server, cookies: world.cookies }));

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

describe('rows of wedding B, or of nobody, named in calls on wedding A', () => {
  const foreign = [401, 422, 422, 422, 422, 422, 403, 403, 403];
  const ids = { expense: 0, payment: 0, scheduled: 0, supplier: 0 };
  beforeAll(async () => {
    const b = world.weddingB;
    ids.supplier = await rows.supplier(world, b);
    ids.expense = await rows.expense(world, b, { supplier_id: ids.supplier });
    ids.payment = await rows.payment(world, b, ids.expense);
    ids.scheduled = await rows.payment(world, b, ids.expense, { paid: false });
  });
  const nobody = 2_000_000_000;

  const foreignCalls: Array<[string, () => Promise<InjectOptions> | InjectOptions]> = [
    ['update B’s expense', () => json('PUT', '/expenses/update', { wedding_id: a(), id: ids.expense, name: 'Taken' })],
    ['delete B’s expense', () => json('DELETE', '/expenses/destroy', { wedding_id: a(), id: ids.expense })],
    ['create an expense with B’s supplier', () => json('POST', '/expenses/create', { wedding_id: a(), name: 'Cake', supplier_id: ids.supplier })],
    ['give an expense B’s supplier', async () => json('PUT', '/expenses/update', { wedding_id: a(), id: await freshExpense(), supplier_id: ids.supplier })],
    ['pay into B’s expense', () => json('POST', '/payments/create', { wedding_id: a(), expense_id: ids.expense, name: 'x', date: '2027-01-01', amount: '1' })],
    ['mark B’s payment paid', () => json('PUT', '/payments/pay', { wedding_id: a(), id: ids.scheduled, date: '2027-01-02' })],
    ['delete B’s payment', () => json('DELETE', '/payments/destroy', { wedding_id: a(), id: ids.payment })],
    ['update B’s supplier', () => json('PUT', '/suppliers/update', { wedding_id: a(), id: ids.supplier, name: 'Taken' })],
    ['delete B’s supplier', () => json('DELETE', '/suppliers/destroy', { wedding_id: a(), id: ids.supplier })],
    ['update an expense nobody has', () => json('PUT', '/expenses/update', { wedding_id: a(), id: nobody, name: 'Ghost' })],
    [
      'pay into an expense nobody has',
      () => json('POST', '/payments/create', { wedding_id: a(), expense_id: nobody, name: 'x', date: '2027-01-01', amount: '1' }),
    ],
    ['give an expense a supplier nobody has', async () => json('PUT', '/expenses/update', { wedding_id: a(), id: await freshExpense(), supplier_id: nobody })],
    ['delete a supplier nobody has', () => json('DELETE', '/suppliers/destroy', { wedding_id: a(), id: nobody })],
  ];

  describe.each(foreignCalls)('%s', (_name, request) => {
    it.each(actors.map((actor, index) => [actor, foreign[index]!] as const))('as %s → %i, nothing changes', async (actor, status) => {
      const options = await request();
      const before = await budgetRowsOf(world);
      const cookie = world.cookies[actor];
      const response = await world.server.inject({ ...options, headers: cookie ? { cookie } : {} });
      expect(response.statusCode, response.body).toBe(status);
      if (status === 422) expect(response.json().error.code).toBe('not_found');
      expect(await budgetRowsOf(world)).toEqual(before);
    });
  });

  // B's row answers exactly as nobody's, refused whole before the handler (issue 28), and the
  // row a field names is told apart from the row the call is about (the screen says which is gone).
  it.each([
    ['pay into B’s expense', 'pay into an expense nobody has', { expense_id: ['not_found'] }],
    ['give an expense B’s supplier', 'give an expense a supplier nobody has', { supplier_id: ['not_found'] }],
    ['update B’s expense', 'update an expense nobody has', undefined],
  ])('%s answers as "%s": the missing field named, %j', async (ofB, ofNobody, named) => {
    const answer = async (name: string) => {
      const options = await foreignCalls.find(([call]) => call === name)![1]();
      return (await world.server.inject({ ...options, headers: { cookie: world.cookies.owner! } })).json();
    };
    const expected = { error: { code: 'not_found' }, ...(named ? { validationErrors: named } : {}) };
    expect([await answer(ofB), await answer(ofNobody)]).toEqual([expected, expected]);
  });
});
