/** The fields of a PostgreSQL error both drivers report (PGlite may wrap it in `cause`, Drizzle too). */
export interface DatabaseError {
  code: string;
  constraint?: string;
  detail?: string;
  column?: string;
}

export function databaseErrorOf(error: unknown): DatabaseError | undefined {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current as DatabaseError;
  }
  return undefined;
}

/** PostgreSQL's unique_violation. */
export const isUniqueViolation = (error: unknown) => databaseErrorOf(error)?.code === '23505';

/** A transaction that lost a race PostgreSQL detected (serialization_failure, deadlock_detected): safe to run again. */
export const isRetryable = (error: unknown) => ['40001', '40P01'].includes(databaseErrorOf(error)?.code ?? '');

/**
 * Errors caused by what a request carried rather than by the server: a row it names that does
 * not exist (foreign key), a value a check or a column refuses, text PostgreSQL cannot store.
 * Answers the request field the database names, if it names one.
 */
export function refusedInput(error: unknown): { field: string } | undefined {
  const failure = databaseErrorOf(error);
  if (!failure) return undefined;
  const refused = failure.code.startsWith('22') || ['23502', '23503', '23514'].includes(failure.code);
  if (!refused) return undefined;
  const named = /^Key \(([a-z_]+)\)=/.exec(failure.detail ?? '')?.[1] ?? failure.column;
  return { field: named ?? '_' };
}
