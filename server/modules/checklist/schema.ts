import { boolean, index, integer, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { oneOwner, ownerColumns } from '../../shared/owner-columns';

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
  (table) => [
    oneOwner('checklist_items_one_owner', table),
    index('checklist_items_wedding_idx').on(table.weddingId),
    index('checklist_items_person_idx').on(table.personId),
  ],
);
