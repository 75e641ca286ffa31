import { assertEvent, assign, setup } from 'xstate';
import type { ValidationErrors } from '../../contract/errors';
import type { CreateWeddingPayload } from '../../contract/weddings';
import {
  emptyWeddingForm,
  equalEmailsRule,
  firstStepWithErrors,
  isStepValid,
  stepErrors,
  toCreateWeddingPayload,
  withoutErrorsOf,
  type FormRules,
  type InformationValues,
  type SpouseKey,
  type SpouseValues,
  type WeddingForm,
  type WizardStep,
} from './create-wedding-form';
import { failureCode, failureMessageKey, failureValidationErrors } from '../shared/failure';
import type { NotificationEmitted } from '../shared/messages';
import { errorNotice, notify, successNotice } from '../shared/notify';
import { providedByApp } from '../shared/provided';

/**
 * The create-wedding wizard (part 1 §2, §4): information → spouse 1 → spouse 2 → a confirmation
 * that states the balance after paying → the request. Each step must be valid to move on;
 * Previous keeps what was typed. A refused request closes the confirmation, keeps the form and
 * marks the fields the server named, on the first step that has one. A Planner without a credit
 * only sees the not-enough-credits notice; an Administrator is not charged but chooses the
 * Planner who will run the wedding (and, with none yet, is told to add one).
 */

/** A Planner an Administrator may give the new wedding to. */
export interface PlannerChoice {
  id: number;
  name: string;
}

export interface CreateWeddingInput {
  /** The creator's balance before this wedding. */
  credits: number;
  /** Planners pay one credit per wedding; Administrators do not. */
  charged: boolean;
  /** An Administrator's choice of Planner to run the wedding; null when the creator runs it. */
  planners?: PlannerChoice[] | null;
}

export interface CreatedWedding {
  id: number;
  /** The balance after paying, as the server answered it. */
  credits: number;
}

export interface CreateWeddingContext extends CreateWeddingInput {
  planners: PlannerChoice[] | null;
  form: WeddingForm;
  /** Rule codes keyed `information.name`, `spouse1.email`…, from the form or from the server. */
  fieldErrors: ValidationErrors;
  created: CreatedWedding | null;
}

export interface CreateWeddingOutput {
  created: CreatedWedding | null;
}

export type CreateWeddingEvent =
  | { type: 'wizard.change'; step: 'information'; values: Partial<InformationValues> }
  | { type: 'wizard.change'; step: SpouseKey; values: Partial<SpouseValues> }
  | { type: 'wizard.next' }
  | { type: 'wizard.previous' }
  | { type: 'wizard.add' }
  | { type: 'confirmation.close' }
  | { type: 'wizard.confirm' }
  | { type: 'wizard.cancel' };

/**
 * The server's field errors, keyed as the form's: two equal spouse e-mails are a field error of
 * the second spouse, and the Planner (named at the top level on the wire) is asked on step 1.
 */
function failureFieldErrors(error: unknown): ValidationErrors {
  if (failureCode(error) === 'equal_emails_spouses') return { 'spouse2.email': [equalEmailsRule] };
  return Object.fromEntries(
    Object.entries(failureValidationErrors(error)).map(([field, codes]) => [field === 'planner_id' ? 'information.planner_id' : field, codes]),
  );
}

/** The spouse whose e-mail is taken, by name, so the notice says who it is about. */
function takenEmailNotice(context: CreateWeddingContext, error: unknown) {
  const errors = failureFieldErrors(error);
  const spouse = (['spouse1', 'spouse2'] as const).find((key) => errors[`${key}.email`]?.includes('already_registered'));
  if (!spouse) return errorNotice(failureMessageKey(error));
  const { first_name, last_name } = context.form[spouse];
  return errorNotice('weddings.wizard.emailTaken', { name: `${first_name.trim()} ${last_name.trim()}` });
}

const rulesOf = (context: CreateWeddingContext): FormRules => ({ choosesPlanner: context.planners !== null });

const failedOn =
  (step: WizardStep) =>
  (_: unknown, { error }: { error: unknown }) =>
    firstStepWithErrors(failureFieldErrors(error)) === step;

const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

const createWeddingSetup = setup({
  types: {
    input: {} as CreateWeddingInput,
    context: {} as CreateWeddingContext,
    events: {} as CreateWeddingEvent,
    output: {} as CreateWeddingOutput,
    emitted: {} as NotificationEmitted,
  },
  actors: {
    createWedding: providedByApp<CreatedWedding, CreateWeddingPayload>('createWedding'),
  },
  guards: {
    canPay: ({ context }) => !context.charged || context.credits >= 1,
    hasNoPlannerToChoose: ({ context }) => context.planners !== null && context.planners.length === 0,
    isStepValid: ({ context }, { step }: { step: WizardStep }) => isStepValid(context.form, step, rulesOf(context)),
    isOnStep: ({ event }, { step }: { step: WizardStep }) => event.type === 'wizard.change' && event.step === step,
    failedOnInformation: failedOn('information'),
    failedOnSpouse1: failedOn('spouse1'),
  },
  actions: {
    change: assign(({ context, event }) => {
      assertEvent(event, 'wizard.change');
      const form = { ...context.form, [event.step]: { ...context.form[event.step], ...event.values } } as WeddingForm;
      return { form, fieldErrors: withoutErrorsOf(context.fieldErrors, event.step, Object.keys(event.values)) };
    }),
    showStepErrors: assign({ fieldErrors: ({ context }, { step }: { step: WizardStep }) => stepErrors(context.form, step, rulesOf(context)) }),
    clearErrors: assign({ fieldErrors: {} }),
    storeFailure: assign({ fieldErrors: (_, { error }: { error: unknown }) => failureFieldErrors(error) }),
    storeCreated: assign({ created: (_, created: CreatedWedding) => created }),
    notify,
  },
});

const reportFailure = [
  { type: 'storeFailure', params: failure },
  { type: 'notify', params: ({ context, event }: { context: CreateWeddingContext; event: { error: unknown } }) => takenEmailNotice(context, event.error) },
] as const;

/** A step takes what is typed into its own fields: another step's fields are not on screen. */
const changeOn = (step: WizardStep) => ({ 'wizard.change': { guard: { type: 'isOnStep', params: { step } }, actions: 'change' } }) as const;
const cancel = { 'wizard.cancel': { target: 'cancelled' } } as const;

/** Moves on when the step is valid; otherwise stays and marks the step's fields. */
const advance = (step: WizardStep, target: string) =>
  [{ guard: { type: 'isStepValid', params: { step } }, target, actions: 'clearErrors' }, { actions: { type: 'showStepErrors', params: { step } } }] as const;

export const createWeddingMachine = createWeddingSetup.createMachine({
  id: 'createWedding',
  context: ({ input }) => ({ ...input, planners: input.planners ?? null, form: emptyWeddingForm, fieldErrors: {}, created: null }),
  initial: 'checkingCredits',
  output: ({ context }) => ({ created: context.created }),
  states: {
    checkingCredits: {
      always: [{ guard: 'hasNoPlannerToChoose', target: 'noPlanners' }, { guard: 'canPay', target: 'information' }, { target: 'notEnoughCredits' }],
    },
    notEnoughCredits: { on: cancel },
    /** An Administrator with no Planner to give the wedding to is sent to add one first. */
    noPlanners: { on: cancel },
    information: {
      on: { ...changeOn('information'), ...cancel, 'wizard.next': advance('information', 'spouse1') },
    },
    spouse1: {
      on: { ...changeOn('spouse1'), ...cancel, 'wizard.next': advance('spouse1', 'spouse2'), 'wizard.previous': { target: 'information' } },
    },
    spouse2: {
      on: { ...changeOn('spouse2'), ...cancel, 'wizard.add': advance('spouse2', 'confirming'), 'wizard.previous': { target: 'spouse1' } },
    },
    // The confirmation covers the wizard: it offers creating or going back, not closing the wizard.
    confirming: {
      on: { 'wizard.confirm': { target: 'submitting' }, 'confirmation.close': { target: 'spouse2' } },
    },
    // No cancel here: the wedding (and its credit) may already be on its way.
    submitting: {
      invoke: {
        id: 'createWedding',
        src: 'createWedding',
        input: ({ context }) => toCreateWeddingPayload(context.form, rulesOf(context)),
        onDone: {
          target: 'done',
          actions: [
            { type: 'storeCreated', params: ({ event }) => event.output },
            { type: 'notify', params: successNotice('weddings.createWeddingSuccess') },
          ],
        },
        onError: [
          { guard: { type: 'failedOnInformation', params: failure }, target: 'information', actions: reportFailure },
          { guard: { type: 'failedOnSpouse1', params: failure }, target: 'spouse1', actions: reportFailure },
          { target: 'spouse2', actions: reportFailure },
        ],
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
