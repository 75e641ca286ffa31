import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, numeric, pgTable, serial, unique, varchar } from 'drizzle-orm/pg-core';
import { weddings } from '../weddings/schema';

/**
 * The budget's three tables. Amounts are `numeric(11, 2)`: exact decimals up to 999,999,999.99,
 * summed exactly by the database (never a binary float). A row that names another (a payment
 * its expense, an expense its supplier) names it together with its own wedding, through a
 * foreign key on both columns, so the database itself holds that they belong to one wedding.
 */

/** A supplier of the wedding (spec §3); blank details are null. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 150 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    bank: varchar('bank', { length: 100 }),
    bankAccount: varchar('bank_account', { length: 34 }),
    clabe: varchar('clabe', { length: 18 }),
  },
  (table) => [unique('suppliers_id_wedding').on(table.id, table.weddingId), index('suppliers_wedding_idx').on(table.weddingId)],
);

/**
 * An expense; a null amount is "to be decided" and counts as 0. Deleting its supplier leaves
 * it without one: the migration writes that action as `SET NULL ("supplier_id")` (PostgreSQL
 * 15), which Drizzle cannot say, so the wedding column stays as it is.
 */
export const expenses = pgTable(
  'expenses',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 150 }).notNull(),
    amount: numeric('amount', { precision: 11, scale: 2 }),
    supplierId: integer('supplier_id'),
    notes: varchar('notes', { length: 2000 }),
  },
  (table) => [
    unique('expenses_id_wedding').on(table.id, table.weddingId),
    foreignKey({ name: 'expenses_supplier_fk', columns: [table.supplierId, table.weddingId], foreignColumns: [suppliers.id, suppliers.weddingId] }).onDelete(
      'set null',
    ),
    index('expenses_wedding_idx').on(table.weddingId),
    index('expenses_supplier_idx').on(table.supplierId),
    check('expenses_amount', sql`${table.amount} >= 0`),
  ],
);

/**
 * A payment against an expense, made (`paid`, on `date`) or scheduled (due on `date`). It goes
 * with its expense: the foreign key cascades, in the delete's own statement.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    expenseId: integer('expense_id').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 11, scale: 2 }).notNull(),
    paymentMethod: varchar('payment_method', { length: 12 }).notNull().default('cash'),
    paid: boolean('paid').notNull().default(true),
  },
  (table) => [
    foreignKey({ name: 'payments_expense_fk', columns: [table.expenseId, table.weddingId], foreignColumns: [expenses.id, expenses.weddingId] }).onDelete(
      'cascade',
    ),
    index('payments_wedding_idx').on(table.weddingId, table.date),
    index('payments_expense_idx').on(table.expenseId),
    check('payments_amount', sql`${table.amount} > 0`),
    check('payments_method', sql`${table.paymentMethod} in ('cash', 'credit card', 'transfer', 'check')`),
  ],
);
