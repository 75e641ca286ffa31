import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Link } from 'wouter';
import { useI18nContext } from '../../../i18n/i18n-react';
import { limits } from '../../../contract/validation';
import type { createWeddingMachine } from '../../../machines/weddings/create-wedding.machine';
import type { SpouseKey, WizardStep } from '../../../machines/weddings/create-wedding-form';
import { Button, buttonClasses } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DateField } from '../../components/date-field';
import { GenderSelect } from '../../components/gender-select';
import { CreditsIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { toWireDate } from '../../lib/dates';
import { weddingFieldError } from './wedding-field-error';
import { WizardStepper } from './wizard-stepper';

type WizardRef = ActorRefFrom<typeof createWeddingMachine>;

const formId = 'create-wedding-step';
const weddingNameMax = 150;

/** The wizard's dialog while the weddings machine runs it (`wizard` is its child). */
export function CreateWeddingDialog({ wizard }: { wizard: WizardRef | undefined }) {
  return wizard ? <WizardModal wizard={wizard} /> : null;
}

/** Where the wizard is: one of the steps (the confirmation sits on the last one), or a notice that stops it. */
function selectStep(snapshot: ReturnType<WizardRef['getSnapshot']>): WizardStep | 'notEnoughCredits' | 'noPlanners' {
  if (snapshot.matches('notEnoughCredits')) return 'notEnoughCredits';
  if (snapshot.matches('noPlanners')) return 'noPlanners';
  if (snapshot.matches('information')) return 'information';
  if (snapshot.matches('spouse1')) return 'spouse1';
  return 'spouse2';
}

function WizardModal({ wizard }: { wizard: WizardRef }) {
  const { LL } = useI18nContext();
  const step = useSelector(wizard, selectStep);
  const confirmation = useSelector(wizard, (snapshot) => (snapshot.matches('submitting') ? 'submitting' : snapshot.matches('confirming') ? 'open' : 'closed'));
  const name = useSelector(wizard, (snapshot) => snapshot.context.form.information.name.trim());
  const balanceAfter = useSelector(wizard, (snapshot) => (snapshot.context.charged ? snapshot.context.credits - 1 : null));
  const close = () => wizard.send({ type: 'wizard.cancel' });

  if (step === 'notEnoughCredits' || step === 'noPlanners') {
    const notice = LL.weddings.wizard[step];
    return (
      <Modal open onClose={close} title={notice.title()} closeLabel={LL.common.close()}>
        <div className="flex flex-col items-center gap-4 py-4 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-brand-light text-brand">
            <CreditsIcon className="size-6" />
          </span>
          <p className="text-stone-700">{notice.message()}</p>
          <Link href={step === 'noPlanners' ? '/users' : '/credits'} className={buttonClasses('primary')}>
            {notice.action()}
          </Link>
        </div>
      </Modal>
    );
  }

  const wizardLabels = LL.weddings.wizard;
  return (
    <Modal
      open
      onClose={close}
      title={wizardLabels.title()}
      closeLabel={LL.common.close()}
      size="lg"
      closeOnOutsideClick={false}
      footer={
        <>
          {step === 'information' ? (
            <Button variant="secondary" onClick={close}>
              {wizardLabels.cancel()}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => wizard.send({ type: 'wizard.previous' })}>
              {wizardLabels.previous()}
            </Button>
          )}
          <Button type="submit" form={formId}>
            {step === 'spouse2' ? wizardLabels.add() : wizardLabels.next()}
          </Button>
        </>
      }
    >
      <StepForm wizard={wizard} step={step} />
      <ConfirmDialog
        open={confirmation !== 'closed'}
        busy={confirmation === 'submitting'}
        onCancel={() => wizard.send({ type: 'confirmation.close' })}
        onConfirm={() => wizard.send({ type: 'wizard.confirm' })}
        title={wizardLabels.confirmTitle({ name })}
        message={balanceAfter === null ? wizardLabels.confirmFree() : wizardLabels.confirmCharged({ balance: balanceAfter })}
        confirmLabel={confirmation === 'submitting' ? wizardLabels.creating() : wizardLabels.confirm()}
        cancelLabel={wizardLabels.back()}
      />
    </Modal>
  );
}

/** One step's fields; Enter (or the footer's button) moves on. */
function StepForm({ wizard, step }: { wizard: WizardRef; step: WizardStep }) {
  const form = useSelector(wizard, (snapshot) => snapshot.context.form);
  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        wizard.send({ type: step === 'spouse2' ? 'wizard.add' : 'wizard.next' });
      }}
    >
      <WizardStepper form={form} current={step} />
      {step === 'information' ? <InformationFields wizard={wizard} /> : <SpouseFields key={step} wizard={wizard} spouse={step} />}
    </form>
  );
}

function InformationFields({ wizard }: { wizard: WizardRef }) {
  const { LL } = useI18nContext();
  const values = useSelector(wizard, (snapshot) => snapshot.context.form.information);
  const planners = useSelector(wizard, (snapshot) => snapshot.context.planners);
  const errors = useSelector(wizard, (snapshot) => snapshot.context.fieldErrors);
  const labels = LL.weddings.wizard;
  return (
    <div className="space-y-5">
      <TextField
        label={labels.name()}
        name="name"
        autoFocus
        autoComplete="off"
        placeholder={labels.namePlaceholder()}
        value={values.name}
        onChange={(event) => wizard.send({ type: 'wizard.change', step: 'information', values: { name: event.target.value } })}
        error={weddingFieldError(LL, errors['information.name'], { max: weddingNameMax })}
      />
      <DateField
        label={labels.date()}
        name="date"
        placeholder={labels.datePlaceholder()}
        pickLabel={labels.pickDate()}
        value={values.date}
        onValueChange={(date) => wizard.send({ type: 'wizard.change', step: 'information', values: { date, isoDate: toWireDate(date) } })}
        error={weddingFieldError(LL, errors['information.date'])}
      />
      {planners && (
        <SelectField
          label={labels.planner()}
          name="planner"
          placeholder={labels.choosePlanner()}
          options={planners.map((planner) => ({ value: String(planner.id), label: planner.name }))}
          value={values.plannerId}
          onChange={(event) => wizard.send({ type: 'wizard.change', step: 'information', values: { plannerId: event.target.value } })}
          error={weddingFieldError(LL, errors['information.planner_id'])}
        />
      )}
    </div>
  );
}

function SpouseFields({ wizard, spouse }: { wizard: WizardRef; spouse: SpouseKey }) {
  const { LL } = useI18nContext();
  const values = useSelector(wizard, (snapshot) => snapshot.context.form[spouse]);
  const errors = useSelector(wizard, (snapshot) => snapshot.context.fieldErrors);
  const labels = LL.weddings.wizard;
  const change = (field: keyof typeof values) => (value: string) => wizard.send({ type: 'wizard.change', step: spouse, values: { [field]: value } });
  const error = (field: keyof typeof values, max?: number) => weddingFieldError(LL, errors[`${spouse}.${field}`], { max });
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={labels.firstName()}
          name={`${spouse}-first-name`}
          autoFocus
          autoComplete="off"
          value={values.first_name}
          onChange={(event) => change('first_name')(event.target.value)}
          error={error('first_name', limits.nameMax)}
        />
        <TextField
          label={labels.lastName()}
          name={`${spouse}-last-name`}
          autoComplete="off"
          value={values.last_name}
          onChange={(event) => change('last_name')(event.target.value)}
          error={error('last_name', limits.nameMax)}
        />
      </div>
      <GenderSelect
        label={labels.gender()}
        name={`${spouse}-gender`}
        placeholder={labels.chooseGender()}
        value={values.gender}
        onValueChange={change('gender')}
        error={error('gender')}
      />
      <TextField
        label={labels.email()}
        name={`${spouse}-email`}
        type="email"
        autoComplete="off"
        value={values.email}
        onChange={(event) => change('email')(event.target.value)}
        error={error('email', limits.emailMax)}
      />
    </div>
  );
}
