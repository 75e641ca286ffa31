import { assertEvent, assign, enqueueActions, sendParent, setup } from 'xstate';
import type { Expense } from '../../contract/budget';
import type { Locale } from '../../contract/locale';
import {
  changedFields,
  expenseFieldsOf,
  expenseFormErrors,
  expenseFormOf,
  newExpenseForm,
  type ExpenseFields,
  type ExpenseForm,
  type ExpenseFormValues,
} from './expense-form';

/**
 * The expense row being written (part 2 §4 "Expense row"): one row of the expenses column at a
 * time is a form, a new one (`adding`, with add and cancel buttons) or an existing one
 * (`editing`, with save and, if permitted, delete; no cancel: leaving it saves it). Enter and a click outside the row save;
 * Escape saves an existing row and cancels a new one. A form with an error stays open with its
 * first error on the row; a valid one goes to the budget page, its parent (`expense.create`,
 * `expense.update`), which shows it at once and saves it. Another row opens only once this one
 * is closed: a click on it is a click outside this one, which saves first.
 */

export type ExpenseCommit =
  | { type: 'expense.create'; id: number; fields: ExpenseFields }
  | { type: 'expense.update'; id: number; patch: Partial<ExpenseFields> }
  | { type: 'expense.delete'; id: number };

export interface ExpenseRowContext {
  form: ExpenseForm | null;
}

export type ExpenseRowEvent =
  /** `id`: the temporary id the new row shows with (`temporaryId()`, by whoever sends it). */
  | { type: 'expense.add'; id: number; locale: Locale }
  | { type: 'expense.edit'; expense: Expense; locale: Locale }
  | { type: 'form.change'; values: Partial<ExpenseFormValues> }
  | { type: 'form.save' }
  | { type: 'form.escape' }
  | { type: 'form.cancel' }
  | { type: 'form.delete' };

/** Once errors show, they follow the typing; before the first save the row stays quiet. */
const revalidated = (form: ExpenseForm): ExpenseForm => (Object.keys(form.errors).length ? { ...form, errors: expenseFormErrors(form) } : form);

function committed(form: ExpenseForm): ExpenseCommit | null {
  const fields = expenseFieldsOf(form);
  if (!form.original) return { type: 'expense.create', id: form.id, fields };
  const patch = changedFields(form.original, fields);
  return Object.keys(patch).length ? { type: 'expense.update', id: form.id, patch } : null;
}

const expenseRowSetup = setup({
  types: { context: {} as ExpenseRowContext, events: {} as ExpenseRowEvent },
  guards: {
    isFormValid: ({ context }) => context.form !== null && Object.keys(expenseFormErrors(context.form)).length === 0,
  },
  actions: {
    openNew: assign({
      form: ({ event }) => {
        assertEvent(event, 'expense.add');
        return newExpenseForm(event.id, event.locale);
      },
    }),
    openExpense: assign({
      form: ({ event }) => {
        assertEvent(event, 'expense.edit');
        return expenseFormOf(event.expense, event.locale);
      },
    }),
    change: assign({
      form: ({ context, event }) => {
        assertEvent(event, 'form.change');
        return revalidated({ ...context.form!, values: { ...context.form!.values, ...event.values } });
      },
    }),
    showErrors: assign({ form: ({ context }) => ({ ...context.form!, errors: expenseFormErrors(context.form!) }) }),
    close: assign({ form: null }),
    /** An untouched row closes without a call. */
    commit: enqueueActions(({ context, enqueue }) => {
      const change = committed(context.form!);
      if (change) enqueue.sendParent(change);
    }),
    commitDelete: sendParent(({ context }) => ({ type: 'expense.delete' as const, id: context.form!.id })),
  },
});

const save = [{ guard: 'isFormValid', target: '#expenseRow.closed', actions: ['commit', 'close'] }, { actions: 'showErrors' }] as const;
const close = { target: '#expenseRow.closed', actions: 'close' } as const;

export const expenseRowMachine = expenseRowSetup.createMachine({
  id: 'expenseRow',
  context: { form: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'expense.add': { target: 'adding', actions: 'openNew' },
        'expense.edit': { target: 'editing', actions: 'openExpense' },
      },
    },
    adding: {
      on: { 'form.change': { actions: 'change' }, 'form.save': save, 'form.escape': close, 'form.cancel': close },
    },
    editing: {
      on: {
        'form.change': { actions: 'change' },
        'form.save': save,
        'form.escape': save,
        'form.delete': { target: 'closed', actions: ['commitDelete', 'close'] },
      },
    },
  },
});
