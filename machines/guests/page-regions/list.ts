import { assertEvent } from 'xstate';
import { guestStatusId } from '../../../contract/guests';
import { fewerShown, guestBatches } from '../guest-batches';
import { noFilters, toggled } from '../guest-filters';
import { sortBy } from '../guest-sort';
import { guestsBase, type GuestsContext } from '../guests-setup';

/**
 * The list as a whole (part 2 §2): the filters, the order, the batch rendered, the view
 * (default or RSVP), the one-tap RSVP status, and the guests an import hands over. Any change
 * of what the list shows goes back to the first 50 rows.
 */

const firstBatch = { shown: guestBatches.first };

export const listActions = {
  setName: guestsBase.assign(({ context, event }) => {
    assertEvent(event, 'filter.name');
    return { filters: { ...context.filters, name: event.text }, ...firstBatch };
  }),
  toggleFilter: guestsBase.assign(({ context, event }) => {
    assertEvent(event, 'filter.toggle');
    const chosen = context.filters[event.filter] as Array<number | string>;
    return { filters: { ...context.filters, [event.filter]: toggled(chosen, event.value) }, ...firstBatch };
  }),
  clearFilters: guestsBase.assign({ filters: noFilters, ...firstBatch }),
  applyFilters: guestsBase.assign(({ event }) => {
    assertEvent(event, 'filters.apply');
    return { filters: event.filters, ...firstBatch };
  }),
  sortBy: guestsBase.assign(({ context, event }) => {
    assertEvent(event, 'sort.by');
    return { sort: sortBy(context.sort, event.column, event.direction), ...firstBatch };
  }),
  clearSort: guestsBase.assign({ sort: null, ...firstBatch }),
  showDefaultView: guestsBase.assign({ view: 'default' }),
  // The RSVP view is for calling the guests who have not answered yet (part 2 §2).
  showRsvpView: guestsBase.assign(({ context }) => ({
    view: 'rsvp' as const,
    filters: { ...context.filters, statuses: [guestStatusId.pending] },
    ...firstBatch,
  })),
  showMore: guestsBase.assign({ shown: ({ context }) => context.shown + guestBatches.more }),
  // One step back towards the first 50; the list asks again while the person stays at the top.
  showFewer: guestsBase.assign({ shown: ({ context }) => fewerShown(context.shown) }),
  changeStatus: guestsBase.sendTo('list', ({ event }) => {
    assertEvent(event, 'guest.status');
    return { type: 'rows.update' as const, changes: [{ id: event.id, patch: { status_id: event.status_id } }], intent: 'status' as const };
  }),
  addImported: guestsBase.assign(({ context, event }) => {
    assertEvent(event, 'guests.imported');
    const known = new Set(context.categories.map((category) => category.id));
    return { categories: [...context.categories, ...event.categories.filter((category) => !known.has(category.id))] };
  }),
  openImport: guestsBase.sendTo('importer', { type: 'import.open' as const }),
  // By id: the stream's `guests.imported` may have read the list again (with these guests) first.
  loadImported: guestsBase.sendTo('list', ({ event }) => {
    assertEvent(event, 'guests.imported');
    return { type: 'list.upsert' as const, rows: event.guests };
  }),
};

/** The order chosen is remembered on this device for this wedding (the app provides where). */
const remembered = {
  type: 'rememberSort',
  params: ({ context }: { context: GuestsContext }) => ({ weddingId: context.weddingId, sort: context.sort }),
} as const;

/** What the list answers to whatever else is open. */
export const listEvents = {
  'filter.name': { actions: 'setName' },
  'filter.toggle': { actions: 'toggleFilter' },
  'filters.clear': { actions: 'clearFilters' },
  'filters.apply': { actions: 'applyFilters' },
  'sort.by': { actions: ['sortBy', remembered] },
  'sort.clear': { actions: ['clearSort', remembered] },
  'list.more': { actions: 'showMore' },
  'list.top': { actions: 'showFewer' },
  'guest.status': { guard: 'canRsvp', actions: 'changeStatus' },
  // Importing adds guests: ADD (part 2 §6).
  'import.open': { guard: 'canAdd', actions: 'openImport' },
  'guests.imported': { guard: 'canAdd', actions: ['addImported', 'loadImported'] },
} as const;

/** Default or RSVP (only with the RSVP right); leaving RSVP keeps its filter until cleared. */
export const viewRegion = {
  initial: 'default',
  states: {
    default: { on: { 'view.rsvp': { guard: 'canRsvp', target: 'rsvp', actions: 'showRsvpView' } } },
    rsvp: { on: { 'view.default': { target: 'default', actions: 'showDefaultView' } } },
  },
} as const;
