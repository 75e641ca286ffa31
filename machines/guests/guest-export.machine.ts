import { assertEvent, assign, sendTo, setup } from 'xstate';
import { exportColumns, type ExportColumn } from '../../contract/guests';
import type { Locale } from '../../contract/person';
import { createDownload } from '../shared/download.machine';
import { genericErrorKey, type NotificationEmitted } from '../shared/messages';
import { notify, successNotice } from '../shared/notify';

/**
 * The guests export modal (part 2 §2, §8, §9): the name always, and the columns chosen (all of
 * them by default), written in the language on screen. The download (a child) fetches and
 * saves guests.xlsx; once saved the modal closes with "file generated", and a failure keeps it
 * open with the generic error.
 */

export interface GuestExportRequest {
  columns: ExportColumn[];
  language: Locale;
}

export interface GuestExportContext {
  columns: ExportColumn[];
}

export type GuestExportEvent =
  | { type: 'export.open' }
  | { type: 'export.close' }
  | { type: 'export.column'; column: ExportColumn; include: boolean }
  | { type: 'export.start'; language: Locale }
  | { type: 'download.saved' }
  | { type: 'download.failed' };

export const guestExportDownload = createDownload<GuestExportRequest>(genericErrorKey);

const guestExportSetup = setup({
  types: {
    context: {} as GuestExportContext,
    events: {} as GuestExportEvent,
    emitted: {} as NotificationEmitted,
    children: {} as { download: 'download' },
  },
  actors: { download: guestExportDownload },
  actions: {
    reset: assign({ columns: [...exportColumns] }),
    setColumn: assign({
      columns: ({ context, event }) => {
        assertEvent(event, 'export.column');
        const chosen = new Set(context.columns);
        if (event.include) chosen.add(event.column);
        else chosen.delete(event.column);
        return exportColumns.filter((column) => chosen.has(column));
      },
    }),
    startDownload: sendTo('download', ({ context, event }) => {
      assertEvent(event, 'export.start');
      return { type: 'download.start' as const, request: { columns: context.columns, language: event.language } };
    }),
    notify,
  },
});

export const guestExportMachine = guestExportSetup.createMachine({
  id: 'guestExport',
  context: { columns: [...exportColumns] },
  invoke: { id: 'download', src: 'download' },
  initial: 'closed',
  states: {
    closed: { on: { 'export.open': { target: 'open', actions: 'reset' } } },
    open: {
      on: {
        'export.close': 'closed',
        'export.column': { actions: 'setColumn' },
        'export.start': { target: 'exporting', actions: 'startDownload' },
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
