import { sql, type AnyColumn } from 'drizzle-orm';

/**
 * `column = any(ids)` with the ids bound as one array parameter. PGlite binds hundreds of
 * separate parameters slowly: locking the 300 tables of an align took four times as long
 * with `in ($1, …, $300)`.
 */
export const isAnyOf = (column: AnyColumn, ids: number[]) => sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;
