import { screen, within } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { i18nObject } from '../../../i18n/i18n-util';
import { guestExportMachine } from '../../../machines/guests/guest-export.machine';
import { guestStatisticsMachine } from '../../../machines/guests/guest-statistics.machine';
import { exportBound, exportEvents, statisticsEvents } from '../../machines/guests/guest-dialogs.events';
import type { RecordedRequest } from '../../support/ui/fake-backend';
import type { RenderedApp } from '../../support/ui/render-app';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { openLoadedGuestsPage } from './guests-screen';

const LL = i18nObject('en');
const labels = LL.guests;
const everything = ['ADD', 'EDIT', 'DELETE', 'RSVP'] as const;
const main = () => within(screen.getByRole('main'));

describe('guest statistics dialog, along its machine’s paths', () => {
  const dialog = () => screen.queryByRole('dialog', { name: labels.statistics.title() });
  const level = (number: number) => within(dialog()!).getByRole('combobox', { name: labels.statistics.level({ number }) });

  describeUiPaths<RenderedApp>({
    // Alone, it has no page to hand a count's filters to; on screen, the page takes them (see 'statistics.pick').
    machine: guestStatisticsMachine.provide({ actions: { applyFilters: () => {} } }),
    events: statisticsEvents,
    cover: 'transitions',
    open: () => openLoadedGuestsPage([...everything]),
    perform: {
      'statistics.open': (app) => app.user.click(main().getByRole('button', { name: labels.actions.statistics() })),
      'statistics.close': (app) => app.user.click(within(dialog()!).getByRole('button', { name: LL.common.close() })),
      'statistics.level': (app, event) => app.user.selectOptions(level(event.index + 1), event.level),
      'statistics.pick': async (app) => {
        // Ana is the one attending guest, with one companion.
        const attending = `${LL.guestsExport.statuses.attending()}: ${labels.statistics.showGuests({ count: 2 })}`;
        await app.user.click(within(dialog()!).getByRole('button', { name: attending }));
        expect(await screen.findByText(labels.counter({ shown: 1, total: 3 }))).toBeVisible();
      },
    },
    shows: {
      'guestStatistics.closed': () => {
        expect(dialog()).toBeNull();
      },
      'guestStatistics.open': (_, snapshot: AnyMachineSnapshot) => {
        expect(level(1)).toHaveValue('status');
        expect(level(2)).toHaveValue(snapshot.context.levels[1]);
        // Six people in all (companions included); grouped by category under each status when asked.
        expect(dialog()).toHaveTextContent(`${labels.statistics.total()}6`);
        const family = within(dialog()!).queryByRole('button', { name: `Family: ${labels.statistics.showGuests({ count: 2 })}` });
        expect(family !== null).toBe(snapshot.context.levels[1] === 'category');
      },
    },
  });
});

describe('guests export dialog, along its machine’s paths', () => {
  const dialog = () => screen.queryByRole('dialog', { name: labels.export.title() });
  const phone = () => within(dialog()!).getByRole('checkbox', { name: LL.guestsExport.columns.phone() });
  const download = () => within(dialog()!).getByRole('button', { name: /Download|Preparing/ });
  // Three guests, Ana alone shown: the counts are the choices'.
  const scope = (which: 'all' | 'shown') =>
    within(dialog()!).getByRole('radio', { name: which === 'all' ? labels.export.allGuests({ count: 3 }) : labels.export.shownGuests({ count: 1 }) });
  // Every guest: the spec's GET; the guests shown: a POST naming them in its body (issue 23 item 21).
  const exportCall = (request: RecordedRequest) => request.path === '/guests/export';

  describeUiPaths<RenderedApp>({
    machine: guestExportMachine,
    events: exportEvents,
    bound: exportBound,
    cover: 'transitions',
    stateKey: (snapshot) => ({ columns: snapshot.context.columns, scope: snapshot.context.scope }),
    open: async () => {
      // jsdom has no object URLs: saving the file needs one.
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => {} }));
      const app = await openLoadedGuestsPage([...everything]);
      // Filtered to Ana: the export offers every guest or the one shown.
      await app.user.type(screen.getByLabelText(labels.filters.name()), 'ana');
      return app;
    },
    perform: {
      'export.open': (app) => app.user.click(main().getByRole('button', { name: labels.actions.export() })),
      'export.close': (app) => app.user.click(within(dialog()!).getByRole('button', { name: labels.form.cancel() })),
      'export.column': async (app, event) => {
        if ((phone() as HTMLInputElement).checked !== event.include) await app.user.click(phone());
      },
      'export.scope': (app, event) => app.user.click(scope(event.scope)),
      'export.start': (app) => app.user.click(download()),
      'download.saved': async (app) => {
        // The wedding, the columns ticked in their order, the language on screen, and Ana alone when only the guests shown go.
        const columns = (phone() as HTMLInputElement).checked
          ? 'companions,status,category,table,invitedBy,phone,comments'
          : 'companions,status,category,table,invitedBy,comments';
        const shownOnly = (scope('shown') as HTMLInputElement).checked;
        const sent = await app.backend.answer(exportCall);
        if (shownOnly) expect([sent.method, sent.body]).toEqual(['POST', { wedding_id: 3, columns, language: 'en', ids: [11] }]);
        else expect([sent.method, sent.query]).toEqual(['GET', { wedding_id: '3', columns, language: 'en' }]);
        expect(await screen.findByText(labels.messages.fileGenerated())).toBeVisible();
      },
      'download.failed': async (app) => {
        await app.backend.refuse(exportCall, 500, 'generic_error');
        expect(await screen.findByText(LL.errors.generic_error())).toBeVisible();
      },
    },
    shows: {
      'guestExport.closed': () => {
        expect(dialog()).toBeNull();
      },
      'guestExport.open': (_, snapshot: AnyMachineSnapshot) => {
        expect(phone()).toHaveProperty('checked', snapshot.context.columns.includes('phone'));
        expect(scope('all')).toHaveProperty('checked', snapshot.context.scope === 'all');
        expect(scope('shown')).toHaveProperty('checked', snapshot.context.scope === 'shown');
        expect(download()).toHaveTextContent(labels.export.download());
        expect(download()).toBeEnabled();
      },
      'guestExport.exporting': () => {
        expect(download()).toHaveTextContent(labels.export.downloading());
        expect(download()).toBeDisabled();
      },
    },
  });
});
