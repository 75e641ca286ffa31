import { assertEvent, assign, setup } from 'xstate';
import type { CreditRequest, CreditRequestAction } from '../../contract/credits';
import { failureCode } from '../shared/failure';
import type { RetryLoadEvent } from '../shared/loader';
import type { NotificationEmitted } from '../shared/messages';
import { notify, notifyFailure, notifyFailureOr, successNotice } from '../shared/notify';
import { providedByApp } from '../shared/provided';
import { loadingOpenRequests } from './open-requests';

/**
 * The Administrator's open credit requests: "Add these credits" or "Dismiss", each confirmed
 * first (money moves, and the planner sees the outcome). One is handled at a time. A request
 * another Administrator handled meanwhile leaves the list with the server's reason. Credits
 * added change a planner's balance, which the app hears through `balanceChanged`.
 */

export interface CreditRequestsContext {
  requests: CreditRequest[];
  /** The request being confirmed or handled, and what to do with it. */
  pending: { request: CreditRequest; action: CreditRequestAction } | null;
}

export type CreditRequestsEvent =
  | RetryLoadEvent
  | { type: 'request.add'; request: CreditRequest }
  | { type: 'request.dismiss'; request: CreditRequest }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' };

export interface HandleCreditRequestInput {
  id: number;
  action: CreditRequestAction;
}

const withoutPending = ({ context }: { context: CreditRequestsContext }) => context.requests.filter((request) => request.id !== context.pending?.request.id);

const creditRequestsSetup = setup({
  types: {
    context: {} as CreditRequestsContext,
    events: {} as CreditRequestsEvent,
    emitted: {} as NotificationEmitted,
  },
  actors: {
    loadRequests: providedByApp<CreditRequest[]>('loadRequests'),
    handleRequest: providedByApp<{ planner_id: number; credits: number }, HandleCreditRequestInput>('handleRequest'),
  },
  guards: {
    isAdding: ({ context }) => context.pending?.action === 'add',
    wasHandledElsewhere: (_, error: unknown) => failureCode(error) === 'credit_request_handled',
  },
  actions: {
    storeRequests: assign({ requests: (_, requests: CreditRequest[]) => requests }),
    choose: assign({
      pending: ({ event }) => {
        assertEvent(event, ['request.add', 'request.dismiss']);
        return { request: event.request, action: event.type === 'request.add' ? 'add' : 'dismiss' };
      },
    }),
    release: assign({ pending: null }),
    removeHandled: assign({ requests: withoutPending, pending: null }),
    /** The app refreshes the planners' balances; nothing to do by default. */
    balanceChanged: () => {},
    notify,
  },
});

export const creditRequestsMachine = creditRequestsSetup.createMachine({
  id: 'creditRequests',
  context: { requests: [], pending: null },
  initial: 'loading',
  states: {
    ...loadingOpenRequests,
    idle: {
      on: {
        'request.add': { target: 'confirming', actions: 'choose' },
        'request.dismiss': { target: 'confirming', actions: 'choose' },
      },
    },
    confirming: {
      on: {
        'confirm.accept': { target: 'handling' },
        'confirm.cancel': { target: 'idle', actions: 'release' },
      },
    },
    // No cancel: the credits may already be added.
    handling: {
      invoke: {
        id: 'handleRequest',
        src: 'handleRequest',
        input: ({ context }) => ({ id: context.pending!.request.id, action: context.pending!.action }),
        onDone: [
          {
            guard: 'isAdding',
            target: 'idle',
            actions: ['removeHandled', 'balanceChanged', { type: 'notify', params: successNotice('credits.creditsAdded') }],
          },
          { target: 'idle', actions: ['removeHandled', { type: 'notify', params: successNotice('credits.requests.dismissed') }] },
        ],
        onError: [
          {
            guard: { type: 'wasHandledElsewhere', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'idle',
            actions: ['removeHandled', 'balanceChanged', notifyFailure],
          },
          { target: 'idle', actions: ['release', notifyFailureOr('credits.requests.unexpected')] },
        ],
      },
    },
  },
});
