import { sql, type SQL } from 'drizzle-orm';
import type { LiveChange } from '../../../contract/live-events';
import type { Executor } from '../../db/client';

/**
 * The channel every server LISTENs on. A notice says which wedding changed: `<wedding id>
 * <the events as a JSON array of StoredEvent>`, or only `<wedding id>` when they would not fit
 * in a notice (then each server reads them from the outbox), or `end:<wedding id>`.
 */
export const liveChannel = 'live_events';

/** PostgreSQL refuses a notice payload of 8,000 bytes or more. */
const noticeMaxBytes = 7_900;

/**
 * How much of the outbox is kept: a stream that reconnects within these bounds resumes, one
 * further behind is told to reload (`reset`). Pruned by the hourly clean-up.
 */
export const outboxLimits = { maxAgeHours: 24, perWedding: 5_000 } as const;

/** An event as the outbox keeps it: its number, kind, addressee (if one) and JSON text. */
export interface StoredEvent {
  seq: number;
  kind: LiveChange['kind'];
  userId: number | null;
  payload: string;
}

/**
 * Writes changes of a wedding to the outbox inside the caller's transaction, numbered after
 * the wedding's last event, and notifies every server with them (PostgreSQL delivers a NOTIFY
 * only when the transaction commits, and never when it rolls back), so that a server hands
 * them out without reading them back. One statement. Call it last in the
 * transaction: it locks the wedding's head row until the commit, which orders the wedding's
 * events and makes simultaneous changes of one wedding take turns for their last moment only.
 */
export async function publish(tx: Executor, weddingId: number, changes: LiveChange[], toUser: number | null = null): Promise<void> {
  if (changes.length === 0) return;
  await tx.execute(sql`with ${publishing(weddingId, sql`select ${JSON.stringify(changes)}::json`, toUser)} select count(*) from published`);
}

/**
 * `publish` as part of a change's own statement (a change made in one statement needs no
 * transaction around it): the CTEs that number, write and notify the changes `changes` selects
 * (one JSON array of `LiveChange`, or no row, or null, for none), ending in `published`, which
 * the statement must read for the notice to be sent. A statement that changes nothing
 * publishes nothing and leaves the head alone.
 */
export const publishing = (weddingId: number, changes: SQL, toUser: number | null = null) => sql`
    to_publish as (
      select list, json_array_length(list) as size from (select coalesce((${changes}), '[]'::json) as list) as given
    ), head as (
      insert into live_event_heads as h (wedding_id, last_seq) select ${weddingId}, size from to_publish where size > 0
      on conflict (wedding_id) do update set last_seq = h.last_seq + excluded.last_seq
      returning last_seq
    ), written as (
      insert into live_events (wedding_id, seq, kind, user_id, payload)
      select ${weddingId}, head.last_seq - to_publish.size + change.position, change.value ->> 'kind', ${toUser}::integer, change.value
      from head, to_publish, json_array_elements(to_publish.list) with ordinality as change(value, position)
      returning seq, kind, user_id, payload
    ), notice as (
      select ${`${weddingId} `} || json_agg(json_build_object('seq', seq, 'kind', kind, 'userId', user_id, 'payload', payload::text) order by seq)::text as text
      from written having count(*) > 0
    ), published as (
      select pg_notify(${liveChannel}, case when octet_length(notice.text) < ${noticeMaxBytes} then notice.text else ${String(weddingId)} end) from notice
    )`;

/**
 * Tells every server that a wedding is gone (deleted): its streams end. Inside the deleting
 * transaction, so a delete that rolls back ends nothing.
 */
export async function announceEnd(tx: Executor, weddingId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${liveChannel}, ${`end:${weddingId}`})`);
}

/** The number of the wedding's last event (0 before its first). */
export async function lastEventOf(db: Executor, weddingId: number): Promise<number> {
  const result = await db.execute(sql`select coalesce((select last_seq from live_event_heads where wedding_id = ${weddingId}), 0)::float8 as last`);
  return Number((result.rows[0] as { last: number }).last);
}

/** The wedding's events after `after`, oldest first, at most `limit`. */
export async function eventsAfter(db: Executor, weddingId: number, after: number, limit: number): Promise<StoredEvent[]> {
  const result = await db.execute(sql`
    select seq::float8 as seq, kind, user_id as "userId", payload::text as payload from live_events
    where wedding_id = ${weddingId} and seq > ${after} order by seq limit ${limit}`);
  return (result.rows as unknown as StoredEvent[]).map((row) => ({ ...row, seq: Number(row.seq) }));
}

/** Drops events older than `outboxLimits` allows (by age, and beyond the newest of each wedding). */
export async function pruneOutbox(db: Executor): Promise<void> {
  await db.execute(sql`
    delete from live_events as event
    where event.created_at < now() - make_interval(hours => ${outboxLimits.maxAgeHours})
       or event.seq <= (select head.last_seq from live_event_heads as head where head.wedding_id = event.wedding_id) - ${outboxLimits.perWedding}`);
}
