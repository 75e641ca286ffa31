import { useSelector } from '@xstate/react';
import { memo, useMemo } from 'react';
import type { Expense } from '../../../contract/budget';
import { useI18nContext } from '../../../i18n/i18n-react';
import { shownExpenses, supplierOf, type ExpenseShow, type ExpenseSortColumn } from '../../../machines/budget/budget-rows';
import { temporaryId } from '../../../machines/shared/optimistic-list';
import { EditIcon, PlusIcon, TrashIcon } from '../../components/action-icons';
import { Button } from '../../components/button';
import { IconButton } from '../../components/icon-button';
import { useBudgetScope } from './budget-scope';
import { ColumnToolbar } from './column-toolbar';
import { ExpenseRowForm } from './expense-row-form';
import { useMoney } from './money';
import { newPaymentOpening } from './new-payment';
import { PayIcon } from './pay-icon';
import { RowBlocks } from './row-blocks';

const sortColumns: readonly ExpenseSortColumn[] = ['name', 'total', 'remaining'];
const shows: readonly ExpenseShow[] = ['both', 'total', 'remaining'];

/** The Expenses column (part 2 §2): search, order, which amounts show, the rows (one of them a form) and the footer total. */
export function ExpenseColumn() {
  const { LL, locale } = useI18nContext();
  const { budget, expenseRow, can, expenses, figures, collator } = useBudgetScope();
  const search = useSelector(budget, (snapshot) => snapshot.context.expenseSearch);
  const order = useSelector(budget, (snapshot) => snapshot.context.expenseOrder);
  const show = useSelector(budget, (snapshot) => snapshot.context.show);
  const form = useSelector(expenseRow, (snapshot) => snapshot.context.form);
  const money = useMoney();
  const rows = useMemo(() => shownExpenses(expenses, figures, search, order, collator), [expenses, figures, search, order, collator]);
  const totalCents = useMemo(() => rows.reduce((sum, expense) => sum + (figures.get(expense.id)?.totalCents ?? 0), 0), [rows, figures]);
  return (
    <section aria-labelledby="budget-expenses" className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 id="budget-expenses" className="font-display text-lg font-semibold text-brand-dark">
          {LL.budget.expenses.heading()}
        </h3>
        {can.addExpense && (
          <Button variant="secondary" disabled={form !== null} onClick={() => expenseRow.send({ type: 'expense.add', id: temporaryId(), locale })}>
            <PlusIcon />
            {LL.budget.expenses.add()}
          </Button>
        )}
      </div>
      <ColumnToolbar
        searchLabel={LL.budget.expenses.search()}
        sortLabel={LL.budget.expenses.sortBy()}
        directionLabels={{ asc: LL.budget.expenses.direction.asc(), desc: LL.budget.expenses.direction.desc() }}
        search={search}
        onSearch={(text) => budget.send({ type: 'expenses.search', text })}
        order={order}
        columns={sortColumns.map((column) => ({ value: column, label: LL.budget.expenses.sort[column]() }))}
        onSort={(column) => budget.send({ type: 'expenses.sort', column: column as ExpenseSortColumn })}
      >
        <label className="flex items-center gap-2 text-sm text-stone-700">
          {LL.budget.expenses.show.label()}
          <select
            className="rounded-lg border border-stone-300 bg-white px-2 py-1.5"
            value={show}
            onChange={(event) => budget.send({ type: 'expenses.show', show: event.target.value as ExpenseShow })}
          >
            {shows.map((choice) => (
              <option key={choice} value={choice}>
                {LL.budget.expenses.show[choice]()}
              </option>
            ))}
          </select>
        </label>
      </ColumnToolbar>
      {form && form.original === null && <ExpenseRowForm form={form} />}
      {rows.length === 0 && !form && (
        <p className="py-8 text-center text-stone-600">{expenses.length === 0 ? LL.budget.expenses.empty() : LL.budget.expenses.noMatches()}</p>
      )}
      <RowBlocks
        rows={rows}
        rowHeightPx={61}
        renderRow={(expense) =>
          form?.original?.id === expense.id ? (
            <li key={expense.id}>
              <ExpenseRowForm form={form} />
            </li>
          ) : (
            <ExpenseItem key={expense.id} expense={expense} show={show} />
          )
        }
      />
      <p className="mt-2 flex justify-between border-t border-stone-200 pt-3 font-semibold text-stone-900">
        <span>{LL.budget.expenses.footer()}</span>
        <span className="tabular-nums" data-testid="expenses-footer">
          {money(totalCents)}
        </span>
      </p>
    </section>
  );
}

/**
 * One expense: its name opens the detail; its amounts as chosen ("both" shows the total only on
 * phones). Pay, edit and delete show on hover where the pointer can hover, and always on touch
 * screens, phones and tablets alike (a tap). Memoised:
 * a keystroke in the search leaves the rows still shown as they are.
 */
const ExpenseItem = memo(function ExpenseItem({ expense, show }: { expense: Expense; show: ExpenseShow }) {
  const { LL, locale } = useI18nContext();
  const { budget, expenseRow, can, suppliers, figures, today, payments } = useBudgetScope();
  const money = useMoney();
  const own = figures.get(expense.id);
  const supplier = supplierOf(suppliers, expense.supplier_id);
  const total = own?.totalCents === null || own === undefined ? LL.budget.tbd() : money(own.totalCents);
  const remaining = LL.budget.expenses.remaining({ amount: money(own?.remainingCents ?? 0) });
  return (
    <li className="group flex items-center gap-2 py-2" data-expense-id={expense.id}>
      <button type="button" className="min-w-0 flex-1 cursor-pointer text-left" onClick={() => budget.send({ type: 'expense.open', id: expense.id })}>
        <span className="block truncate font-medium text-stone-900">{expense.name}</span>
        {supplier && <span className="block truncate text-sm text-stone-600">{supplier.name}</span>}
      </button>
      <span className="text-right text-sm tabular-nums">
        {show !== 'remaining' && <span className="block font-semibold text-stone-900">{total}</span>}
        {show !== 'total' && <span className={`block text-stone-600 ${show === 'both' ? 'max-[600px]:hidden' : ''}`}>{remaining}</span>}
      </span>
      {/* Shown on hover only where a pointer can hover (a mouse): a touch screen of any width shows them, for a tap. */}
      <span className="flex [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-focus-within:opacity-100 [@media(hover:hover)]:group-hover:opacity-100">
        {can.addPayment && (
          <IconButton
            label={LL.budget.row.pay({ name: expense.name })}
            onClick={() => budget.send({ type: 'payment.add', opening: newPaymentOpening(expense, payments, today, locale) })}
          >
            <PayIcon />
          </IconButton>
        )}
        {can.editExpense && (
          <IconButton label={LL.budget.row.edit({ name: expense.name })} onClick={() => expenseRow.send({ type: 'expense.edit', expense, locale })}>
            <EditIcon />
          </IconButton>
        )}
        {can.deleteExpense && (
          <IconButton
            tone="danger"
            label={LL.budget.row.remove({ name: expense.name })}
            onClick={() => budget.send({ type: 'expense.delete', id: expense.id })}
          >
            <TrashIcon />
          </IconButton>
        )}
      </span>
    </li>
  );
});
