import { eq } from 'drizzle-orm';
import { guestColors, type GuestCategory } from '../../../contract/guests';
import type { Database, Executor } from '../../db/client';
import { createCategoryIn, destroyCategoryIn, listCategoriesIn, toCategory, type CategoryEvents, type CategoryFields } from '../../shared/categories/store';
import { guestCategories } from './schema';

const guestCategoryEvents: CategoryEvents = {
  created: (category) => ({ kind: 'categories.created', category }),
  deleted: (id) => ({ kind: 'categories.deleted', id }),
};

/** How the unique index compares category names: trimmed, any case. */
export const categoryKey = (name: string) => name.trim().toLowerCase();

export const listCategories = (db: Executor, weddingId: number): Promise<GuestCategory[]> => listCategoriesIn(db, guestCategories, weddingId);

export const createCategory = (db: Database, weddingId: number, fields: CategoryFields): Promise<GuestCategory> =>
  createCategoryIn(db, guestCategories, guestCategoryEvents, weddingId, fields);

/** Its guests stay, without category. */
export const destroyCategory = (db: Database, id: number): Promise<void> => destroyCategoryIn(db, guestCategories, guestCategoryEvents, id);

/** Each category a list names, by key, as it is first written. */
export function firstSpellings(names: string[]): Map<string, string> {
  const spellings = new Map<string, string>();
  for (const name of names) if (!spellings.has(categoryKey(name))) spellings.set(categoryKey(name), name.trim());
  return spellings;
}

/** Catalogue colours the wedding does not use yet, in catalogue order, then the whole catalogue again. */
function colorsFor(existing: GuestCategory[], count: number) {
  const used = new Set(existing.map((category) => `${category.color_r},${category.color_g},${category.color_b}`));
  const unused = guestColors.filter((color) => !used.has(`${color.color_r},${color.color_g},${color.color_b}`));
  const palette = unused.length > 0 ? [...unused, ...guestColors] : [...guestColors];
  return Array.from({ length: count }, (_, index) => palette[index % palette.length]!);
}

/**
 * The categories an import names, by `categoryKey`: the wedding's own, and those missing
 * created with catalogue colours. A concurrent import creating the same name is not an error:
 * the insert skips it and the read after it finds the other's row.
 */
export async function ensureCategories(tx: Executor, weddingId: number, names: string[]): Promise<{ byKey: Map<string, number>; created: GuestCategory[] }> {
  // Locked for share: a category deleted while the import runs would leave its guests pointing nowhere.
  const lockedCategories = async () => (await tx.select().from(guestCategories).where(eq(guestCategories.weddingId, weddingId)).for('share')).map(toCategory);
  const existing = await lockedCategories();
  const byKey = new Map(existing.map((category) => [categoryKey(category.name), category.id]));
  const missing = [...firstSpellings(names)].filter(([key]) => !byKey.has(key));
  if (missing.length === 0) return { byKey, created: [] };
  const colors = colorsFor(existing, missing.length);
  const inserted = await tx
    .insert(guestCategories)
    .values(
      missing.map(([, name], index) => ({ weddingId, name, colorR: colors[index]!.color_r, colorG: colors[index]!.color_g, colorB: colors[index]!.color_b })),
    )
    .onConflictDoNothing()
    .returning();
  for (const category of await lockedCategories()) if (!byKey.has(categoryKey(category.name))) byKey.set(categoryKey(category.name), category.id);
  return { byKey, created: inserted.map(toCategory) };
}
