import { assign, fromPromise, raise, setup } from 'xstate';
import type { WeddingListItem } from '../../contract/weddings';
import { createWeddingMachine, type CreateWeddingOutput } from './create-wedding.machine';
import type { NotifyParams } from '../shared/messages';

/**
 * The weddings list (part 1 §2) and its create-wedding wizard. The list loads with the creator's
 * current balance (it may have changed since signing in); while the wizard is open it runs as a
 * child; a created wedding takes the balance the server answered and reloads the list in the
 * background, keeping the rows on screen meanwhile.
 */

export interface WeddingsInput {
  /** Administrators and Planners create weddings. */
  canCreate: boolean;
  /** Planners pay one credit per wedding. */
  charged: boolean;
  /** The balance known at sign-in; the list load refreshes it. */
  credits: number;
}

export interface WeddingsLoad {
  weddings: WeddingListItem[];
  /** The creator's balance now, or null when it does not matter (nobody is charged). */
  credits: number | null;
}

export interface WeddingsContext extends WeddingsInput {
  weddings: WeddingListItem[];
}

export type WeddingsEvent = { type: 'weddings.retry' } | { type: 'weddings.refresh' } | { type: 'wizard.open' };

const notProvided = () => Promise.reject(new Error('loadWeddings is provided by the app'));

const retrieveWeddingsError: NotifyParams = { kind: 'error', message: { key: 'weddings.retrieveWeddingsError' } };

const weddingsSetup = setup({
  types: {
    input: {} as WeddingsInput,
    context: {} as WeddingsContext,
    events: {} as WeddingsEvent,
    children: {} as { loadWeddings: 'loadWeddings'; reloadWeddings: 'loadWeddings'; wizard: 'createWedding' },
  },
  actors: {
    loadWeddings: fromPromise<WeddingsLoad>(notProvided),
    createWedding: createWeddingMachine,
  },
  guards: {
    canCreate: ({ context }) => context.canCreate,
    wasCreated: ({ event }) => (event as { output?: CreateWeddingOutput }).output?.created != null,
  },
  actions: {
    storeLoad: assign(({ context }, load: WeddingsLoad) => ({ weddings: load.weddings, credits: load.credits ?? context.credits })),
    storeBalance: assign({ credits: ({ context }, output: CreateWeddingOutput) => output.created?.credits ?? context.credits }),
    notify: (_, _params: NotifyParams) => {},
    /** The app hands the new balance to the session, so every screen shows it. */
    shareBalance: (_, _params: { credits: number }) => {},
  },
});

export const weddingsListMachine = weddingsSetup.createMachine({
  id: 'weddingsList',
  context: ({ input }) => ({ ...input, weddings: [] }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadWeddings',
        src: 'loadWeddings',
        onDone: { target: 'list', actions: { type: 'storeLoad', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'notify', params: retrieveWeddingsError } },
      },
    },
    failed: {
      on: { 'weddings.retry': { target: 'loading' } },
    },
    // The rows and the wizard are independent: a refresh carries on while the wizard opens again.
    list: {
      type: 'parallel',
      states: {
        rows: {
          initial: 'shown',
          states: {
            shown: {
              on: { 'weddings.refresh': { target: 'refreshing' } },
            },
            refreshing: {
              on: { 'weddings.refresh': { target: 'refreshing', reenter: true } },
              invoke: {
                id: 'reloadWeddings',
                src: 'loadWeddings',
                onDone: { target: 'shown', actions: { type: 'storeLoad', params: ({ event }) => event.output } },
                // The rows on screen stay; only the new wedding is missing until the next visit.
                onError: { target: 'shown', actions: { type: 'notify', params: retrieveWeddingsError } },
              },
            },
          },
        },
        wizard: {
          initial: 'closed',
          states: {
            closed: {
              on: { 'wizard.open': { guard: 'canCreate', target: 'open' } },
            },
            open: {
              invoke: {
                id: 'wizard',
                src: 'createWedding',
                input: ({ context }) => ({ credits: context.credits, charged: context.charged }),
                onDone: [
                  {
                    guard: 'wasCreated',
                    target: 'closed',
                    actions: [
                      { type: 'storeBalance', params: ({ event }) => event.output },
                      { type: 'shareBalance', params: ({ event }) => ({ credits: event.output.created!.credits }) },
                      raise({ type: 'weddings.refresh' }),
                    ],
                  },
                  { target: 'closed' },
                ],
              },
            },
          },
        },
      },
    },
  },
});
