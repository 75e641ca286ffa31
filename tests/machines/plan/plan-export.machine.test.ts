import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { NotifyParams } from '../../../machines/shared/messages';
import { planExportMachine } from '../../../machines/plan/plan-export.machine';
import { describePathCoverage } from '../../support/path-coverage';

function start(exportPlan: (input: { attachFiles: boolean }) => Promise<void>) {
  const notices: NotifyParams[] = [];
  const actor = createActor(
    planExportMachine.provide({
      actors: { exportPlan: fromPromise(({ input }) => exportPlan(input)) },
      actions: { notify: (_, params) => notices.push(params) },
    }),
  ).start();
  return { actor, notices };
}

describe('plan export machine', () => {
  it('exports with or without files, then closes', async () => {
    const asked: boolean[] = [];
    const { actor } = start(async ({ attachFiles }) => void asked.push(attachFiles));
    actor.send({ type: 'export.open' });
    actor.send({ type: 'export.attachFiles', attach: true });
    actor.send({ type: 'export.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    actor.send({ type: 'export.open' });
    expect(actor.getSnapshot().context.attachFiles).toBe(false);
    actor.send({ type: 'export.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    expect(asked).toEqual([true, false]);
  });

  it('stays open and says so when the export fails', async () => {
    const { actor, notices } = start(() => Promise.reject({ code: 'generic_error', messageKey: 'errors.generic_error' }));
    actor.send({ type: 'export.open' });
    actor.send({ type: 'export.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('open'));
    expect(notices).toEqual([{ kind: 'error', message: { key: 'plan.messages.unexpectedExporting' } }]);
  });

  describe('paths', () => {
    describePathCoverage(planExportMachine, {
      events: [
        { type: 'export.open' },
        { type: 'export.close' },
        { type: 'export.attachFiles', attach: true },
        { type: 'export.start' },
        { type: 'xstate.done.actor.exportPlan' },
        { type: 'xstate.error.actor.exportPlan', error: { code: 'auth_forbidden', messageKey: 'errors.auth_forbidden' } },
      ],
    });
  });
});
