import type { FocusEvent, KeyboardEvent } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { ExpenseForm, ExpenseFormValues } from '../../../machines/budget/expense-form';
import { Button } from '../../components/button';
import { fieldErrorText } from '../../lib/i18n';
import { useBudgetScope } from './budget-scope';
import { useAmountError } from './money';

/**
 * An expense row being written (part 2 §4): Enter saves, Escape saves an existing row and
 * cancels a new one, a click outside the row saves; the row's first error shows under it.
 */
export function ExpenseRowForm({ form }: { form: ExpenseForm }) {
  const { LL } = useI18nContext();
  const { expenseRow, can } = useBudgetScope();
  const amountError = useAmountError();
  const adding = form.original === null;
  const nameError = fieldErrorText(LL, form.errors.name, { max: 150 });
  const firstError = nameError ?? amountError(form.errors.amount);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      expenseRow.send({ type: 'form.save' });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      expenseRow.send({ type: 'form.escape' });
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) expenseRow.send({ type: 'form.save' });
  };
  const change = (values: Partial<ExpenseFormValues>) => expenseRow.send({ type: 'form.change', values });
  return (
    <div className="my-2 rounded-xl bg-brand-light/40 p-2 ring-1 ring-brand/30" onKeyDown={onKeyDown} onBlur={onBlur} data-testid="expense-form">
      <div className="flex flex-wrap items-center gap-2">
        <input
          aria-label={LL.budget.row.name()}
          placeholder={LL.budget.row.name()}
          autoFocus
          value={form.values.name}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={firstError ? 'expense-form-error' : undefined}
          onChange={(event) => change({ name: event.target.value })}
          className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 py-1.5"
        />
        <input
          aria-label={LL.budget.row.amount()}
          placeholder={LL.budget.tbd()}
          inputMode="decimal"
          value={form.values.amount}
          aria-invalid={form.errors.amount ? true : undefined}
          aria-describedby={firstError ? 'expense-form-error' : undefined}
          onChange={(event) => change({ amount: event.target.value })}
          className="w-32 rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-right tabular-nums"
        />
        <Button onClick={() => expenseRow.send({ type: 'form.save' })}>{adding ? LL.budget.row.add() : LL.budget.row.save()}</Button>
        {adding ? (
          <Button variant="ghost" onClick={() => expenseRow.send({ type: 'form.cancel' })}>
            {LL.budget.row.cancel()}
          </Button>
        ) : (
          can.deleteExpense && (
            <Button variant="ghost" onClick={() => expenseRow.send({ type: 'form.delete' })}>
              {LL.budget.row.delete()}
            </Button>
          )
        )}
      </div>
      {firstError && (
        <p id="expense-form-error" role="alert" className="mt-1 text-sm text-red-700">
          {firstError}
        </p>
      )}
    </div>
  );
}
