import { z } from 'zod';
import { endpoint, idField } from './endpoint';
import { checkWireAmount, fromCents } from './money';
import { languageField, optionalText, requiredText } from './guests';
import { isoDate } from './weddings';

/**
 * The Budget module's calls (part 2 §7 "Budget"): expenses, the payments made (or due) against
 * them, and the wedding's suppliers, with the home card's totals and the spreadsheet export.
 *
 * Every call names its wedding (`wedding_id`); every other id it carries (an expense, a
 * payment, a supplier) must belong to that wedding, or the call changes nothing and answers as
 * for an id nobody uses (422 `not_found`), so ids cannot be probed. Reading needs the BUDGET
 * module; each change needs its action (ADD_EXPENSE, EDIT_EXPENSE, DELETE_EXPENSE, ADD_PAYMENT,
 * DELETE_PAYMENT, ADD_SUPPLIER, EDIT_SUPPLIER, DELETE_SUPPLIER); the summary needs HOME's
 * BUDGET_SUMMARY or the BUDGET module. An archived wedding's budget is read-only.
 *
 * Amounts are decimal strings (contract/money.ts): sent with at most two decimals, answered
 * with exactly two. A refused amount names its rule under the field: `numeric`, `negative`,
 * `decimals`, `max` (a payment's also `min`: it is more than zero).
 *
 * Deleting an expense deletes its payments with it; deleting a supplier leaves its expenses
 * without a supplier. Both answer the ids of the rows they took along, so an open list can
 * drop or detach them.
 */
export const budgetLimits = {
  expenseNameMax: 150,
  /** Room for the default name, the expense's own and a sequence number: "Flowers [12]". */
  paymentNameMax: 200,
  notesMax: 2000,
  supplierNameMax: 150,
  phoneMax: 20,
  bankMax: 100,
  /** An IBAN is at most 34 characters. */
  bankAccountMax: 34,
  /** A Mexican CLABE is 18 digits. */
  clabeMax: 18,
} as const;

/** Spec §3, in the spec's own words; a new payment is cash unless told otherwise. */
export const paymentMethods = ['cash', 'credit card', 'transfer', 'check'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const defaultPaymentMethod: PaymentMethod = 'cash';

// ---------------------------------------------------------------------------------------------
// Shapes (what the calls answer)

/** A decimal string with two decimals, `"1234.50"`. */
const amount = z.string();

export const expense = z.object({
  id: z.number(),
  wedding_id: z.number(),
  name: z.string(),
  /** Null: to be decided (shown TBD, counted as 0). */
  amount: amount.nullable(),
  supplier_id: z.number().nullable(),
  notes: z.string().nullable(),
});
export type Expense = z.infer<typeof expense>;

/**
 * A payment against an expense. `paid` false is one not made yet (beyond the spec: planners
 * schedule the instalments a supplier asks for): its `date` is the day it is due, and it counts
 * in no total until it is marked paid, which sets `date` to the day it was paid.
 */
export const payment = z.object({
  id: z.number(),
  wedding_id: z.number(),
  expense_id: z.number(),
  name: z.string(),
  /** yyyy-MM-dd: the day it was paid, or, while `paid` is false, the day it is due. */
  date: z.string(),
  amount,
  payment_method: z.enum(paymentMethods),
  paid: z.boolean(),
});
export type Payment = z.infer<typeof payment>;

export const supplier = z.object({
  id: z.number(),
  wedding_id: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  bank: z.string().nullable(),
  bank_account: z.string().nullable(),
  clabe: z.string().nullable(),
});
export type Supplier = z.infer<typeof supplier>;

/** The home card: what the expenses add up to (TBD as 0) and what has been paid so far. */
export const budgetSummary = z.object({ expenses: amount, payments: amount });
export type BudgetSummary = z.infer<typeof budgetSummary>;

// ---------------------------------------------------------------------------------------------
// Fields (what the calls take)

/**
 * An amount as a wire string (never a JSON number: a binary float cannot hold 0.10), each
 * refusal under its own rule; answers the canonical two-decimal form the database keeps.
 */
const amountField = z.string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') }).transform((text, context) => {
  const read = checkWireAmount(text);
  if (!read.ok) context.addIssue({ code: 'custom', message: read.rule });
  return read.ok && read.cents !== null ? fromCents(read.cents) : '';
});
/** A payment of nothing records nothing: at least one cent. */
const paymentAmount = amountField.refine((value) => value !== '0.00', { error: 'min' });

const weddingId = { wedding_id: idField };
const hasChanges = (value: object) => Object.keys(value).some((key) => key !== 'id' && key !== 'wedding_id');
const noChanges = { error: 'required', path: ['_'] };

const expenseFields = {
  name: requiredText(budgetLimits.expenseNameMax),
  amount: amountField.nullable(),
  supplier_id: idField.nullable(),
  notes: optionalText(budgetLimits.notesMax),
};

/** A new expense: only the name is needed (no amount is "to be decided", spec §7). */
export const newExpense = z.object({
  ...weddingId,
  name: expenseFields.name,
  amount: expenseFields.amount.default(null),
  supplier_id: expenseFields.supplier_id.default(null),
  notes: expenseFields.notes.default(null),
});

/** The fields of an expense to change; left out stays, null clears (the name cannot be cleared). */
export const expensePatch = z.object({ ...weddingId, id: idField, ...z.object(expenseFields).partial().shape }).refine(hasChanges, noChanges);

const paymentMethod = z.enum(paymentMethods, { error: 'invalid' });

/** A new payment (spec §5: name, amount and a real calendar date required), made unless `paid` is false. */
export const newPayment = z.object({
  ...weddingId,
  expense_id: idField,
  name: requiredText(budgetLimits.paymentNameMax),
  date: isoDate,
  amount: paymentAmount,
  payment_method: paymentMethod.default(defaultPaymentMethod),
  paid: z.boolean({ error: 'invalid' }).default(true),
});

/** A scheduled payment made: paid on `date`. Marking a paid one again changes nothing. */
export const payPayload = z.object({ ...weddingId, id: idField, date: isoDate });

const supplierFields = {
  name: requiredText(budgetLimits.supplierNameMax),
  phone: optionalText(budgetLimits.phoneMax),
  bank: optionalText(budgetLimits.bankMax),
  bank_account: optionalText(budgetLimits.bankAccountMax),
  clabe: optionalText(budgetLimits.clabeMax),
};

export const newSupplier = z.object({
  ...weddingId,
  name: supplierFields.name,
  phone: supplierFields.phone.default(null),
  bank: supplierFields.bank.default(null),
  bank_account: supplierFields.bank_account.default(null),
  clabe: supplierFields.clabe.default(null),
});

export const supplierPatch = z.object({ ...weddingId, id: idField, ...z.object(supplierFields).partial().shape }).refine(hasChanges, noChanges);

export const budgetQuery = z.object(weddingId);
const rowOfWedding = z.object({ ...weddingId, id: idField });

// ---------------------------------------------------------------------------------------------
// Calls

export const expensesEndpoints = {
  /** By name ignoring case (in code-point order: the SPA sorts in its reader's language), then id. */
  index: endpoint('GET', '/expenses/index', budgetQuery, z.object({ expenses: z.array(expense) })),
  /** Answers the stored expense (its id included). */
  create: endpoint('POST', '/expenses/create', newExpense, expense),
  update: endpoint('PUT', '/expenses/update', expensePatch, expense),
  /** Its payments go with it, in the same transaction; answers their ids. */
  destroy: endpoint('DELETE', '/expenses/destroy', rowOfWedding, z.object({ payment_ids: z.array(z.number()) })),
};

export const paymentsEndpoints = {
  /** By date, then id. */
  index: endpoint('GET', '/payments/index', budgetQuery, z.object({ payments: z.array(payment) })),
  /** Answers the stored payment (its id included). */
  create: endpoint('POST', '/payments/create', newPayment, payment),
  /** Beyond the spec: a scheduled payment made (ADD_PAYMENT: it records a payment). */
  pay: endpoint('PUT', '/payments/pay', payPayload, payment),
  destroy: endpoint('DELETE', '/payments/destroy', rowOfWedding, z.object({})),
};

export const suppliersEndpoints = {
  /** As expenses are (spec §2: the panel's list is sorted by name). */
  index: endpoint('GET', '/suppliers/index', budgetQuery, z.object({ suppliers: z.array(supplier) })),
  create: endpoint('POST', '/suppliers/create', newSupplier, supplier),
  update: endpoint('PUT', '/suppliers/update', supplierPatch, supplier),
  /** Its expenses stay, without a supplier; answers their ids. */
  destroy: endpoint('DELETE', '/suppliers/destroy', rowOfWedding, z.object({ expense_ids: z.array(z.number()) })),
};

export const budgetEndpoints = {
  summary: endpoint('GET', '/budget/summary', budgetQuery, budgetSummary),
};

/**
 * `?wedding_id&language` → budget.xlsx: a sheet of expenses (supplier, amount, paid, remaining,
 * notes, and a totals row), one of payments and one of suppliers, in the caller's language
 * (theirs when left out). Amounts and totals are numbers; every text is a text cell, never a
 * formula.
 */
export const budgetFiles = {
  export: {
    method: 'GET',
    path: '/budget/export',
    query: z.object({ ...weddingId, language: languageField }),
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Rules the SPA and the server share

export type DueState = 'paid' | 'overdue' | 'dueThisWeek' | 'upcoming';

const dayNumber = (isoDay: string) => Date.UTC(Number(isoDay.slice(0, 4)), Number(isoDay.slice(5, 7)) - 1, Number(isoDay.slice(8, 10))) / 86_400_000;

/**
 * Where a payment stands on `today` (yyyy-MM-dd, the reader's own day): a scheduled one is
 * overdue once its day has passed, due this week from today to six days ahead, else upcoming.
 */
export function dueStateOf(row: Pick<Payment, 'paid' | 'date'>, today: string): DueState {
  if (row.paid) return 'paid';
  const daysLeft = dayNumber(row.date) - dayNumber(today);
  return daysLeft < 0 ? 'overdue' : daysLeft < 7 ? 'dueThisWeek' : 'upcoming';
}

export type BudgetProgress =
  { state: 'empty' } | { state: 'overpaid'; percent: 100; surplusCents: number } | { state: 'remaining'; percent: number; remainingCents: number };

/**
 * The progress bar's three messages (spec §2, §9): nothing yet when both totals are 0; a
 * positive balance when more was paid than the expenses add up to; otherwise what is left to
 * pay and the percent paid, rounded down so that 100 % means nothing is left.
 */
export function budgetProgress(expensesCents: number, paidCents: number): BudgetProgress {
  if (expensesCents === 0 && paidCents === 0) return { state: 'empty' };
  if (paidCents > expensesCents) return { state: 'overpaid', percent: 100, surplusCents: paidCents - expensesCents };
  return { state: 'remaining', percent: Math.floor((paidCents * 100) / expensesCents), remainingCents: expensesCents - paidCents };
}
