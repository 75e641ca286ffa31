import { budgetLimits, type Expense } from '../../contract/budget';
import type { ValidationErrors } from '../../contract/errors';
import { formatAmount, fromCents, parseAmount, toCents } from '../../contract/money';
import type { Locale } from '../../contract/locale';

/**
 * An expense's row as a form (part 2 §4 "Expense row", §5): the name is required, the amount
 * is optional (blank is "to be decided") and read in the person's own notation, `1.234,50` in
 * Spanish and `1,234.50` in English, never guessed into another number.
 */

export type ExpenseFields = Pick<Expense, 'name' | 'amount' | 'supplier_id' | 'notes'>;

export interface ExpenseFormValues {
  name: string;
  /** As typed, in the person's notation. */
  amount: string;
  supplier_id: number | null;
  notes: string;
}

export interface ExpenseForm {
  id: number;
  values: ExpenseFormValues;
  /** The language the amount is typed in (it decides what a comma means). */
  locale: Locale;
  /** The expense as it was opened; null for a new one. */
  original: Expense | null;
  errors: ValidationErrors;
}

export const newExpenseForm = (id: number, locale: Locale): ExpenseForm => ({
  id,
  locale,
  values: { name: '', amount: '', supplier_id: null, notes: '' },
  original: null,
  errors: {},
});

export const expenseFormOf = (expense: Expense, locale: Locale): ExpenseForm => ({
  id: expense.id,
  locale,
  values: {
    name: expense.name,
    amount: expense.amount === null ? '' : formatAmount(toCents(expense.amount), locale, { grouping: false }),
    supplier_id: expense.supplier_id,
    notes: expense.notes ?? '',
  },
  original: expense,
  errors: {},
});

export function expenseFormErrors({ values, locale }: ExpenseForm): ValidationErrors {
  const errors: ValidationErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = ['required'];
  else if (name.length > budgetLimits.expenseNameMax) errors.name = ['maxLength'];
  const amount = parseAmount(values.amount, locale);
  if (!amount.ok) errors.amount = [amount.rule];
  if (values.notes.trim().length > budgetLimits.notesMax) errors.notes = ['maxLength'];
  return errors;
}

/** The fields of a valid form as the calls take them (blank notes are none). */
export function expenseFieldsOf({ values, locale }: ExpenseForm): ExpenseFields {
  const amount = parseAmount(values.amount, locale);
  const cents = amount.ok ? amount.cents : null;
  const notes = values.notes.trim();
  return { name: values.name.trim(), amount: cents === null ? null : fromCents(cents), supplier_id: values.supplier_id, notes: notes === '' ? null : notes };
}

/** Only what the form changed: saving an untouched row sends nothing. */
export function changedFields(original: Expense, fields: ExpenseFields): Partial<ExpenseFields> {
  return Object.fromEntries(Object.entries(fields).filter(([key, value]) => original[key as keyof ExpenseFields] !== value));
}
