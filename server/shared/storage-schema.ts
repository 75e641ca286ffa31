import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array: both are read as the same Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * Every uploaded file (plan files, layouts, idea images, guest lists waiting for their import),
 * by its server-made path: in the database, so that every server sees the same files and one
 * PostgreSQL is all several servers need. A path under `.incoming/` is an upload not yet
 * committed; committing renames it inside the transaction that points a row at it. The bytes
 * are on the row (`content`), or, with S3 configured, in the bucket under `object_key`.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    path: text('path').primaryKey(),
    content: bytea('content'),
    objectKey: text('object_key'),
    size: integer('size').notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('stored_files_one_place', sql`(${table.content} is null) <> (${table.objectKey} is null)`)],
);

/**
 * Objects in the S3 bucket that no row may name: one being written (its row not committed yet)
 * or one whose row is gone (its removal not done yet). Noted before the bucket is touched and
 * forgotten once it is done, so a crash in between leaves a note here, never an object nobody
 * can find: the sweep removes the objects of notes older than the upload grace (another server
 * may be writing that one now).
 */
export const pendingObjects = pgTable('pending_objects', {
  objectKey: text('object_key').primaryKey(),
  notedAt: timestamp('noted_at', { withTimezone: true }).notNull().defaultNow(),
});
