import { sql } from 'drizzle-orm';
import { boolean, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

/** White-label brands: `code` picks logos and colours, `hosts` the site host names that show it. */
export const customizations = pgTable('customizations', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  title: varchar('title', { length: 120 }).notNull(),
  hosts: text('hosts')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isDefault: boolean('is_default').notNull().default(false),
  mailFrom: varchar('mail_from', { length: 254 }),
});
