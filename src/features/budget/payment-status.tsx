import { dueStateOf, type Payment } from '../../../contract/budget';
import { useI18nContext } from '../../../i18n/i18n-react';
import { toDisplayDate } from '../../lib/dates';

/** When a payment was made, or when it is due, with overdue and due this week marked (beyond the spec). */
export function PaymentStatus({ payment, today }: { payment: Payment; today: string }) {
  const { LL } = useI18nContext();
  const date = toDisplayDate(payment.date);
  const due = dueStateOf(payment, today);
  if (due === 'paid') return <span className="text-sm text-stone-600">{LL.budget.payments.paidOn({ date })}</span>;
  return (
    <span className="text-sm">
      <span className="text-stone-600">{LL.budget.payments.dueOn({ date })}</span>
      {due === 'overdue' && <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 font-medium text-red-800">{LL.budget.payments.overdue()}</span>}
      {due === 'dueThisWeek' && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900">{LL.budget.payments.dueThisWeek()}</span>}
    </span>
  );
}
