import { useSelector } from '@xstate/react';
import type { Expense } from '../../../contract/budget';
import { budgetLimits } from '../../../contract/budget';
import { useI18nContext } from '../../../i18n/i18n-react';
import { Button } from '../../components/button';
import { fieldErrorText } from '../../lib/i18n';
import { useBudgetScope } from './budget-scope';

/**
 * An expense's notes in its detail: read, or written through the expense row machine (the same
 * form as the row's, so the same rules and the same save): "Edit notes" opens it, "Save notes"
 * saves it; closing the detail saves it as leaving a row does. Without EDIT_EXPENSE, read only.
 */
export function ExpenseNotes({ expense }: { expense: Expense }) {
  const { LL, locale } = useI18nContext();
  const { expenseRow, can } = useBudgetScope();
  const form = useSelector(expenseRow, (snapshot) => snapshot.context.form);
  const editing = form?.original?.id === expense.id;
  const error = editing ? fieldErrorText(LL, form.errors.notes, { max: budgetLimits.notesMax }) : undefined;
  if (editing)
    return (
      <div>
        <label className="block text-sm text-stone-600" htmlFor="expense-notes">
          {LL.budget.detail.notes()}
        </label>
        <textarea
          id="expense-notes"
          autoFocus
          rows={4}
          value={form.values.notes}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'expense-notes-error' : undefined}
          onChange={(event) => expenseRow.send({ type: 'form.change', values: { notes: event.target.value } })}
          className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
        />
        {error && (
          <p id="expense-notes-error" role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
        <Button className="mt-2" onClick={() => expenseRow.send({ type: 'form.save' })}>
          {LL.budget.detail.saveNotes()}
        </Button>
      </div>
    );
  if (!expense.notes && !can.editExpense) return null;
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <p className="min-w-0 whitespace-pre-wrap text-stone-700">
        <span className="block text-sm text-stone-600">{LL.budget.detail.notes()}</span>
        {expense.notes}
      </p>
      {can.editExpense && (
        <Button variant="secondary" disabled={form !== null} onClick={() => expenseRow.send({ type: 'expense.edit', expense, locale })}>
          {LL.budget.detail.editNotes()}
        </Button>
      )}
    </div>
  );
}
