import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SessionUser } from '../../contract/person';
import { authMachine } from '../../machines/auth/auth.machine';
import { onSessionExpired } from '../../src/lib/api';
import { sessionApi } from '../../src/lib/session-api';

const user = { id: 7, type: 'Planner', first_name: 'Ana', language: 'es' } as unknown as SessionUser;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let answers: Array<() => Response>;
const fetchMock = vi.fn(async () => answers.shift()!());

beforeEach(() => {
  answers = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const signedOutAfterCheck = async () => {
  const actor = createActor(authMachine.provide({ actors: { loadSession: fromPromise(sessionApi.loadSession) } })).start();
  const snapshot = await waitFor(actor, (state) => !state.matches('checkingSession'));
  actor.stop();
  return snapshot.matches('signedOut');
};

describe('the session check (GET /me)', () => {
  it('answers the user of a session', async () => {
    answers.push(() => json(200, { data: { user } }));
    await expect(sessionApi.loadSession()).resolves.toEqual(user);
  });

  it('reads a null user as signed out, without ending any session', async () => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    answers.push(() => json(200, { data: { user: null } }));
    await expect(sessionApi.loadSession()).rejects.toMatchObject({ code: 'auth_unauthorized', signsOut: false });
    answers.push(() => json(200, { data: { user: null } }));
    expect(await signedOutAfterCheck()).toBe(true);
    expect(expired).not.toHaveBeenCalled();
    stop();
  });

  it("reads a proxy's error page, which is not JSON, as the server's failure with its status (not as no answer)", async () => {
    answers.push(() => new Response('<html><body>Bad gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await expect(sessionApi.loadSession()).rejects.toMatchObject({ status: 502, code: 'generic_error' });
    // An answer that calls itself JSON but is not has no body to read: the same failure, with its own status.
    answers.push(() => new Response('upstream timed out', { status: 504, headers: { 'content-type': 'application/json' } }));
    await expect(sessionApi.loadSession()).rejects.toMatchObject({ status: 504 });
  });

  it('still reads the older 401 answer as signed out', async () => {
    answers.push(() => json(401, { error: { code: 'auth_unauthorized' } }));
    expect(await signedOutAfterCheck()).toBe(true);
  });

  it('lets the auth machine take over the check started before the first render, once', async () => {
    answers.push(() => json(200, { data: { user } }));
    sessionApi.startSessionCheck();
    sessionApi.startSessionCheck();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(sessionApi.loadSession()).resolves.toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Later checks (the balance after creating a wedding) ask the server again.
    answers.push(() => json(200, { data: { user: { ...user, credits: 3 } } }));
    await expect(sessionApi.loadSession()).resolves.toMatchObject({ credits: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps a refused early check for the auth machine, without an unhandled rejection', async () => {
    answers.push(() => json(200, { data: { user: null } }));
    sessionApi.startSessionCheck();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await signedOutAfterCheck()).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
