import { index, integer, numeric, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
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
