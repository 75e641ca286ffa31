import { useSelector } from '@xstate/react';
import { toCents } from '../../../contract/money';
import { useI18nContext } from '../../../i18n/i18n-react';
import { supplierOf } from '../../../machines/budget/budget-rows';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { useBudgetScope } from './budget-scope';
import { useMoney } from './money';
import { ExpenseNotes } from './expense-notes';
import { newPaymentOpening } from './new-payment';
import { PaymentActions } from './payment-actions';
import { PaymentDialog } from './payment-dialog';
import { PaymentStatus } from './payment-status';
import { SupplierPicker } from './supplier-picker';

/**
 * An expense's detail (part 2 §2, §4, expense-detail.machine.ts): total, payments, paid,
 * remaining, supplier (chosen from the panel in select mode) and notes; the add-payment modal
 * and the supplier picker open over it.
 */
export function ExpenseDetailDialog() {
  const { LL, locale } = useI18nContext();
  const { budget, expenseDetail: detail, can, expenses, payments, suppliers, figures, today } = useBudgetScope();
  const expenseId = useSelector(detail, (snapshot) => snapshot.context.expenseId);
  const paymentForm = useSelector(detail, (snapshot) => snapshot.children.paymentForm);
  const money = useMoney();
  const expense = expenses.find((row) => row.id === expenseId);
  const own = expense ? figures.get(expense.id) : undefined;
  const supplier = expense ? supplierOf(suppliers, expense.supplier_id) : undefined;
  const ownPayments = expense ? payments.filter((payment) => payment.expense_id === expense.id) : [];
  return (
    <Modal
      open={expense !== undefined}
      // Through the page, which passes it on; notes being written are saved, or an error keeps the detail open on them.
      onClose={() => budget.send({ type: 'detail.close' })}
      title={expense?.name ?? ''}
      closeLabel={LL.common.close()}
      size="lg"
      footer={
        expense &&
        can.addPayment && (
          <Button onClick={() => detail.send({ type: 'payment.add', opening: newPaymentOpening(expense, payments, today, locale) })}>
            {LL.budget.detail.addPayment()}
          </Button>
        )
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
              <Button variant="secondary" onClick={() => detail.send({ type: 'supplier.choose' })}>
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
      <SupplierPicker />
      <PaymentDialog paymentForm={paymentForm} />
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
