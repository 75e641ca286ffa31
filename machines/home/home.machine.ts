import { enqueueActions, setup, type ActorRefFrom } from 'xstate';
import type { LiveChangeKind } from '../../contract/live-events';
import type { ActionCode } from '../../contract/permissions';
import { cardsChangedBy, cardsShownBy, type HomeCard, type HomeSummaries } from './home-cards';
import { summaryCardMachine } from './summary-card.machine';

/**
 * The wedding's home (part 2 §2 "Home"): the HOME actions the person holds (read with the
 * wedding, which reads them again when their permissions change) decide its cards, one spawned
 * card per *_SUMMARY action (summary-card.machine.ts), each with the summary of the module data
 * the SPA holds or reading its own, so one slow or failed summary never holds back the others. Live changes of the wedding reach the cards
 * they alter; a `reset` (changes missed for good) reaches them all. The countdown is a machine
 * of its own (countdown.machine.ts): it ticks every second, the cards never do.
 */

export interface HomeInput {
  weddingId: number;
  actions: readonly ActionCode[];
  /** The summaries the SPA already holds (the module lists summed up, or written into the page): those cards make no call. */
  held?: Partial<HomeSummaries>;
}

export interface ShownCard {
  card: HomeCard;
  ref: ActorRefFrom<typeof summaryCardMachine>;
}

export interface HomeContext {
  cards: ShownCard[];
}

export type HomeEvent = { type: 'live.change'; kind: LiveChangeKind } | { type: 'live.reset' };

export const homeMachine = setup({
  types: {
    input: {} as HomeInput,
    context: {} as HomeContext,
    events: {} as HomeEvent,
  },
  actors: { summaryCard: summaryCardMachine },
  actions: {
    tellCards: enqueueActions(({ context, enqueue }, { cards }: { cards: readonly HomeCard[] }) => {
      for (const shown of context.cards) if (cards.includes(shown.card)) enqueue.sendTo(shown.ref, { type: 'card.changed' });
    }),
  },
}).createMachine({
  id: 'home',
  context: ({ input, spawn }) => ({
    cards: cardsShownBy(input.actions).map(({ card }) => ({
      card,
      ref: spawn('summaryCard', { id: card, input: { weddingId: input.weddingId, card, held: input.held?.[card] } }),
    })),
  }),
  on: {
    'live.change': { actions: { type: 'tellCards', params: ({ event }) => ({ cards: cardsChangedBy(event.kind) }) } },
    'live.reset': { actions: { type: 'tellCards', params: ({ context }) => ({ cards: context.cards.map((shown) => shown.card) }) } },
  },
});
