import type { AnyEventObject } from 'xstate';
import type { LoadedGuests } from '../../../machines/guests/guests.machine';
import { ana, bruno, family, friends, weddingGuests } from './guest-world';

/**
 * The guests page machine's events with their payloads: its coverage test walks all of them and
 * the rendered walk (tests/ui/guests/guests-page.paths.test.tsx) performs them on screen, so the
 * two cannot drift apart.
 */
export const guestsEvents = (loaded: LoadedGuests): readonly AnyEventObject[] => [
  { type: 'xstate.done.actor.loadGuests', output: loaded },
  { type: 'xstate.error.actor.loadGuests', error: { code: 'generic_error' } },
  { type: 'load.retry' },
  { type: 'filter.name', text: 'ana' },
  { type: 'filter.toggle', filter: 'statuses', value: 1 },
  { type: 'filters.clear' },
  { type: 'sort.by', column: 'companions' },
  { type: 'sort.clear' },
  { type: 'filters.apply', filters: { name: '', categories: [1], companions: [], statuses: [], invitedBy: [], tables: [] } },
  { type: 'view.rsvp' },
  { type: 'view.default' },
  { type: 'list.more' },
  { type: 'list.top' },
  { type: 'guest.add' },
  { type: 'guest.edit', guest: ana },
  { type: 'form.change', values: { name: 'Diego' } },
  { type: 'form.change', values: { name: '' } },
  { type: 'form.save', newGuestId: -5 },
  { type: 'form.cancel' },
  { type: 'guest.status', id: 12, status_id: 1 },
  { type: 'guest.delete', guest: bruno },
  { type: 'delete.confirm' },
  { type: 'dialog.close' },
  { type: 'select.start' },
  { type: 'select.end' },
  { type: 'select.guest', id: 11 },
  { type: 'select.shown', rows: weddingGuests },
  { type: 'select.none' },
  { type: 'bulk.delete' },
  { type: 'bulk.update', column: 'status_id', value: 2 },
  { type: 'bulk.confirm' },
  { type: 'category.draft' },
  { type: 'category.draftChange', name: 'Work' },
  { type: 'category.draftChange', colorId: 8 },
  { type: 'category.cancelDraft' },
  { type: 'category.create' },
  { type: 'xstate.done.actor.createCategory', output: { ...friends, id: 9, name: 'Work' } },
  { type: 'xstate.error.actor.createCategory', error: { code: 'duplicate_category' } },
  { type: 'category.delete', category: family },
  { type: 'category.confirmDelete' },
  { type: 'category.cancelDelete' },
  { type: 'xstate.done.actor.destroyCategory' },
  { type: 'xstate.error.actor.destroyCategory', error: { code: 'generic_error' } },
  { type: 'import.open' },
  { type: 'guests.imported', guests: [], categories: [] },
];
