import { asc, eq } from 'drizzle-orm';
import type { IdeaCategory } from '../../../contract/ideas';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { DomainError, notFound } from '../../shared/domain-error';
import type { CategoryFields } from '../guests/categories';
import { publish } from '../events/outbox';
import { ideaCategories } from './schema';

type CategoryRow = typeof ideaCategories.$inferSelect;

const toCategory = (row: CategoryRow): IdeaCategory => ({
  id: row.id,
  wedding_id: row.weddingId,
  name: row.name,
  color_r: row.colorR,
  color_g: row.colorG,
  color_b: row.colorB,
});

export async function listIdeaCategories(db: Executor, weddingId: number): Promise<IdeaCategory[]> {
  const rows = await db.select().from(ideaCategories).where(eq(ideaCategories.weddingId, weddingId)).orderBy(asc(ideaCategories.id));
  return rows.map(toCategory);
}

/**
 * Inside a change of an idea: the category it names is the wedding's, and stays until the
 * commit (locked for share, so a delete waits). One of another wedding is as one nobody has.
 */
export async function checkIdeaCategory(tx: Executor, weddingId: number, categoryId: number | null): Promise<void> {
  if (categoryId === null) return;
  const [row] = await tx.select({ weddingId: ideaCategories.weddingId }).from(ideaCategories).where(eq(ideaCategories.id, categoryId)).for('share');
  if (row?.weddingId !== weddingId) throw notFound();
}

/** A new category; the unique index refuses a name the wedding's board has (`duplicate_category`). */
export async function createIdeaCategory(db: Database, weddingId: number, fields: CategoryFields): Promise<IdeaCategory> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ideaCategories)
        .values({ weddingId, name: fields.name, colorR: fields.color_r, colorG: fields.color_g, colorB: fields.color_b })
        .returning();
      const category = toCategory(row!);
      await publish(tx, weddingId, [{ kind: 'ideaCategories.created', category }]);
      return category;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('duplicate_category');
    throw error;
  }
}

/** Its ideas stay, without category (the foreign key sets theirs to null). */
export async function destroyIdeaCategory(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(ideaCategories).where(eq(ideaCategories.id, id)).returning({ weddingId: ideaCategories.weddingId });
    if (!deleted) throw notFound();
    await publish(tx, deleted.weddingId, [{ kind: 'ideaCategories.deleted', id }]);
  });
}
