import { assertEvent, assign, sendParent, setup } from 'xstate';
import { budgetLimits, defaultPaymentMethod, type Payment, type PaymentMethod } from '../../contract/budget';
import type { ValidationErrors } from '../../contract/errors';
import type { Locale } from '../../contract/locale';
import { fromCents, parseAmount } from '../../contract/money';

/**
 * The add-payment modal (part 2 §2, §5): name (by default the expense's name and the next
 * number in brackets), amount, date and method (cash unless chosen). Beyond the spec a payment
 * can be scheduled rather than made: its date is then the day it is due. One form per payment:
 * it starts open with what its opener gave (`PaymentOpening`) and ends saved or cancelled. A
 * valid form goes to its parent (`payment.create`: the budget page, for a row's pay button, or
 * an expense's detail, which passes it on), which shows it at once and saves it.
 */

export interface PaymentFormValues {
  name: string;
  /** As typed, in the person's notation. */
  amount: string;
  /** As typed, dd/MM/yyyy, and the same day on the wire (null: not a real date). */
  date: string;
  isoDate: string | null;
  method: PaymentMethod;
  /** False: scheduled, due on `date`. */
  paid: boolean;
}

export interface PaymentForm {
  id: number;
  expenseId: number;
  locale: Locale;
  values: PaymentFormValues;
  errors: ValidationErrors;
}

export type PaymentDraft = Omit<Payment, 'wedding_id'>;

/** What a new payment starts with: its temporary id, its expense, the default name and today (dd/MM/yyyy and yyyy-MM-dd). */
export interface PaymentOpening {
  id: number;
  expenseId: number;
  name: string;
  date: string;
  isoDate: string;
  locale: Locale;
}

export type PaymentFormEvent = { type: 'form.change'; values: Partial<PaymentFormValues> } | { type: 'form.save' } | { type: 'form.cancel' };

export function paymentFormErrors({ values, locale }: PaymentForm): ValidationErrors {
  const errors: ValidationErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = ['required'];
  else if (name.length > budgetLimits.paymentNameMax) errors.name = ['maxLength'];
  const amount = parseAmount(values.amount, locale);
  if (!amount.ok) errors.amount = [amount.rule];
  else if (amount.cents === null) errors.amount = ['required'];
  else if (amount.cents === 0) errors.amount = ['min'];
  if (values.isoDate === null) errors.date = [values.date.trim() === '' ? 'required' : 'date'];
  return errors;
}

function draftOf({ id, expenseId, values, locale }: PaymentForm): PaymentDraft {
  const amount = parseAmount(values.amount, locale);
  return {
    id,
    expense_id: expenseId,
    name: values.name.trim(),
    amount: fromCents(amount.ok ? (amount.cents ?? 0) : 0),
    date: values.isoDate!,
    payment_method: values.method,
    paid: values.paid,
  };
}

const revalidated = (form: PaymentForm): PaymentForm => (Object.keys(form.errors).length ? { ...form, errors: paymentFormErrors(form) } : form);

const opened = ({ id, expenseId, locale, name, date, isoDate }: PaymentOpening): PaymentForm => ({
  id,
  expenseId,
  locale,
  values: { name, amount: '', date, isoDate, method: defaultPaymentMethod, paid: true },
  errors: {},
});

const paymentFormSetup = setup({
  types: { input: {} as PaymentOpening, context: {} as { form: PaymentForm }, events: {} as PaymentFormEvent },
  guards: {
    isFormValid: ({ context }) => Object.keys(paymentFormErrors(context.form)).length === 0,
  },
  actions: {
    change: assign({
      form: ({ context, event }) => {
        assertEvent(event, 'form.change');
        return revalidated({ ...context.form, values: { ...context.form.values, ...event.values } });
      },
    }),
    showErrors: assign({ form: ({ context }) => ({ ...context.form, errors: paymentFormErrors(context.form) }) }),
    commit: sendParent(({ context }) => ({ type: 'payment.create' as const, draft: draftOf(context.form) })),
  },
});

export const paymentFormMachine = paymentFormSetup.createMachine({
  id: 'paymentForm',
  context: ({ input }) => ({ form: opened(input) }),
  initial: 'open',
  states: {
    open: {
      on: {
        'form.change': { actions: 'change' },
        'form.save': [{ guard: 'isFormValid', target: 'saved', actions: 'commit' }, { actions: 'showErrors' }],
        'form.cancel': 'cancelled',
      },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
