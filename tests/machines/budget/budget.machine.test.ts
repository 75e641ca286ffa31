import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Expense, Payment, Supplier } from '../../../contract/budget';
import type { ActionCode } from '../../../contract/permissions';
import { budgetPermissions, type ExpenseIntent, type PaymentIntent, type SupplierIntent } from '../../../machines/budget/budget-rows';
import { budgetMachine, expensesList, initialBudgetContext, paymentsList, suppliersList, type LoadedBudget } from '../../../machines/budget/budget.machine';
import type { Intent, Mutation, PersistAnswer, Row } from '../../../machines/shared/optimistic-list';
import { describeIgnoredEvents } from '../../support/ignored-events';
import { collectNotices } from '../../support/notices';
import { describePathCoverage } from '../../support/path-coverage';
import { describePermissionTable } from '../../support/permission-table';
import { snapshotAfter } from '../../support/snapshot-after';
import { budgetActions as everything, flowers, flowersDeposit, florist, music, musicDue } from './budget-world';

const loaded: LoadedBudget = { expenses: [flowers, music], payments: [flowersDeposit, musicDue], suppliers: [florist], actions: everything };

/**
 * Each list's calls, answered at once: accepted with a server id (90…), or refused when `refuse`
 * says so. Each read of the budget answers the next of `reads` (the last one again after that).
 */
function start({ refuse = false, reads = [loaded] } = {}) {
  const calls: Array<Mutation<Row, Intent>> = [];
  let nextId = 90;
  const persistOf = <R extends Row, I extends Intent>() =>
    fromPromise<PersistAnswer<R> | undefined, Mutation<R, I>>(async ({ input }) => {
      calls.push(input);
      if (refuse) throw { code: 'generic_error', messageKey: 'errors.generic_error' };
      return input.kind === 'create' ? { ids: [nextId++] } : undefined;
    });
  const actor = createActor(
    budgetMachine.provide({
      actors: {
        loadBudget: fromPromise(async () => reads.shift() ?? loaded),
        expenses: expensesList.provide({ actors: { persist: persistOf<Expense, ExpenseIntent>() } }),
        payments: paymentsList.provide({ actors: { persist: persistOf<Payment, PaymentIntent>() } }),
        suppliers: suppliersList.provide({ actors: { persist: persistOf<Supplier, SupplierIntent>() } }),
      },
    }),
    { input: { weddingId: 7 } },
  );
  const notices = collectNotices(actor);
  actor.start();
  const rows = (list: 'expenses' | 'payments' | 'suppliers') => actor.getSnapshot().children[list]!.getSnapshot().context.rows;
  const settled = () =>
    Promise.all((['expenses', 'payments', 'suppliers'] as const).map((list) => waitFor(actor.getSnapshot().children[list]!, (s) => !s.matches('persisting'))));
  const ready = () => waitFor(actor, (snapshot) => snapshot.matches('ready'));
  return { actor, calls, notices, rows, settled, ready };
}

describe('budget page machine', () => {
  it('loads the three lists and what the person may do', async () => {
    const { actor, rows, ready } = start();
    await ready();
    expect(rows('expenses')).toEqual([flowers, music]);
    expect(rows('payments')).toEqual([flowersDeposit, musicDue]);
    expect(rows('suppliers')).toEqual([florist]);
    expect(actor.getSnapshot().context.can).toEqual(budgetPermissions(everything));
  });

  it('shows a saved expense row at once, with the wedding’s id, and gives it the server’s id', async () => {
    const { actor, rows, calls, settled, ready } = start();
    await ready();
    const row = actor.getSnapshot().children.expenseRow!;
    row.send({ type: 'expense.add', id: -1000060, locale: 'en' });
    row.send({ type: 'form.change', values: { name: 'Cake', amount: '350' } });
    row.send({ type: 'form.save' });
    expect(rows('expenses').at(-1)).toEqual({ id: -1000060, wedding_id: 7, name: 'Cake', amount: '350.00', supplier_id: null, notes: null });
    await settled();
    expect(rows('expenses').at(-1)?.id).toBe(90);
    expect(calls).toEqual([
      { kind: 'create', rows: [{ id: -1000060, wedding_id: 7, name: 'Cake', amount: '350.00', supplier_id: null, notes: null }], index: 2 },
    ]);
  });

  it('rolls a refused payment back and says so in the spec’s words', async () => {
    const { actor, rows, notices, settled, ready } = start({ refuse: true });
    await ready();
    actor.send({ type: 'payment.pay', id: musicDue.id, date: '2026-03-04' });
    expect(rows('payments')[1]).toMatchObject({ paid: true, date: '2026-03-04' });
    await settled();
    expect(rows('payments')[1]).toEqual(musicDue);
    expect(notices).toEqual([{ kind: 'error', message: { key: 'budget.messages.unexpectedPayingPayment' } }]);
  });

  it('asks before deleting an expense, then deletes it and closes its detail', async () => {
    const { actor, rows, notices, settled, ready } = start();
    await ready();
    actor.send({ type: 'expense.open', id: flowers.id });
    actor.send({ type: 'expense.delete', id: flowers.id });
    expect(actor.getSnapshot().value).toEqual({ ready: 'confirmingDelete' });
    actor.send({ type: 'delete.cancel' });
    expect(rows('expenses')).toHaveLength(2);
    actor.send({ type: 'expense.delete', id: flowers.id });
    actor.send({ type: 'delete.confirm' });
    expect(rows('expenses')).toEqual([music]);
    expect(actor.getSnapshot().context.deletingId).toBeNull();
    expect(actor.getSnapshot().children.expenseDetail!.getSnapshot().value).toBe('closed');
    await settled();
    expect(notices).toEqual([{ kind: 'success', message: { key: 'budget.messages.expenseDeleted' } }]);
  });

  it('attaches the supplier picked in an expense’s detail, adds a payment from there and from a row, and saves suppliers and payments through their lists', async () => {
    const { actor, rows, settled, ready } = start();
    await ready();
    const detail = actor.getSnapshot().children.expenseDetail!;
    actor.send({ type: 'expense.open', id: music.id });
    detail.send({ type: 'supplier.choose' });
    detail.send({ type: 'supplier.pick', id: florist.id });
    expect(rows('expenses')[1]).toMatchObject({ id: music.id, supplier_id: florist.id });
    const opening = { id: -1000080, expenseId: music.id, name: 'Music [2]', date: '04/03/2026', isoDate: '2026-03-04', locale: 'en' } as const;
    detail.send({ type: 'payment.add', opening });
    detail.getSnapshot().children.paymentForm!.send({ type: 'form.change', values: { amount: '50' } });
    detail.getSnapshot().children.paymentForm!.send({ type: 'form.save' });
    actor.send({ type: 'payment.add', opening: { ...opening, id: -1000081, name: 'Music [3]' } });
    actor.getSnapshot().children.paymentForm!.send({ type: 'form.change', values: { amount: '25' } });
    actor.getSnapshot().children.paymentForm!.send({ type: 'form.save' });
    expect((rows('payments') as Payment[]).map((payment) => [payment.name, payment.amount])).toEqual([
      ['Flowers [1]', '234.50'],
      ['Music [1]', '300.00'],
      ['Music [2]', '50.00'],
      ['Music [3]', '25.00'],
    ]);
    await settled();
    actor.send({ type: 'detail.close' });
    expect(detail.getSnapshot().value).toBe('closed');
    actor.send({ type: 'payment.delete', id: flowersDeposit.id });
    expect(rows('payments').map((payment) => payment.name)).toEqual(['Music [1]', 'Music [2]', 'Music [3]']);
    actor.send({ type: 'supplier.delete', id: florist.id });
    expect(rows('suppliers')).toEqual([]);
    await settled();
  });

  it('takes changes saved on other screens into the lists, under what this screen is still saving', async () => {
    const { actor, rows, ready } = start();
    await ready();
    actor.send({ type: 'payment.delete', id: flowersDeposit.id });
    actor.send({ type: 'live.change', change: { kind: 'payments.saved', payments: [{ ...musicDue, paid: true }] } });
    actor.send({ type: 'live.change', change: { kind: 'expenses.saved', expenses: [{ ...music, amount: '500.00' }] } });
    actor.send({ type: 'live.change', change: { kind: 'suppliers.deleted', ids: [florist.id] } });
    actor.send({ type: 'live.change', change: { kind: 'guests.deleted', ids: [1] } });
    expect(rows('payments')).toEqual([{ ...musicDue, paid: true }]);
    expect(rows('expenses')[1]).toEqual({ ...music, amount: '500.00' });
    expect(rows('suppliers')).toEqual([]);
    actor.send({ type: 'live.change', change: { kind: 'expenses.deleted', ids: [flowers.id] } });
    actor.send({ type: 'live.change', change: { kind: 'payments.deleted', ids: [musicDue.id] } });
    actor.send({ type: 'live.change', change: { kind: 'suppliers.saved', suppliers: [florist] } });
    expect(rows('expenses')).toEqual([{ ...music, amount: '500.00' }]);
    expect(rows('payments')).toEqual([]);
    expect(rows('suppliers')).toEqual([florist]);
  });

  it('reads the three lists again when the stream missed changes, and starts a read over when it missed some during it', async () => {
    // Read again: music deleted, with its payment, and the florist gone, while this screen heard nothing.
    const missed: LoadedBudget = { expenses: [{ ...flowers, supplier_id: null }], payments: [flowersDeposit], suppliers: [], actions: everything };
    // The first read began before changes the stream missed: its answer (nothing yet) is not shown.
    const { actor, rows, ready } = start({ reads: [{ ...loaded, expenses: [] }, loaded, missed] });
    actor.send({ type: 'live.reset' });
    await ready();
    expect(rows('expenses')).toEqual([flowers, music]);
    actor.send({ type: 'live.reset' });
    await waitFor(actor.getSnapshot().children.expenses!, (list) => list.context.rows.length === 1);
    expect(rows('expenses')).toEqual([{ ...flowers, supplier_id: null }]);
    expect(rows('payments')).toEqual([flowersDeposit]);
    expect(rows('suppliers')).toEqual([]);
  });

  it('keeps the columns’ searches and orders', async () => {
    const { actor, ready } = start();
    await ready();
    actor.send({ type: 'expenses.search', text: 'flo' });
    actor.send({ type: 'expenses.sort', column: 'total' });
    actor.send({ type: 'expenses.sort', column: 'total' });
    actor.send({ type: 'expenses.show', show: 'remaining' });
    actor.send({ type: 'payments.search', text: 'mus' });
    actor.send({ type: 'payments.sort', column: 'amount' });
    actor.send({ type: 'payments.due', due: 'overdue' });
    expect(actor.getSnapshot().context).toMatchObject({
      paymentDue: 'overdue',
      expenseSearch: 'flo',
      expenseOrder: { column: 'total', direction: 'desc' },
      show: 'remaining',
      paymentSearch: 'mus',
      paymentOrder: { column: 'amount', direction: 'asc' },
    });
  });

  describe('paths', () => {
    describePathCoverage(budgetMachine, {
      events: [
        { type: 'xstate.done.actor.loadBudget', output: loaded },
        { type: 'xstate.error.actor.loadBudget', error: { code: 'generic_error' } },
        { type: 'load.retry' },
        { type: 'expenses.search', text: 'flo' },
        { type: 'expenses.sort', column: 'total' },
        { type: 'expenses.show', show: 'total' },
        { type: 'payments.search', text: 'mus' },
        { type: 'payments.sort', column: 'name' },
        { type: 'payments.due', due: 'overdue' },
        { type: 'expense.create', id: -1, fields: { name: 'Cake', amount: null, supplier_id: null, notes: null } },
        { type: 'expense.update', id: flowers.id, patch: { name: 'Roses' } },
        { type: 'expense.delete', id: flowers.id },
        { type: 'expense.open', id: flowers.id },
        { type: 'detail.close' },
        { type: 'payment.add', opening: { id: -2, expenseId: flowers.id, name: 'Flowers [2]', date: '04/03/2026', isoDate: '2026-03-04', locale: 'en' } },
        { type: 'delete.confirm' },
        { type: 'delete.cancel' },
        { type: 'payment.create', draft: { ...musicDue, id: -2 } },
        { type: 'payment.pay', id: musicDue.id, date: '2026-03-04' },
        { type: 'payment.delete', id: musicDue.id },
        { type: 'supplier.create', id: -3, fields: { name: 'Dulce', phone: null, bank: null, bank_account: null, clabe: null } },
        { type: 'supplier.update', id: florist.id, fields: { name: 'Rosa', phone: null, bank: null, bank_account: null, clabe: null } },
        { type: 'supplier.delete', id: florist.id },
        { type: 'live.change', change: { kind: 'expenses.deleted', ids: [flowers.id] } },
        { type: 'live.reset' },
        { type: 'xstate.done.actor.rereadBudget', output: loaded },
      ],
      stateKey: (snapshot) => snapshot.context.deletingId,
    });
  });
});

const readyWith = (granted: ActionCode[]) => ({ ...initialBudgetContext({ weddingId: 7 }), can: budgetPermissions(granted) });

describe('budget: who may do what', () => {
  describePermissionTable({
    machine: budgetMachine,
    codes: everything,
    state: { ready: 'idle' },
    context: readyWith,
    rows: [
      { event: { type: 'expense.create', id: -1, fields: { name: 'Cake', amount: null, supplier_id: null, notes: null } }, needs: 'ADD_EXPENSE' },
      { event: { type: 'expense.update', id: flowers.id, patch: { supplier_id: florist.id } }, needs: 'EDIT_EXPENSE' },
      { event: { type: 'expense.delete', id: flowers.id }, needs: 'DELETE_EXPENSE' },
      { event: { type: 'payment.create', draft: { ...musicDue, id: -2 } }, needs: 'ADD_PAYMENT' },
      {
        event: {
          type: 'payment.add',
          opening: { id: -2, expenseId: flowers.id, name: 'Flowers [2]', date: '04/03/2026', isoDate: '2026-03-04', locale: 'en' },
        },
        needs: 'ADD_PAYMENT',
      },
      { event: { type: 'payment.pay', id: musicDue.id, date: '2026-03-04' }, needs: 'ADD_PAYMENT' },
      { event: { type: 'payment.delete', id: musicDue.id }, needs: 'DELETE_PAYMENT' },
      {
        event: { type: 'supplier.create', id: -3, fields: { name: 'Dulce', phone: null, bank: null, bank_account: null, clabe: null } },
        needs: 'ADD_SUPPLIER',
      },
      {
        event: { type: 'supplier.update', id: florist.id, fields: { name: 'Rosa', phone: null, bank: null, bank_account: null, clabe: null } },
        needs: 'EDIT_SUPPLIER',
      },
      { event: { type: 'supplier.delete', id: florist.id }, needs: 'DELETE_SUPPLIER' },
    ],
  });
});

// Nothing changes before the budget is loaded, and only an asked question can be answered.
describeIgnoredEvents([
  {
    state: 'loading',
    snapshot: snapshotAfter(budgetMachine, [], { weddingId: 7 }),
    ignores: [
      { type: 'expense.create', id: -1, fields: { name: 'Cake', amount: null, supplier_id: null, notes: null } },
      { type: 'payment.pay', id: musicDue.id, date: '2026-03-04' },
      { type: 'expense.open', id: flowers.id },
      { type: 'load.retry' },
      { type: 'live.change', change: { kind: 'expenses.deleted', ids: [flowers.id] } },
    ],
  },
  {
    state: { ready: 'idle' },
    snapshot: () => budgetMachine.resolveState({ value: { ready: 'idle' }, context: readyWith(everything) }),
    ignores: [{ type: 'delete.confirm' }, { type: 'delete.cancel' }],
  },
]);
