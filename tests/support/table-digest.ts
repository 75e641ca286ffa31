import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';

/** A fingerprint per table of the app: a refused request must leave every one as it was. */
export type TableDigest = Record<string, string>;

/**
 * Reads every table of the app in one statement (a row count and the sum of its rows' 64-bit
 * hashes: no sort, no long text), so that a test can take a fingerprint before and after a
 * request for a few milliseconds. `exempt` names tables a refusal may write by design (a refused sign-in counts
 * an attempt in `auth_throttles`).
 */
export async function digestReader(db: Database, exempt: readonly string[] = []): Promise<() => Promise<TableDigest>> {
  const listed = await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const names = (listed.rows as { name: string }[]).map((row) => row.name).filter((name) => !exempt.includes(name));
  const statement = sql.raw(
    names
      .map((name) => `select '${name}' as name, count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0) as digest from "${name}" t`)
      .join(' union all '),
  );
  return async () => Object.fromEntries(((await db.execute(statement)).rows as { name: string; digest: string }[]).map((row) => [row.name, row.digest]));
}

/** The tables whose fingerprints differ. */
export const changedTables = (before: TableDigest, after: TableDigest) => Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
