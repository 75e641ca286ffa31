import { index, integer, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { oneOwner, ownerColumns } from '../../shared/owner-columns';

export const planSections = pgTable(
  'plan_sections',
  {
    id: serial('id').primaryKey(),
    section: varchar('section', { length: 200 }).notNull(),
    order: integer('order').notNull().default(0),
    ...ownerColumns(),
  },
  (table) => [
    oneOwner('plan_sections_one_owner', table),
    index('plan_sections_wedding_idx').on(table.weddingId),
    index('plan_sections_person_idx').on(table.personId),
  ],
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
