import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ActionCode } from '../../../contract/permissions';
import { actionsByModule } from '../../../contract/permissions';
import { cardsChangedBy, cardsShownBy, hasHomeCards, type HomeCard, type HomeSummary } from '../../../machines/home/home-cards';
import { homeMachine } from '../../../machines/home/home.machine';
import { summaryCardMachine } from '../../../machines/home/summary-card.machine';
import { describePathCoverage } from '../../support/path-coverage';

const homeActions = actionsByModule.HOME as readonly ActionCode[];

/** Home with cards whose summaries answer at once, recording which cards were read. */
function startHome(actions: readonly ActionCode[]) {
  const reads: HomeCard[] = [];
  const card = summaryCardMachine.provide({
    actors: { loadSummary: fromPromise(async ({ input }): Promise<HomeSummary> => (reads.push(input.card), { attending: 1, pending: 0, total: 1 })) },
    delays: { changesSettle: 0 },
  });
  const actor = createActor(homeMachine.provide({ actors: { summaryCard: card } }), { input: { weddingId: 7, actions } }).start();
  return { actor, reads, cards: () => actor.getSnapshot().context.cards.map((shown) => shown.card) };
}

describe('home machine', () => {
  // Each *_SUMMARY action shows its card and nothing else (part 2 §6 "Home cards").
  describe('permission table: a card per summary action', () => {
    const expected: Record<string, HomeCard | null> = {
      CHECKLIST_SUMMARY: 'checklist',
      GUESTS_SUMMARY: 'guests',
      TABLES_SUMMARY: 'tables',
      BUDGET_SUMMARY: 'budget',
      IDEA_BOARD_SUMMARY: 'ideas',
    };
    for (const code of homeActions) {
      it(`${code} granted alone shows ${expected[code] ?? 'no card'}`, () => {
        expect(startHome([code]).cards()).toEqual(expected[code] ? [expected[code]] : []);
        expect(hasHomeCards([code])).toBe(expected[code] !== null);
      });
      it(`every summary but ${code} leaves ${expected[code] ?? 'no card'} out`, () => {
        const shown = startHome(homeActions.filter((other) => other !== code)).cards();
        expect(shown).toEqual(['checklist', 'guests', 'tables', 'budget', 'ideas'].filter((card) => card !== expected[code]));
      });
    }
    it('a module action that is not a summary shows nothing', () => {
      expect(cardsShownBy(['ADD', 'EDIT', 'HOSTESS_VIEW'])).toEqual([]);
    });
  });

  it('reads each card’s summary on its own as Home opens', () => {
    expect(startHome(homeActions).reads).toEqual(['checklist', 'guests', 'tables', 'budget', 'ideas']);
  });

  it('sends a live change only to the cards it alters, and a reset to all', async () => {
    const { actor, reads } = startHome(homeActions);
    const settled = () => new Promise((resolve) => setTimeout(resolve, 5));
    await settled();
    reads.length = 0;
    actor.send({ type: 'live.change', kind: 'tables.saved' });
    await settled();
    expect(reads).toEqual(['tables']);
    actor.send({ type: 'live.reset' });
    await settled();
    expect(reads).toEqual(['tables', 'checklist', 'guests', 'tables', 'budget', 'ideas']);
    expect(cardsChangedBy('guests.saved')).toEqual(['guests', 'tables']);
    expect(cardsChangedBy('payments.saved')).toEqual(['budget']);
    expect(cardsChangedBy('ideas.deleted')).toEqual(['ideas']);
    expect(cardsChangedBy('checklist.saved')).toEqual(['checklist']);
    expect(cardsChangedBy('checklist.deleted')).toEqual(['checklist']);
    expect(cardsChangedBy('layout.changed')).toEqual([]);
  });
});

describe('home paths', () => {
  describePathCoverage(homeMachine, {
    inputs: [{ weddingId: 7, actions: ['GUESTS_SUMMARY'] }],
    // The cards (spawned actors) are not what tells two home screens apart.
    stateKey: () => null,
    events: [{ type: 'live.change', kind: 'guests.saved' }, { type: 'live.reset' }],
  });
});
