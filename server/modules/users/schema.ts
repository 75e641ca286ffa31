import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { customizations } from '../customizations/schema';

export const persons = pgTable(
  'persons',
  {
    id: serial('id').primaryKey(),
    typeId: smallint('type_id').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    /** '' for a spouse whose e-mail was not given (unique only when set). */
    email: varchar('email', { length: 254 }).notNull(),
    gender: smallint('gender').notNull().default(3),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    status: varchar('status', { length: 10 }).notNull().default('new'),
    passwordHash: text('password_hash'),
    /** The planner whose business this person belongs to (helpers, hostesses, spouses). */
    plannerId: integer('planner_id'),
    credits: integer('credits').notNull().default(0),
    /** A spouse's own wedding. */
    weddingId: integer('wedding_id'),
    customizationId: integer('customization_id').references(() => customizations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('persons_email_unique')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.email} <> ''`),
    index('persons_planner_idx').on(table.plannerId),
  ],
);
