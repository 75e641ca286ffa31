import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../../contract/live-events';
import { useLiveWorld } from '../events/live-world';

/**
 * The budget's live updates (issue 26): every write of an expense, payment or supplier reaches
 * the wedding's other screens, in the contract's shapes, with what a delete took along; only
 * those who may read the BUDGET module hear them.
 */
const world = useLiveWorld();
const kinds = (events: LiveEvent[]) => events.map((event) => event.kind);

async function created(path: string, input: Record<string, unknown>): Promise<number> {
  const answer = await world.call('POST', path, { wedding_id: world.weddingA, ...input });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.id;
}

describe('budget changes on a second screen', () => {
  it('every write is heard, in order, with the rows as the lists hold them and what each delete took along', async () => {
    const screen = await world.listen(world.weddingA);
    const w = world.weddingA;
    const florist = await created('/suppliers/create', { name: 'Luz Flowers' });
    await world.call('PUT', '/suppliers/update', { wedding_id: w, id: florist, phone: '555 0101' });
    const flowers = await created('/expenses/create', { name: 'Flowers', amount: '1200', supplier_id: florist });
    await world.call('PUT', '/expenses/update', { wedding_id: w, id: flowers, amount: '1250.50' });
    const deposit = await created('/payments/create', { expense_id: flowers, name: 'Flowers [1]', date: '2027-01-10', amount: '300' });
    const balance = await created('/payments/create', { expense_id: flowers, name: 'Flowers [2]', date: '2027-05-10', amount: '950.50', paid: false });
    await world.call('PUT', '/payments/pay', { wedding_id: w, id: balance, date: '2027-05-01' });
    await world.call('DELETE', '/payments/destroy', { wedding_id: w, id: deposit });
    const band = await created('/expenses/create', { name: 'Band', supplier_id: florist });
    await world.call('DELETE', '/suppliers/destroy', { wedding_id: w, id: florist });
    await world.call('DELETE', '/expenses/destroy', { wedding_id: w, id: flowers });
    await screen.until((event) => event.kind === 'expenses.deleted');

    expect(kinds(screen.changes)).toEqual([
      'suppliers.saved',
      'suppliers.saved',
      'expenses.saved',
      'expenses.saved',
      'payments.saved',
      'payments.saved',
      'payments.saved',
      'payments.deleted',
      'expenses.saved',
      'suppliers.deleted',
      'expenses.saved',
      'expenses.deleted',
      'payments.deleted',
    ]);
    const [, renamed, , updated, , , paid, paymentGone, , supplierGone, detached, expenseGone, paymentsTaken] = screen.changes;
    expect(renamed).toEqual({
      kind: 'suppliers.saved',
      suppliers: [{ id: florist, wedding_id: w, name: 'Luz Flowers', phone: '555 0101', bank: null, bank_account: null, clabe: null }],
    });
    expect(updated).toEqual({
      kind: 'expenses.saved',
      expenses: [{ id: flowers, wedding_id: w, name: 'Flowers', amount: '1250.50', supplier_id: florist, notes: null }],
    });
    expect(paid).toEqual({
      kind: 'payments.saved',
      payments: [
        { id: balance, wedding_id: w, expense_id: flowers, name: 'Flowers [2]', date: '2027-05-01', amount: '950.50', payment_method: 'cash', paid: true },
      ],
    });
    expect(paymentGone).toEqual({ kind: 'payments.deleted', ids: [deposit] });
    // The supplier's expenses stay, without it: both are sent as they are now.
    expect(supplierGone).toEqual({ kind: 'suppliers.deleted', ids: [florist] });
    expect(detached.kind === 'expenses.saved' && detached.expenses.map((row) => [row.id, row.supplier_id])).toEqual([
      [flowers, null],
      [band, null],
    ]);
    expect(expenseGone).toEqual({ kind: 'expenses.deleted', ids: [flowers] });
    expect(paymentsTaken).toEqual({ kind: 'payments.deleted', ids: [balance] });
  });

  it('a refused write sends nothing', async () => {
    const screen = await world.listen(world.weddingA);
    const refused = await world.call('POST', '/payments/create', {
      wedding_id: world.weddingA,
      expense_id: 999_999,
      name: 'Nowhere',
      date: '2027-01-10',
      amount: '10',
    });
    expect(refused.json().error.code).toBe('not_found');
    const marker = await created('/suppliers/create', { name: 'Marker' });
    await screen.until((event) => event.kind === 'suppliers.saved');
    expect(screen.changes).toEqual([{ kind: 'suppliers.saved', suppliers: [expect.objectContaining({ id: marker })] }]);
  });

  it('needs the BUDGET module: a Helper without it hears the tables, not the budget', async () => {
    const helper = await world.member(world.weddingA, 'Helper');
    const [budgetScreen, helperScreen] = [await world.listen(world.weddingA), await world.listen(world.weddingA, helper.cookie)];
    await created('/expenses/create', { name: 'Cake', amount: '300' });
    const table = await created('/tables/create', { table_type: world.typeOf[world.weddingA], seats: 8, number: 77, x: 0.5, y: 0.5 });
    await helperScreen.until((event) => event.kind === 'tables.saved' && event.tables.some((row) => row.id === table));
    await budgetScreen.until((event) => event.kind === 'tables.saved');
    expect(kinds(budgetScreen.changes)).toEqual(['expenses.saved', 'tables.saved']);
    expect(kinds(helperScreen.changes)).toEqual(['tables.saved']);
  });
});
