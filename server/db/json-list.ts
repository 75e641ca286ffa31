import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * A list read as one JSON text that PostgreSQL builds. PGlite turns each result row into an
 * object slowly (about 15 µs a row); for lists of hundreds of rows, one value built by the
 * database comes back in half the time. Keys are the selected columns' database names.
 */
export async function jsonList<T>(db: Executor, query: SQLWrapper, orderBy: SQL): Promise<T[]> {
  return JSON.parse(await jsonListText(db, query, orderBy)) as T[];
}

/**
 * The same list as JSON text, for an answer that sends it as it is (server/http/route.ts
 * `JsonText`): a list of thousands is then never parsed, checked and written again in
 * JavaScript.
 */
export async function jsonListText(db: Executor, query: SQLWrapper, orderBy: SQL): Promise<string> {
  const result = await db.execute(sql`select coalesce(json_agg(item order by ${orderBy}), '[]')::text as list from (${query}) as item`);
  return (result.rows[0] as { list: string }).list;
}
