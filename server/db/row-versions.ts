import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * The rows of `table` that `where` picks, as a digest of each one's id and `xmin` (the
 * transaction that wrote its current version), in id order. Cheap beside reading the rows as a
 * list does: nothing is turned into JSON. Any committed insert, update or delete of those rows
 * changes it, whichever server made it: an update writes a new version under another
 * transaction, a delete takes an id away. Locking a row changes nothing, as nothing changed.
 */
export const rowsOf = (table: PgTable, id: PgColumn, where: SQL) =>
  sql`(select md5(coalesce(string_agg(${id} || ':' || ${table}.xmin, ',' order by ${id}), '')) from ${table} where ${where})`;

/** The version of everything a list is read from (`rowsOf` each source), as one text. */
export async function versionOf(db: Executor, ...sources: SQL[]): Promise<string> {
  const result = await db.execute(sql`select ${sql.join(sources, sql` || '/' || `)} as version`);
  return (result.rows[0] as { version: string }).version;
}
