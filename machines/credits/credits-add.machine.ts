import { assertEvent, assign, setup } from 'xstate';
import type { ValidationErrors } from '../../contract/errors';
import { addCreditsErrors, initialAddCredits, steppedAmount, toAddCreditsPayload, type AddCreditsValues } from './credits-add-form';
import type { NotificationEmitted } from '../shared/messages';
import { notify, notifyFailureOr, successNotice } from '../shared/notify';
import { providedByApp } from '../shared/provided';

/**
 * An Administrator adds credits to a planner: amount and cost, then the request. A refused
 * request keeps the form for another try; a confirmed one ends with the planner's new balance.
 */

export interface CreditsAddInput {
  personId: number;
}

export interface CreditsAddContext extends CreditsAddInput {
  values: AddCreditsValues;
  fieldErrors: ValidationErrors;
  /** The planner's balance after the purchase, once the server confirmed it. */
  credits: number | null;
}

export interface CreditsAddOutput {
  credits: number | null;
}

export type CreditsAddEvent =
  { type: 'add.change'; values: Partial<AddCreditsValues> } | { type: 'add.step'; by: 1 | -1 } | { type: 'add.submit' } | { type: 'add.cancel' };

type AddCreditsPayload = ReturnType<typeof toAddCreditsPayload>;

const creditsAddSetup = setup({
  types: {
    input: {} as CreditsAddInput,
    context: {} as CreditsAddContext,
    events: {} as CreditsAddEvent,
    output: {} as CreditsAddOutput,
    emitted: {} as NotificationEmitted,
  },
  actors: {
    addCredits: providedByApp<{ credits: number }, AddCreditsPayload>('addCredits'),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(addCreditsErrors(context.personId, context.values)).length === 0,
  },
  actions: {
    change: assign(({ context, event }) => {
      assertEvent(event, 'add.change');
      const changed = new Set(Object.keys(event.values));
      return {
        values: { ...context.values, ...event.values },
        fieldErrors: Object.fromEntries(Object.entries(context.fieldErrors).filter(([field]) => !changed.has(field))),
      };
    }),
    step: assign(({ context, event }) => {
      assertEvent(event, 'add.step');
      const { amount: _, ...otherErrors } = context.fieldErrors;
      return { values: { ...context.values, amount: steppedAmount(context.values.amount, event.by) }, fieldErrors: otherErrors };
    }),
    showErrors: assign({ fieldErrors: ({ context }) => addCreditsErrors(context.personId, context.values) }),
    storeCredits: assign({ credits: (_, credits: number) => credits }),
    notify,
  },
});

export const creditsAddMachine = creditsAddSetup.createMachine({
  id: 'creditsAdd',
  context: ({ input }) => ({ personId: input.personId, values: initialAddCredits, fieldErrors: {}, credits: null }),
  initial: 'editing',
  output: ({ context }) => ({ credits: context.credits }),
  states: {
    editing: {
      on: {
        'add.change': { actions: 'change' },
        'add.step': { actions: 'step' },
        'add.submit': [{ guard: 'isFormValid', target: 'submitting' }, { actions: 'showErrors' }],
        'add.cancel': { target: 'cancelled' },
      },
    },
    // No cancel here: the purchase may already be recorded.
    submitting: {
      invoke: {
        id: 'addCredits',
        src: 'addCredits',
        input: ({ context }) => toAddCreditsPayload(context.personId, context.values),
        onDone: {
          target: 'done',
          actions: [
            { type: 'storeCredits', params: ({ event }) => event.output.credits },
            { type: 'notify', params: successNotice('credits.creditsAdded') },
          ],
        },
        // The server's own reason when it gave one, else the adding-credits message.
        onError: { target: 'editing', actions: notifyFailureOr('credits.unexpectedAdding') },
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
