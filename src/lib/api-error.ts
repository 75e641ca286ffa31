import { isErrorCode, type ErrorCode, type ValidationErrors } from '../../contract/errors';
import { errorMessageKey, type Failure } from '../../machines/shared/failure';
import type { MessageKey } from '../../machines/shared/messages';

/**
 * How a failed call is told to the person (part 1 §8). Kept free of fetch and DOM so
 * the mapping is tested on its own (tests/lib/api-error.test.ts).
 *
 * - `signIn`: a 401 means the credentials are wrong, not that a session expired.
 * - `session`: `GET /me`; a 401 only means nobody is signed in.
 * - `default`: any other call; a 401 means the session expired and signs the person out.
 */
export type CallKind = 'signIn' | 'session' | 'default';

export class ApiError extends Error implements Failure {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly validationErrors: ValidationErrors | undefined,
    /** Whether this failure ends the session in this browser. */
    readonly signsOut: boolean,
  ) {
    super(`API call failed with ${status || 'no answer'} (${code})`);
    this.name = 'ApiError';
  }

  /** The i18n key of the message to show (`errors.<code>`). */
  get messageKey(): MessageKey {
    return errorMessageKey(this.code);
  }
}

/** `status` is 0 when no answer came back (offline, server down). */
export function toApiError(status: number, body: unknown, kind: CallKind): ApiError {
  const answered = (body as { error?: { code?: unknown }; validationErrors?: ValidationErrors } | null) ?? {};
  const code = isErrorCode(answered.error?.code) ? answered.error.code : undefined;
  return new ApiError(status, messageCode(status, code, kind), answered.validationErrors, status === 401 && kind === 'default');
}

function messageCode(status: number, code: ErrorCode | undefined, kind: CallKind): ErrorCode {
  if (status === 401 && kind === 'signIn' && (!code || code === 'auth_unauthorized')) return 'auth_invalid_credentials';
  if (code) return code;
  if (status === 401) return 'auth_unauthorized';
  if (status === 403) return 'auth_forbidden';
  if (status === 429) return 'too_many_attempts';
  return 'generic_error';
}
