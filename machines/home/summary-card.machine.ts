import { assign, setup } from 'xstate';
import { failureMessageKey } from '../shared/failure';
import type { MessageKey } from '../shared/messages';
import { providedByApp } from '../shared/provided';
import type { HomeCard, HomeSummary } from './home-cards';

/**
 * One card of the wedding's home (part 2 §2 "Home"): its module's summary, from what the SPA
 * already holds (`held`: the module's lists summed up, held-summaries.ts, or the summary written
 * into the page with it), otherwise read with
 * `GET /{module}/summary`. A failed read shows the alert panel with the error text and a retry.
 * Changes made elsewhere (live updates) make the figures stale: the card waits until they
 * settle (`changesSettle`, so an import of hundreds of guests is one read, not hundreds) and
 * reads again, showing its figures meanwhile.
 */

export interface SummaryCardInput {
  weddingId: number;
  card: HomeCard;
  /** The summary when the SPA holds it already: summed up from the module's lists (held-summaries.ts), or written into the page. */
  held?: HomeSummary;
}

export interface SummaryCardContext extends Omit<SummaryCardInput, 'held'> {
  summary: HomeSummary | null;
  /** Why the last read failed: the server's reason, or the generic message. */
  error: MessageKey | null;
}

export type SummaryCardEvent = { type: 'card.retry' } | { type: 'card.changed' };

/** How long a card waits for changes to settle before reading its summary again. */
export const changesSettleMs = 400;

const readSummary = {
  id: 'loadSummary',
  src: 'loadSummary',
  input: ({ context }: { context: SummaryCardContext }) => ({ weddingId: context.weddingId, card: context.card }),
  onDone: { target: 'shown', actions: { type: 'storeSummary', params: ({ event }: { event: { output: HomeSummary } }) => event.output } },
  onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } },
} as const;

export const summaryCardMachine = setup({
  types: {
    input: {} as SummaryCardInput,
    context: {} as SummaryCardContext,
    events: {} as SummaryCardEvent,
  },
  actors: {
    loadSummary: providedByApp<HomeSummary, { weddingId: number; card: HomeCard }>('loadSummary'),
  },
  guards: {
    isHeld: ({ context }) => context.summary !== null,
  },
  actions: {
    storeSummary: assign((_, summary: HomeSummary) => ({ summary, error: null })),
    storeError: assign((_, { error }: { error: unknown }) => ({ error: failureMessageKey(error) })),
  },
  delays: { changesSettle: changesSettleMs },
}).createMachine({
  id: 'summaryCard',
  context: ({ input: { held, ...input } }) => ({ ...input, summary: held ?? null, error: null }),
  initial: 'opening',
  states: {
    /** The module's data held already answers it; else it is read. */
    opening: { always: [{ guard: 'isHeld', target: 'shown' }, { target: 'loading' }] },
    loading: { invoke: readSummary },
    failed: { on: { 'card.retry': { target: 'loading' } } },
    shown: { on: { 'card.changed': { target: 'stale' } } },
    /** Changes arrived: the figures on screen stay until the new ones are read. */
    stale: {
      on: { 'card.changed': { target: 'stale', reenter: true } },
      after: { changesSettle: { target: 'refreshing' } },
    },
    refreshing: {
      // A change during the read may not be in its answer: wait for it to settle and read again.
      on: { 'card.changed': { target: 'stale' } },
      invoke: readSummary,
    },
  },
});
