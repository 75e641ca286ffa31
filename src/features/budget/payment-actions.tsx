import type { Payment } from '../../../contract/budget';
import { useI18nContext } from '../../../i18n/i18n-react';
import { TrashIcon } from '../../components/action-icons';
import { IconButton } from '../../components/icon-button';
import { useBudgetScope } from './budget-scope';
import { PayIcon } from './pay-icon';

/** A payment's buttons: mark a scheduled one paid today (ADD_PAYMENT), delete (DELETE_PAYMENT). */
export function PaymentActions({ payment }: { payment: Payment }) {
  const { LL } = useI18nContext();
  const { budget, can, today } = useBudgetScope();
  return (
    <span className="flex">
      {!payment.paid && can.addPayment && (
        <IconButton label={LL.budget.payments.pay({ name: payment.name })} onClick={() => budget.send({ type: 'payment.pay', id: payment.id, date: today })}>
          <PayIcon />
        </IconButton>
      )}
      {can.deletePayment && (
        <IconButton
          tone="danger"
          label={LL.budget.payments.remove({ name: payment.name })}
          onClick={() => budget.send({ type: 'payment.delete', id: payment.id })}
        >
          <TrashIcon />
        </IconButton>
      )}
    </span>
  );
}
