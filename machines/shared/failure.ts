import type { ErrorCode } from '../../contract/errors';
import { genericErrorKey, type Message, type MessageKey } from './messages';

/**
 * The part of a failed call machines read. The SPA's `ApiError` has this shape; tests
 * pass plain objects. Machines never see HTTP statuses: the API client already chose
 * the message (see src/lib/api-error.ts).
 */
export interface Failure {
  code?: string;
  messageKey?: MessageKey;
  /** What the message names (a refusal's limit), when its text takes parameters. */
  messageParams?: Record<string, string | number>;
}

/**
 * The message of a server error code. Typed: a code added to contract/errors.ts without its
 * text in i18n/{en,es}/errors.ts fails to compile here.
 */
export const errorMessageKey = (code: ErrorCode) => `errors.${code}` as const satisfies MessageKey;

const failureOf = (error: unknown): Failure => (typeof error === 'object' && error !== null ? error : {});

export function failureMessageKey(error: unknown): MessageKey {
  const key = failureOf(error).messageKey;
  return typeof key === 'string' && key.length > 0 ? key : genericErrorKey;
}

/** The parameters a failure's message takes, when it names any. */
export function failureMessageParams(error: unknown): Record<string, string | number> | undefined {
  const params = failureOf(error).messageParams;
  return typeof params === 'object' && params !== null ? params : undefined;
}

export function failureCode(error: unknown): string | undefined {
  const code = failureOf(error).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The server's own reason when it gave a known one (e.g. already_registered), else the
 * screen's message for what failed (e.g. 'users.unexpectedAdding').
 */
export function failureMessageOr(error: unknown, fallbackKey: MessageKey): MessageKey {
  const key = failureMessageKey(error);
  return failureCode(error) && key !== genericErrorKey ? key : fallbackKey;
}

/**
 * What a refusal says was missing, in the screen's words: the row the change was about, or a
 * row one of its fields names (the server lists that field in `validationErrors`, as budget
 * and ideas do: `{ expense_id: ['not_found'] }`).
 */
export interface MissingReasons {
  row: MessageKey;
  fields?: Record<string, MessageKey>;
}

/**
 * A refused change told as the spec's budget and ideas messages are (part 2 §8): the screen's
 * message for what failed first, always, then why when the server's answer tells the person
 * something: what no longer exists, or the server's own reason (no permission, too many
 * attempts, a file that is not an image). A generic failure or no answer adds nothing: the
 * message already says it was unexpected.
 */
export function refusalMessage(error: unknown, screenKey: MessageKey, missing: MissingReasons): Message {
  const reason = refusalReason(error, missing);
  return reason ? { key: screenKey, reason } : { key: screenKey };
}

function refusalReason(error: unknown, missing: MissingReasons): Message | undefined {
  const code = failureCode(error);
  if (code === 'not_found') {
    const field = Object.keys(failureValidationErrors(error)).find((name) => missing.fields?.[name]);
    return { key: field ? missing.fields![field]! : missing.row };
  }
  const key = failureMessageKey(error);
  if (!code || key === genericErrorKey) return undefined;
  const params = failureMessageParams(error);
  return params ? { key, params } : { key };
}

/** The per-field rule codes a refusal named (`validationErrors`), or none. */
export function failureValidationErrors(error: unknown): Record<string, string[]> {
  const named = (failureOf(error) as { validationErrors?: unknown }).validationErrors;
  return typeof named === 'object' && named !== null ? (named as Record<string, string[]>) : {};
}
