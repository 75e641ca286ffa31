import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { Table, TableType } from '../../../contract/tables';
import { i18nObject } from '../../../i18n/i18n-util';
import { tablePageMachine } from '../../../machines/tables/table-page.machine';
import { type LoadedTables } from '../../../machines/tables/table-page-types';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';
import { describeUiPaths } from '../../support/ui/ui-paths';

const LL = i18nObject('en');
const texts = LL.tables;
const weddingId = 7;
const layout = { layout: 'layouts/7.png', width: 2000, height: 1400 };
const round: TableType = { id: 1, name: 'Round', shape: 'round', width: 90, height: 90, wedding_id: weddingId };
const tables: Table[] = [{ id: 11, number: 1, seats: 8, table_type: 1, x: 0.5, y: 0.5, wedding_id: weddingId, seats_taken: 0 }];

/** Which screen the walk opens: a wedding with or without its floor plan, for someone who may or may not edit it. */
interface Opening {
  weddingId: number;
  hasLayout: boolean;
  canEdit: boolean;
}
const openingOf = (snapshot: AnyMachineSnapshot) => snapshot.context as unknown as Opening;

const weddingOf = (hasLayout: boolean) => ({
  id: weddingId,
  name: 'Sofía & Mateo',
  date: '2031-05-05',
  guestsCount: 0,
  planner_id: 2,
  layout: hasLayout ? layout.layout : null,
  layout_width: hasLayout ? layout.width : null,
  layout_height: hasLayout ? layout.height : null,
  spouse1: null,
  spouse2: null,
  modules: ['TABLES'],
});

const loaded = (hasLayout: boolean, canEdit: boolean): LoadedTables => ({
  tables,
  tableTypes: [round],
  layout: hasLayout ? layout : null,
  actions: canEdit ? ['EDIT_LAYOUT', 'HOSTESS_VIEW'] : ['HOSTESS_VIEW'],
  seats: [],
  guests: null,
});

const file = new File(['png'], 'venue.png', { type: 'image/png' });

/** The rendered page, and whether the last upload was refused (its reason stays said). */
interface PageScreen {
  app: RenderedApp;
  refusedUpload: boolean;
}

/** The zoom indicator (spec §9), read where it is drawn. */
const zoomIndicator = () => screen.queryAllByRole('status').find((element) => element.classList.contains('rounded-full')) ?? null;

/** Spec §8 and the errors table: a refused upload says why, in the person's words. */
const expectRefusalSaid = ({ app, refusedUpload }: PageScreen) => {
  if (refusedUpload) expect(app.toasts().join(' ')).toContain('The layout must be a .jpg or .png image.');
};

describe('tables page, along the machine’s paths', () => {
  describeUiPaths<PageScreen>({
    machine: tablePageMachine,
    inputs: [
      { weddingId, hasLayout: true, canEdit: true },
      { weddingId, hasLayout: false, canEdit: true },
      { weddingId, hasLayout: false, canEdit: false },
      { weddingId, hasLayout: true, canEdit: false },
    ] satisfies Opening[],
    events: [
      { type: 'xstate.done.actor.loadTables', output: loaded(true, true) },
      { type: 'xstate.done.actor.loadTables', output: loaded(false, true) },
      { type: 'xstate.done.actor.loadTables', output: loaded(false, false) },
      { type: 'xstate.done.actor.loadTables', output: loaded(true, false) },
      { type: 'xstate.error.actor.loadTables', error: { code: 'generic_error' } },
      { type: 'load.retry' },
      { type: 'layout.upload', file },
      { type: 'xstate.done.actor.uploadLayout', output: layout },
      { type: 'xstate.error.actor.uploadLayout', error: { code: 'layout_invalid_image' } },
      { type: 'editor.open' },
      { type: 'editor.done' },
      { type: 'layoutDialog.open' },
      { type: 'layoutDialog.close' },
      { type: 'zoom.changed', scale: 1.1 },
      { type: 'hostess.open' },
      { type: 'hostess.exit' },
    ],
    // A retry and a cancelled dialog land on screens seen before: each is walked all the same.
    walkEvery: ['load.retry', 'layoutDialog.close', 'hostess.exit'],
    // The load answers what the opening says (a wedding has its plan or not); the zoom's
    // indicator is a timer the e2e tests and the machine test watch.
    bound: (snapshot, event) => {
      // One press of Zoom in, on the plan; the indicator goes after 2 s, so the walk stops there.
      if (snapshot.matches({ ready: { zoom: 'shown' } })) return false;
      if (event.type === 'zoom.changed') return snapshot.matches({ ready: { mode: 'viewing', zoom: 'quiet' } });
      // The hostess view once, from the plan (its own walk, hostess-view.paths, goes further).
      if (event.type === 'hostess.open') return snapshot.matches({ ready: { mode: 'viewing' } }) && openingOf(snapshot).canEdit;
      if (event.type !== 'xstate.done.actor.loadTables') return true;
      const opening = openingOf(snapshot);
      const output = event.output as LoadedTables;
      return (output.layout !== null) === opening.hasLayout && output.actions.includes('EDIT_LAYOUT') === opening.canEdit;
    },
    open: async (input) => {
      const { hasLayout } = input as Opening;
      const app = renderApp({
        path: `/wedding/${weddingId}/tables`,
        signedInAs: sessionUser('Planner'),
        backend: (backend) =>
          backend
            .always('GET /weddings/show', { wedding: weddingOf(hasLayout) })
            .always('GET /weddings/get_modules', { modules: [{ id: 5, code: 'TABLES' }] })
            .always('GET /tables_guests/index', { tableGuests: [] }),
      });
      await screen.findByText(texts.loading(), {}, { timeout: 15_000 });
      return { app, refusedUpload: false };
    },
    perform: {
      'xstate.done.actor.loadTables': async ({ app }, event) => {
        const output = event.output as LoadedTables;
        await app.backend.answer('GET /weddings/get_actions', { actions: output.actions });
        await app.backend.answer('GET /tables/index', { tables: output.tables, tableTypes: output.tableTypes });
      },
      'xstate.error.actor.loadTables': async ({ app }) => {
        await app.backend.answer('GET /weddings/get_actions', { actions: [] });
        await app.backend.refuse('GET /tables/index', 500, 'generic_error');
      },
      'load.retry': ({ app }) => app.user.click(screen.getByRole('button', { name: texts.retry() })),
      'layout.upload': async ({ app }) => {
        const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
        await app.user.upload(input, file);
      },
      'xstate.done.actor.uploadLayout': async (driver) => {
        await driver.app.backend.answer('POST /weddings/upload_layout', layout);
        driver.refusedUpload = false;
      },
      'xstate.error.actor.uploadLayout': async (driver) => {
        await driver.app.backend.refuse('POST /weddings/upload_layout', 422, 'layout_invalid_image');
        driver.refusedUpload = true;
      },
      // Issue 23 item 15: the focus goes to the editor's first tool, and back to Edit layout on Done.
      'editor.open': async ({ app }) => {
        await app.user.click(screen.getByRole('button', { name: texts.edit() }));
        await waitFor(() => expect(screen.getByRole('button', { name: texts.editor.done() })).toHaveFocus());
      },
      'editor.done': async ({ app }) => {
        await app.user.click(screen.getByRole('button', { name: texts.editor.done() }));
        await waitFor(() => expect(screen.getByRole('button', { name: texts.edit() })).toHaveFocus());
      },
      'layoutDialog.open': ({ app }) => app.user.click(screen.getByRole('button', { name: texts.editor.changeLayout() })),
      'layoutDialog.close': async () => {
        fireEvent.click(
          within(screen.getByRole('dialog', { name: texts.changeLayout.title() })).getAllByRole('button', { name: texts.changeLayout.cancel() })[0]!,
        );
      },
      'zoom.changed': ({ app }) => app.user.click(screen.getByRole('button', { name: texts.plan.zoomIn() })),
      'hostess.open': ({ app }) => app.user.click(screen.getByRole('button', { name: texts.hostess.open() })),
      'hostess.exit': ({ app }) => app.user.click(screen.getByRole('button', { name: texts.hostess.exit() })),
    },
    shows: {
      // Issue 23 item 16: the tab says the page, the wedding and the site.
      tablePage: () => {
        expect(document.title).toBe('Tables · Sofía & Mateo · Wedding Planner');
      },
      'tablePage.loading': () => {
        expect(screen.getByText(texts.loading())).toBeVisible();
      },
      'tablePage.failed': () => {
        // The page's own panel (the toast beside it says the server's reason).
        expect(screen.getByText(texts.loadError()).closest('[role="alert"]')).not.toBeNull();
        expect(screen.getByRole('button', { name: texts.retry() })).toBeVisible();
      },
      'tablePage.ready.mode.noLayout': (driver, snapshot) => {
        expectRefusalSaid(driver);
        if (openingOf(snapshot).canEdit) {
          expect(screen.getByText(texts.noLayout.title())).toBeVisible();
          expect(screen.getByText(texts.noLayout.choose())).toBeVisible();
        } else {
          expect(screen.getByText(texts.noLayout.waitingMessage())).toBeVisible();
          expect(screen.getByRole('img', { name: texts.noLayout.exampleAlt() })).toBeVisible();
          expect(document.querySelector('input[type=file]')).toBeNull();
        }
      },
      'tablePage.ready.mode.uploading': () => {
        expect(screen.getByText(texts.noLayout.uploading())).toBeVisible();
      },
      'tablePage.ready.mode.viewing': (_, snapshot) => {
        expect(screen.getByRole('img', { name: texts.plan.imageAlt() })).toHaveAttribute(
          'src',
          `/api/weddings/layout?wedding_id=7&v=${encodeURIComponent(layout.layout)}`,
        );
        expect(screen.getByRole('button', { name: texts.seating.table({ number: 1, taken: 0, seats: 8 }) })).toBeVisible();
        expect(screen.getByRole('button', { name: texts.hostess.open() })).toBeVisible();
        if (openingOf(snapshot).canEdit) expect(screen.getByRole('button', { name: texts.edit() })).toBeVisible();
        else expect(screen.queryByRole('button', { name: texts.edit() })).toBeNull();
        expect(screen.queryByRole('toolbar', { name: texts.editor.toolbar() })).toBeNull();
      },
      // Without the GUESTS module: the counts at the door, no guest panel (spec §2).
      'tablePage.ready.mode.hostess': () => {
        expect(screen.getByText(texts.hostess.occupancy({ percent: 0 }))).toBeVisible();
        expect(screen.getByText(texts.hostess.noGuestAccess())).toBeVisible();
        expect(screen.queryByRole('img', { name: texts.plan.imageAlt() })).toBeNull();
      },
      'tablePage.ready.mode.editing.idle': ({ app }, snapshot) => {
        expect(screen.getByRole('toolbar', { name: texts.editor.toolbar() })).toBeVisible();
        expect(screen.queryByRole('dialog', { name: texts.changeLayout.title() })).toBeNull();
        if (!openingOf(snapshot).hasLayout) expect(app.toasts().join(' ')).toContain(texts.messages.layoutUpdatedSuccess());
      },
      'tablePage.ready.mode.editing.changingLayout': (driver) => {
        // A refused new layout leaves the plan on the one the wedding has (behind the dialog).
        expectRefusalSaid(driver);
        expect(document.querySelector(`img[alt="${texts.plan.imageAlt()}"]`)).toHaveAttribute(
          'src',
          `/api/weddings/layout?wedding_id=7&v=${encodeURIComponent(layout.layout)}`,
        );
        expect(screen.getByRole('dialog', { name: texts.changeLayout.title() })).toBeVisible();
        expect(screen.getByText(texts.changeLayout.choose())).toBeVisible();
      },
      'tablePage.ready.mode.editing.uploadingLayout': () => {
        expect(within(screen.getByRole('dialog', { name: texts.changeLayout.title() })).getByText(texts.noLayout.uploading())).toBeVisible();
      },
      'tablePage.ready.zoom.quiet': () => {
        expect(zoomIndicator()?.textContent ?? '').toBe('');
      },
      // Spec §9: one press of Zoom in, from 100 %, is 110 %, said for 2 seconds (the machine test times it).
      'tablePage.ready.zoom.shown': () => {
        expect(zoomIndicator()).toHaveTextContent('Zoom 110%');
      },
    },
  });
});
