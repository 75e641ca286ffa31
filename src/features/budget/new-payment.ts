import type { Expense, Payment } from '../../../contract/budget';
import type { Locale } from '../../../contract/locale';
import { defaultPaymentName } from '../../../machines/budget/budget-rows';
import type { PaymentFormEvent } from '../../../machines/budget/payment-form.machine';
import { temporaryId } from '../../../machines/shared/optimistic-list';
import { toDisplayDate } from '../../lib/dates';

/** Opens the add-payment modal for an expense: named "expense [n]" (part 2 §5), dated today. */
export const newPaymentEvent = (expense: Expense, payments: readonly Payment[], today: string, locale: Locale): PaymentFormEvent => ({
  type: 'payment.add',
  id: temporaryId(),
  expenseId: expense.id,
  name: defaultPaymentName(expense, payments),
  date: toDisplayDate(today),
  isoDate: today,
  locale,
});
