import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { persons } from '../users/schema';

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
  (table) => [index('sessions_person_idx').on(table.personId), index('sessions_expires_idx').on(table.expiresAt)],
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

/**
 * Failed attempts (sign-in, password links) and mails sent on demand, counted per key (an
 * account, an address, a trusted device) in a window, where every server sees them.
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    key: varchar('key', { length: 320 }).primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('auth_throttles_window_idx').on(table.windowEndsAt)],
);

/** Secrets the servers share (the device-cookie signing key), made on first use. */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 40 }).primaryKey(),
  value: text('value').notNull(),
});
