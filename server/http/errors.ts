import type { FastifyError, FastifyInstance } from 'fastify';
import { type z } from 'zod';
import { fromText } from '../../contract/endpoint';
import type { ErrorCode, ValidationErrors } from '../../contract/errors';
import { toValidationErrors } from '../../contract/validation';
import { refusedInput } from '../db/errors';
import { DomainError, TooManyAttempts } from '../shared/domain-error';
import { isMalformedMultipart } from '../shared/uploads/multipart';

/**
 * The HTTP status of each refusal. Services raise domain errors by code; this table is the
 * one place that decides how each reaches the client (the spec answers a missing row with 422).
 */
export const statusOf: Record<ErrorCode, number> = {
  already_registered: 400,
  equal_emails_spouses: 400,
  generic_error: 500,
  form_validation_error: 422,
  invalid_json: 400,
  unsupported_media_type: 415,
  payload_too_large: 413,
  auth_unauthorized: 401,
  auth_forbidden: 403,
  auth_invalid_credentials: 401,
  cross_site_request: 403,
  expired_token: 400,
  invalid_token: 400,
  page_doesnt_exist: 404,
  too_many_attempts: 429,
  user_inactive: 400,
  user_status_incorrect: 400,
  balance_mismatch: 409,
  not_enough_credits: 400,
  not_found: 422,
  planner_has_weddings: 400,
  cannot_delete_self: 400,
  file_too_large: 422,
  duplicate_table_number: 409,
  seats_below_guests: 409,
  table_type_in_use: 409,
  layout_invalid_image: 422,
  layout_too_large: 422,
  layout_invalid_dimensions: 422,
  duplicate_category: 422,
  validation_error: 422,
  no_name_column: 422,
  invalid_import_file: 422,
  import_file_too_large: 422,
  import_too_many_rows: 422,
  import_empty: 422,
  import_file_empty: 422,
  import_expired: 422,
  not_enough_seats: 409,
  guest_seats_exceeded: 409,
  seats_not_held: 409,
  credit_request_open: 409,
  credit_request_handled: 409,
  user_already_in_wedding: 409,
  cannot_remove_spouse: 409,
  cannot_remove_planner: 409,
  already_granted: 409,
  module_not_granted: 409,
  hostess_permissions_fixed: 409,
  idea_invalid_image: 422,
  link_not_allowed: 422,
  link_preview_unavailable: 422,
  request_too_large: 431,
  request_timeout: 408,
  bad_request: 400,
};

/** A refusal decided by the HTTP layer itself, with a status other than its code's usual one. */
export class ApiError extends DomainError {
  constructor(
    readonly status: number,
    code: ErrorCode,
    validationErrors?: ValidationErrors,
  ) {
    super(code, validationErrors);
  }
}

export const unauthorized = () => new DomainError('auth_unauthorized');
export const forbidden = () => new DomainError('auth_forbidden');

/**
 * Validates a body or query; a failure is a 422 with per-field rule codes and changes nothing.
 * No text anywhere in a request may carry a NUL character: PostgreSQL cannot store one, and no
 * field of this product has a use for it. A query string or a form carries only text, read by
 * `fromText` (its ids' digits become numbers); a JSON body (`'json'`) is validated as it came.
 */
export function parse<T extends z.ZodType>(schema: T, value: unknown, source: 'text' | 'json' = 'text'): z.output<T> {
  const withNul = fieldsWithNul(value);
  if (withNul.length > 0) throw new DomainError('form_validation_error', Object.fromEntries(withNul.map((field) => [field, ['invalid']])));
  const result = schema.safeParse((source === 'text' ? fromText(schema, value) : value) ?? {});
  if (!result.success) throw new DomainError('form_validation_error', toValidationErrors(result.error));
  return result.data;
}

/**
 * The fields whose text (or key) carries a NUL. Walked with a stack of its own rather than
 * recursion: a value nested thousands deep must not overflow the call stack (JSON bodies are
 * also refused past `maxJsonDepth`, but queries and multipart fields come here too).
 */
function fieldsWithNul(value: unknown): string[] {
  const found: string[] = [];
  const pending: { item: unknown; field: string }[] = [{ item: value, field: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { item, field } = next;
    if (typeof item === 'string' && item.includes('\u0000')) found.push(field || '_');
    if (item === null || typeof item !== 'object') continue;
    for (const [key, child] of Object.entries(item)) {
      const childField = field ? `${field}.${key}` : key;
      if (key.includes('\u0000')) found.push(childField);
      else pending.push({ item: child, field: childField });
    }
  }
  return found;
}

/** Maps Fastify's own parser errors to the spec's error shape; hides everything unexpected. */
function fromFastifyError(error: FastifyError): ApiError | null {
  if (isMalformedMultipart(error)) return new ApiError(400, 'bad_request');
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'unsupported_media_type');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'payload_too_large');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(400, 'invalid_json');
  }
  if (error.statusCode === 400 && error instanceof SyntaxError) return new ApiError(400, 'invalid_json');
  if (error.statusCode === 429) return new ApiError(429, 'too_many_attempts');
  return null;
}

/** What the database refused because of the request (a row named that does not exist, a value out of range). */
function fromDatabaseError(error: unknown): DomainError | null {
  const refused = refusedInput(error);
  return refused ? new DomainError('form_validation_error', { [refused.field]: ['invalid'] }) : null;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof DomainError ? error : (fromFastifyError(error) ?? fromDatabaseError(error));
    if (!known) {
      request.log.error({ err: error }, 'unexpected error');
      return reply.status(500).send({ error: { code: 'generic_error' } });
    }
    const body: Record<string, unknown> = { error: { code: known.code } };
    if (known.validationErrors) body.validationErrors = known.validationErrors;
    if (known instanceof TooManyAttempts) reply.header('retry-after', String(known.retryAfterSeconds));
    return reply.status(known instanceof ApiError ? known.status : statusOf[known.code]).send(body);
  });
}
