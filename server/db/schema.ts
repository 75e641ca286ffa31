import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** White-label brands: `code` picks logos and colours, `hosts` the site host names that show it. */
export const customizations = pgTable('customizations', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  title: varchar('title', { length: 120 }).notNull(),
  hosts: text('hosts').array().notNull().default(sql`'{}'::text[]`),
  isDefault: boolean('is_default').notNull().default(false),
  mailFrom: varchar('mail_from', { length: 254 }),
});

export const persons = pgTable(
  'persons',
  {
    id: serial('id').primaryKey(),
    typeId: smallint('type_id').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    gender: smallint('gender').notNull().default(3),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    status: varchar('status', { length: 10 }).notNull().default('new'),
    passwordHash: text('password_hash'),
    /** The planner whose business this person belongs to (helpers, hostesses, spouses). */
    plannerId: integer('planner_id'),
    credits: integer('credits').notNull().default(0),
    customizationId: integer('customization_id').references(() => customizations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('persons_email_unique').on(sql`lower(${table.email})`), index('persons_planner_idx').on(table.plannerId)],
);

/** Server-side sessions; only the SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_person_idx').on(table.personId)],
);

/** Single-use links for password reset (60 min) and account activation (7 days). */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 10 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_tokens_person_idx').on(table.personId)],
);
