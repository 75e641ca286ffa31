import { assertEvent, assign, sendParent, setup } from 'xstate';
import type { MessageKey, NotificationEmitted } from './messages';
import { notify, notifyFailureOr } from './notify';
import { providedByApp } from './provided';

/**
 * A download the person asked for (a plan export, a stored file, later the guests export):
 * `idle → downloading → idle`, one at a time. `download.start` carries what to download; the
 * `download` actor (provided by the app, given `{ request }`) fetches it and hands it to the browser. While it runs
 * the page shows it as busy (`downloading`, with the `request` on its way); a failure is
 * emitted as a notification (the server's reason, else the download's own message).
 *
 * `createDownload<Request>(failureMessage)` makes one for a kind of request. It runs as a child
 * of the machine that offers the download (invoke it), and tells that parent how it ended
 * (`download.saved` or `download.failed`, through the `tellParent` action), so a dialog can
 * close once its file is saved, or stay open to try again.
 */

export type DownloadOutcome = { type: 'download.saved' } | { type: 'download.failed' };

export interface DownloadContext<TRequest> {
  /** What is being downloaded, while `downloading`. */
  request: TRequest | null;
}

export type DownloadEvent<TRequest> = { type: 'download.start'; request: TRequest };

export function createDownload<TRequest>(failureMessage: MessageKey) {
  const downloadSetup = setup({
    types: {
      context: {} as DownloadContext<TRequest>,
      events: {} as DownloadEvent<TRequest>,
      emitted: {} as NotificationEmitted,
    },
    actors: {
      download: providedByApp<void, { request: TRequest }>('download'),
    },
    actions: {
      storeRequest: assign({
        request: ({ event }) => {
          assertEvent(event, 'download.start');
          return event.request;
        },
      }),
      forgetRequest: assign({ request: null }),
      tellParent: sendParent((_, outcome: DownloadOutcome) => outcome),
      notify,
    },
  });

  return downloadSetup.createMachine({
    id: 'download',
    context: { request: null },
    initial: 'idle',
    states: {
      idle: {
        on: { 'download.start': { target: 'downloading', actions: 'storeRequest' } },
      },
      // Another click while a file is on its way is ignored: one download at a time.
      downloading: {
        invoke: {
          id: 'download',
          src: 'download',
          input: ({ context }) => ({ request: context.request! }),
          onDone: { target: 'idle', actions: ['forgetRequest', { type: 'tellParent', params: { type: 'download.saved' } }] },
          onError: { target: 'idle', actions: [notifyFailureOr(failureMessage), 'forgetRequest', { type: 'tellParent', params: { type: 'download.failed' } }] },
        },
      },
    },
  });
}
