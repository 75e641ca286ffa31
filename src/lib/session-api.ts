import type { LoginPayload } from '../../contract/auth';
import type { SessionUser } from '../../contract/person';
import { api } from './api';

/** The auth machine's calls (part 1 §7). */
export const sessionApi = {
  loadSession: async () => (await api.get<{ user: SessionUser }>('/me', { kind: 'session' })).user,
  signIn: async (payload: LoginPayload) => (await api.post<{ user: SessionUser }>('/login', { body: { ...payload }, kind: 'signIn' })).user,
  signOut: async () => {
    await api.post<void>('/logout', { kind: 'session' });
  },
};
