import type { ErrorCode, ValidationErrors } from '../../contract/errors';

/**
 * A refusal in the domain's own words: services throw it without knowing about HTTP, and
 * server/http/errors.ts turns its code into a status and the spec's error body.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly validationErrors?: ValidationErrors,
  ) {
    super(code);
  }
}

/** The row (or wedding) named does not exist, or not where the caller said. */
export const notFound = () => new DomainError('not_found');

/** A field that breaks a rule only the database can check (the rule codes of contract/validation.ts). */
export const invalidField = (field: string, rule: string) => new DomainError('form_validation_error', { [field]: [rule] });

/** A refusal that may be tried again later: the answer says when (`Retry-After`). */
export class TooManyAttempts extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('too_many_attempts');
  }
}
