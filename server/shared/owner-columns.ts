import { sql } from 'drizzle-orm';
import { check, integer } from 'drizzle-orm/pg-core';
import { persons } from '../modules/users/schema';
import { weddings } from '../modules/weddings/schema';

/** A plan or checklist row belongs to a wedding or, as a template, to a planner: never both. */
export const ownerColumns = () => ({
  weddingId: integer('wedding_id').references(() => weddings.id, { onDelete: 'cascade' }),
  personId: integer('person_id').references(() => persons.id, { onDelete: 'cascade' }),
});
export const oneOwner = (name: string, table: { weddingId: unknown; personId: unknown }) =>
  check(name, sql`(${table.weddingId} is null) <> (${table.personId} is null)`);
