import type { Expense, Payment } from '../../../contract/budget';
import type { Locale } from '../../../contract/locale';
import { defaultPaymentName } from '../../../machines/budget/budget-rows';
import type { PaymentOpening } from '../../../machines/budget/payment-form.machine';
import { temporaryId } from '../../../machines/shared/optimistic-list';
import { toDisplayDate } from '../../lib/dates';

/** What the add-payment modal opens with for an expense: named "expense [n]" (part 2 §5), dated today. */
export const newPaymentOpening = (expense: Expense, payments: readonly Payment[], today: string, locale: Locale): PaymentOpening => ({
  id: temporaryId(),
  expenseId: expense.id,
  name: defaultPaymentName(expense, payments),
  date: toDisplayDate(today),
  isoDate: today,
  locale,
});
