import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { forgotPasswordMachine } from '../../../machines/auth/forgot-password.machine';
import { collectNotices } from '../../support/notices';
import { describePathCoverage } from '../../support/path-coverage';

const input = { language: 'es', customizationId: 2 } as const;
const rateLimited = { status: 429, code: 'too_many_attempts', messageKey: 'errors.too_many_attempts' };

function start(requestReset: (payload: unknown) => Promise<void>) {
  const actor = createActor(forgotPasswordMachine.provide({ actors: { requestReset: fromPromise(({ input }) => requestReset(input)) } }), { input });
  const notifications = collectNotices(actor);
  actor.start();
  return { actor, notifications };
}

describe('forgot password machine', () => {
  it('checks the e-mail before asking the server', () => {
    let calls = 0;
    const { actor } = start(async () => void calls++);
    actor.send({ type: 'forgot.submit', email: '' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: ['required'] });
    actor.send({ type: 'forgot.submit', email: 'ana@' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: ['email'] });
    expect(calls).toBe(0);
  });

  it('sends the e-mail with the language and customization, then confirms with the e-mail', async () => {
    let received: unknown;
    const { actor, notifications } = start(async (payload) => void (received = payload));
    actor.send({ type: 'forgot.submit', email: ' ana@example.com ' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.status === 'done');
    expect(received).toEqual({ email: 'ana@example.com', language: 'es', customization_id: 2 });
    expect(notifications).toEqual([{ kind: 'success', message: { key: 'notifications.emailWithInstructions', params: { email: 'ana@example.com' } } }]);
  });

  it('writes the mail in the language on screen when sending', async () => {
    let received: unknown;
    const { actor } = start(async (payload) => void (received = payload));
    actor.send({ type: 'forgot.submit', email: 'ana@example.com', language: 'en' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(received).toEqual({ email: 'ana@example.com', language: 'en', customization_id: 2 });
  });

  it('shows a red notification on failure and lets the person try again', async () => {
    let attempts = 0;
    const { actor, notifications } = start(() => (++attempts === 1 ? Promise.reject(rateLimited) : Promise.resolve()));
    actor.send({ type: 'forgot.submit', email: 'ana@example.com' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(notifications).toEqual([{ kind: 'error', message: { key: 'errors.too_many_attempts' } }]);
    actor.send({ type: 'forgot.submit', email: 'ana@example.com' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(attempts).toBe(2);
  });

  describe('paths', () => {
    describePathCoverage(forgotPasswordMachine, {
      inputs: [input],
      events: [
        { type: 'forgot.submit', email: 'ana@example.com' },
        { type: 'forgot.submit', email: 'ana@example.com', language: 'es' },
        { type: 'forgot.submit', email: 'not-an-email' },
        { type: 'xstate.done.actor.requestReset' },
        { type: 'xstate.error.actor.requestReset', error: rateLimited },
      ],
    });
  });
});
