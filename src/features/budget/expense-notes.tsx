import { useSelector } from '@xstate/react';
import type { Expense } from '../../../contract/budget';
import { budgetLimits } from '../../../contract/budget';
import { useI18nContext } from '../../../i18n/i18n-react';
import { Button } from '../../components/button';
import { fieldErrorText } from '../../lib/i18n';
import { useBudgetScope } from './budget-scope';

/**
 * An expense's notes in its detail: read, or written (the detail's `editingNotes`): "Edit
 * notes" opens them, "Save notes" saves them; closing the detail saves them as leaving a row
 * does. Without EDIT_EXPENSE, read only.
 */
export function ExpenseNotes({ expense }: { expense: Expense }) {
  const { LL } = useI18nContext();
  const { expenseDetail: detail, can } = useBudgetScope();
  const form = useSelector(detail, (snapshot) => snapshot.context.notes);
  const error = form ? fieldErrorText(LL, form.errors.notes, { max: budgetLimits.notesMax }) : undefined;
  if (form)
    return (
      <div>
        <label className="block text-sm text-stone-600" htmlFor="expense-notes">
          {LL.budget.detail.notes()}
        </label>
        <textarea
          id="expense-notes"
          autoFocus
          rows={4}
          value={form.text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'expense-notes-error' : undefined}
          onChange={(event) => detail.send({ type: 'notes.change', text: event.target.value })}
          className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
        />
        {error && (
          <p id="expense-notes-error" role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
        <Button className="mt-2" onClick={() => detail.send({ type: 'notes.save' })}>
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
        <Button variant="secondary" onClick={() => detail.send({ type: 'notes.edit', notes: expense.notes })}>
          {LL.budget.detail.editNotes()}
        </Button>
      )}
    </div>
  );
}
