import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { paymentMethods, type PaymentMethod } from '../../../contract/budget';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { PaymentFormValues, paymentFormMachine } from '../../../machines/budget/payment-form.machine';
import { Button } from '../../components/button';
import { CheckboxField } from '../../components/checkbox-field';
import { DateField } from '../../components/date-field';
import { Modal } from '../../components/modal';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { toWireDate } from '../../lib/dates';
import { fieldErrorText } from '../../lib/i18n';
import { useAmountError } from './money';

/**
 * The add-payment modal (part 2 §2, §5): name, amount, date, method, and whether it is paid
 * already or due on that day. Drawn for a form opened from a row (the page's) or from an
 * expense's detail (the detail's), while it is open.
 */
export function PaymentDialog({ paymentForm }: { paymentForm: ActorRefFrom<typeof paymentFormMachine> | undefined }) {
  return paymentForm ? <OpenPaymentForm paymentForm={paymentForm} /> : null;
}

function OpenPaymentForm({ paymentForm }: { paymentForm: ActorRefFrom<typeof paymentFormMachine> }) {
  const { LL } = useI18nContext();
  const form = useSelector(paymentForm, (snapshot) => (snapshot.matches('open') ? snapshot.context.form : null));
  const amountError = useAmountError();
  const change = (values: Partial<PaymentFormValues>) => paymentForm.send({ type: 'form.change', values });
  const save = (event: FormEvent) => {
    event.preventDefault();
    paymentForm.send({ type: 'form.save' });
  };
  const labels = LL.budget.paymentForm;
  return (
    <Modal
      open={form !== null}
      onClose={() => paymentForm.send({ type: 'form.cancel' })}
      title={labels.title()}
      closeLabel={LL.common.close()}
      closeOnOutsideClick={false}
      footer={
        <>
          <Button variant="ghost" onClick={() => paymentForm.send({ type: 'form.cancel' })}>
            {labels.cancel()}
          </Button>
          <Button type="submit" form="payment-form">
            {labels.save()}
          </Button>
        </>
      }
    >
      {form && (
        <form id="payment-form" noValidate onSubmit={save} className="space-y-3">
          <TextField
            label={labels.name()}
            name="name"
            value={form.values.name}
            error={fieldErrorText(LL, form.errors.name, { max: 200 })}
            onChange={(event) => change({ name: event.target.value })}
          />
          <TextField
            label={labels.amount()}
            name="amount"
            inputMode="decimal"
            autoFocus
            value={form.values.amount}
            error={amountError(form.errors.amount)}
            onChange={(event) => change({ amount: event.target.value })}
          />
          <DateField
            label={labels.date()}
            name="date"
            value={form.values.date}
            placeholder={labels.datePlaceholder()}
            pickLabel={labels.pickDate()}
            error={fieldErrorText(LL, form.errors.date)}
            onValueChange={(date) => change({ date, isoDate: toWireDate(date) })}
          />
          <SelectField
            label={labels.method()}
            name="method"
            value={form.values.method}
            options={paymentMethods.map((method) => ({ value: method, label: LL.budget.methods[method]() }))}
            onChange={(event) => change({ method: event.target.value as PaymentMethod })}
          />
          <CheckboxField label={labels.paid()} name="paid" checked={form.values.paid} onChange={(event) => change({ paid: event.target.checked })} />
        </form>
      )}
    </Modal>
  );
}
