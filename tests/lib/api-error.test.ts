import { describe, expect, it } from 'vitest';
import { toApiError } from '../../src/lib/api-error';

const body = (code: string) => ({ error: { code } });

describe('toApiError (part 1 §8)', () => {
  it('maps a known error code to its message', () => {
    const error = toApiError(400, body('expired_token'), 'session');
    expect(error).toMatchObject({ status: 400, code: 'expired_token', messageKey: 'errors.expired_token', signsOut: false });
  });

  it('treats a 401 on sign-in as wrong credentials, without signing out', () => {
    expect(toApiError(401, undefined, 'signIn')).toMatchObject({ code: 'auth_invalid_credentials', signsOut: false });
    expect(toApiError(401, body('auth_unauthorized'), 'signIn').code).toBe('auth_invalid_credentials');
  });

  it('keeps the specific reason a sign-in was refused', () => {
    expect(toApiError(403, body('user_inactive'), 'signIn').messageKey).toBe('errors.user_inactive');
    expect(toApiError(401, body('user_status_incorrect'), 'signIn').code).toBe('user_status_incorrect');
  });

  it('signs out on a 401 from any other call, with the session-expired message', () => {
    expect(toApiError(401, {}, 'default')).toMatchObject({ code: 'auth_unauthorized', signsOut: true });
  });

  it('does not sign out when the session check finds nobody signed in', () => {
    expect(toApiError(401, body('auth_unauthorized'), 'session').signsOut).toBe(false);
  });

  it('uses the forbidden message for a 403 without a code', () => {
    expect(toApiError(403, null, 'default').code).toBe('auth_forbidden');
  });

  it('uses the too-many-attempts message for rate limits', () => {
    expect(toApiError(429, 'Too Many Requests', 'default').code).toBe('too_many_attempts');
  });

  it('falls back to the generic message for unknown codes, server errors and no answer', () => {
    expect(toApiError(400, body('something_new'), 'default').code).toBe('generic_error');
    expect(toApiError(500, '<html>', 'default').code).toBe('generic_error');
    expect(toApiError(0, undefined, 'default').code).toBe('generic_error');
  });

  it('carries the validation errors of a 422', () => {
    const error = toApiError(422, { error: { code: 'form_validation_error' }, validationErrors: { name: ['required'] } }, 'default');
    expect(error.validationErrors).toEqual({ name: ['required'] });
    expect(error.messageKey).toBe('errors.form_validation_error');
  });
});
