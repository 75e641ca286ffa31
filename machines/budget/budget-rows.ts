import { dueStateOf, type DueState, type Expense, type Payment, type Supplier } from '../../contract/budget';
import { toCents } from '../../contract/money';
import type { ActionCode } from '../../contract/permissions';
import { permissionsOf, type Permissions } from '../shared/permissions';

/**
 * The pure part of the budget page (part 2 §2, §9): what each expense has been paid and has
 * left, the page's totals, and the order and search of both columns. Every sum is of whole
 * cents (contract/money.ts), never of floats, so 0.10 ten thousand times is exactly 1,000.00.
 */

/** Which call an update needs: an expense's or a supplier's fields, or a scheduled payment made. */
export type ExpenseIntent = 'details';
export type PaymentIntent = 'pay';
export type SupplierIntent = 'details';

const budgetActionCodes = {
  addExpense: 'ADD_EXPENSE',
  editExpense: 'EDIT_EXPENSE',
  deleteExpense: 'DELETE_EXPENSE',
  addPayment: 'ADD_PAYMENT',
  deletePayment: 'DELETE_PAYMENT',
  addSupplier: 'ADD_SUPPLIER',
  editSupplier: 'EDIT_SUPPLIER',
  deleteSupplier: 'DELETE_SUPPLIER',
} as const;

export type BudgetPermissions = Permissions<keyof typeof budgetActionCodes>;

export const budgetPermissions = (actions: readonly ActionCode[]): BudgetPermissions => permissionsOf(actions, budgetActionCodes);

/** An expense's figures: its total (null: to be decided), what was paid, what is scheduled and what is left. */
export interface ExpenseFigures {
  totalCents: number | null;
  paidCents: number;
  scheduledCents: number;
  /** Total minus paid (TBD counts as 0); below zero when more was paid than agreed. */
  remainingCents: number;
}

export function expenseFigures(expenses: readonly Expense[], payments: readonly Payment[]): Map<number, ExpenseFigures> {
  const figures = new Map<number, ExpenseFigures>();
  for (const expense of expenses) {
    const totalCents = expense.amount === null ? null : toCents(expense.amount);
    figures.set(expense.id, { totalCents, paidCents: 0, scheduledCents: 0, remainingCents: totalCents ?? 0 });
  }
  for (const payment of payments) {
    const own = figures.get(payment.expense_id);
    if (!own) continue;
    const cents = toCents(payment.amount);
    if (payment.paid) {
      own.paidCents += cents;
      own.remainingCents -= cents;
    } else own.scheduledCents += cents;
  }
  return figures;
}

/** The page's totals: what the expenses add up to, what was paid, what is scheduled, what is left, and how many payments are late, due this week or later. */
export interface BudgetTotals {
  totalCents: number;
  paidCents: number;
  scheduledCents: number;
  remainingCents: number;
  overdue: number;
  dueThisWeek: number;
  upcoming: number;
}

/** Payments of expenses not on screen (one deleted, its payments with it) count in nothing. */
export function budgetTotals(figures: ReadonlyMap<number, ExpenseFigures>, payments: readonly Payment[], today: string): BudgetTotals {
  const totals: BudgetTotals = { totalCents: 0, paidCents: 0, scheduledCents: 0, remainingCents: 0, overdue: 0, dueThisWeek: 0, upcoming: 0 };
  for (const own of figures.values()) {
    totals.totalCents += own.totalCents ?? 0;
    totals.paidCents += own.paidCents;
    totals.scheduledCents += own.scheduledCents;
  }
  totals.remainingCents = totals.totalCents - totals.paidCents;
  for (const payment of payments) {
    if (!figures.has(payment.expense_id)) continue;
    const due = dueStateOf(payment, today);
    if (due !== 'paid') totals[due] += 1;
  }
  return totals;
}

export type SortDirection = 'asc' | 'desc';
export type ExpenseSortColumn = 'name' | 'total' | 'remaining';
export type PaymentSortColumn = 'date' | 'name' | 'amount';
export interface ListOrder<Column extends string> {
  column: Column;
  direction: SortDirection;
}

/** Spec §9: expenses by name ascending, payments by date ascending. */
export const defaultExpenseOrder: ListOrder<ExpenseSortColumn> = { column: 'name', direction: 'asc' };
export const defaultPaymentOrder: ListOrder<PaymentSortColumn> = { column: 'date', direction: 'asc' };

/** Which amounts the expenses column shows (spec §2: on phones "both" falls back to total). */
export type ExpenseShow = 'both' | 'total' | 'remaining';

/** The same column again turns the direction; another starts ascending. */
export const reordered = <Column extends string>(order: ListOrder<Column>, column: Column): ListOrder<Column> =>
  order.column === column ? { column, direction: order.direction === 'asc' ? 'desc' : 'asc' } : { column, direction: 'asc' };

const matches = (text: string, search: string) => text.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase());

const directed = (direction: SortDirection, compared: number) => (direction === 'asc' ? compared : -compared);

/** The expenses the search finds, in the order chosen; ties by name, then id, so the order never jumps. */
export function shownExpenses(
  expenses: readonly Expense[],
  figures: ReadonlyMap<number, ExpenseFigures>,
  search: string,
  order: ListOrder<ExpenseSortColumn>,
  collator: Intl.Collator,
): Expense[] {
  const byName = (a: Expense, b: Expense) => collator.compare(a.name, b.name) || a.id - b.id;
  const amountOf = (expense: Expense) => {
    const own = figures.get(expense.id);
    return order.column === 'total' ? (own?.totalCents ?? 0) : (own?.remainingCents ?? 0);
  };
  const compare = order.column === 'name' ? byName : (a: Expense, b: Expense) => amountOf(a) - amountOf(b);
  return expenses.filter((expense) => matches(expense.name, search)).sort((a, b) => directed(order.direction, compare(a, b)) || byName(a, b));
}

/** Which payments the column shows (beyond the spec): all, or those paid, overdue, due this week or upcoming on the reader's today. */
export type PaymentDueFilter = 'all' | DueState;

export interface PaymentQuery {
  search: string;
  due: PaymentDueFilter;
  /** yyyy-MM-dd, the reader's own day. */
  today: string;
}

/** The payments of expenses on screen that the search (by payment or expense name) and the due filter find, in the order chosen. */
export function shownPayments(
  payments: readonly Payment[],
  expenseNames: ReadonlyMap<number, string>,
  { search, due, today }: PaymentQuery,
  order: ListOrder<PaymentSortColumn>,
  collator: Intl.Collator,
): Payment[] {
  const compare = (a: Payment, b: Payment) => {
    if (order.column === 'name') return collator.compare(a.name, b.name);
    if (order.column === 'amount') return toCents(a.amount) - toCents(b.amount);
    return a.date < b.date ? -1 : a.date > b.date ? 1 : 0;
  };
  return payments
    .filter((payment) => expenseNames.has(payment.expense_id) && (due === 'all' || dueStateOf(payment, today) === due))
    .filter((payment) => matches(payment.name, search) || matches(expenseNames.get(payment.expense_id)!, search))
    .sort((a, b) => directed(order.direction, compare(a, b)) || a.id - b.id);
}

/** Spec §5: a new payment is named after its expense with the next number in brackets, "Flowers [2]". */
export const defaultPaymentName = (expense: Pick<Expense, 'id' | 'name'>, payments: readonly Payment[]) =>
  `${expense.name} [${payments.filter((payment) => payment.expense_id === expense.id).length + 1}]`;

/** The wedding's suppliers by name, as the panel lists them; a supplier no longer held is none. */
export const supplierOf = (suppliers: readonly Supplier[], id: number | null) => (id === null ? undefined : suppliers.find((supplier) => supplier.id === id));
