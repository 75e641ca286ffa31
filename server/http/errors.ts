import type { FastifyError, FastifyInstance } from 'fastify';
import { type z } from 'zod';
import type { ErrorCode, ValidationErrors } from '../../contract/errors';
import { toValidationErrors } from '../../contract/validation';

/** A refusal the client can act on: HTTP status plus the spec's `error.code`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly validationErrors?: ValidationErrors,
  ) {
    super(code);
  }
}

export const unauthorized = () => new ApiError(401, 'auth_unauthorized');
export const forbidden = () => new ApiError(403, 'auth_forbidden');

/** Validates a body or query; a failure is a 422 with per-field rule codes and changes nothing. */
export function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new ApiError(422, 'form_validation_error', toValidationErrors(result.error));
  return result.data;
}

/** Maps Fastify's own parser errors to the spec's error shape; hides everything unexpected. */
function fromFastifyError(error: FastifyError): ApiError | null {
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

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof ApiError ? error : fromFastifyError(error);
    if (!known) {
      request.log.error({ err: error }, 'unexpected error');
      return reply.status(500).send({ error: { code: 'generic_error' } });
    }
    const body: Record<string, unknown> = { error: { code: known.code } };
    if (known.validationErrors) body.validationErrors = known.validationErrors;
    return reply.status(known.status).send(body);
  });
}
