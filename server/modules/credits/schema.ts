import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { persons } from '../users/schema';
import { weddings } from '../weddings/schema';

export const creditPackages = pgTable('credit_packages', {
  id: serial('id').primaryKey(),
  quantity: integer('quantity').notNull().unique(),
  price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
});

/** The credit ledger: a planner's balance always equals the sum of its rows. */
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 10 }).notNull(),
    amount: integer('amount').notNull(),
    cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    balance: integer('balance').notNull(),
    weddingId: integer('wedding_id').references(() => weddings.id, { onDelete: 'set null' }),
    weddingName: varchar('wedding_name', { length: 150 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('credit_transactions_person_idx').on(table.personId)],
);

/**
 * A planner's request for a credit package, kept with the credits and price it had when asked.
 * At most one open request per planner and package: the partial unique index holds that even
 * for two requests sent at once. Handling closes it once (`status` open → handled).
 */
export const creditRequests = pgTable(
  'credit_requests',
  {
    id: serial('id').primaryKey(),
    plannerId: integer('planner_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => creditPackages.id, { onDelete: 'cascade' }),
    credits: integer('credits').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    note: varchar('note', { length: 500 }).notNull().default(''),
    status: varchar('status', { length: 10 }).notNull().default('open'),
    /** What the Administrator did: `add` or `dismiss` (null while open). */
    outcome: varchar('outcome', { length: 10 }),
    handledBy: integer('handled_by').references(() => persons.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('credit_requests_one_open_idx')
      .on(table.plannerId, table.packageId)
      .where(sql`${table.status} = 'open'`),
    index('credit_requests_status_idx').on(table.status),
  ],
);
