import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { toCents } from '../../../contract/money';
import { useI18nContext } from '../../../i18n/i18n-react';
import { shownPayments, type PaymentDueFilter, type PaymentSortColumn } from '../../../machines/budget/budget-rows';
import { useBudgetScope } from './budget-scope';
import { ColumnToolbar } from './column-toolbar';
import { useMoney } from './money';
import { PaymentActions } from './payment-actions';
import { PaymentStatus } from './payment-status';
import { RowBlocks } from './row-blocks';

const sortColumns: readonly PaymentSortColumn[] = ['date', 'name', 'amount'];
const dueFilters: readonly PaymentDueFilter[] = ['all', 'overdue', 'dueThisWeek', 'upcoming', 'paid'];

/** The Payments column (part 2 §2): every payment of the expenses on screen, searchable, in the order chosen. */
export function PaymentColumn() {
  const { LL } = useI18nContext();
  const { budget, expenses, payments, today, collator } = useBudgetScope();
  const search = useSelector(budget, (snapshot) => snapshot.context.paymentSearch);
  const order = useSelector(budget, (snapshot) => snapshot.context.paymentOrder);
  const due = useSelector(budget, (snapshot) => snapshot.context.paymentDue);
  const money = useMoney();
  const expenseNames = useMemo(() => new Map(expenses.map((expense) => [expense.id, expense.name])), [expenses]);
  const rows = useMemo(
    () => shownPayments(payments, expenseNames, { search, due, today }, order, collator),
    [payments, expenseNames, search, due, today, order, collator],
  );
  return (
    <section aria-labelledby="budget-payments" className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <h3 id="budget-payments" className="mb-3 font-display text-lg font-semibold text-brand-dark">
        {LL.budget.payments.heading()}
      </h3>
      <ColumnToolbar
        searchLabel={LL.budget.payments.search()}
        sortLabel={LL.budget.payments.sortBy()}
        directionLabels={{ asc: LL.budget.payments.direction.asc(), desc: LL.budget.payments.direction.desc() }}
        search={search}
        onSearch={(text) => budget.send({ type: 'payments.search', text })}
        order={order}
        columns={sortColumns.map((column) => ({ value: column, label: LL.budget.payments.sort[column]() }))}
        onSort={(column) => budget.send({ type: 'payments.sort', column: column as PaymentSortColumn })}
      >
        <label className="flex items-center gap-2 text-sm text-stone-700">
          {LL.budget.payments.due.label()}
          <select
            className="rounded-lg border border-stone-300 bg-white px-2 py-1.5"
            value={due}
            onChange={(event) => budget.send({ type: 'payments.due', due: event.target.value as PaymentDueFilter })}
          >
            {dueFilters.map((choice) => (
              <option key={choice} value={choice}>
                {LL.budget.payments.due[choice]()}
              </option>
            ))}
          </select>
        </label>
      </ColumnToolbar>
      {rows.length === 0 && (
        <p className="py-8 text-center text-stone-600">
          {expenseNames.size === 0 || payments.length === 0 ? LL.budget.payments.empty() : LL.budget.payments.noMatches()}
        </p>
      )}
      <RowBlocks
        rows={rows}
        rowHeightPx={57}
        renderRow={(payment) => (
          <li key={payment.id} className="flex items-center gap-2 py-2" data-payment-id={payment.id}>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-stone-900">{payment.name}</span>
              <PaymentStatus payment={payment} today={today} />
            </span>
            <span className="font-semibold text-stone-900 tabular-nums">{money(toCents(payment.amount))}</span>
            <PaymentActions payment={payment} />
          </li>
        )}
      />
    </section>
  );
}
