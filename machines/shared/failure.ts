import { genericErrorKey } from './messages';

/**
 * The part of a failed call machines read. The SPA's `ApiError` has this shape; tests
 * pass plain objects. Machines never see HTTP statuses: the API client already chose
 * the message (see src/lib/api-error.ts).
 */
export interface Failure {
  code?: string;
  messageKey?: string;
}

export function failureMessageKey(error: unknown): string {
  const key = (error as Failure | null)?.messageKey;
  return typeof key === 'string' && key.length > 0 ? key : genericErrorKey;
}

export function failureCode(error: unknown): string | undefined {
  const code = (error as Failure | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The server's own reason when it gave a known one (e.g. already_registered), else the
 * screen's message for what failed (e.g. 'users.unexpectedAdding').
 */
export function failureMessageOr(error: unknown, fallbackKey: string): string {
  const key = failureMessageKey(error);
  return failureCode(error) && key !== genericErrorKey ? key : fallbackKey;
}
