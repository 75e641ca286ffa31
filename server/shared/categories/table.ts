import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { weddings } from '../../modules/weddings/schema';

/**
 * A wedding's named, coloured categories (part 2 §3): guests have theirs (family, work…) and the
 * idea board its own, in two tables of this one shape.
 */
export function categoryTable(name: 'guest_categories' | 'idea_categories') {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      weddingId: integer('wedding_id')
        .notNull()
        .references(() => weddings.id, { onDelete: 'cascade' }),
      name: varchar('name', { length: 100 }).notNull(),
      colorR: smallint('color_r').notNull(),
      colorG: smallint('color_g').notNull(),
      colorB: smallint('color_b').notNull(),
    },
    (table) => [
      // A name is one category per wedding, in any case: an import creates the categories it names once.
      uniqueIndex(`${name}_name_unique`).on(table.weddingId, sql`lower(${table.name})`),
      check(`${name}_color`, sql`${table.colorR} between 0 and 255 and ${table.colorG} between 0 and 255 and ${table.colorB} between 0 and 255`),
    ],
  );
}

export type CategoryTable = ReturnType<typeof categoryTable>;
