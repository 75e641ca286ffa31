import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { TooManyAttempts } from '../../shared/domain-error';
import { authThrottles } from './schema';

/** At most `max` hits under `key` in a window of `windowMs` that starts with the first hit. */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/** Refuses with the seconds until the first exhausted limit opens again, if any is exhausted. */
export async function refuseIfExhausted(db: Executor, limits: Limit[]): Promise<void> {
  if (limits.length === 0) return;
  const rows = await db
    .select({ key: authThrottles.key, hits: authThrottles.hits, windowEndsAt: authThrottles.windowEndsAt })
    .from(authThrottles)
    .where(and(inArray(authThrottles.key, [...new Set(limits.map((limit) => limit.key))]), gt(authThrottles.windowEndsAt, sql`now()`)));
  const exhausted = rows.filter((row) => row.hits >= limits.find((limit) => limit.key === row.key)!.max);
  if (exhausted.length === 0) return;
  const until = Math.max(...exhausted.map((row) => row.windowEndsAt.getTime()));
  throw new TooManyAttempts(Math.max(1, Math.ceil((until - Date.now()) / 1000)));
}

/**
 * Counts one hit under each key, in one statement every server sees: a key whose window has
 * passed starts a new one. Answers nothing; `refuseIfExhausted` reads the counts.
 */
export async function recordHit(db: Executor, limits: Limit[]): Promise<void> {
  if (limits.length === 0) return;
  const expired = sql`${authThrottles.windowEndsAt} <= now()`;
  await db
    .insert(authThrottles)
    .values(limits.map((limit) => ({ key: limit.key, hits: 1, windowEndsAt: sql`now() + ${`${limit.windowMs} milliseconds`}::interval` })))
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${authThrottles.hits} + 1 end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${authThrottles.windowEndsAt} end`,
      },
    });
}

/** Counters whose window has passed say nothing any more. */
export async function deleteSpentThrottles(db: Executor): Promise<void> {
  await db.delete(authThrottles).where(sql`${authThrottles.windowEndsAt} <= now()`);
}
