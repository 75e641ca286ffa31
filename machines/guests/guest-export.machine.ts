import { assertEvent, assign, sendTo, setup } from 'xstate';
import { exportColumns, type ExportColumn } from '../../contract/guests';
import type { Locale } from '../../contract/person';
import { createDownload } from '../shared/download.machine';
import { genericErrorKey, type NotificationEmitted } from '../shared/messages';
import { notify, successNotice } from '../shared/notify';

/**
 * The guests export modal (part 2 §2, §8, §9): the name always, and the columns chosen (all of
 * them by default), written in the language on screen, for every guest or only the guests the
 * filters show (issue 23 item 21: the ids on screen come with `export.start`). The download (a
 * child) fetches and saves guests.xlsx; once saved the modal closes with "file generated", and
 * a failure keeps it open with the generic error.
 */

/** Every guest of the wedding, or the guests the list's filters show. */
export type ExportScope = 'all' | 'shown';

export interface GuestExportRequest {
  columns: ExportColumn[];
  language: Locale;
  /** Only these guests (the ones shown); every guest when absent. */
  ids?: number[];
}

export interface GuestExportContext {
  columns: ExportColumn[];
  scope: ExportScope;
}

export type GuestExportEvent =
  | { type: 'export.open' }
  | { type: 'export.close' }
  | { type: 'export.column'; column: ExportColumn; include: boolean }
  | { type: 'export.scope'; scope: ExportScope }
  /** `shown`: the ids of the guests the list shows now, in case only those are exported. */
  | { type: 'export.start'; language: Locale; shown: readonly number[] }
  | { type: 'download.saved' }
  | { type: 'download.failed' };

export const guestExportDownload = createDownload<GuestExportRequest>(genericErrorKey);

const opened = (): GuestExportContext => ({ columns: [...exportColumns], scope: 'all' });

const guestExportSetup = setup({
  types: {
    context: {} as GuestExportContext,
    events: {} as GuestExportEvent,
    emitted: {} as NotificationEmitted,
    children: {} as { download: 'download' },
  },
  actors: { download: guestExportDownload },
  guards: {
    /** A file of nobody is not worth making: the filters must show someone. */
    hasGuests: ({ context, event }) => {
      assertEvent(event, 'export.start');
      return context.scope === 'all' || event.shown.length > 0;
    },
  },
  actions: {
    reset: assign(opened),
    setColumn: assign({
      columns: ({ context, event }) => {
        assertEvent(event, 'export.column');
        const chosen = new Set(context.columns);
        if (event.include) chosen.add(event.column);
        else chosen.delete(event.column);
        return exportColumns.filter((column) => chosen.has(column));
      },
    }),
    setScope: assign({
      scope: ({ event }) => {
        assertEvent(event, 'export.scope');
        return event.scope;
      },
    }),
    startDownload: sendTo('download', ({ context, event }) => {
      assertEvent(event, 'export.start');
      const request: GuestExportRequest = { columns: context.columns, language: event.language };
      return { type: 'download.start' as const, request: context.scope === 'shown' ? { ...request, ids: [...event.shown] } : request };
    }),
    notify,
  },
});

export const guestExportMachine = guestExportSetup.createMachine({
  id: 'guestExport',
  context: opened,
  invoke: { id: 'download', src: 'download' },
  initial: 'closed',
  states: {
    closed: { on: { 'export.open': { target: 'open', actions: 'reset' } } },
    open: {
      on: {
        'export.close': 'closed',
        'export.column': { actions: 'setColumn' },
        'export.scope': { actions: 'setScope' },
        'export.start': { guard: 'hasGuests', target: 'exporting', actions: 'startDownload' },
      },
    },
    exporting: {
      on: {
        'download.saved': { target: 'closed', actions: { type: 'notify', params: successNotice('guests.messages.fileGenerated') } },
        'download.failed': 'open',
      },
    },
  },
});
