import { sendTo, type SnapshotFrom } from 'xstate';
import { failureMessageKey } from '../shared/failure';
import { loadingStates } from '../shared/loader';
import { notify } from '../shared/notify';
import { guestPermissions, type GuestPermissions } from './guest-rows';
import { assignAnswer, guestsBase, initialGuestsContext, storeLoaded, type GuestsContext, type LoadedGuests } from './guests-setup';
import { categoriesRegion, categoryActions } from './page-regions/categories';
import { dialogActions, dialogRegion } from './page-regions/dialog';
import { formActions, formRegion } from './page-regions/form';
import { listActions, listEvents, viewRegion } from './page-regions/list';
import { liveActions, liveRegion } from './page-regions/live';
import { selectionActions, selectionRegion } from './page-regions/selection';

export * from './guests-setup';

/**
 * The guests page (part 2 §2, §4): it loads the guests, their categories and what the person
 * may do, then runs six regions side by side, one file each under page-regions/ (as the layout
 * editor's modes are):
 * - `view` and the list itself (list.ts): filters, order, batches, default or RSVP view, the
 *   one-tap RSVP status, an import's hand-over;
 * - `form` (form.ts): the add row and the edit dialog;
 * - `selection` (selection.ts): multi-select, "select all" = the guests the filters show;
 * - `dialog` (dialog.ts): the confirmations of a delete and of a bulk change;
 * - `categories` (categories.ts): drafting, creating and deleting categories from the form;
 * - `live` (live.ts): what other screens of the wedding change, shown as it happens.
 * Every change of the guests goes through the optimistic list (`list`, invoked for the page's
 * life): shown at once, rolled back with the spec's message if the server refuses. The
 * statistics modal and the import wizard run as children while the page is ready; an import's
 * guests and categories join the list when the wizard hands them over (`guests.imported`).
 */

const guestsSetup = guestsBase.extend({
  actions: {
    storeLoad: assignAnswer((_, loaded: LoadedGuests) => ({ can: guestPermissions(loaded.actions), categories: loaded.categories, loadError: null })),
    loadList: sendTo('list', (_, loaded: LoadedGuests) => ({ type: 'list.load' as const, rows: loaded.guests })),
    storeLoadError: assignAnswer((_, { error }: { error: unknown }) => ({ loadError: failureMessageKey(error) })),
    notify,
    ...listActions,
    ...formActions,
    ...selectionActions,
    ...dialogActions,
    ...categoryActions,
    ...liveActions,
  },
});

const firstLoad = loadingStates({
  src: 'loadGuests',
  input: ({ context }: { context: GuestsContext }) => ({ weddingId: context.weddingId }),
  onDone: { target: 'ready', actions: storeLoaded },
  onFailure: { type: 'storeLoadError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
});

export const guestsMachine = guestsSetup.createMachine({
  id: 'guests',
  context: ({ input }) => initialGuestsContext(input),
  invoke: { id: 'list', src: 'list', input: {} },
  initial: 'loading',
  states: {
    ...firstLoad,
    // The stream opens with the wedding page, before this read: a change heard while it runs may
    // be missing from its answer, so the list is read again (contract/live-events.ts).
    loading: {
      ...firstLoad.loading,
      on: { 'live.change': { guard: 'liveChangeShows', target: 'loading', reenter: true }, 'live.reset': { target: 'loading', reenter: true } },
    },
    ready: {
      type: 'parallel',
      invoke: [
        { id: 'statistics', src: 'statistics' },
        { id: 'importer', src: 'importer' },
      ],
      on: listEvents,
      states: {
        view: viewRegion,
        form: formRegion,
        selection: selectionRegion,
        dialog: dialogRegion,
        categories: categoriesRegion,
        live: liveRegion,
      },
    },
  },
});

export type GuestsSnapshot = SnapshotFrom<typeof guestsMachine>;

/** What the person may do: the page's components read the same flags the guards read. */
export const selectGuestPermissions = (snapshot: GuestsSnapshot): GuestPermissions => snapshot.context.can;
