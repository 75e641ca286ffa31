import { asc, eq } from 'drizzle-orm';
import type { GuestCategory } from '../../../contract/guests';
import type { LiveChange } from '../../../contract/live-events';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { publish } from '../../modules/events/outbox';
import { DomainError, notFound } from '../domain-error';
import type { CategoryTable } from './table';

/** Guest and idea categories answer the same shape. */
export type Category = GuestCategory;

export interface CategoryFields {
  name: string;
  color_r: number;
  color_g: number;
  color_b: number;
}

/** What a change of one kind of category tells the wedding's other screens. */
export interface CategoryEvents {
  created: (category: Category) => LiveChange;
  deleted: (id: number) => LiveChange;
}

export const toCategory = (row: CategoryTable['$inferSelect']): Category => ({
  id: row.id,
  wedding_id: row.weddingId,
  name: row.name,
  color_r: row.colorR,
  color_g: row.colorG,
  color_b: row.colorB,
});

export async function listCategoriesIn(db: Executor, table: CategoryTable, weddingId: number): Promise<Category[]> {
  const rows = await db.select().from(table).where(eq(table.weddingId, weddingId)).orderBy(asc(table.id));
  return rows.map(toCategory);
}

/** A new category; the unique index (not a read before the write) refuses a name the wedding has. */
export async function createCategoryIn(
  db: Database,
  table: CategoryTable,
  events: CategoryEvents,
  weddingId: number,
  fields: CategoryFields,
): Promise<Category> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(table)
        .values({ weddingId, name: fields.name, colorR: fields.color_r, colorG: fields.color_g, colorB: fields.color_b })
        .returning();
      const category = toCategory(row!);
      await publish(tx, weddingId, [events.created(category)]);
      return category;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('duplicate_category');
    throw error;
  }
}

/** Its rows stay, without category (the foreign keys set theirs to null). One deleted meanwhile is not found. */
export async function destroyCategoryIn(db: Database, table: CategoryTable, events: CategoryEvents, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(table).where(eq(table.id, id)).returning({ weddingId: table.weddingId });
    if (!deleted) throw notFound();
    await publish(tx, deleted.weddingId, [events.deleted(id)]);
  });
}
