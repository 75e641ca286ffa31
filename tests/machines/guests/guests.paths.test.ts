import { describe, vi } from 'vitest';
import type { ActionCode } from '../../../contract/permissions';
import { guestsMachine, type LoadedGuests } from '../../../machines/guests/guests.machine';
import { guestStatisticsMachine } from '../../../machines/guests/guest-statistics.machine';
import { describePathCoverage } from '../../support/path-coverage';
import { oneRegionAtATime } from './guest-regions';
import { ana, bruno, family, friends, inviters, weddingGuests } from './guest-world';

const loaded = (actions: ActionCode[]): LoadedGuests => ({ guests: weddingGuests, categories: [family, friends], actions });
const input = { weddingId: 3, userId: 2, inviters };

// Some two thousand paths: seconds on a quiet machine, more on a busy one.
vi.setConfig({ testTimeout: 60_000 });

describe('guests machine graph', () => {
  describePathCoverage(guestsMachine, {
    inputs: [input],
    bound: oneRegionAtATime,
    events: [
      { type: 'xstate.done.actor.loadGuests', output: loaded(['ADD', 'EDIT', 'DELETE', 'RSVP']) },
      { type: 'xstate.error.actor.loadGuests', error: { code: 'generic_error' } },
      { type: 'load.retry' },
      { type: 'filter.name', text: 'ana' },
      { type: 'filter.toggle', filter: 'statuses', value: 1 },
      { type: 'filters.clear' },
      { type: 'filters.apply', filters: { name: '', categories: [1], companions: [], statuses: [], invitedBy: [], tables: [] } },
      { type: 'view.rsvp' },
      { type: 'view.default' },
      { type: 'list.more' },
      { type: 'list.top' },
      { type: 'guest.add' },
      { type: 'guest.edit', guest: ana },
      { type: 'form.change', values: { name: 'Diego' } },
      { type: 'form.change', values: { name: '' } },
      { type: 'form.save' },
      { type: 'form.cancel' },
      { type: 'guest.status', id: 12, status_id: 1 },
      { type: 'guest.delete', guest: bruno },
      { type: 'delete.confirm' },
      { type: 'dialog.close' },
      { type: 'select.start' },
      { type: 'select.end' },
      { type: 'select.guest', id: 11 },
      { type: 'select.only', ids: [11, 12] },
      { type: 'bulk.delete' },
      { type: 'bulk.update', column: 'status_id', value: 1 },
      { type: 'bulk.confirm' },
      { type: 'category.create', name: 'Work', color: { r: 1, g: 2, b: 3 } },
      { type: 'xstate.done.actor.createCategory', output: { ...friends, id: 9, name: 'Work' } },
      { type: 'xstate.error.actor.createCategory', error: { code: 'duplicate_category' } },
      { type: 'category.delete', category: family },
      { type: 'category.confirmDelete' },
      { type: 'category.cancelDelete' },
      { type: 'xstate.done.actor.destroyCategory' },
      { type: 'xstate.error.actor.destroyCategory', error: { code: 'generic_error' } },
      { type: 'guests.imported', guests: [], categories: [] },
    ],
  });
});

describe('guest statistics machine graph', () => {
  // Alone, it has no page to hand its filters to (the guests machine's tests check that it does).
  describePathCoverage(guestStatisticsMachine.provide({ actions: { applyFilters: () => {} } }), {
    events: [
      { type: 'statistics.open' },
      { type: 'statistics.close' },
      { type: 'statistics.level', index: 1, level: 'category' },
      { type: 'statistics.level', index: 7, level: 'category' },
      { type: 'statistics.pick', filters: { name: '', categories: [], companions: [], statuses: [1], invitedBy: [], tables: [] } },
    ],
  });
});
