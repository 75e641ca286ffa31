import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { ideaLimits, type IdeaColor } from '../../../contract/ideas';
import { categoryTable } from '../../shared/categories/table';
import { weddings } from '../weddings/schema';

/** A wedding's idea categories (part 2 §3), each with a colour. */
export const ideaCategories = categoryTable('idea_categories');

/**
 * An idea of the board (part 2 §3): a link (with what its page said of itself), an image (the
 * re-encoded file and its thumbnail, storage paths), a text or colours. The database holds the
 * rule that an idea carries the value of its type.
 */
export const ideas = pgTable(
  'ideas',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: ideaLimits.titleMax }).notNull(),
    type: varchar('type', { length: 6 }).$type<'link' | 'image' | 'text' | 'colors'>().notNull().default('link'),
    // A category deleted leaves its ideas without one.
    categoryId: integer('category_id').references(() => ideaCategories.id, { onDelete: 'set null' }),
    isPinned: boolean('is_pinned').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    text: varchar('text', { length: ideaLimits.textMax }),
    colors: jsonb('colors').$type<IdeaColor[]>(),
    image: varchar('image', { length: 300 }),
    thumbnail: varchar('thumbnail', { length: 300 }),
    linkUrl: varchar('link_url', { length: ideaLimits.linkMax }),
    linkTitle: varchar('link_title', { length: ideaLimits.linkTitleMax }),
    linkDescription: varchar('link_description', { length: ideaLimits.linkDescriptionMax }),
    linkImage: varchar('link_image', { length: ideaLimits.linkMax }),
  },
  (table) => [
    index('ideas_wedding_idx').on(table.weddingId),
    index('ideas_category_idx').on(table.categoryId),
    check(
      'ideas_value_of_type',
      sql`case ${table.type}
        when 'link' then ${table.linkUrl} is not null
        when 'image' then ${table.image} is not null and ${table.thumbnail} is not null
        when 'text' then ${table.text} is not null
        when 'colors' then jsonb_typeof(${table.colors}) = 'array' and jsonb_array_length(${table.colors}) between 1 and ${sql.raw(String(ideaLimits.colorsMax))}
        else false end`,
    ),
  ],
);
