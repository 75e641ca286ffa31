import { date, index, integer, pgTable, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { persons } from '../users/schema';

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
    /** Set while the wedding is archived: out of the active list, read-only to its users. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
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
