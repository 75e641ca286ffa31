import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';

/**
 * A digest of every table of the database: per table its row count and an md5 of its rows in
 * order, read in one statement. Equal digests before and after a batch of refused calls mean
 * none of them changed anything.
 */
export async function databaseDigest(db: Database, tables: string[]): Promise<Record<string, string>> {
  const perTable = tables.map(
    (table) =>
      sql`select ${table} as name, count(*) || ':' || md5(coalesce(string_agg(row::text, '|' order by row::text), '')) as digest from ${sql.identifier(table)} row`,
  );
  const result = await db.execute<{ name: string; digest: string }>(sql.join(perTable, sql` union all `));
  return Object.fromEntries(result.rows.map((row) => [row.name, row.digest]));
}

/** The application's tables (every table of the public schema). */
export async function applicationTables(db: Database): Promise<string[]> {
  const result = await db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  return result.rows.map((row) => row.tablename);
}

/** The tables whose digests differ. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(after).filter((table) => before[table] !== after[table]);
