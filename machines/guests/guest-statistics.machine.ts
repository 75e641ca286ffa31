import { assertEvent, assign, sendParent, setup } from 'xstate';
import type { GuestFilters } from './guest-filters';
import { maxStatisticsLevels, type LevelChoice } from './guest-statistics';

/**
 * The statistics modal (part 2 §2): up to five nested levels to group the guests by, each
 * grouping chosen at one level at most (the counts themselves are computed from the list,
 * `guestStatistics`). A click on a count hands
 * its filters to the guests page, its parent (`filters.apply`: the page clears its filters and
 * applies these), and closes the modal.
 */

export interface GuestStatisticsContext {
  levels: LevelChoice[];
}

export type GuestStatisticsEvent =
  | { type: 'statistics.open' }
  | { type: 'statistics.close' }
  | { type: 'statistics.level'; index: number; level: LevelChoice }
  | { type: 'statistics.pick'; filters: GuestFilters };

/** Opened grouped by status: the question asked most (who comes?). */
export const defaultLevels: LevelChoice[] = ['status', ...Array<LevelChoice>(maxStatisticsLevels - 1).fill('none')];

const guestStatisticsSetup = setup({
  types: {
    context: {} as GuestStatisticsContext,
    events: {} as GuestStatisticsEvent,
  },
  guards: {
    /** One of the five levels, grouping by something no other level groups by (the same twice would repeat one group inside itself). */
    isLevelChoosable: ({ context, event }) => {
      assertEvent(event, 'statistics.level');
      const isLevel = Number.isInteger(event.index) && event.index >= 0 && event.index < maxStatisticsLevels;
      return isLevel && (event.level === 'none' || context.levels.every((level, index) => index === event.index || level !== event.level));
    },
  },
  actions: {
    setLevel: assign({
      levels: ({ context, event }) => {
        assertEvent(event, 'statistics.level');
        return context.levels.map((level, index) => (index === event.index ? event.level : level));
      },
    }),
    applyFilters: sendParent(({ event }) => {
      assertEvent(event, 'statistics.pick');
      return { type: 'filters.apply' as const, filters: event.filters };
    }),
  },
});

export const guestStatisticsMachine = guestStatisticsSetup.createMachine({
  id: 'guestStatistics',
  context: { levels: defaultLevels },
  initial: 'closed',
  states: {
    closed: { on: { 'statistics.open': 'open' } },
    open: {
      on: {
        'statistics.level': { guard: 'isLevelChoosable', actions: 'setLevel' },
        'statistics.pick': { target: 'closed', actions: 'applyFilters' },
        'statistics.close': 'closed',
      },
    },
  },
});
