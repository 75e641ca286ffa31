import { assertEvent, assign, setup } from 'xstate';
import { creditRequestPayload, type CreditRequest, type CreditRequestPayload } from '../../contract/credits';
import type { ValidationErrors } from '../../contract/errors';
import { toValidationErrors } from '../../contract/validation';
import type { RetryLoadEvent } from '../shared/loader';
import type { NotificationEmitted } from '../shared/messages';
import { notify, notifyFailureOr, successNotice } from '../shared/notify';
import { providedByApp } from '../shared/provided';
import { loadingOpenRequests } from './open-requests';

/**
 * A Planner asks for a credit package from the Pricing dialog: the planner's open requests
 * load first (a package already asked for shows "requested on …" instead of its button), then
 * "Request credits" opens a short form with an optional note for the Administrators, and the
 * request is sent. A refusal keeps the form and the note for another try.
 */

export interface CreditsRequestContext {
  /** The planner's open requests, one per package at most. */
  requests: CreditRequest[];
  /** The package being asked for, while the form is open. */
  packageId: number | null;
  note: string;
  fieldErrors: ValidationErrors;
}

export type CreditsRequestEvent =
  | RetryLoadEvent
  | { type: 'request.start'; packageId: number }
  | { type: 'request.change'; note: string }
  | { type: 'request.submit' }
  | { type: 'request.cancel' };

const noteErrors = (context: CreditsRequestContext): ValidationErrors => {
  const result = creditRequestPayload.safeParse({ package_id: context.packageId, note: context.note });
  return result.success ? {} : toValidationErrors(result.error);
};

const creditsRequestSetup = setup({
  types: {
    context: {} as CreditsRequestContext,
    events: {} as CreditsRequestEvent,
    emitted: {} as NotificationEmitted,
  },
  actors: {
    loadRequests: providedByApp<CreditRequest[]>('loadRequests'),
    sendRequest: providedByApp<CreditRequest, CreditRequestPayload>('sendRequest'),
  },
  guards: {
    isNoteValid: ({ context }) => Object.keys(noteErrors(context)).length === 0,
  },
  actions: {
    storeRequests: assign({ requests: (_, requests: CreditRequest[]) => requests }),
    start: assign(({ event }) => {
      assertEvent(event, 'request.start');
      return { packageId: event.packageId, note: '', fieldErrors: {} };
    }),
    change: assign(({ event }) => {
      assertEvent(event, 'request.change');
      return { note: event.note, fieldErrors: {} };
    }),
    showErrors: assign({ fieldErrors: ({ context }) => noteErrors(context) }),
    storeRequest: assign({
      requests: ({ context }, request: CreditRequest) => [...context.requests, request],
      packageId: null,
      note: '',
    }),
    close: assign({ packageId: null, note: '', fieldErrors: {} }),
    notify,
  },
});

export const creditsRequestMachine = creditsRequestSetup.createMachine({
  id: 'creditsRequest',
  context: { requests: [], packageId: null, note: '', fieldErrors: {} },
  initial: 'loading',
  states: {
    ...loadingOpenRequests,
    idle: {
      on: { 'request.start': { target: 'composing', actions: 'start' } },
    },
    composing: {
      on: {
        'request.change': { actions: 'change' },
        'request.submit': [{ guard: 'isNoteValid', target: 'sending' }, { actions: 'showErrors' }],
        'request.cancel': { target: 'idle', actions: 'close' },
      },
    },
    // No cancel here: the Administrators may already have been told.
    sending: {
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ context }) => ({ package_id: context.packageId!, note: context.note }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'storeRequest', params: ({ event }) => event.output },
            { type: 'notify', params: successNotice('credits.request.sent') },
          ],
        },
        onError: { target: 'composing', actions: notifyFailureOr('credits.request.unexpected') },
      },
    },
  },
});
