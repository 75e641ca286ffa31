import type { LoginPayload } from '../../contract/auth';
import type { SessionUser } from '../../contract/person';
import { api } from './api';
import { toApiError } from './api-error';

/**
 * `GET /me`: the signed-in user. Nobody signed in is answered `{ user: null }` (older servers
 * answered 401); both reject, since the auth machine reads a rejected check as "signed out".
 */
async function fetchSession(): Promise<SessionUser> {
  const { user } = await api.get<{ user: SessionUser | null }>('/me', { kind: 'session' });
  if (!user) throw toApiError(401, undefined, 'session');
  return user;
}

let earlyCheck: Promise<SessionUser> | null = null;

/** The auth machine's calls (part 1 §7). */
export const sessionApi = {
  /**
   * Starts the session check while the app's code is still downloading (src/app/bootstrap.ts),
   * so the sign-in page and the signed-in area need not wait a round trip after the first render.
   */
  startSessionCheck: () => {
    earlyCheck ??= fetchSession();
    // Rejected until someone takes it: not an unhandled rejection.
    earlyCheck.catch(() => {});
  },
  /** The first call takes the check started early (it is the auth machine's, at start); later ones ask again. */
  loadSession: () => {
    const check = earlyCheck ?? fetchSession();
    earlyCheck = null;
    return check;
  },
  signIn: async (payload: LoginPayload) => (await api.post<{ user: SessionUser }>('/login', { body: { ...payload }, kind: 'signIn' })).user,
  signOut: async () => {
    await api.post<void>('/logout', { kind: 'session' });
  },
};
