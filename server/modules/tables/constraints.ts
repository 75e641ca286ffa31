import { DomainError } from '../../shared/domain-error';

/** The PostgreSQL error a query raised, as both drivers report it (PGlite may wrap it in `cause`). */
function databaseError(error: unknown): { code?: unknown; constraint?: unknown } | null {
  for (let current = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current;
  }
  return null;
}

const violates = (error: unknown, code: string, constraint: string) => {
  const found = databaseError(error);
  return found?.code === code && found.constraint === constraint;
};

/**
 * Runs a write and answers the refusals the database decides in the domain's words. Table
 * numbers are unique per wedding by a DEFERRABLE INITIALLY DEFERRED constraint (migration
 * 0004): the clash surfaces at commit, so the whole transaction goes inside `write`.
 */
export async function guardTableWrites<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violates(error, '23505', 'tables_number_unique')) throw new DomainError('duplicate_table_number');
    throw error;
  }
}

/** A type still named by a table cannot go: the foreign key, not a count read first, decides. */
export const isTypeInUse = (error: unknown) => violates(error, '23503', 'tables_table_type_id_table_types_id_fk');
