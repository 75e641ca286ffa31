import { assertEvent, assign, setup } from 'xstate';
import { changePasswordPayload, type ChangePasswordPayload, type VerifiedToken } from '../../contract/auth';
import type { ValidationErrors } from '../../contract/errors';
import { toValidationErrors } from '../../contract/validation';
import { failureCode, failureMessageKey } from '../shared/failure';
import { genericErrorKey, type MessageKey, type NotificationEmitted } from '../shared/messages';
import { errorNotice, notify, successNotice } from '../shared/notify';
import { providedByApp } from '../shared/provided';

/**
 * Creating (account activation) or changing a password from an e-mailed link. The
 * token is verified first: a pending account gets the "create password" wording, and
 * spouses a message of their own. A missing, invalid or expired link ends in
 * `rejected` with its message (the page then returns to sign-in); a saved password
 * ends in `done`.
 */

export interface ChangePasswordInput {
  token: string | undefined;
}

export interface ChangePasswordContext {
  token: string;
  /** Pending accounts are being activated: "Create password" instead of "Change password". */
  isPending: boolean;
  isSpouse: boolean;
  fieldErrors: ValidationErrors;
  /** i18n key of the message shown when the link cannot be used. */
  errorKey: MessageKey | null;
}

export type ChangePasswordEvent = { type: 'password.submit'; password: string; confirmation: string };

const rejectedTokenCodes = new Set(['expired_token', 'invalid_token']);

function toPayload(token: string, event: ChangePasswordEvent): ChangePasswordPayload {
  return { token, password: event.password, password_confirmation: event.confirmation };
}

const changePasswordSetup = setup({
  types: {
    input: {} as ChangePasswordInput,
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    emitted: {} as NotificationEmitted,
  },
  actors: {
    verifyToken: providedByApp<VerifiedToken, { token: string }>('verifyToken'),
    changePassword: providedByApp<void, ChangePasswordPayload>('changePassword'),
  },
  guards: {
    hasToken: ({ context }) => context.token.length > 0,
    isFormValid: ({ context, event }) => changePasswordPayload.safeParse(toPayload(context.token, event)).success,
    isTokenRejected: (_, { error }: { error: unknown }) => rejectedTokenCodes.has(failureCode(error) ?? ''),
  },
  actions: {
    storeVerifiedToken: assign((_, verified: VerifiedToken) => ({
      isPending: verified.status === 'pending',
      isSpouse: verified.type === 'Spouse',
    })),
    storeFieldErrors: assign({
      fieldErrors: ({ context, event }) => {
        const result = changePasswordPayload.safeParse(toPayload(context.token, event));
        return result.success ? {} : toValidationErrors(result.error);
      },
    }),
    clearFieldErrors: assign({ fieldErrors: {} }),
    storeError: assign((_, { error }: { error: unknown }) => ({ errorKey: failureMessageKey(error) })),
    storeMissingToken: assign({ errorKey: 'errors.invalid_token' }),
    notify,
  },
});

const submitTransitions = [{ guard: 'isFormValid', target: 'submitting', actions: 'clearFieldErrors' }, { actions: 'storeFieldErrors' }] as const;

const notifyError = { type: 'notify', params: ({ context }: { context: ChangePasswordContext }) => errorNotice(context.errorKey ?? genericErrorKey) } as const;

export const changePasswordMachine = changePasswordSetup.createMachine({
  id: 'changePassword',
  context: ({ input }) => ({ token: input.token ?? '', isPending: false, isSpouse: false, fieldErrors: {}, errorKey: null }),
  initial: 'checkingLink',
  states: {
    /** A link without a token is refused at once; one with a token is asked about. */
    checkingLink: {
      always: [
        { guard: 'hasToken', target: 'verifying' },
        { target: 'rejected', actions: 'storeMissingToken' },
      ],
    },
    verifying: {
      invoke: {
        id: 'verifyToken',
        src: 'verifyToken',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'ready', actions: { type: 'storeVerifiedToken', params: ({ event }) => event.output } },
        // Whatever went wrong, the link cannot be used: say why and go back to sign-in.
        onError: { target: 'rejected', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {
      on: { 'password.submit': submitTransitions },
    },
    submitting: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context, event }) => {
          assertEvent(event, 'password.submit');
          return toPayload(context.token, event);
        },
        onDone: {
          target: 'done',
          actions: { type: 'notify', params: successNotice('notifications.changePasswordSuccess') },
        },
        onError: [
          {
            // The link expired while the form was open.
            guard: { type: 'isTokenRejected', params: ({ event }) => ({ error: event.error }) },
            target: 'rejected',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'error',
            actions: [{ type: 'storeError', params: ({ event }) => ({ error: event.error }) }, notifyError],
          },
        ],
      },
    },
    error: {
      on: { 'password.submit': submitTransitions },
    },
    rejected: {
      type: 'final',
      entry: notifyError,
    },
    done: { type: 'final' },
  },
});
