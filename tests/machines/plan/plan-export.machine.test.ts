import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { planExportDownload, planExportMachine, type PlanExportRequest } from '../../../machines/plan/plan-export.machine';
import { collectNotices } from '../../support/notices';
import { describePathCoverage } from '../../support/path-coverage';

function start(exportPlan: (request: PlanExportRequest) => Promise<void>) {
  const actor = createActor(
    planExportMachine.provide({
      actors: { download: planExportDownload.provide({ actors: { download: fromPromise(({ input }) => exportPlan(input.request)) } }) },
    }),
  );
  const notices = collectNotices(actor);
  actor.start();
  return { actor, notices };
}

describe('plan export machine', () => {
  it('exports with or without files, in the language on screen, then closes', async () => {
    const asked: PlanExportRequest[] = [];
    const { actor } = start(async (request) => void asked.push(request));
    actor.send({ type: 'export.open' });
    actor.send({ type: 'export.attachFiles', attach: true });
    actor.send({ type: 'export.start', language: 'es' });
    expect(actor.getSnapshot().value).toBe('exporting');
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    actor.send({ type: 'export.open' });
    expect(actor.getSnapshot().context.attachFiles).toBe(false);
    actor.send({ type: 'export.start', language: 'en' });
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    expect(asked).toEqual([
      { attachFiles: true, language: 'es' },
      { attachFiles: false, language: 'en' },
    ]);
  });

  it('stays open and says so when the export fails', async () => {
    const { actor, notices } = start(() => Promise.reject({ code: 'generic_error', messageKey: 'errors.generic_error' }));
    actor.send({ type: 'export.open' });
    actor.send({ type: 'export.start', language: 'en' });
    await waitFor(actor, (snapshot) => snapshot.matches('open'));
    expect(notices).toEqual([{ kind: 'error', message: { key: 'plan.messages.unexpectedExporting' } }]);
  });

  describe('paths', () => {
    describePathCoverage(planExportMachine, {
      events: [
        { type: 'export.open' },
        { type: 'export.close' },
        { type: 'export.attachFiles', attach: true },
        { type: 'export.start', language: 'en' },
        { type: 'download.saved' },
        { type: 'download.failed' },
      ],
    });
  });
});
