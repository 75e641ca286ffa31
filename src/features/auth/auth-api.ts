import type { ChangePasswordPayload, ForgotPayload, VerifiedToken } from '../../../contract/auth';
import { api } from '../../lib/api';

/** Password calls of part 1 §7 (signed-out pages: a 401 here never means "session expired"). */
export const passwordApi = {
  requestReset: (payload: ForgotPayload) => api.post<void>('/forgot', { body: { ...payload }, kind: 'session' }),
  verifyToken: (token: string) => api.get<VerifiedToken>('/verify_token', { query: { token }, kind: 'session' }),
  changePassword: (payload: ChangePasswordPayload) => api.post<void>('/change_password', { body: { ...payload }, kind: 'session' }),
};
