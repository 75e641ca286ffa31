import { asc, eq } from 'drizzle-orm';
import { guestColors, type GuestCategory } from '../../../contract/guests';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { DomainError } from '../../shared/domain-error';
import { publish } from '../events/outbox';
import { guestCategories } from './schema';

type CategoryRow = typeof guestCategories.$inferSelect;

const toCategory = (row: CategoryRow): GuestCategory => ({
  id: row.id,
  wedding_id: row.weddingId,
  name: row.name,
  color_r: row.colorR,
  color_g: row.colorG,
  color_b: row.colorB,
});

/** How the unique index compares category names: trimmed, any case. */
export const categoryKey = (name: string) => name.trim().toLowerCase();

export async function listCategories(db: Executor, weddingId: number): Promise<GuestCategory[]> {
  const rows = await db.select().from(guestCategories).where(eq(guestCategories.weddingId, weddingId)).orderBy(asc(guestCategories.id));
  return rows.map(toCategory);
}

export interface CategoryFields {
  name: string;
  color_r: number;
  color_g: number;
  color_b: number;
}

/** A new category; the unique index (not a read before the write) refuses a name the wedding has. */
export async function createCategory(db: Database, weddingId: number, fields: CategoryFields): Promise<GuestCategory> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(guestCategories)
        .values({ weddingId, name: fields.name, colorR: fields.color_r, colorG: fields.color_g, colorB: fields.color_b })
        .returning();
      const category = toCategory(row!);
      await publish(tx, weddingId, [{ kind: 'categories.created', category }]);
      return category;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('duplicate_category');
    throw error;
  }
}

/** Its guests stay, without category (the foreign key sets theirs to null). */
export async function destroyCategory(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(guestCategories).where(eq(guestCategories.id, id)).returning({ weddingId: guestCategories.weddingId });
    if (deleted) await publish(tx, deleted.weddingId, [{ kind: 'categories.deleted', id }]);
  });
}

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
