import { useSelector } from '@xstate/react';
import { toCents } from '../../../contract/money';
import { useI18nContext } from '../../../i18n/i18n-react';
import { supplierOf } from '../../../machines/budget/budget-rows';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { useBudgetScope } from './budget-scope';
import { useMoney } from './money';
import { ExpenseNotes } from './expense-notes';
import { newPaymentEvent } from './new-payment';
import { PaymentActions } from './payment-actions';
import { PaymentStatus } from './payment-status';

/** An expense's detail (part 2 §2): total, payments, paid, remaining, supplier (chosen from the panel) and notes. */
export function ExpenseDetailDialog() {
  const { LL, locale } = useI18nContext();
  const { budget, expenseRow, paymentForm, suppliersPanel, can, expenses, payments, suppliers, figures, today } = useBudgetScope();
  const detailId = useSelector(budget, (snapshot) => snapshot.context.detailId);
  const money = useMoney();
  const expense = expenses.find((row) => row.id === detailId);
  const own = expense ? figures.get(expense.id) : undefined;
  const supplier = expense ? supplierOf(suppliers, expense.supplier_id) : undefined;
  const ownPayments = expense ? payments.filter((payment) => payment.expense_id === expense.id) : [];
  // Notes being written are saved on the way out, as a row is; with an error the detail stays open on it.
  const close = () => {
    if (expense && expenseRow.getSnapshot().context.form?.original?.id === expense.id) expenseRow.send({ type: 'form.save' });
    if (expenseRow.getSnapshot().context.form === null) budget.send({ type: 'detail.close' });
  };
  return (
    <Modal
      open={expense !== undefined}
      onClose={close}
      title={expense?.name ?? ''}
      closeLabel={LL.common.close()}
      size="lg"
      footer={
        expense &&
        can.addPayment && <Button onClick={() => paymentForm.send(newPaymentEvent(expense, payments, today, locale))}>{LL.budget.detail.addPayment()}</Button>
      }
    >
      {expense && own && (
        <div className="space-y-4">
          <dl className="grid grid-cols-3 gap-3">
            <Figure label={LL.budget.detail.total()} value={own.totalCents === null ? LL.budget.tbd() : money(own.totalCents)} />
            <Figure label={LL.budget.detail.paid()} value={money(own.paidCents)} />
            <Figure label={LL.budget.detail.remaining()} value={money(own.remainingCents)} />
          </dl>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p>
              <span className="text-sm text-stone-600">{LL.budget.detail.supplier()}: </span>
              <span className="font-medium text-stone-900">{supplier?.name ?? LL.budget.detail.noSupplier()}</span>
            </p>
            {can.editExpense && (
              <Button variant="secondary" onClick={() => suppliersPanel.send({ type: 'panel.select', expenseId: expense.id })}>
                {LL.budget.detail.chooseSupplier()}
              </Button>
            )}
          </div>
          <ExpenseNotes expense={expense} />
          <div>
            <h4 className="mb-1 font-semibold text-brand-dark">{LL.budget.detail.payments()}</h4>
            {ownPayments.length === 0 && <p className="text-stone-600">{LL.budget.detail.noPayments()}</p>}
            <ul className="divide-y divide-stone-100">
              {ownPayments.map((payment) => (
                <li key={payment.id} className="flex items-center gap-2 py-2">
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{payment.name}</span>
                    <PaymentStatus payment={payment} today={today} />
                  </span>
                  <span className="font-semibold tabular-nums">{money(toCents(payment.amount))}</span>
                  <PaymentActions payment={payment} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </Modal>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs tracking-wide text-stone-600 uppercase">{label}</dt>
      <dd className="font-semibold text-stone-900 tabular-nums">{value}</dd>
    </div>
  );
}
