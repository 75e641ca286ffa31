import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { i18nObject } from '../../../i18n/i18n-util';
import { guestsMachine, type LoadedGuests } from '../../../machines/guests/guests.machine';
import { oneRegionAtATime } from '../../machines/guests/guest-regions';
import { ana, bruno, family, friends, weddingGuests } from '../../machines/guests/guest-world';
import { guestsEvents } from '../../machines/guests/guests.events';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';
import { FakeEventSource } from '../../support/ui/fake-event-source';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { answerGuestsWedding, guestsPagePath, newGuestSent } from './guests-screen';

const LL = i18nObject('en');
const labels = LL.guests;
const statuses = LL.guestsExport.statuses;

const loaded: LoadedGuests = { guests: weddingGuests, categories: [family, friends], actions: ['ADD', 'EDIT', 'DELETE', 'RSVP'] };

/**
 * The machine's events this walk leaves to others: the import's (guest-import.paths.test.tsx
 * walks the wizard and its hand-over), the statistics' hand-over (guest-dialogs.paths.test.tsx),
 * batches that grow by scrolling (jsdom has no layout: guests.machine.test.ts), and a filter
 * chosen in the filter bar's popovers (guest-filters.test.ts and the e2e).
 */
const walkedElsewhere = new Set(['import.open', 'guests.imported', 'filters.apply', 'list.more', 'list.top', 'filter.toggle']);

/**
 * What the walk changed in the wedding's guests so far (each change ends its walk, or is followed
 * only by what shows it): the rows the list shows then are literal values of this small world.
 */
type Change =
  'none' | 'brunoAnswered' | 'diegoAdded' | 'anaRenamed' | 'anaRenamedElsewhere' | 'brunoDeleted' | 'anaNotAttending' | 'everyoneDeleted' | 'familyDeleted';

interface Driver {
  app: RenderedApp;
  change: Change;
}

/** A row's cells as the list shows them (default view, wide screen): name, companions, category, status, invited by, tables. */
const rowOf = {
  ana: ['Ana Álvarez', '1', 'Family', 'Attending', 'Sofía Herrera', 'Table 2'],
  anaNotAttending: ['Ana Álvarez', '1', 'Family', 'Not attending', 'Sofía Herrera', 'Table 2'],
  anaAsDiego: ['Diego', '1', 'Family', 'Attending', 'Sofía Herrera', 'Table 2'],
  anaAsAnaMaria: ['Ana María', '1', 'Family', 'Attending', 'Sofía Herrera', 'Table 2'],
  anaWithoutCategory: ['Ana Álvarez', '1', 'No category', 'Attending', 'Sofía Herrera', 'Table 2'],
  bruno: ['Bruno Díaz', '2', 'Friends', 'Pending', 'Mateo Vargas', 'No table'],
  carla: ['Carla Núñez', '0', 'No category', 'Not attending', 'Not specified', 'No table'],
  diego: ['Diego', '0', 'No category', 'Pending', 'Not specified', 'No table'],
};

/** How a walk left the list: unfiltered, the name "ana", the RSVP view's Pending, or sorted by companions. */
function listingOf(snapshot: AnyMachineSnapshot): 'all' | 'ana' | 'pending' | 'byCompanions' {
  const { filters, sort } = snapshot.context;
  if (sort) return 'byCompanions';
  if (filters.name) return 'ana';
  return filters.statuses.length > 0 ? 'pending' : 'all';
}

type Listing = { rows: string[][]; counter: [number, number] };

/** What the list shows, literally, for each change and listing a walk reaches them in: its rows, in order, and its counter. */
const listed: Record<Change, Partial<Record<ReturnType<typeof listingOf>, Listing>>> = {
  none: {
    all: { rows: [rowOf.ana, rowOf.bruno, rowOf.carla], counter: [3, 3] },
    ana: { rows: [rowOf.ana], counter: [1, 3] },
    pending: { rows: [rowOf.bruno], counter: [1, 3] },
    byCompanions: { rows: [rowOf.carla, rowOf.ana, rowOf.bruno], counter: [3, 3] },
  },
  // Bruno answered from the RSVP view, which lists those who have not: he leaves it.
  brunoAnswered: { pending: { rows: [], counter: [0, 3] } },
  // Where the server's order puts a new guest: last.
  diegoAdded: { all: { rows: [rowOf.ana, rowOf.bruno, rowOf.carla, rowOf.diego], counter: [4, 4] } },
  anaRenamed: { all: { rows: [rowOf.anaAsDiego, rowOf.bruno, rowOf.carla], counter: [3, 3] } },
  // Renamed on another screen of the wedding, heard live.
  anaRenamedElsewhere: { all: { rows: [rowOf.anaAsAnaMaria, rowOf.bruno, rowOf.carla], counter: [3, 3] } },
  brunoDeleted: { all: { rows: [rowOf.ana, rowOf.carla], counter: [2, 2] } },
  // The bulk change reached the one guest selected, and no other.
  anaNotAttending: { all: { rows: [rowOf.anaNotAttending, rowOf.bruno, rowOf.carla], counter: [3, 3] } },
  everyoneDeleted: { all: { rows: [], counter: [0, 0] } },
  // A deleted category's guests show without one at once.
  familyDeleted: { all: { rows: [rowOf.anaWithoutCategory, rowOf.bruno, rowOf.carla], counter: [3, 3] } },
};

function listingFor(driver: Driver, snapshot: AnyMachineSnapshot): Listing {
  const listing = listed[driver.change][listingOf(snapshot)];
  if (!listing) throw new Error(`no literal list for ${driver.change}, ${listingOf(snapshot)}: add it`);
  return listing;
}

/** The guests' rows (a dialog open above the list hides it from the accessibility tree, not from the screen). */
const guestRows = () => screen.queryAllByRole('row', { hidden: true }).filter((row) => row.hasAttribute('data-guest-row'));

/** Each row's cells but its actions (and the selection's checkbox, which has no text). */
const cellsOf = (row: HTMLElement) =>
  [...row.children]
    .slice(0, -1)
    .map((cell) => cell.textContent ?? '')
    .filter((text, index) => index > 0 || text !== '');

function expectCounter({ counter: [shown, total] }: Listing) {
  expect(screen.getByText(labels.counter({ shown, total }))).toBeInTheDocument();
}

/** Who is ticked, literally, for each selection a walk makes: Ana alone, or everyone the list shows. */
const ticked: Record<string, string[]> = { '[]': [], '[11]': [ana.name], '[11,12,13]': [ana.name, bruno.name, 'Carla Núñez'] };

/** The draft's colour, as the walk chooses it (rose, the first, or blue). */
const colourSent = { [labels.colors.rose()]: { color_r: 233, color_g: 30, color_b: 99 }, [labels.colors.blue()]: { color_r: 30, color_g: 136, color_b: 229 } };

const categoryDraft = () => screen.queryByRole('group', { name: labels.form.newCategory() });
const page = () => screen.getByRole('main');
const alert = () => screen.queryByRole('alertdialog');
const nameField = () => screen.getByLabelText(LL.guestsExport.columns.name());
const selectionBar = () => screen.getByRole('region', { name: labels.selection.label(), hidden: true });
const focused = () => document.activeElement;

/** The page's three reads (first or again) answered with `loaded`, each asked for this wedding. */
async function answerRead(app: RenderedApp, loaded: LoadedGuests) {
  const index = await app.backend.answer('GET /guests/index', { guests: loaded.guests });
  expect(index.query).toEqual({ wedding_id: '3' });
  await app.backend.answer('GET /categories/index', { categories: loaded.categories });
  const actions = await app.backend.answer('GET /weddings/get_actions', { actions: loaded.actions });
  expect(actions.query).toEqual({ wedding_id: '3', module_code: 'GUESTS' });
}

const selectedIds = (snapshot: AnyMachineSnapshot) => snapshot.context.selected as number[];
const isAt = (snapshot: AnyMachineSnapshot, region: string, state: string) => snapshot.matches({ ready: { [region]: state } });

/**
 * Where each event is tried: every transition and every screen once, no more. One region moves
 * at a time (oneRegionAtATime); then each event where it shows something new.
 */
function bound(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const { form, categoryDraft: draft, fieldErrors, filters, sort } = snapshot.context;
  const listing = listingOf(snapshot);
  const rsvp = isAt(snapshot, 'view', 'rsvp');
  // The RSVP view cleared shows everyone; the name filter cleared, everyone again.
  if (event.type === 'filters.clear') return snapshot.matches('ready') && (rsvp ? listing === 'pending' : listing === 'ana');
  if (!oneRegionAtATime(snapshot, event)) return false;
  const selected = JSON.stringify(selectedIds(snapshot));
  const errors = Object.keys(fieldErrors).length > 0;
  const opened = form.name === '' || form.name === ana.name;
  switch (event.type) {
    case 'sort.by':
      return sort === null;
    case 'sort.clear':
      return sort !== null;
    case 'view.rsvp':
      return sort === null && filters.name === '';
    case 'view.default':
      return listing === 'pending';
    // On screen, a status changes in one tap in the RSVP view; Bruno, the one pending, answers.
    case 'guest.status':
      return rsvp && listing === 'pending';
    // A name typed (a new guest's, or Ana's new one), saved once typed (an empty new one: its error), closed as it opened.
    case 'form.change':
      return draft === null && event.values.name !== '' && opened;
    case 'form.save':
      return !errors && (isAt(snapshot, 'form', 'adding') || !opened);
    case 'form.cancel':
      return !errors && opened;
    // A category drafted in the add row: named, then created (accepted or refused), or coloured and cancelled.
    case 'category.draft':
      return isAt(snapshot, 'form', 'adding') && form.name === '' && !errors;
    case 'category.draftChange':
      return event.colorId === undefined ? draft?.name === '' : draft?.name !== '' && draft?.colorId !== event.colorId;
    case 'category.create':
      return draft?.colorId !== 8;
    case 'category.cancelDraft':
      return draft?.colorId === 8;
    // And one deleted from Ana's dialog.
    case 'category.delete':
      return isAt(snapshot, 'form', 'editing') && form.name === ana.name;
    // Heard live while the list is as the server last gave it (a change heard while reading it again: guests.machine.test.ts).
    case 'live.change':
    case 'live.reset':
      return isAt(snapshot, 'live', 'current');
    // A guest's delete, with nothing selected.
    case 'guest.delete':
      return isAt(snapshot, 'selection', 'off');
    // Ana ticked alone, then changed, or unselected by Done; everyone shown at once, then deleted, or unselected by None.
    case 'select.guest':
    case 'select.shown':
      return selected === '[]';
    case 'select.end':
    case 'bulk.update':
      return selected === '[11]';
    case 'select.none':
    case 'bulk.delete':
      return selected === '[11,12,13]';
    default:
      return true;
  }
}

describe('guests page, along the machine’s paths', () => {
  describeUiPaths<Driver>({
    // Remembering the order is the app's (this device's storage): the screen's own is walked.
    machine: guestsMachine.provide({ actions: { rememberSort: () => {} } }),
    inputs: [{ weddingId: 3, userId: 2, inviters: [] }],
    bound,
    // Each of these changes the list or ends something, often back on a screen already seen.
    walkEvery: [
      'load.retry',
      'filters.clear',
      'sort.clear',
      'view.default',
      'guest.status',
      'form.save',
      'form.cancel',
      'delete.confirm',
      'dialog.close',
      'select.end',
      'select.none',
      'bulk.confirm',
      'category.cancelDraft',
      'category.cancelDelete',
      'live.reset',
    ],
    stateKey: (snapshot) => ({
      name: snapshot.context.form.name,
      errors: Object.keys(snapshot.context.fieldErrors),
      draft: snapshot.context.categoryDraft,
      filters: snapshot.context.filters,
      sort: snapshot.context.sort,
      selected: snapshot.context.selected,
      bulk: snapshot.context.bulk?.kind ?? null,
    }),
    events: guestsEvents(loaded).filter((event) => !walkedElsewhere.has(event.type)),
    open: async () => {
      FakeEventSource.opened = [];
      vi.stubGlobal('EventSource', FakeEventSource);
      const app = renderApp({ path: guestsPagePath, signedInAs: sessionUser('Planner'), backend: answerGuestsWedding });
      await app.backend.next('GET /guests/index', 15_000);
      return { app, change: 'none' };
    },
    perform: {
      'xstate.done.actor.loadGuests': ({ app }, event) => answerRead(app, event.output as LoadedGuests),
      'xstate.error.actor.loadGuests': ({ app }) => app.backend.refuse('GET /guests/index', 500, 'generic_error').then(() => undefined),
      'load.retry': async ({ app }) => {
        await app.user.click(screen.getByRole('button', { name: labels.retry() }));
        await app.backend.next('GET /guests/index');
      },
      'filter.name': ({ app }, event) => app.user.type(screen.getByLabelText(labels.filters.name()), event.text),
      'filters.clear': async ({ app }) => {
        await app.user.click(screen.getByRole('button', { name: labels.clearFilters() }));
        // The button goes with the filters: the search takes the focus (issue 23 item 15).
        expect(focused()).toBe(screen.getByLabelText(labels.filters.name()));
      },
      // A column's header sorts by it; the order added comes back from the choice of order.
      // The order chosen is remembered for this wedding on this device.
      'sort.by': async ({ app }) => {
        await app.user.click(within(screen.getByRole('columnheader', { name: LL.guestsExport.columns.companions() })).getByRole('button'));
        expect(localStorage.getItem('wedding-planner.guests.sort.3')).toBe('{"column":"companions","direction":"ascending"}');
      },
      'sort.clear': async ({ app }) => {
        await app.user.selectOptions(screen.getByRole('combobox', { name: labels.sort.label() }), labels.sort.added());
        expect(localStorage.getItem('wedding-planner.guests.sort.3')).toBeNull();
      },
      'view.rsvp': ({ app }) => app.user.click(screen.getByRole('button', { name: labels.views.rsvp() })),
      'view.default': ({ app }) => app.user.click(screen.getByRole('button', { name: labels.views.default() })),
      'guest.status': async (driver) => {
        const group = screen.getByRole('group', { name: labels.row.status({ name: bruno.name }) });
        await driver.app.user.click(within(group).getByRole('button', { name: statuses.attending() }));
        driver.change = 'brunoAnswered';
        expect((await driver.app.backend.next('PUT /guests/update_status')).body).toEqual({ id: bruno.id, status_id: 1 });
        // His row left the view under the focus: no row is left, so the page's heading takes it (issue 23 item 15).
        await waitFor(() => expect(focused()).toBe(screen.getByRole('heading', { level: 1 })));
      },
      'guest.add': ({ app }) => app.user.click(within(page()).getByRole('button', { name: labels.actions.add() })),
      'guest.edit': ({ app }) => app.user.click(screen.getByRole('button', { name: labels.row.edit({ name: ana.name }) })),
      'form.change': async ({ app }, event) => {
        await app.user.clear(nameField());
        if (event.values.name) await app.user.type(nameField(), event.values.name);
      },
      'form.save': async (driver) => {
        const adding = screen.queryByRole('form', { name: labels.form.newGuest() });
        const name = (nameField() as HTMLInputElement).value;
        await driver.app.user.click(screen.getByRole('button', { name: adding ? labels.form.add() : labels.form.save() }));
        if (!name) return;
        // What a save must carry: the new guest for this wedding, or only the fields that changed.
        if (adding) {
          driver.change = 'diegoAdded';
          expect((await driver.app.backend.next('POST /guests/create')).body).toEqual(newGuestSent('Diego'));
        } else {
          driver.change = 'anaRenamed';
          expect((await driver.app.backend.next('PUT /guests/update')).body).toEqual({ id: ana.id, name: 'Diego' });
        }
      },
      // Escape closes the add row (part 2 §2) and the edit dialog.
      'form.cancel': ({ app }) => app.user.keyboard('{Escape}'),
      'guest.delete': ({ app }) => app.user.click(screen.getByRole('button', { name: labels.row.delete({ name: bruno.name }) })),
      'delete.confirm': async (driver) => {
        await driver.app.user.click(within(alert()!).getByRole('button', { name: labels.confirm.delete() }));
        driver.change = 'brunoDeleted';
        expect((await driver.app.backend.next('DELETE /guests/destroy')).query).toEqual({ id: String(bruno.id) });
      },
      'dialog.close': ({ app }) => app.user.click(within(alert()!).getByRole('button', { name: labels.confirm.cancel() })),
      'select.start': ({ app }) => app.user.click(screen.getByRole('button', { name: labels.actions.select() })),
      'select.end': ({ app }) => app.user.click(screen.getByRole('button', { name: labels.actions.endSelect() })),
      'select.guest': ({ app }) => app.user.click(screen.getByRole('checkbox', { name: labels.row.select({ name: ana.name }) })),
      'select.shown': ({ app }) => app.user.click(within(selectionBar()).getByRole('button', { name: labels.selection.all() })),
      'select.none': ({ app }) => app.user.click(within(selectionBar()).getByRole('button', { name: labels.selection.none() })),
      'bulk.update': ({ app }) => app.user.selectOptions(screen.getByRole('combobox', { name: labels.selection.setStatus() }), statuses.notAttending()),
      'bulk.delete': ({ app }) => app.user.click(within(selectionBar()).getByRole('button', { name: labels.selection.delete() })),
      'bulk.confirm': async (driver) => {
        const deleting = within(alert()!).queryByRole('button', { name: labels.confirm.delete() });
        await driver.app.user.click(deleting ?? within(alert()!).getByRole('button', { name: labels.confirm.apply() }));
        // All or none, one call for the whole selection, and only the selection.
        if (deleting) {
          driver.change = 'everyoneDeleted';
          expect((await driver.app.backend.next('DELETE /guests/massDestroy')).body).toEqual({ wedding_id: 3, ids: [11, 12, 13] });
        } else {
          driver.change = 'anaNotAttending';
          expect((await driver.app.backend.next('PUT /guests/massUpdate')).body).toEqual({ wedding_id: 3, ids: [ana.id], column: 'status_id', status_id: 2 });
        }
      },
      'category.draft': async ({ app }) => {
        await app.user.click(screen.getByRole('button', { name: labels.form.newCategory() }));
        // "New category" gave way to the name to type (issue 23 item 15).
        expect(focused()).toBe(within(categoryDraft()!).getByLabelText(labels.form.categoryName()));
      },
      'category.draftChange': async ({ app }, event) => {
        const draft = within(categoryDraft()!);
        if (event.colorId !== undefined) return app.user.click(draft.getByRole('radio', { name: labels.colors.blue() }));
        await app.user.clear(draft.getByLabelText(labels.form.categoryName()));
        await app.user.type(draft.getByLabelText(labels.form.categoryName()), event.name);
      },
      'category.cancelDraft': async ({ app }) => {
        await app.user.click(within(categoryDraft()!).getByRole('button', { name: labels.form.cancel() }));
        expect(focused()).toBe(screen.getByRole('button', { name: labels.form.newCategory(), hidden: true }));
      },
      'category.create': async ({ app }) => {
        const draft = within(categoryDraft()!);
        const colour = colourSent[draft.getByRole('radio', { checked: true }).getAttribute('aria-label')!];
        await app.user.type(draft.getByLabelText(labels.form.categoryName()), '{Enter}');
        expect((await app.backend.next('POST /categories/create')).body).toEqual({ wedding_id: 3, name: 'Work', ...colour });
      },
      'xstate.done.actor.createCategory': async ({ app }, event) => {
        await app.backend.answer('POST /categories/create', event.output);
        // Created and chosen: the category choice takes the focus (issue 23 item 15).
        const choice = screen.getByRole('combobox', { name: LL.guestsExport.columns.category(), hidden: true });
        await waitFor(() => expect(focused()).toBe(choice));
        expect(choice).toHaveDisplayValue('Work');
      },
      'xstate.error.actor.createCategory': async ({ app }, event) => {
        await app.backend.refuse('POST /categories/create', 422, event.error.code);
        await waitFor(() => expect(focused()).toBe(screen.getByLabelText(labels.form.categoryName())));
      },
      'category.delete': ({ app }) => app.user.click(screen.getByRole('button', { name: labels.form.deleteCategory({ name: family.name }) })),
      'category.confirmDelete': async (driver) => {
        await driver.app.user.click(within(alert()!).getByRole('button', { name: labels.confirm.delete() }));
        driver.change = 'familyDeleted';
      },
      'category.cancelDelete': async ({ app }) => {
        await app.user.click(within(alert()!).getByRole('button', { name: labels.confirm.cancel() }));
        // Back in the guest's dialog, on its category (issue 23 item 15).
        const dialog = screen.getByRole('dialog', { name: labels.form.editGuest() });
        await waitFor(() => expect(focused()).toBe(within(dialog).getByRole('combobox', { name: LL.guestsExport.columns.category() })));
      },
      'xstate.done.actor.destroyCategory': async ({ app }) => {
        const request = await app.backend.answer('DELETE /categories/destroy');
        expect(request.query).toEqual({ id: String(family.id) });
        // Its delete button went with it: the focus stays in the open guest dialog, on the category choice (issue 23 item 15).
        const dialog = screen.getByRole('dialog', { name: labels.form.editGuest() });
        await waitFor(() => expect(focused()).toBe(within(dialog).getByRole('combobox', { name: LL.guestsExport.columns.category() })));
      },
      // What other screens change, as the wedding's stream sends it: a guest saved shows at once; seats read the list again.
      'live.change': async (driver, event) => {
        FakeEventSource.of(3).hear(event.change);
        if (event.change.kind === 'guests.saved') driver.change = 'anaRenamedElsewhere';
        else await driver.app.backend.next('GET /guests/index');
      },
      'live.reset': async ({ app }) => {
        FakeEventSource.of(3).hear({ kind: 'reset' });
        await app.backend.next('GET /guests/index');
      },
      'xstate.done.actor.reloadGuests': async (driver, event) => {
        await answerRead(driver.app, event.output as LoadedGuests);
        driver.change = 'none';
      },
      'xstate.error.actor.reloadGuests': async ({ app }) => {
        await app.backend.refuse('GET /guests/index', 500, 'generic_error');
        // The rows stay as they were, and the person is told.
        expect(await screen.findByText(LL.errors.generic_error())).toBeInTheDocument();
      },
      'xstate.error.actor.destroyCategory': async (driver) => {
        await driver.app.backend.refuse('DELETE /categories/destroy', 500, 'generic_error');
        // Refused: the category is back, with its guests.
        driver.change = 'none';
        expect(await screen.findByRole('option', { name: family.name, hidden: true })).toBeInTheDocument();
      },
    },
    shows: {
      'guests.loading': () => {
        expect(screen.getAllByText(LL.common.loading()).length).toBeGreaterThan(0);
      },
      'guests.failed': () => {
        expect(screen.getByRole('button', { name: labels.retry() })).toBeVisible();
      },
      'guests.ready.view.default': (driver, snapshot) => {
        // Named by page, wedding and site (issue 23 item 16).
        expect(document.title).toBe('Guests · Sofía & Mateo · Wedding Planner');
        expect(screen.getByRole('button', { name: labels.views.default(), hidden: true })).toHaveAttribute('aria-pressed', 'true');
        // The RSVP view's Pending filter stays when going back, until cleared.
        const listing = listingFor(driver, snapshot);
        expect(guestRows().map(cellsOf)).toEqual(listing.rows);
        expectCounter(listing);
        // Everyone deleted: the empty list says so, and offers the first guest.
        if (listing.counter[1] === 0) return void expect(screen.getByText(labels.empty.title())).toBeVisible();
        const header = screen.getByRole('columnheader', { name: LL.guestsExport.columns.companions(), hidden: true });
        if (snapshot.context.sort) expect(header).toHaveAttribute('aria-sort', 'ascending');
        else expect(header).not.toHaveAttribute('aria-sort');
      },
      'guests.ready.view.rsvp': (driver, snapshot) => {
        expect(screen.getByRole('button', { name: labels.views.rsvp(), hidden: true })).toHaveAttribute('aria-pressed', 'true');
        // Name, phone, companions, the three statuses to tap, comments: the names are the rows'.
        const listing = listingFor(driver, snapshot);
        expect(guestRows().map((row) => cellsOf(row)[0])).toEqual(listing.rows.map(([name]) => name));
        expectCounter(listing);
      },
      'guests.ready.form.closed': () => {
        expect(screen.queryByRole('form', { name: labels.form.newGuest() })).toBeNull();
        expect(screen.queryByRole('dialog', { name: labels.form.editGuest() })).toBeNull();
      },
      'guests.ready.form.adding': (_, snapshot) => {
        const form = screen.getByRole('form', { name: labels.form.newGuest(), hidden: true });
        expect(within(form).getByLabelText(LL.guestsExport.columns.name())).toHaveValue(snapshot.context.form.name);
        if (snapshot.context.fieldErrors.name)
          expect(within(form).getByLabelText(LL.guestsExport.columns.name())).toHaveAccessibleDescription(LL.validation.required());
      },
      'guests.ready.form.editing': (_, snapshot) => {
        // (Under a category's delete confirmation the dialog loses its accessible name: found by its title.)
        const dialog = screen.getAllByRole('dialog', { hidden: true }).find((candidate) => candidate.textContent?.includes(labels.form.editGuest()));
        if (!dialog) throw new Error('no edit dialog');
        expect(within(dialog).getByLabelText(LL.guestsExport.columns.name())).toHaveValue(snapshot.context.form.name);
      },
      'guests.ready.selection.off': () => {
        expect(screen.queryByRole('region', { name: labels.selection.label() })).toBeNull();
        expect(screen.queryAllByRole('checkbox', { hidden: true })).toEqual([]);
      },
      // The selection a walk made, literally; it stays through a bulk change (issue 23 item 22).
      'guests.ready.selection.on': (_, snapshot) => {
        const names = ticked[JSON.stringify(selectedIds(snapshot))]!;
        expect(selectionBar()).toHaveTextContent(labels.selection.count({ count: names.length }));
        const checked = screen.queryAllByRole('checkbox', { checked: true, hidden: true }).map((box) => box.getAttribute('aria-label'));
        expect(checked).toEqual(names.map((name) => labels.row.select({ name })));
      },
      'guests.ready.dialog.closed': () => {
        for (const title of [labels.confirm.deleteGuestTitle({ name: bruno.name }), 'Change 1 guest?', 'Delete 3 guests?'])
          expect(screen.queryByRole('alertdialog', { name: title })).toBeNull();
      },
      'guests.ready.dialog.confirmingDelete': () => {
        expect(screen.getByRole('alertdialog', { name: labels.confirm.deleteGuestTitle({ name: bruno.name }) })).toBeVisible();
      },
      'guests.ready.dialog.confirmingBulk': (_, snapshot) => {
        // Ana's status, or everyone deleted: "Change 1 guest?", "Delete 3 guests?".
        const title = snapshot.context.bulk.kind === 'update' ? 'Change 1 guest?' : 'Delete 3 guests?';
        const dialog = screen.getByRole('alertdialog', { name: title });
        if (snapshot.context.bulk.kind === 'update') expect(dialog).toHaveTextContent('Status becomes "Not attending" for every selected guest.');
      },
      'guests.ready.categories.idle': () => {
        expect(categoryDraft()).toBeNull();
        expect(screen.queryByRole('alertdialog', { name: labels.confirm.deleteCategoryTitle({ name: family.name }) })).toBeNull();
      },
      'guests.ready.categories.drafting': (_, snapshot) => {
        const draft = within(categoryDraft()!);
        expect(draft.getByLabelText(labels.form.categoryName())).toHaveValue(snapshot.context.categoryDraft.name);
        expect(draft.getByRole('radio', { checked: true })).toHaveAccessibleName(
          snapshot.context.categoryDraft.colorId === 8 ? labels.colors.blue() : labels.colors.rose(),
        );
        expect(draft.queryByRole('alert')).toBeNull();
      },
      'guests.ready.categories.creating': () => {
        expect(within(categoryDraft()!).getByRole('button', { name: labels.form.createCategory() })).toBeDisabled();
      },
      // Refused: what was typed stays, with the reason.
      'guests.ready.categories.refused': () => {
        const draft = within(categoryDraft()!);
        expect(draft.getByLabelText(labels.form.categoryName())).toHaveValue('Work');
        expect(draft.getByRole('alert')).toHaveTextContent(LL.errors.duplicate_category());
      },
      'guests.ready.categories.confirmingDelete': () => {
        expect(screen.getByRole('alertdialog', { name: labels.confirm.deleteCategoryTitle({ name: family.name }) })).toBeVisible();
      },
      // Its guests show without a category at once, before the server answers.
      'guests.ready.categories.deleting': () => {
        expect(screen.queryByRole('option', { name: family.name, hidden: true })).toBeNull();
      },
      'guests.ready.live.current': () => {
        expect(guestRows()[0]?.closest('[aria-busy="true"]') ?? null).toBeNull();
      },
      // Read again behind the rows on screen, which stay (the view's own promise checks them).
      'guests.ready.live.reloading': () => {
        expect(guestRows()[0]!.closest('[aria-busy="true"]')).not.toBeNull();
      },
    },
  });
});
