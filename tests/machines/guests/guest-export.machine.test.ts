import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { guestExportDownload, guestExportMachine, type GuestExportRequest } from '../../../machines/guests/guest-export.machine';
import { collectNotices } from '../../support/notices';
import { describePathCoverage } from '../../support/path-coverage';
import { exportBound, exportEvents } from './guest-dialogs.events';

function start(exportGuests: (request: GuestExportRequest) => Promise<void>) {
  const actor = createActor(
    guestExportMachine.provide({
      actors: { download: guestExportDownload.provide({ actors: { download: fromPromise(({ input }) => exportGuests(input.request)) } }) },
    }),
  );
  const notices = collectNotices(actor);
  actor.start();
  return { actor, notices };
}

describe('guests export machine', () => {
  it('offers every column by default (part 2 §9), exports the ones chosen in their order, then closes with "file generated"', async () => {
    const asked: GuestExportRequest[] = [];
    const { actor, notices } = start(async (request) => void asked.push(request));
    actor.send({ type: 'export.open' });
    expect(actor.getSnapshot().context.columns).toEqual(['companions', 'status', 'category', 'table', 'invitedBy', 'phone', 'comments']);
    actor.send({ type: 'export.column', column: 'phone', include: false });
    actor.send({ type: 'export.column', column: 'table', include: false });
    actor.send({ type: 'export.column', column: 'table', include: true });
    actor.send({ type: 'export.start', language: 'es', shown: [11] });
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    expect(asked).toEqual([{ columns: ['companions', 'status', 'category', 'table', 'invitedBy', 'comments'], language: 'es' }]);
    expect(notices).toEqual([{ kind: 'success', message: { key: 'guests.messages.fileGenerated' } }]);
    actor.send({ type: 'export.open' });
    expect(actor.getSnapshot().context.columns).toHaveLength(7);
  });

  it('stays open with the generic error when the export fails', async () => {
    const { actor, notices } = start(() => Promise.reject({ code: 'generic_error', messageKey: 'errors.generic_error' }));
    actor.send({ type: 'export.open' });
    actor.send({ type: 'export.start', language: 'en', shown: [11] });
    await waitFor(actor, (snapshot) => snapshot.matches('open'));
    expect(notices).toEqual([{ kind: 'error', message: { key: 'errors.generic_error' } }]);
  });

  it('exports only the guests shown when asked, and never a file of nobody (issue 23 item 21)', async () => {
    const asked: GuestExportRequest[] = [];
    const { actor } = start(async (request) => void asked.push(request));
    actor.send({ type: 'export.open' });
    actor.send({ type: 'export.scope', scope: 'shown' });
    actor.send({ type: 'export.start', language: 'en', shown: [] });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'export.start', language: 'en', shown: [13, 11] });
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    expect(asked).toEqual([{ columns: ['companions', 'status', 'category', 'table', 'invitedBy', 'phone', 'comments'], language: 'en', ids: [13, 11] }]);
    // Opened again: every guest, as the spec's export is.
    actor.send({ type: 'export.open' });
    expect(actor.getSnapshot().context.scope).toBe('all');
  });

  describe('paths', () => {
    describePathCoverage(guestExportMachine, { bound: exportBound, events: exportEvents });
  });
});
