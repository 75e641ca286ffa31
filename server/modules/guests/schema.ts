import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { persons } from '../users/schema';
import { categoryTable } from '../../shared/categories/table';
import { weddings } from '../weddings/schema';

/** A wedding's guest categories (family, work…), each with the colour chosen from the catalogue. */
export const guestCategories = categoryTable('guest_categories');

/**
 * A guest and their companions (a guest takes companions + 1 seats). The status is one of the
 * fixed statuses (contract/guests.ts); invited_by is one of the wedding's two spouses, or nobody.
 */
export const guests = pgTable(
  'guests',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 150 }).notNull(),
    companions: smallint('companions').notNull().default(0),
    categoryId: integer('category_id').references(() => guestCategories.id, { onDelete: 'set null' }),
    statusId: smallint('status_id').notNull(),
    invitedById: integer('invited_by_id').references(() => persons.id, { onDelete: 'set null' }),
    phone: varchar('phone', { length: 20 }),
    comments: varchar('comments', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('guests_wedding_idx').on(table.weddingId),
    index('guests_category_idx').on(table.categoryId),
    check('guests_companions', sql`${table.companions} between 0 and 100`),
    check('guests_status', sql`${table.statusId} in (1, 2, 3)`),
  ],
);

/**
 * The imports that were written, by their handle, inserted in the import's own transaction: after
 * a crash the start-up can tell a claimed file that was imported (removed) from one whose import
 * never committed (given back), and no handle is imported twice, whichever server claims it. The
 * clean-up deletes a row once its handle could no longer be used anyway.
 */
export const guestImports = pgTable('guest_imports', {
  handle: varchar('handle', { length: 32 }).primaryKey(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});
