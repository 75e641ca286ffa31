import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, serial, smallint, unique, varchar } from 'drizzle-orm/pg-core';
import { guests } from '../guests/schema';
import { weddings } from '../weddings/schema';

/** The shapes and sizes of a wedding's tables; a round type's height is its diameter (= width). */
export const tableTypes = pgTable(
  'table_types',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    shape: varchar('shape', { length: 12 }).notNull(),
    width: smallint('width').notNull(),
    height: smallint('height').notNull(),
  },
  (table) => [
    index('table_types_wedding_idx').on(table.weddingId),
    check('table_types_shape', sql`${table.shape} in ('round', 'rectangular')`),
    check('table_types_size', sql`${table.width} between 10 and 300 and ${table.height} between 10 and 300`),
    check('table_types_round', sql`${table.shape} <> 'round' or ${table.width} = ${table.height}`),
  ],
);

/**
 * A table on the layout: x and y are fractions of the layout image (strictly inside it). Its
 * number is unique in the wedding: the constraint, not a read before the write, is what holds
 * under concurrent calls. The migration makes it DEFERRABLE INITIALLY DEFERRED (Drizzle cannot
 * say so), so one mass update may swap two tables' numbers; a clash surfaces at commit.
 */
export const tables = pgTable(
  'tables',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    seats: smallint('seats').notNull(),
    tableTypeId: integer('table_type_id')
      .notNull()
      .references(() => tableTypes.id),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
  },
  (table) => [
    unique('tables_number_unique').on(table.weddingId, table.number),
    index('tables_type_idx').on(table.tableTypeId),
    check('tables_number', sql`${table.number} between 0 and 999`),
    check('tables_seats', sql`${table.seats} between 0 and 99`),
    check('tables_position', sql`${table.x} > 0 and ${table.x} < 1 and ${table.y} > 0 and ${table.y} < 1`),
  ],
);

/** One seat taken by a guest or one of their companions (a guest of 2 companions can take 3 rows). */
export const tablesGuests = pgTable(
  'tables_guests',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    tableId: integer('table_id')
      .notNull()
      .references(() => tables.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    isInside: boolean('is_inside').notNull().default(false),
  },
  (table) => [
    index('tables_guests_table_idx').on(table.tableId),
    index('tables_guests_guest_idx').on(table.guestId),
    index('tables_guests_wedding_idx').on(table.weddingId),
  ],
);
