import { assign, setup } from 'xstate';
import type { CreditTransaction } from '../../contract/credits';
import { loadingStates, type RetryLoadEvent } from '../shared/loader';
import type { NotificationEmitted } from '../shared/messages';
import { notify, notifyFailure } from '../shared/notify';
import { providedByApp } from '../shared/provided';

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

export type CreditsHistoryEvent = RetryLoadEvent;

const creditsHistorySetup = setup({
  types: {
    input: {} as CreditsHistoryInput,
    context: {} as CreditsHistoryContext,
    events: {} as CreditsHistoryEvent,
    emitted: {} as NotificationEmitted,
  },
  actors: {
    loadHistory: providedByApp<CreditsHistory, CreditsHistoryInput>('loadHistory'),
  },
  actions: {
    storeHistory: assign({ history: (_, history: CreditsHistory) => history }),
    notify,
  },
});

export const creditsHistoryMachine = creditsHistorySetup.createMachine({
  id: 'creditsHistory',
  context: ({ input }) => ({ personId: input.personId, history: null }),
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'loadHistory',
      input: ({ context }: { context: CreditsHistoryContext }) => ({ personId: context.personId }),
      onDone: { target: 'loaded', actions: { type: 'storeHistory', params: ({ event }: { event: { output: CreditsHistory } }) => event.output } },
      onFailure: notifyFailure,
    }),
    loaded: {},
  },
});
