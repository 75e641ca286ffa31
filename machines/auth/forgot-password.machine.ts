import { assign, setup } from 'xstate';
import { forgotPayload, type ForgotPayload } from '../../contract/auth';
import type { ValidationErrors } from '../../contract/errors';
import type { Locale } from '../../contract/person';
import { toValidationErrors } from '../../contract/validation';
import type { NotificationEmitted } from '../shared/messages';
import { notify, notifyFailure, successNotice } from '../shared/notify';
import { providedByApp } from '../shared/provided';

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

const forgotPasswordSetup = setup({
  types: {
    input: {} as ForgotPasswordInput,
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    emitted: {} as NotificationEmitted,
  },
  actors: {
    requestReset: providedByApp<void, ForgotPayload>('requestReset'),
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
    notify,
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
          actions: { type: 'notify', params: ({ context }) => successNotice('notifications.emailWithInstructions', { email: context.email }) },
        },
        onError: { target: 'failed', actions: notifyFailure },
      },
    },
    failed: {
      on: { 'forgot.submit': submitTransitions },
    },
    sent: { type: 'final' },
  },
});
