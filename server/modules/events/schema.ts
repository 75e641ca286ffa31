import { bigint, integer, json, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { persons } from '../users/schema';
import { weddings } from '../weddings/schema';

/**
 * The live-update outbox: each change of a wedding, written in the change's own transaction
 * (a rollback writes nothing) and numbered per wedding from `live_event_heads`. The head row
 * is locked until commit by the transaction that numbers an event, so a wedding's events
 * commit in the order of their numbers and a reader that has seen number n has seen every
 * number before it: a stream resumes after the last number it sent without a gap.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    /** The event as its JSON text (contract/live-events.ts `LiveChange`), sent as it is. */
    payload: json('payload').notNull(),
    /** Set for an event meant for one user only (`permissions`). */
    userId: integer('user_id').references(() => persons.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // No index on created_at: only the hourly clean-up reads it, and every change writes a row.
  (table) => [primaryKey({ columns: [table.weddingId, table.seq] })],
);

/** The last event number of each wedding. */
export const liveEventHeads = pgTable('live_event_heads', {
  weddingId: integer('wedding_id')
    .primaryKey()
    .references(() => weddings.id, { onDelete: 'cascade' }),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
});
