import { describe, expect, it } from 'vitest';
import type { Payment } from '../../../contract/budget';
import {
  budgetPermissions,
  budgetTotals,
  defaultPaymentName,
  expenseFigures,
  reordered,
  shownExpenses,
  shownPayments,
  type PaymentDueFilter,
} from '../../../machines/budget/budget-rows';
import { flowers, flowersDeposit, music, musicDue } from './budget-world';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

describe('budget figures', () => {
  it('pays each expense its own payments; TBD counts as 0; scheduled payments count in nothing paid', () => {
    const figures = expenseFigures([flowers, music], [flowersDeposit, musicDue]);
    expect(figures.get(flowers.id)).toEqual({ totalCents: 123450, paidCents: 23450, scheduledCents: 0, remainingCents: 100000 });
    expect(figures.get(music.id)).toEqual({ totalCents: null, paidCents: 0, scheduledCents: 30000, remainingCents: 0 });
    expect(budgetTotals(figures, [flowersDeposit, musicDue], '2026-03-04')).toEqual({
      totalCents: 123450,
      paidCents: 23450,
      scheduledCents: 30000,
      remainingCents: 100000,
      overdue: 0,
      dueThisWeek: 1,
      upcoming: 0,
    });
    expect(budgetTotals(figures, [flowersDeposit, musicDue], '2026-03-11')).toMatchObject({ overdue: 1, dueThisWeek: 0, upcoming: 0 });
    // Due in a week or more: upcoming.
    expect(budgetTotals(figures, [flowersDeposit, musicDue], '2026-03-03')).toMatchObject({ overdue: 0, dueThisWeek: 0, upcoming: 1 });
  });

  it('adds 10,000 payments of 0.10 to exactly 1,000.00 (never a float sum)', () => {
    const tenCents: Payment[] = Array.from({ length: 10_000 }, (_, index) => ({ ...flowersDeposit, id: 1000 + index, amount: '0.10' }));
    const figures = expenseFigures([{ ...flowers, amount: '1000.00' }], tenCents);
    expect(figures.get(flowers.id)).toMatchObject({ paidCents: 100000, remainingCents: 0 });
  });

  it('leaves out the payments of an expense no longer on screen (deleted, its payments with it)', () => {
    const figures = expenseFigures([music], [flowersDeposit, musicDue]);
    expect(budgetTotals(figures, [flowersDeposit, musicDue], '2026-03-04')).toMatchObject({ paidCents: 0, scheduledCents: 30000 });
    const all = { search: '', due: 'all', today: '2026-03-04' } as const;
    expect(shownPayments([flowersDeposit, musicDue], new Map([[music.id, music.name]]), all, { column: 'date', direction: 'asc' }, collator)).toEqual([
      musicDue,
    ]);
  });
});

describe('budget columns', () => {
  const figures = expenseFigures([flowers, music], [flowersDeposit, musicDue]);

  it('orders expenses by name, total or remaining, either way, and searches names', () => {
    const names = (column: 'name' | 'total' | 'remaining', direction: 'asc' | 'desc', search = '') =>
      shownExpenses([music, flowers], figures, search, { column, direction }, collator).map((expense) => expense.name);
    expect(names('name', 'asc')).toEqual(['Flowers', 'Music']);
    expect(names('name', 'desc')).toEqual(['Music', 'Flowers']);
    expect(names('total', 'asc')).toEqual(['Music', 'Flowers']);
    expect(names('remaining', 'desc')).toEqual(['Flowers', 'Music']);
    expect(names('name', 'asc', 'MUS')).toEqual(['Music']);
  });

  it('orders payments by date, name or amount, and finds them by their expense’s name too', () => {
    const expenseNames = new Map([
      [flowers.id, flowers.name],
      [music.id, music.name],
    ]);
    const ids = (column: 'date' | 'name' | 'amount', direction: 'asc' | 'desc', search = '') =>
      shownPayments([musicDue, flowersDeposit], expenseNames, { search, due: 'all', today: '2026-03-04' }, { column, direction }, collator).map(
        (payment) => payment.id,
      );
    expect(ids('date', 'asc')).toEqual([21, 22]);
    expect(ids('amount', 'desc')).toEqual([22, 21]);
    expect(ids('name', 'desc')).toEqual([22, 21]);
    expect(ids('date', 'asc', 'flow')).toEqual([21]);
  });

  it('shows the payments paid, overdue, due this week or upcoming on the reader’s today (beyond the spec)', () => {
    const expenseNames = new Map([
      [flowers.id, flowers.name],
      [music.id, music.name],
    ]);
    const ids = (due: PaymentDueFilter, today: string) =>
      shownPayments([musicDue, flowersDeposit], expenseNames, { search: '', due, today }, { column: 'date', direction: 'asc' }, collator).map(
        (payment) => payment.id,
      );
    expect(ids('paid', '2026-03-04')).toEqual([21]);
    expect(ids('dueThisWeek', '2026-03-04')).toEqual([22]);
    expect(ids('upcoming', '2026-03-02')).toEqual([22]);
    expect(ids('overdue', '2026-03-11')).toEqual([22]);
    expect(ids('overdue', '2026-03-10')).toEqual([]);
  });

  it('turns the direction when the same column is chosen again, and starts another ascending', () => {
    expect(reordered({ column: 'name', direction: 'asc' }, 'name')).toEqual({ column: 'name', direction: 'desc' });
    expect(reordered({ column: 'name', direction: 'desc' }, 'total')).toEqual({ column: 'total', direction: 'asc' });
  });

  it('names a new payment after its expense with the next number (spec §5)', () => {
    expect(defaultPaymentName(flowers, [flowersDeposit, musicDue])).toBe('Flowers [2]');
    expect(defaultPaymentName(music, [flowersDeposit])).toBe('Music [1]');
  });

  it('reads the eight budget actions', () => {
    expect(budgetPermissions(['ADD_PAYMENT', 'EDIT_SUPPLIER', 'EDIT'])).toEqual({
      addExpense: false,
      editExpense: false,
      deleteExpense: false,
      addPayment: true,
      deletePayment: false,
      addSupplier: false,
      editSupplier: true,
      deleteSupplier: false,
    });
  });
});
