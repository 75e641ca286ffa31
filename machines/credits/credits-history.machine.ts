import { assign, fromPromise, setup } from 'xstate';
import type { CreditTransaction } from '../../contract/credits';
import { failureMessageKey } from '../shared/failure';
import type { NotifyParams } from '../shared/messages';

/**
 * A planner's credit ledger: their own (a Planner's credits page) or one an Administrator
 * opens. A ledger that does not add up to the balance arrives with the balance it adds up to,
 * and stays on screen as a warning rather than being hidden.
 */

export interface CreditsHistoryInput {
  /** The planner whose ledger this is; null for the signed-in planner's own. */
  personId: number | null;
}

export interface CreditsHistory {
  transactions: CreditTransaction[];
  balance: number;
  /** What the ledger adds up to, when it disagrees with the balance (balance_mismatch). */
  ledgerBalance: number | null;
}

export interface CreditsHistoryContext extends CreditsHistoryInput {
  history: CreditsHistory | null;
}

export type CreditsHistoryEvent = { type: 'history.retry' };

const notProvided = () => Promise.reject(new Error('loadHistory is provided by the app'));

const creditsHistorySetup = setup({
  types: {
    input: {} as CreditsHistoryInput,
    context: {} as CreditsHistoryContext,
    events: {} as CreditsHistoryEvent,
  },
  actors: {
    loadHistory: fromPromise<CreditsHistory, CreditsHistoryInput>(notProvided),
  },
  actions: {
    storeHistory: assign({ history: (_, history: CreditsHistory) => history }),
    notify: (_, _params: NotifyParams) => {},
  },
});

export const creditsHistoryMachine = creditsHistorySetup.createMachine({
  id: 'creditsHistory',
  context: ({ input }) => ({ personId: input.personId, history: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadHistory',
        src: 'loadHistory',
        input: ({ context }) => ({ personId: context.personId }),
        onDone: { target: 'loaded', actions: { type: 'storeHistory', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: { key: failureMessageKey(event.error) } }) },
        },
      },
    },
    loaded: {},
    failed: {
      on: { 'history.retry': { target: 'loading' } },
    },
  },
});
