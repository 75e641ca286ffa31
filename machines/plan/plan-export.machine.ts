import { assign, fromPromise, setup } from 'xstate';
import { failureMessageOr } from '../shared/failure';
import type { NotifyParams } from '../shared/messages';

/**
 * The plan's export modal: "attach files" chooses between plan.xlsx and plan.zip (the
 * spreadsheet and the files). The `exportPlan` actor (provided by the app) downloads and
 * saves the file; the modal closes once it is saved and stays open, saying why, if not.
 */

export interface PlanExportContext {
  attachFiles: boolean;
}

export type PlanExportEvent = { type: 'export.open' } | { type: 'export.close' } | { type: 'export.attachFiles'; attach: boolean } | { type: 'export.start' };

const notProvided = () => Promise.reject(new Error('exportPlan is provided by the app'));

const planExportSetup = setup({
  types: {
    context: {} as PlanExportContext,
    events: {} as PlanExportEvent,
  },
  actors: {
    exportPlan: fromPromise<void, { attachFiles: boolean }>(notProvided),
  },
  actions: {
    reset: assign({ attachFiles: false }),
    setAttachFiles: assign({ attachFiles: ({ event }) => (event.type === 'export.attachFiles' ? event.attach : false) }),
    notify: (_, _params: NotifyParams) => {},
  },
});

export const planExportMachine = planExportSetup.createMachine({
  id: 'planExport',
  context: { attachFiles: false },
  initial: 'closed',
  states: {
    closed: {
      on: { 'export.open': { target: 'open', actions: 'reset' } },
    },
    open: {
      on: {
        'export.close': 'closed',
        'export.attachFiles': { actions: 'setAttachFiles' },
        'export.start': 'exporting',
      },
    },
    exporting: {
      invoke: {
        id: 'exportPlan',
        src: 'exportPlan',
        input: ({ context }) => ({ attachFiles: context.attachFiles }),
        onDone: 'closed',
        onError: {
          target: 'open',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ kind: 'error', message: { key: failureMessageOr(event.error, 'plan.messages.unexpectedExporting') } }),
          },
        },
      },
    },
  },
});
