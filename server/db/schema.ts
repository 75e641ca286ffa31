import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, serial, smallint, text, timestamp, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

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
    /** A spouse's own wedding. */
    weddingId: integer('wedding_id'),
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

export const weddings = pgTable(
  'weddings',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** The Planner (or Administrator) who created the wedding and runs it. */
    plannerId: integer('planner_id')
      .notNull()
      .references(() => persons.id),
    spouse1Id: integer('spouse1_id').references(() => persons.id),
    spouse2Id: integer('spouse2_id').references(() => persons.id),
    layout: text('layout'),
    layoutWidth: integer('layout_width'),
    layoutHeight: integer('layout_height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('weddings_planner_idx').on(table.plannerId)],
);

/** Everyone who works on a wedding besides its planner: spouses, helpers, hostesses. */
export const weddingUsers = pgTable(
  'wedding_users',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
  },
  (table) => [unique('wedding_users_unique').on(table.weddingId, table.personId), index('wedding_users_person_idx').on(table.personId)],
);

export const modules = pgTable('modules', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 20 }).notNull().unique(),
});

export const actions = pgTable(
  'actions',
  {
    id: integer('id').primaryKey(),
    code: varchar('code', { length: 30 }).notNull(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
  },
  (table) => [unique('actions_module_code_unique').on(table.moduleId, table.code)],
);

export const modulePermissions = pgTable(
  'module_permissions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
  },
  (table) => [unique('module_permissions_unique').on(table.weddingId, table.userId, table.moduleId)],
);

export const actionPermissions = pgTable(
  'action_permissions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    actionId: integer('action_id')
      .notNull()
      .references(() => actions.id),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
  },
  (table) => [unique('action_permissions_unique').on(table.weddingId, table.userId, table.actionId)],
);

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

/** A plan or checklist row belongs to a wedding or, as a template, to a planner: never both. */
const ownerColumns = () => ({
  weddingId: integer('wedding_id').references(() => weddings.id, { onDelete: 'cascade' }),
  personId: integer('person_id').references(() => persons.id, { onDelete: 'cascade' }),
});
const oneOwner = (name: string, table: { weddingId: unknown; personId: unknown }) =>
  check(name, sql`(${table.weddingId} is null) <> (${table.personId} is null)`);

export const planSections = pgTable(
  'plan_sections',
  {
    id: serial('id').primaryKey(),
    section: varchar('section', { length: 200 }).notNull(),
    order: integer('order').notNull().default(0),
    ...ownerColumns(),
  },
  (table) => [oneOwner('plan_sections_one_owner', table), index('plan_sections_wedding_idx').on(table.weddingId), index('plan_sections_person_idx').on(table.personId)],
);

export const planElements = pgTable(
  'plan_elements',
  {
    id: serial('id').primaryKey(),
    element: varchar('element', { length: 200 }).notNull(),
    typeId: smallint('type_id').notNull(),
    value: text('value'),
    /** A location's map link, a time frame's end, or a stored file's path. */
    extra: text('extra'),
    order: integer('order').notNull().default(0),
    sectionId: integer('section_id')
      .notNull()
      .references(() => planSections.id, { onDelete: 'cascade' }),
    ...ownerColumns(),
  },
  (table) => [oneOwner('plan_elements_one_owner', table), index('plan_elements_section_idx').on(table.sectionId)],
);

export const elementOptions = pgTable(
  'element_options',
  {
    id: serial('id').primaryKey(),
    option: varchar('option', { length: 200 }).notNull(),
    elementId: integer('element_id')
      .notNull()
      .references(() => planElements.id, { onDelete: 'cascade' }),
  },
  (table) => [index('element_options_element_idx').on(table.elementId)],
);

export const checklistCategories = pgTable(
  'checklist_categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    ...ownerColumns(),
  },
  (table) => [oneOwner('checklist_categories_one_owner', table)],
);

export const checklistItems = pgTable(
  'checklist_items',
  {
    id: serial('id').primaryKey(),
    text: varchar('text', { length: 500 }).notNull(),
    time: smallint('time').notNull().default(0),
    timeUnit: varchar('time_unit', { length: 6 }).notNull().default('days'),
    completed: boolean('completed').notNull().default(false),
    categoryId: integer('category_id').references(() => checklistCategories.id, { onDelete: 'set null' }),
    ...ownerColumns(),
  },
  (table) => [oneOwner('checklist_items_one_owner', table), index('checklist_items_wedding_idx').on(table.weddingId), index('checklist_items_person_idx').on(table.personId)],
);
