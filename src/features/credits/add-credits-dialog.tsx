import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { minAmount } from '../../../machines/credits/credits-add-form';
import type { creditsAddMachine } from '../../../machines/credits/credits-add.machine';
import { MinusIcon, PlusIcon } from '../../components/action-icons';
import { FormDialogFooter } from '../../components/form-dialog-footer';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { fieldErrorText } from '../../lib/i18n';

type AddRef = ActorRefFrom<typeof creditsAddMachine>;

const formId = 'add-credits';
const stepperButton =
  'grid size-11 shrink-0 cursor-pointer place-items-center text-stone-700 hover:bg-brand-light hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-40';

/** Adding credits to one planner: an amount stepper (at least 1) and the cost paid. */
export function AddCreditsDialog({ adding, plannerName }: { adding: AddRef | undefined; plannerName: string }) {
  const { LL } = useI18nContext();
  const submitting = useSelector(adding, (snapshot) => snapshot?.matches('submitting') ?? false);
  if (!adding) return null;
  return (
    <Modal
      open
      onClose={() => adding.send({ type: 'add.cancel' })}
      title={LL.credits.addForm.title({ name: plannerName })}
      closeLabel={LL.credits.close()}
      closeOnOutsideClick={false}
      footer={
        <FormDialogFooter
          formId={formId}
          busy={submitting}
          onCancel={() => adding.send({ type: 'add.cancel' })}
          cancelLabel={LL.credits.addForm.cancel()}
          submitLabel={LL.credits.addForm.submit()}
          busyLabel={LL.credits.addForm.submitting()}
        />
      }
    >
      <AddCreditsFields adding={adding} />
    </Modal>
  );
}

function AddCreditsFields({ adding }: { adding: AddRef }) {
  const { LL } = useI18nContext();
  const amountId = useId();
  const values = useSelector(adding, (snapshot) => snapshot.context.values);
  const errors = useSelector(adding, (snapshot) => snapshot.context.fieldErrors);
  const labels = LL.credits.addForm;
  const amountError = fieldErrorText(LL, errors.amount, { min: minAmount, max: 10_000 });
  return (
    <form
      id={formId}
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        adding.send({ type: 'add.submit' });
      }}
    >
      <div>
        <label htmlFor={amountId} className="mb-1.5 block text-sm font-medium text-stone-700">
          {labels.amount()}
        </label>
        <div className={`flex w-44 overflow-hidden rounded-lg border bg-white shadow-xs ${amountError ? 'border-red-500' : 'border-stone-300'}`}>
          <button
            type="button"
            aria-label={labels.decrease()}
            disabled={Number(values.amount) <= minAmount}
            onClick={() => adding.send({ type: 'add.step', by: -1 })}
            className={stepperButton}
          >
            <MinusIcon />
          </button>
          <input
            id={amountId}
            name="amount"
            type="number"
            inputMode="numeric"
            min={minAmount}
            step={1}
            autoFocus
            value={values.amount}
            onChange={(event) => adding.send({ type: 'add.change', values: { amount: event.target.value } })}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? `${amountId}-message` : undefined}
            className="w-full min-w-0 border-x border-stone-200 text-center text-lg font-semibold tabular-nums outline-none focus:bg-brand-light/40 [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
          />
          <button type="button" aria-label={labels.increase()} onClick={() => adding.send({ type: 'add.step', by: 1 })} className={stepperButton}>
            <PlusIcon />
          </button>
        </div>
        {amountError && (
          <p id={`${amountId}-message`} className="mt-1.5 text-sm text-red-700">
            {amountError}
          </p>
        )}
      </div>
      <TextField
        label={labels.cost()}
        name="cost"
        inputMode="decimal"
        autoComplete="off"
        value={values.cost}
        onChange={(event) => adding.send({ type: 'add.change', values: { cost: event.target.value } })}
        hint={labels.costHint()}
        error={fieldErrorText(LL, errors.cost, { min: 0 })}
      />
    </form>
  );
}
