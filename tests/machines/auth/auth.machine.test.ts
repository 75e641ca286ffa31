import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SessionUser } from '../../../contract/person';
import { authMachine } from '../../../machines/auth/auth.machine';
import { describePathCoverage } from '../../support/path-coverage';

const user: SessionUser = {
  id: 7,
  type: 'Planner',
  type_id: 2,
  first_name: 'Ana',
  last_name: 'García',
  email: 'ana@example.com',
  gender: 2,
  language: 'en',
  status: 'active',
  credits: 3,
  wedding_id: null,
};

const validForm = { type: 'auth.submit', email: 'ana@example.com', password: 'correct horse', rememberMe: true } as const;
const invalidForm = { type: 'auth.submit', email: 'not-an-email', password: 'short', rememberMe: false } as const;
const invalidCredentials = { status: 401, code: 'auth_invalid_credentials', messageKey: 'errors.auth_invalid_credentials' };

function start(actors: Partial<Parameters<typeof authMachine.provide>[0]['actors']> = {}) {
  const actor = createActor(
    authMachine.provide({
      actors: {
        loadSession: fromPromise(() => Promise.reject(invalidCredentials)),
        signIn: fromPromise(() => Promise.resolve(user)),
        signOut: fromPromise(() => Promise.resolve()),
        ...actors,
      },
    }),
  );
  actor.start();
  return actor;
}

describe('auth machine', () => {
  it('restores an existing session', async () => {
    const actor = start({ loadSession: fromPromise(() => Promise.resolve(user)) });
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(snapshot.context.user).toEqual(user);
  });

  it('shows the form when nobody is signed in', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches({ signedOut: 'idle' }));
    expect(actor.getSnapshot().context.errorKey).toBeNull();
  });

  it('keeps an invalid form on the page with per-field errors, without calling the server', async () => {
    let calls = 0;
    const actor = start({ signIn: fromPromise(() => (calls++, Promise.resolve(user))) });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send(invalidForm);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ signedOut: 'idle' });
    expect(snapshot.context.fieldErrors).toEqual({ email: ['email'], password: ['minLength'] });
    expect(calls).toBe(0);
  });

  it('signs in with the form values and stores the user', async () => {
    let received: unknown;
    const actor = start({ signIn: fromPromise(({ input }) => ((received = input), Promise.resolve(user))) });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send(validForm);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(received).toEqual({ email: 'ana@example.com', password: 'correct horse', rememberMe: true });
    expect(actor.getSnapshot().context.user).toEqual(user);
  });

  it('shows a dismissible message when the credentials are wrong', async () => {
    const actor = start({ signIn: fromPromise(() => Promise.reject(invalidCredentials)) });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send(validForm);
    await waitFor(actor, (s) => s.matches({ signedOut: 'error' }));
    expect(actor.getSnapshot().context.errorKey).toBe('errors.auth_invalid_credentials');
    actor.send({ type: 'auth.dismissError' });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(actor.getSnapshot().context.errorKey).toBeNull();
  });

  it('falls back to the generic message when a failure carries no message', async () => {
    const actor = start({ signIn: fromPromise(() => Promise.reject(new Error('network down'))) });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send(validForm);
    const snapshot = await waitFor(actor, (s) => s.matches({ signedOut: 'error' }));
    expect(snapshot.context.errorKey).toBe('errors.generic_error');
  });

  it('ignores a second submit while signing in', async () => {
    let calls = 0;
    const actor = start({ signIn: fromPromise(() => (calls++, new Promise<SessionUser>(() => {}))) });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send(validForm);
    actor.send(validForm);
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'submitting' });
    expect(calls).toBe(1);
  });

  it('updates the language of the signed-in user', async () => {
    const actor = start({ loadSession: fromPromise(() => Promise.resolve(user)) });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'auth.languageChanged', language: 'es' });
    expect(actor.getSnapshot().context.user?.language).toBe('es');
  });

  it('takes a new balance from the server', async () => {
    const actor = start({ loadSession: fromPromise(() => Promise.resolve(user)) });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'auth.creditsChanged', credits: 4 });
    expect(actor.getSnapshot().context.user?.credits).toBe(4);
  });

  it('logs out, even when the server cannot be reached', async () => {
    const actor = start({
      loadSession: fromPromise(() => Promise.resolve(user)),
      signOut: fromPromise(() => Promise.reject(new Error('offline'))),
    });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context.user).toBeNull();
  });

  it('signs out with the session-expired message when the session ends', async () => {
    const actor = start({ loadSession: fromPromise(() => Promise.resolve(user)) });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'auth.sessionExpired' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ signedOut: 'error' });
    expect(snapshot.context).toMatchObject({ user: null, errorKey: 'errors.auth_unauthorized' });
  });

  describe('paths', () => {
    describePathCoverage(authMachine, {
      events: [
        validForm,
        invalidForm,
        { type: 'auth.dismissError' },
        { type: 'auth.languageChanged', language: 'es' },
        { type: 'auth.creditsChanged', credits: 4 },
        { type: 'auth.logout' },
        { type: 'auth.sessionExpired' },
        { type: 'xstate.done.actor.loadSession', output: user },
        { type: 'xstate.error.actor.loadSession', error: invalidCredentials },
        { type: 'xstate.done.actor.signIn', output: user },
        { type: 'xstate.error.actor.signIn', error: invalidCredentials },
        { type: 'xstate.done.actor.signOut' },
        { type: 'xstate.error.actor.signOut', error: { messageKey: 'errors.generic_error' } },
      ],
    });
  });
});
