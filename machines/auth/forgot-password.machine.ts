import { assign, fromPromise, setup } from 'xstate';
import { forgotPayload, type ForgotPayload } from '../../contract/auth';
import type { ValidationErrors } from '../../contract/errors';
import type { Locale } from '../../contract/person';
import { toValidationErrors } from '../../contract/validation';
import { failureMessageKey } from '../shared/failure';
import type { NotifyParams } from '../shared/messages';

/**
 * Asking for a password-reset link. The e-mail is checked on the form first; a
 * request that fails shows a red notification and leaves the button usable again, and
 * a sent request ends the workflow (the page then returns to sign-in).
 */

export interface ForgotPasswordInput {
  language: Locale;
  customizationId: number | null;
}

export interface ForgotPasswordContext extends ForgotPasswordInput {
  email: string;
  fieldErrors: ValidationErrors;
}

/** The language on screen when sending: the mail is written in it. */
export type ForgotPasswordEvent = { type: 'forgot.submit'; email: string; language?: Locale };

const notProvided = () => Promise.reject(new Error('requestReset is provided by the app'));

const forgotPasswordSetup = setup({
  types: {
    input: {} as ForgotPasswordInput,
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    requestReset: fromPromise<void, ForgotPayload>(notProvided),
  },
  guards: {
    isFormValid: ({ event }) => forgotPayload.safeParse({ email: event.email }).success,
  },
  actions: {
    storeEmail: assign({ email: ({ event }) => event.email.trim(), language: ({ context, event }) => event.language ?? context.language, fieldErrors: {} }),
    storeFieldErrors: assign({
      fieldErrors: ({ event }) => {
        const result = forgotPayload.safeParse({ email: event.email });
        return result.success ? {} : toValidationErrors(result.error);
      },
    }),
    // The app shows it as a toast; machines only say what to show.
    notify: (_, _params: NotifyParams) => {},
  },
});

const submitTransitions = [{ guard: 'isFormValid', target: 'submitting', actions: 'storeEmail' }, { actions: 'storeFieldErrors' }] as const;

export const forgotPasswordMachine = forgotPasswordSetup.createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({ ...input, email: '', fieldErrors: {} }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'forgot.submit': submitTransitions },
    },
    submitting: {
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ email: context.email, language: context.language, customization_id: context.customizationId }),
        onDone: {
          target: 'sent',
          actions: {
            type: 'notify',
            params: ({ context }) => ({
              kind: 'success',
              message: { key: 'notifications.emailWithInstructions', params: { email: context.email } },
            }),
          },
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ kind: 'error', message: { key: failureMessageKey(event.error) } }),
          },
        },
      },
    },
    failed: {
      on: { 'forgot.submit': submitTransitions },
    },
    sent: { type: 'final' },
  },
});
