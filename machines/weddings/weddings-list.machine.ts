import { assertEvent, assign, raise, setup } from 'xstate';
import type { WeddingListItem } from '../../contract/weddings';
import { createWeddingMachine, type CreateWeddingOutput, type PlannerChoice } from './create-wedding.machine';
import { defaultWeddingsQuery, type WeddingShow, type WeddingSort, type WeddingsQuery } from './weddings-query';
import { loadingStates, refreshingRows, type RetryLoadEvent } from '../shared/loader';
import type { NotificationEmitted } from '../shared/messages';
import { errorNotice, notify } from '../shared/notify';
import { effectProvidedByApp, providedByApp } from '../shared/provided';

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
  /** For an Administrator, the Planners a new wedding may be given to; null for a creator who runs it. */
  planners?: PlannerChoice[] | null;
}

export interface WeddingsContext extends WeddingsInput {
  weddings: WeddingListItem[];
  /** What the person searches for and how the rows are sorted. */
  query: WeddingsQuery;
  planners: PlannerChoice[] | null;
}

export type WeddingsEvent =
  | RetryLoadEvent
  | { type: 'weddings.refresh' }
  | { type: 'wizard.open' }
  | { type: 'query.search'; text: string }
  | { type: 'query.sort'; sort: WeddingSort }
  | { type: 'query.show'; show: WeddingShow };

const notifyRetrieveError = { type: 'notify', params: errorNotice('weddings.retrieveWeddingsError') } as const;
const storeLoad = { type: 'storeLoad', params: ({ event }: { event: { output: WeddingsLoad } }) => event.output } as const;

const weddingsSetup = setup({
  types: {
    input: {} as WeddingsInput,
    context: {} as WeddingsContext,
    events: {} as WeddingsEvent,
    children: {} as { loadWeddings: 'loadWeddings'; reloadWeddings: 'loadWeddings'; wizard: 'createWedding' },
    emitted: {} as NotificationEmitted,
  },
  actors: {
    loadWeddings: providedByApp<WeddingsLoad>('loadWeddings'),
    createWedding: createWeddingMachine,
  },
  guards: {
    canCreate: ({ context }) => context.canCreate,
    wasCreated: (_, output: CreateWeddingOutput) => output.created !== null,
  },
  actions: {
    storeLoad: assign(({ context }, load: WeddingsLoad) => ({
      weddings: load.weddings,
      credits: load.credits ?? context.credits,
      planners: load.planners ?? context.planners,
    })),
    storeBalance: assign({ credits: ({ context }, output: CreateWeddingOutput) => output.created?.credits ?? context.credits }),
    search: assign({
      query: ({ context, event }) => {
        assertEvent(event, 'query.search');
        return { ...context.query, text: event.text };
      },
    }),
    sort: assign({
      query: ({ context, event }) => {
        assertEvent(event, 'query.sort');
        return { ...context.query, sort: event.sort };
      },
    }),
    show: assign({
      query: ({ context, event }) => {
        assertEvent(event, 'query.show');
        return { ...context.query, show: event.show };
      },
    }),
    notify,
    /** The app hands the new balance to the session, so every screen shows it. */
    shareBalance: effectProvidedByApp<{ credits: number }>('shareBalance'),
  },
});

export const weddingsListMachine = weddingsSetup.createMachine({
  id: 'weddingsList',
  context: ({ input }) => ({ ...input, weddings: [], planners: null, query: defaultWeddingsQuery }),
  initial: 'loading',
  on: { 'query.search': { actions: 'search' }, 'query.sort': { actions: 'sort' }, 'query.show': { actions: 'show' } },
  states: {
    ...loadingStates({ src: 'loadWeddings', onDone: { target: 'ready', actions: storeLoad }, onFailure: notifyRetrieveError }),
    // The rows and the wizard are independent: a refresh carries on while the wizard opens again.
    ready: {
      type: 'parallel',
      states: {
        // The rows on screen stay while they reload; after a failed reload only the new wedding is missing until the next visit.
        rows: refreshingRows({ src: 'loadWeddings', id: 'reloadWeddings', refresh: 'weddings.refresh', onDone: storeLoad, onFailure: notifyRetrieveError }),
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
                input: ({ context }) => ({ credits: context.credits, charged: context.charged, planners: context.planners }),
                onDone: [
                  {
                    guard: { type: 'wasCreated', params: ({ event }) => event.output },
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
