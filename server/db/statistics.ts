import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * PostgreSQL's autovacuum ANALYZEs a table once enough of it has changed; PGlite runs no
 * autovacuum, so nothing ever did, and its planner guessed every table's size: a guest looked
 * up by id went through the wedding's index, reading all its guests (3,000 for each check-in of
 * `seating-api` in `npm run bench`). Where no autovacuum launcher runs, this ANALYZEs the
 * tables that changed past autovacuum's own threshold (50 rows and a tenth of the table) since
 * their last ANALYZE, and only those: an unchanged database costs one read of the statistics.
 */
export async function refreshStatistics(db: Executor): Promise<void> {
  const { rows } = await db.execute(sql`
    select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables
    where not exists (select 1 from pg_stat_activity where backend_type = 'autovacuum launcher')
      and n_mod_since_analyze > 50 + 0.1 * n_live_tup
    order by 1`);
  const tables = (rows as Array<{ name: string }>).map((row) => row.name);
  if (tables.length > 0) await db.execute(sql.raw(`analyze ${tables.join(', ')}`));
}
