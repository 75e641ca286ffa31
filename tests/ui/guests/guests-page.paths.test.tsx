import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { i18nObject } from '../../../i18n/i18n-util';
import { filterGuests, hasFilters } from '../../../machines/guests/guest-filters';
import { guestsMachine, type LoadedGuests } from '../../../machines/guests/guests.machine';
import { oneRegionAtATime } from '../../machines/guests/guest-regions';
import { ana, bruno, family, friends, weddingGuests } from '../../machines/guests/guest-world';
import { guestsEvents } from '../../machines/guests/guests.events';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { answerGuestsWedding, guestsPagePath } from './guests-screen';

const LL = i18nObject('en');
const labels = LL.guests;

const loaded: LoadedGuests = { guests: weddingGuests, categories: [family, friends], actions: ['ADD', 'EDIT', 'DELETE', 'RSVP'] };

/**
 * The machine's events this walk leaves to others: the import's (guest-import.paths.test.tsx
 * walks the wizard and its hand-over), the statistics' hand-over (guest-dialogs.paths.test.tsx),
 * batches that grow by scrolling (jsdom has no layout), a filter chosen in the filter bar's
 * popovers (guest-filters.test.ts and the e2e), and the selection's "all shown" and bulk
 * delete (the e2e).
 */
const walkedElsewhere = new Set(['import.open', 'guests.imported', 'filters.apply', 'list.more', 'list.top', 'filter.toggle', 'select.only', 'bulk.delete']);

/** Whether Ana shows under the filters on screen, and how many of the three guests do (the counter). */
function shownUnder(snapshot: AnyMachineSnapshot) {
  const shown = filterGuests(weddingGuests, snapshot.context.filters, [family, friends]);
  return { ana: shown.some((guest) => guest.id === ana.id), count: shown.length };
}

function expectFilteredList(snapshot: AnyMachineSnapshot) {
  const { ana: anaShown, count } = shownUnder(snapshot);
  const anaRow = screen.queryByRole('row', { name: new RegExp(ana.name), hidden: true });
  if (anaShown) expect(anaRow).toBeVisible();
  else expect(anaRow).toBeNull();
  expect(screen.getByText(labels.counter({ shown: count, total: weddingGuests.length }))).toBeInTheDocument();
}

const categoryDraft = () => screen.queryByRole('group', { name: labels.form.newCategory() });

const page = () => screen.getByRole('main');
const alert = () => screen.queryByRole('alertdialog');

describe('guests page, along the machine’s paths', () => {
  describeUiPaths<RenderedApp>({
    machine: guestsMachine,
    inputs: [{ weddingId: 3, userId: 2, inviters: [] }],
    bound: (snapshot, event) => {
      // Clearing is tried wherever filters are on (it ends them, so the walk stays bounded): the RSVP view cleared shows everyone.
      if (event.type === 'filters.clear') return snapshot.matches('ready') && hasFilters(snapshot.context.filters);
      if (!oneRegionAtATime(snapshot, event)) return false;
      // On screen, a status changes in one tap in the RSVP view; a category is deleted from the form of a guest in it.
      if (event.type === 'guest.status') return snapshot.matches({ ready: { view: 'rsvp' } });
      if (event.type === 'category.delete') return snapshot.matches({ ready: { form: 'editing' } });
      // A new category is drafted in the form of a guest (the add row or the edit dialog).
      if (event.type === 'category.draft') return !snapshot.matches({ ready: { form: 'closed' } });
      return true;
    },
    stateKey: (snapshot) => ({
      name: snapshot.context.form.name,
      errors: Object.keys(snapshot.context.fieldErrors),
      draft: snapshot.context.categoryDraft,
      filters: snapshot.context.filters,
    }),
    events: guestsEvents(loaded).filter((event) => !walkedElsewhere.has(event.type)),
    open: async () => {
      const app = renderApp({
        path: guestsPagePath,
        signedInAs: sessionUser('Planner'),
        backend: answerGuestsWedding,
      });
      await app.backend.next('GET /guests/index', 15_000);
      return app;
    },
    perform: {
      'xstate.done.actor.loadGuests': async (app, event) => {
        const output = event.output as LoadedGuests;
        const index = await app.backend.answer('GET /guests/index', { guests: output.guests });
        expect(index.query).toEqual({ wedding_id: '3' });
        await app.backend.answer('GET /categories/index', { categories: output.categories });
        const actions = await app.backend.answer('GET /weddings/get_actions', { actions: output.actions });
        expect(actions.query).toEqual({ wedding_id: '3', module_code: 'GUESTS' });
      },
      'xstate.error.actor.loadGuests': async (app) => {
        await app.backend.refuse('GET /guests/index', 500, 'generic_error');
      },
      'filter.name': (app, event) => app.user.type(screen.getByLabelText(labels.filters.name()), event.text),
      'filters.clear': (app) => app.user.click(screen.getByRole('button', { name: labels.clearFilters() })),
      'load.retry': (app) => app.user.click(screen.getByRole('button', { name: labels.retry() })),
      'guest.add': (app) => app.user.click(within(page()).getByRole('button', { name: labels.actions.add() })),
      'guest.edit': (app) => app.user.click(screen.getByRole('button', { name: labels.row.edit({ name: ana.name }) })),
      'form.change': async (app, event) => {
        const field = screen.getByLabelText(LL.guestsExport.columns.name());
        await app.user.clear(field);
        if (event.values.name) await app.user.type(field, event.values.name);
      },
      'form.save': async (app) => {
        const adding = screen.queryByRole('form', { name: labels.form.newGuest() });
        const name = (screen.getByLabelText(LL.guestsExport.columns.name()) as HTMLInputElement).value;
        await app.user.click(screen.getByRole('button', { name: adding ? labels.form.add() : labels.form.save() }));
        if (!name.trim()) return;
        // What a save must carry: the new guest for this wedding, or only the fields that changed.
        if (adding) expect((await app.backend.next('POST /guests/create')).body).toMatchObject({ wedding_id: 3, name, companions: 0, status_id: 3 });
        else expect((await app.backend.next('PUT /guests/update')).body).toEqual({ id: ana.id, name });
      },
      // Escape closes the add row (part 2 §2) and the edit dialog.
      'form.cancel': (app) => app.user.keyboard('{Escape}'),
      'view.rsvp': (app) => app.user.click(screen.getByRole('button', { name: labels.views.rsvp() })),
      'view.default': (app) => app.user.click(screen.getByRole('button', { name: labels.views.default() })),
      'guest.status': async (app) => {
        const statuses = screen.getByRole('group', { name: labels.row.status({ name: bruno.name }) });
        await app.user.click(within(statuses).getByRole('button', { name: LL.guestsExport.statuses.attending() }));
        expect((await app.backend.next('PUT /guests/update_status')).body).toEqual({ id: bruno.id, status_id: 1 });
      },
      'guest.delete': (app) => app.user.click(screen.getByRole('button', { name: labels.row.delete({ name: bruno.name }) })),
      'delete.confirm': (app) => app.user.click(within(alert()!).getByRole('button', { name: labels.confirm.delete() })),
      'dialog.close': (app) => app.user.click(within(alert()!).getByRole('button', { name: labels.confirm.cancel() })),
      'select.start': (app) => app.user.click(screen.getByRole('button', { name: labels.actions.select() })),
      'select.end': (app) => app.user.click(screen.getByRole('button', { name: labels.actions.endSelect() })),
      'select.guest': (app) => app.user.click(screen.getByRole('checkbox', { name: labels.row.select({ name: ana.name }) })),
      'bulk.update': (app) => app.user.selectOptions(screen.getByRole('combobox', { name: labels.selection.setStatus() }), '1'),
      'bulk.confirm': async (app) => {
        await app.user.click(within(alert()!).getByRole('button', { name: labels.confirm.apply() }));
        // All or none: one call for the whole selection.
        expect((await app.backend.next('PUT /guests/massUpdate')).body).toEqual({ wedding_id: 3, ids: [ana.id], column: 'status_id', status_id: 1 });
      },
      'category.draft': (app) => app.user.click(screen.getByRole('button', { name: labels.form.newCategory() })),
      'category.draftChange': async (app, event) => {
        const draft = within(categoryDraft()!);
        if (event.colorId !== undefined) return app.user.click(draft.getByRole('radio', { name: labels.colors.blue() }));
        await app.user.clear(draft.getByLabelText(labels.form.categoryName()));
        await app.user.type(draft.getByLabelText(labels.form.categoryName()), event.name);
      },
      'category.cancelDraft': (app) => app.user.click(within(categoryDraft()!).getByRole('button', { name: labels.form.cancel() })),
      'category.create': async (app) => {
        const draft = within(categoryDraft()!);
        const name = (draft.getByLabelText(labels.form.categoryName()) as HTMLInputElement).value;
        await app.user.click(draft.getByRole('button', { name: labels.form.createCategory() }));
        expect((await app.backend.next('POST /categories/create')).body).toMatchObject({ wedding_id: 3, name });
      },
      'xstate.done.actor.createCategory': async (app, event) => {
        await app.backend.answer('POST /categories/create', event.output);
      },
      'xstate.error.actor.createCategory': async (app, event) => {
        await app.backend.refuse('POST /categories/create', 422, event.error.code);
      },
      'category.delete': (app) => app.user.click(screen.getByRole('button', { name: labels.form.deleteCategory({ name: family.name }) })),
      'category.confirmDelete': (app) => app.user.click(within(alert()!).getByRole('button', { name: labels.confirm.delete() })),
      'category.cancelDelete': (app) => app.user.click(within(alert()!).getByRole('button', { name: labels.confirm.cancel() })),
      'xstate.done.actor.destroyCategory': async (app) => {
        const request = await app.backend.answer('DELETE /categories/destroy');
        expect(request.query).toEqual({ id: String(family.id) });
      },
      'xstate.error.actor.destroyCategory': async (app) => {
        await app.backend.refuse('DELETE /categories/destroy', 500, 'generic_error');
        // Refused: the category is back.
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
      // (hidden: a dialog open above the list hides it from the accessibility tree, not from the screen.)
      'guests.ready.view.default': (_, snapshot: AnyMachineSnapshot) => {
        expect(screen.getByRole('button', { name: labels.views.default(), hidden: true })).toHaveAttribute('aria-pressed', 'true');
        // The RSVP view's Unknown filter stays when going back, until cleared.
        expectFilteredList(snapshot);
      },
      'guests.ready.view.rsvp': (_, snapshot: AnyMachineSnapshot) => {
        expect(screen.getByRole('button', { name: labels.views.rsvp(), hidden: true })).toHaveAttribute('aria-pressed', 'true');
        // Those who have not answered: Ana (attending) is filtered out, unless the filters were cleared since.
        expectFilteredList(snapshot);
      },
      'guests.ready.form.closed': () => {
        expect(screen.queryByRole('form', { name: labels.form.newGuest() })).toBeNull();
        expect(screen.queryByRole('dialog', { name: labels.form.editGuest() })).toBeNull();
      },
      'guests.ready.form.adding': (_, snapshot: AnyMachineSnapshot) => {
        const form = screen.getByRole('form', { name: labels.form.newGuest() });
        expect(within(form).getByLabelText(LL.guestsExport.columns.name())).toHaveValue(snapshot.context.form.name);
        if (snapshot.context.fieldErrors.name)
          expect(within(form).getByLabelText(LL.guestsExport.columns.name())).toHaveAccessibleDescription(LL.validation.required());
      },
      'guests.ready.form.editing': (_, snapshot: AnyMachineSnapshot) => {
        // (Under a category's delete confirmation the dialog loses its accessible name: found by its title.)
        const dialog = screen.getAllByRole('dialog', { hidden: true }).find((candidate) => candidate.textContent?.includes(labels.form.editGuest()));
        if (!dialog) throw new Error('no edit dialog');
        expect(within(dialog).getByLabelText(LL.guestsExport.columns.name())).toHaveValue(snapshot.context.form.name);
      },
      'guests.ready.selection.off': () => {
        expect(screen.queryByRole('region', { name: labels.selection.label() })).toBeNull();
      },
      'guests.ready.selection.on': (_, snapshot: AnyMachineSnapshot) => {
        expect(screen.getByRole('region', { name: labels.selection.label(), hidden: true })).toHaveTextContent(
          labels.selection.count({ count: snapshot.context.selected.length }),
        );
      },
      'guests.ready.dialog.closed': () => {
        expect(screen.queryByRole('alertdialog', { name: labels.confirm.deleteGuestTitle({ name: bruno.name }) })).toBeNull();
        expect(screen.queryByRole('alertdialog', { name: labels.confirm.bulkUpdateTitle({ count: 1 }) })).toBeNull();
      },
      'guests.ready.dialog.confirmingDelete': () => {
        expect(screen.getByRole('alertdialog', { name: labels.confirm.deleteGuestTitle({ name: bruno.name }) })).toBeVisible();
      },
      'guests.ready.dialog.confirmingBulk': () => {
        expect(screen.getByRole('alertdialog', { name: labels.confirm.bulkUpdateTitle({ count: 1 }) })).toBeVisible();
      },
      'guests.ready.categories.idle': () => {
        expect(categoryDraft()).toBeNull();
        expect(screen.queryByRole('alertdialog', { name: labels.confirm.deleteCategoryTitle({ name: family.name }) })).toBeNull();
      },
      'guests.ready.categories.drafting': (_, snapshot: AnyMachineSnapshot) => {
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
      'guests.ready.categories.refused': (_, snapshot: AnyMachineSnapshot) => {
        const draft = within(categoryDraft()!);
        expect(draft.getByLabelText(labels.form.categoryName())).toHaveValue(snapshot.context.categoryDraft.name);
        expect(draft.getByRole('alert')).toHaveTextContent(LL.errors.duplicate_category());
      },
      'guests.ready.categories.confirmingDelete': () => {
        expect(screen.getByRole('alertdialog', { name: labels.confirm.deleteCategoryTitle({ name: family.name }) })).toBeVisible();
      },
      // Its guests show without a category at once, before the server answers.
      'guests.ready.categories.deleting': () => {
        expect(screen.queryByRole('option', { name: family.name })).toBeNull();
      },
    },
  });
});
