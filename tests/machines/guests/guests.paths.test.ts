import { describe, vi } from 'vitest';
import type { ActionCode } from '../../../contract/permissions';
import { guestsMachine, type LoadedGuests } from '../../../machines/guests/guests.machine';
import { guestStatisticsMachine } from '../../../machines/guests/guest-statistics.machine';
import { describePathCoverage } from '../../support/path-coverage';
import { oneRegionAtATime } from './guest-regions';
import { family, friends, inviters, weddingGuests } from './guest-world';
import { statisticsEvents } from './guest-dialogs.events';
import { guestsEvents } from './guests.events';

const loaded = (actions: ActionCode[]): LoadedGuests => ({ guests: weddingGuests, categories: [family, friends], actions });
const input = { weddingId: 3, userId: 2, inviters };

// Some two thousand paths: seconds on a quiet machine, more on a busy one.
vi.setConfig({ testTimeout: 60_000 });

describe('guests machine graph', () => {
  // Remembering the order is the app's (this device's storage); the graph has nowhere to keep it.
  describePathCoverage(guestsMachine.provide({ actions: { rememberSort: () => {} } }), {
    inputs: [input],
    bound: oneRegionAtATime,
    events: guestsEvents(loaded(['ADD', 'EDIT', 'DELETE', 'RSVP'])),
  });
});

describe('guest statistics machine graph', () => {
  // Alone, it has no page to hand its filters to (the guests machine's tests check that it does).
  describePathCoverage(guestStatisticsMachine.provide({ actions: { applyFilters: () => {} } }), {
    events: statisticsEvents,
  });
});
