import { eq } from 'drizzle-orm';
import type { IdeaCategory } from '../../../contract/ideas';
import type { Database, Executor } from '../../db/client';
import { createCategoryIn, destroyCategoryIn, listCategoriesIn, type CategoryEvents, type CategoryFields } from '../../shared/categories/store';
import { DomainError } from '../../shared/domain-error';
import { ideaCategories } from './schema';

const ideaCategoryEvents: CategoryEvents = {
  created: (category) => ({ kind: 'ideaCategories.created', category }),
  deleted: (id) => ({ kind: 'ideaCategories.deleted', id }),
};

export const listIdeaCategories = (db: Executor, weddingId: number): Promise<IdeaCategory[]> => listCategoriesIn(db, ideaCategories, weddingId);

/**
 * Inside a change of an idea: the category it names is the wedding's, and stays until the
 * commit (locked for share, so a delete waits). One of another wedding is as one nobody has.
 */
export async function checkIdeaCategory(tx: Executor, weddingId: number, categoryId: number | null): Promise<void> {
  if (categoryId === null) return;
  const [row] = await tx.select({ weddingId: ideaCategories.weddingId }).from(ideaCategories).where(eq(ideaCategories.id, categoryId)).for('share');
  if (row?.weddingId !== weddingId) throw new DomainError('not_found', { category_id: ['not_found'] });
}

/** A new category; the unique index refuses a name the wedding's board has (`duplicate_category`). */
export const createIdeaCategory = (db: Database, weddingId: number, fields: CategoryFields): Promise<IdeaCategory> =>
  createCategoryIn(db, ideaCategories, ideaCategoryEvents, weddingId, fields);

/** Its ideas stay, without category. */
export const destroyIdeaCategory = (db: Database, id: number): Promise<void> => destroyCategoryIn(db, ideaCategories, ideaCategoryEvents, id);
