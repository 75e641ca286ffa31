import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createDownload, type DownloadOutcome } from '../../../machines/shared/download.machine';
import { collectNotices } from '../../support/notices';
import { describePathCoverage } from '../../support/path-coverage';

interface FileRequest {
  name: string;
}

const fileDownload = createDownload<FileRequest>('plan.messages.unexpectedDownloading');

function start(download: (request: FileRequest) => Promise<void>) {
  const outcomes: DownloadOutcome[] = [];
  const actor = createActor(
    fileDownload.provide({
      actors: { download: fromPromise(({ input }) => download(input.request)) },
      // Its parent hears how it ended; here, the test does.
      actions: { tellParent: (_, outcome) => void outcomes.push(outcome) },
    }),
  );
  const notices = collectNotices(actor);
  actor.start();
  return { actor, notices, outcomes };
}

describe('download machine', () => {
  it('is busy with one request at a time, then idle again, and tells its parent it was saved', async () => {
    const asked: string[] = [];
    let finish = () => {};
    const { actor, outcomes } = start((request) => new Promise((resolve) => (asked.push(request.name), (finish = resolve))));
    actor.send({ type: 'download.start', request: { name: 'contract.pdf' } });
    expect(actor.getSnapshot().value).toBe('downloading');
    expect(actor.getSnapshot().context.request).toEqual({ name: 'contract.pdf' });
    actor.send({ type: 'download.start', request: { name: 'menu.pdf' } });
    finish();
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(asked).toEqual(['contract.pdf']);
    expect(actor.getSnapshot().context.request).toBeNull();
    expect(outcomes).toEqual([{ type: 'download.saved' }]);
  });

  it("says why it failed: the server's named reason, else its own message", async () => {
    let calls = 0;
    const { actor, notices, outcomes } = start(() =>
      Promise.reject(
        calls++ === 0 ? { code: 'auth_forbidden', messageKey: 'errors.auth_forbidden' } : { code: 'generic_error', messageKey: 'errors.generic_error' },
      ),
    );
    for (const name of ['a.pdf', 'b.pdf']) {
      actor.send({ type: 'download.start', request: { name } });
      await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    }
    expect(notices.map((notice) => notice.message.key)).toEqual(['errors.auth_forbidden', 'plan.messages.unexpectedDownloading']);
    expect(outcomes).toEqual([{ type: 'download.failed' }, { type: 'download.failed' }]);
  });

  describe('paths', () => {
    describePathCoverage(fileDownload.provide({ actions: { tellParent: () => {} } }), {
      events: [
        { type: 'download.start', request: { name: 'a.pdf' } },
        { type: 'xstate.done.actor.download' },
        { type: 'xstate.error.actor.download', error: { code: 'generic_error', messageKey: 'errors.generic_error' } },
      ],
    });
  });
});
