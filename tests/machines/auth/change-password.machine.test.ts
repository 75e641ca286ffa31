import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { VerifiedToken } from '../../../contract/auth';
import { changePasswordMachine } from '../../../machines/auth/change-password.machine';
import { collectNotices } from '../../support/notices';
import { describePathCoverage } from '../../support/path-coverage';

const expired = { status: 400, code: 'expired_token', messageKey: 'errors.expired_token' };
const serverDown = { status: 500, code: 'generic_error', messageKey: 'errors.generic_error' };
const spouseActivation: VerifiedToken = { status: 'pending', type: 'Spouse' };
const goodPassword = { type: 'password.submit', password: 'a long secret', confirmation: 'a long secret' } as const;
const mismatch = { type: 'password.submit', password: 'a long secret', confirmation: 'another secret' } as const;

interface Fakes {
  verifyToken?: () => Promise<VerifiedToken>;
  changePassword?: (payload: unknown) => Promise<void>;
}

function start(token: string | undefined, fakes: Fakes = {}) {
  const actor = createActor(
    changePasswordMachine.provide({
      actors: {
        verifyToken: fromPromise(fakes.verifyToken ?? (() => Promise.resolve({ status: 'active', type: 'Planner' }))),
        changePassword: fromPromise(({ input }) => (fakes.changePassword ?? (() => Promise.resolve()))(input)),
      },
    }),
    { input: { token } },
  );
  const notifications = collectNotices(actor);
  actor.start();
  return { actor, notifications };
}

describe('change password machine', () => {
  it('rejects a missing token at once with the invalid-link message', () => {
    const { actor, notifications } = start(undefined);
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(actor.getSnapshot().status).toBe('done');
    expect(notifications).toEqual([{ kind: 'error', message: { key: 'errors.invalid_token' } }]);
  });

  it('uses the "create password" wording for a pending spouse', async () => {
    const { actor } = start('abc', { verifyToken: () => Promise.resolve(spouseActivation) });
    expect(actor.getSnapshot().value).toBe('verifying');
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context).toMatchObject({ isPending: true, isSpouse: true });
  });

  it('uses the "change password" wording for an active account', async () => {
    const { actor } = start('abc');
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context).toMatchObject({ isPending: false, isSpouse: false });
  });

  it('ends with the server message when the link has expired', async () => {
    const { actor, notifications } = start('abc', { verifyToken: () => Promise.reject(expired) });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(notifications).toEqual([{ kind: 'error', message: { key: 'errors.expired_token' } }]);
  });

  it('checks the two passwords match before saving', async () => {
    let calls = 0;
    const { actor } = start('abc', { changePassword: async () => void calls++ });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send(mismatch);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password_confirmation: ['mismatch'] });
    actor.send({ type: 'password.submit', password: 'short', confirmation: 'short' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: ['minLength'] });
    expect(calls).toBe(0);
  });

  it('saves the password with the token and confirms', async () => {
    let received: unknown;
    const { actor, notifications } = start('abc', { changePassword: async (payload) => void (received = payload) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send(goodPassword);
    await waitFor(actor, (s) => s.matches('done'));
    expect(received).toEqual({ token: 'abc', password: 'a long secret', password_confirmation: 'a long secret' });
    expect(notifications).toEqual([{ kind: 'success', message: { key: 'notifications.changePasswordSuccess' } }]);
  });

  it('lets the person retry after a server failure', async () => {
    let attempts = 0;
    const { actor, notifications } = start('abc', {
      changePassword: () => (++attempts === 1 ? Promise.reject(serverDown) : Promise.resolve()),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send(goodPassword);
    await waitFor(actor, (s) => s.matches('error'));
    expect(notifications[0]).toEqual({ kind: 'error', message: { key: 'errors.generic_error' } });
    actor.send(goodPassword);
    await waitFor(actor, (s) => s.matches('done'));
  });

  it('ends when the link expires while the form is open', async () => {
    const { actor } = start('abc', { changePassword: () => Promise.reject(expired) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send(goodPassword);
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.value).toBe('rejected');
    expect(snapshot.context.errorKey).toBe('errors.expired_token');
  });

  describe('paths', () => {
    describePathCoverage(changePasswordMachine, {
      inputs: [{ token: 'abc' }, { token: undefined }],
      events: [
        goodPassword,
        mismatch,
        { type: 'xstate.done.actor.verifyToken', output: spouseActivation },
        { type: 'xstate.error.actor.verifyToken', error: expired },
        { type: 'xstate.done.actor.changePassword' },
        { type: 'xstate.error.actor.changePassword', error: expired },
        { type: 'xstate.error.actor.changePassword', error: serverDown },
      ],
    });
  });
});
