import writeXlsxFile from 'write-excel-file/node';
import type { Expense, Payment, PaymentMethod, Supplier } from '../../../contract/budget';
import { toCents } from '../../../contract/money';
import type { Locale } from '../../../contract/person';
import { i18nObject } from '../../../i18n/i18n-util';
import { loadAllLocales } from '../../../i18n/i18n-util.sync';
import type { Database, Executor } from '../../db/client';
import { text } from '../guests/export';
import { listOf } from './rows';
import { budgetSummary, paidByExpense } from './sums';

loadAllLocales();

type Cell =
  | ReturnType<typeof text>
  | { value: number; type: NumberConstructor; format: string; fontWeight?: 'bold' }
  | { value: Date; type: DateConstructor; format: string }
  | { value: string; fontWeight: 'bold' }
  | null;

/**
 * A sum of money as a number cell, shown with two decimals and thousands separators in the
 * reader's own notation. Cents are whole, so `cents / 100` is the closest number to the amount
 * and every spreadsheet shows it exactly.
 */
const money = (cents: number, bold = false): Cell => ({
  value: cents / 100,
  type: Number,
  format: '#,##0.00',
  ...(bold ? { fontWeight: 'bold' as const } : {}),
});
const day = (isoDay: string): Cell => ({ value: new Date(`${isoDay}T00:00:00Z`), type: Date, format: 'dd/mm/yyyy' });
const heading = (value: string): Cell => ({ value, fontWeight: 'bold' });

const methodKey = { cash: 'cash', 'credit card': 'creditCard', transfer: 'transfer', check: 'check' } as const satisfies Record<PaymentMethod, string>;

interface Budget {
  expenses: Expense[];
  payments: Payment[];
  suppliers: Supplier[];
  paid: Map<number, string>;
  totals: { expenses: number; payments: number };
}

async function readBudget(db: Executor, weddingId: number): Promise<Budget> {
  const summary = await budgetSummary(db, weddingId);
  return {
    expenses: await listOf(db, 'expenses', weddingId),
    payments: await listOf(db, 'payments', weddingId),
    suppliers: await listOf(db, 'suppliers', weddingId),
    paid: await paidByExpense(db, weddingId),
    totals: { expenses: toCents(summary.expenses), payments: toCents(summary.payments) },
  };
}

/** One row per expense (by name), then the totals: remaining is blank while the amount is to be decided. */
function expenseSheet(budget: Budget, locale: Locale): Cell[][] {
  const t = i18nObject(locale).budgetExport;
  const supplierName = new Map(budget.suppliers.map((supplier) => [supplier.id, supplier.name]));
  const rows = budget.expenses.map((expense): Cell[] => {
    const paid = toCents(budget.paid.get(expense.id) ?? '0');
    const amount = expense.amount === null ? null : toCents(expense.amount);
    return [
      text(expense.name),
      text(supplierName.get(expense.supplier_id ?? 0) ?? null),
      amount === null ? text(t.tbd()) : money(amount),
      money(paid),
      amount === null ? null : money(amount - paid),
      text(expense.notes),
    ];
  });
  const { expenses, payments } = budget.totals;
  const header = [t.expenses.name(), t.expenses.supplier(), t.expenses.amount(), t.expenses.paid(), t.expenses.remaining(), t.expenses.notes()];
  return [header.map(heading), ...rows, [heading(t.total()), null, money(expenses, true), money(payments, true), money(expenses - payments, true), null]];
}

/** One row per payment (by date), then what has been paid and what is still due. */
function paymentSheet(budget: Budget, locale: Locale): Cell[][] {
  const t = i18nObject(locale).budgetExport;
  const expenseName = new Map(budget.expenses.map((expense) => [expense.id, expense.name]));
  const rows = budget.payments.map((payment): Cell[] => [
    day(payment.date),
    text(expenseName.get(payment.expense_id) ?? null),
    text(payment.name),
    money(toCents(payment.amount)),
    text(t.methods[methodKey[payment.payment_method]]()),
    text(payment.paid ? t.statuses.paid() : t.statuses.due()),
  ]);
  const due = budget.payments.filter((payment) => !payment.paid).reduce((sum, payment) => sum + toCents(payment.amount), 0);
  const header = [t.payments.date(), t.payments.expense(), t.payments.name(), t.payments.amount(), t.payments.method(), t.payments.status()];
  return [
    header.map(heading),
    ...rows,
    [heading(t.totalPaid()), null, null, money(budget.totals.payments, true), null, null],
    [heading(t.totalDue()), null, null, money(due, true), null, null],
  ];
}

/** One row per supplier (by name), with the expenses it supplies. */
function supplierSheet(budget: Budget, locale: Locale): Cell[][] {
  const t = i18nObject(locale).budgetExport;
  const header = [t.suppliers.name(), t.suppliers.phone(), t.suppliers.bank(), t.suppliers.bankAccount(), t.suppliers.clabe(), t.suppliers.expenses()];
  const rows = budget.suppliers.map((supplier): Cell[] => [
    text(supplier.name),
    text(supplier.phone),
    text(supplier.bank),
    text(supplier.bank_account),
    text(supplier.clabe),
    text(
      budget.expenses
        .filter((expense) => expense.supplier_id === supplier.id)
        .map((expense) => expense.name)
        .join(', '),
    ),
  ]);
  return [header.map(heading), ...rows];
}

const widths = (...characters: number[]) => characters.map((width) => ({ width }));

/**
 * budget.xlsx in the caller's language: expenses, payments and suppliers, one sheet each. The
 * totals are the database's sums written as numbers, never formulas, and every text is a text
 * cell, so a name such as `=HYPERLINK(…)` stays what it is.
 */
export async function exportBudget(db: Database, weddingId: number, locale: Locale): Promise<{ fileName: string; content: Buffer }> {
  const t = i18nObject(locale).budgetExport;
  // One snapshot: a payment recorded meanwhile is in both its row and the totals, or in neither.
  const budget = await db.transaction((tx) => readBudget(tx, weddingId), { isolationLevel: 'repeatable read', accessMode: 'read only' });
  const content = await writeXlsxFile([
    { data: expenseSheet(budget, locale), sheet: t.sheets.expenses(), columns: widths(32, 24, 14, 14, 14, 48), stickyRowsCount: 1 },
    { data: paymentSheet(budget, locale), sheet: t.sheets.payments(), columns: widths(12, 32, 32, 14, 20, 12), stickyRowsCount: 1 },
    { data: supplierSheet(budget, locale), sheet: t.sheets.suppliers(), columns: widths(32, 18, 24, 24, 20, 48), stickyRowsCount: 1 },
  ]).toBuffer();
  return { fileName: t.fileName(), content };
}
