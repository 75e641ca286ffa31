import { assertEvent, assign, sendTo, setup } from 'xstate';
import type { Locale } from '../../contract/person';
import { createDownload } from '../shared/download.machine';

/**
 * The plan's export modal: "attach files" chooses between plan.xlsx and plan.zip (the
 * spreadsheet and the files), written in the language on screen when the person asks. The download (a child, `download`, provided by the app) fetches
 * and saves the file; the modal closes once it is saved and stays open if not (the download
 * says why).
 */

export interface PlanExportRequest {
  attachFiles: boolean;
  language: Locale;
}

export interface PlanExportContext {
  attachFiles: boolean;
}

export type PlanExportEvent =
  | { type: 'export.open' }
  | { type: 'export.close' }
  | { type: 'export.attachFiles'; attach: boolean }
  | { type: 'export.start'; language: Locale }
  | { type: 'download.saved' }
  | { type: 'download.failed' };

export const planExportDownload = createDownload<PlanExportRequest>('plan.messages.unexpectedExporting');

const planExportSetup = setup({
  types: {
    context: {} as PlanExportContext,
    events: {} as PlanExportEvent,
    children: {} as { download: 'download' },
  },
  actors: {
    download: planExportDownload,
  },
  actions: {
    reset: assign({ attachFiles: false }),
    setAttachFiles: assign({
      attachFiles: ({ event }) => {
        assertEvent(event, 'export.attachFiles');
        return event.attach;
      },
    }),
    startDownload: sendTo('download', ({ context, event }) => {
      assertEvent(event, 'export.start');
      return { type: 'download.start' as const, request: { attachFiles: context.attachFiles, language: event.language } };
    }),
  },
});

export const planExportMachine = planExportSetup.createMachine({
  id: 'planExport',
  context: { attachFiles: false },
  invoke: { id: 'download', src: 'download' },
  initial: 'closed',
  states: {
    closed: {
      on: { 'export.open': { target: 'open', actions: 'reset' } },
    },
    open: {
      on: {
        'export.close': 'closed',
        'export.attachFiles': { actions: 'setAttachFiles' },
        'export.start': { target: 'exporting', actions: 'startDownload' },
      },
    },
    exporting: {
      on: {
        'download.saved': 'closed',
        'download.failed': 'open',
      },
    },
  },
});
