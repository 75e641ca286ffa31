import { describe, expect, it } from 'vitest';
import type { ActionCode } from '../../../contract/permissions';
import { budgetPermissions } from '../../../machines/budget/budget-rows';
import { expenseDetailMachine, type ExpenseDetailContext } from '../../../machines/budget/expense-detail.machine';
import type { PaymentOpening } from '../../../machines/budget/payment-form.machine';
import { describeIgnoredEvents } from '../../support/ignored-events';
import { describePathCoverage } from '../../support/path-coverage';
import { describePermissionTable } from '../../support/permission-table';
import { snapshotAfter } from '../../support/snapshot-after';
import { budgetActions as everything, flowers, florist, hosted, music } from './budget-world';

const opening: PaymentOpening = { id: -1000070, expenseId: music.id, name: 'Music [2]', date: '04/03/2026', isoDate: '2026-03-04', locale: 'en' };
const open = { type: 'expense.open', id: music.id } as const;
const input = { can: budgetPermissions(everything) };

/** The detail under a parent that records what it sends (`hosted`), opened on the music. */
function openedOnMusic(granted: ActionCode[] = everything) {
  const hostedDetail = hosted(expenseDetailMachine, { can: budgetPermissions(granted) });
  hostedDetail.child.send(open);
  return hostedDetail;
}

describe('expense detail machine (part 2 §4 "Expense detail")', () => {
  it('attaches the supplier picked in select mode to the expense shown, and comes back to the detail', () => {
    const { child, received } = openedOnMusic();
    child.send({ type: 'supplier.choose' });
    child.send({ type: 'picker.search', text: 'ros' });
    expect(child.getSnapshot().context.search).toBe('ros');
    child.send({ type: 'picker.close' });
    child.send({ type: 'supplier.choose' });
    // Choosing again starts from every supplier.
    expect([child.getSnapshot().value, child.getSnapshot().context.search]).toEqual([{ open: 'selectingSupplier' }, '']);
    child.send({ type: 'supplier.pick', id: florist.id });
    expect(child.getSnapshot().value).toEqual({ open: 'viewing' });
    expect(received).toEqual([{ type: 'expense.update', id: music.id, patch: { supplier_id: florist.id } }]);
  });

  it('saves notes that changed (blank ones as none), sends nothing for notes left as they were, and saves them on closing', () => {
    const { child, received } = openedOnMusic();
    child.send({ type: 'notes.edit', notes: music.notes });
    expect(child.getSnapshot().context.notes).toEqual({ original: 'Band or DJ', text: 'Band or DJ', errors: {} });
    child.send({ type: 'notes.save' });
    child.send({ type: 'notes.edit', notes: music.notes });
    child.send({ type: 'notes.change', text: '  ' });
    child.send({ type: 'notes.save' });
    child.send({ type: 'notes.edit', notes: null });
    child.send({ type: 'notes.change', text: ' A jazz trio ' });
    child.send({ type: 'detail.close' });
    expect(child.getSnapshot().value).toBe('closed');
    expect(received).toEqual([
      { type: 'expense.update', id: music.id, patch: { notes: null } },
      { type: 'expense.update', id: music.id, patch: { notes: 'A jazz trio' } },
    ]);
  });

  it('keeps notes too long open on their error, closing included, and the error follows the typing', () => {
    const { child, received } = openedOnMusic();
    child.send({ type: 'notes.edit', notes: null });
    child.send({ type: 'notes.change', text: 'x'.repeat(2001) });
    expect(child.getSnapshot().context.notes?.errors).toEqual({});
    child.send({ type: 'detail.close' });
    expect([child.getSnapshot().value, child.getSnapshot().context.notes?.errors]).toEqual([{ open: 'editingNotes' }, { notes: ['maxLength'] }]);
    child.send({ type: 'notes.save' });
    child.send({ type: 'notes.change', text: 'x'.repeat(2000) });
    expect(child.getSnapshot().context.notes?.errors).toEqual({});
    expect(received).toEqual([]);
  });

  it('adds a payment through a form of its own, passed on to the page, and is back on the detail when it is saved or cancelled', () => {
    const { child, received } = openedOnMusic();
    child.send({ type: 'payment.add', opening });
    const form = child.getSnapshot().children.paymentForm!;
    expect(form.getSnapshot().context.form.values.name).toBe('Music [2]');
    form.send({ type: 'form.change', values: { amount: '120' } });
    form.send({ type: 'form.save' });
    expect(child.getSnapshot().value).toEqual({ open: 'viewing' });
    expect(received).toEqual([
      {
        type: 'payment.create',
        draft: { id: -1000070, expense_id: music.id, name: 'Music [2]', amount: '120.00', date: '2026-03-04', payment_method: 'cash', paid: true },
      },
    ]);
    child.send({ type: 'payment.add', opening: { ...opening, id: -1000071 } });
    child.getSnapshot().children.paymentForm!.send({ type: 'form.cancel' });
    expect([child.getSnapshot().value, received]).toEqual([{ open: 'viewing' }, [expect.objectContaining({ type: 'payment.create' })]]);
  });

  it('closes when its expense is gone (deleted here or elsewhere), notes being written with it; another expense gone changes nothing', () => {
    const { child, received } = openedOnMusic();
    child.send({ type: 'notes.edit', notes: null });
    child.send({ type: 'notes.change', text: 'Unsaved' });
    child.send({ type: 'expense.gone', id: flowers.id });
    expect(child.getSnapshot().value).toEqual({ open: 'editingNotes' });
    child.send({ type: 'expense.gone', id: music.id });
    expect(child.getSnapshot().value).toBe('closed');
    expect(child.getSnapshot().context).toMatchObject({ expenseId: null, notes: null });
    expect(received).toEqual([]);
  });

  describe('paths', () => {
    const silent = { attach: () => {}, commitNotes: () => {}, passPaymentOn: () => {} };
    describePathCoverage(expenseDetailMachine.provide({ actions: silent }), {
      inputs: [input],
      events: [
        open,
        { type: 'detail.close' },
        { type: 'expense.gone', id: music.id },
        { type: 'supplier.choose' },
        { type: 'picker.search', text: 'ros' },
        { type: 'supplier.pick', id: florist.id },
        { type: 'picker.close' },
        { type: 'notes.edit', notes: null },
        { type: 'notes.change', text: 'x'.repeat(2001) },
        { type: 'notes.change', text: 'Trio' },
        { type: 'notes.save' },
        { type: 'payment.add', opening },
        {
          type: 'payment.create',
          draft: { id: -1, expense_id: music.id, name: 'Music [2]', amount: '1.00', date: '2026-03-04', payment_method: 'cash', paid: true },
        },
        { type: 'xstate.done.actor.paymentForm' },
      ],
      stateKey: (snapshot) => [snapshot.context.search, snapshot.context.notes?.text.length, Object.keys(snapshot.context.notes?.errors ?? {}).length],
    });
  });
});

const viewingWith = (granted: ActionCode[]) =>
  ({ can: budgetPermissions(granted), expenseId: music.id, search: '', notes: null }) satisfies ExpenseDetailContext;

describe('expense detail: who may do what', () => {
  describePermissionTable({
    machine: expenseDetailMachine,
    codes: everything,
    state: { open: 'viewing' },
    context: viewingWith,
    rows: [
      { event: { type: 'supplier.choose' }, needs: 'EDIT_EXPENSE' },
      { event: { type: 'notes.edit', notes: null }, needs: 'EDIT_EXPENSE' },
      { event: { type: 'payment.add', opening }, needs: 'ADD_PAYMENT' },
    ],
  });
});

const after = (events: Parameters<typeof snapshotAfter>[1]) => snapshotAfter(expenseDetailMachine, [open, ...events], input);

// One thing at a time over the detail: what is open on top answers first, and a closed detail does nothing.
describeIgnoredEvents([
  {
    state: 'closed',
    snapshot: snapshotAfter(expenseDetailMachine, [], input),
    ignores: [{ type: 'detail.close' }, { type: 'supplier.choose' }, { type: 'notes.edit', notes: null }, { type: 'payment.add', opening }],
  },
  {
    state: { open: 'viewing' },
    snapshot: after([]),
    ignores: [{ type: 'expense.gone', id: flowers.id }, { type: 'supplier.pick', id: florist.id }, { type: 'notes.save' }],
  },
  {
    state: { open: 'selectingSupplier' },
    snapshot: after([{ type: 'supplier.choose' }]),
    ignores: [{ type: 'detail.close' }, { type: 'notes.edit', notes: null }, { type: 'payment.add', opening }, { type: 'expense.open', id: flowers.id }],
  },
  {
    state: { open: 'editingNotes' },
    snapshot: after([{ type: 'notes.edit', notes: null }]),
    ignores: [{ type: 'supplier.choose' }, { type: 'payment.add', opening }, { type: 'expense.open', id: flowers.id }, { type: 'notes.edit', notes: null }],
  },
  {
    state: { open: 'addingPayment' },
    snapshot: after([{ type: 'payment.add', opening }]),
    ignores: [{ type: 'detail.close' }, { type: 'supplier.choose' }, { type: 'notes.edit', notes: null }, { type: 'expense.open', id: flowers.id }],
  },
]);
