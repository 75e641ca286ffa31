import { and, asc, eq } from 'drizzle-orm';
import { summarizeChecklist, type ChecklistCategory, type ChecklistItem, type ChecklistSummary, type TimeUnit } from '../../../contract/checklist';
import type { Database, Executor } from '../../db/client';
import { checklistCategories, checklistItems } from './schema';
import { invalidField, notFound } from '../../shared/domain-error';
import type { Scope } from '../../shared/owned-rows';
import { ownedBy, scopeOf } from '../../shared/owned-rows';

export type ItemRow = typeof checklistItems.$inferSelect;

export const toItem = (row: ItemRow): ChecklistItem => ({
  id: row.id,
  text: row.text,
  time: row.time,
  time_unit: row.timeUnit as TimeUnit,
  completed: row.completed,
  category_id: row.categoryId,
});

export async function listChecklist(db: Executor, scope: Scope): Promise<{ items: ChecklistItem[]; categories: ChecklistCategory[] }> {
  const items = await db.select().from(checklistItems).where(ownedBy(checklistItems, scope)).orderBy(asc(checklistItems.id));
  const categories = await db
    .select({ id: checklistCategories.id, name: checklistCategories.name })
    .from(checklistCategories)
    .where(ownedBy(checklistCategories, scope))
    .orderBy(asc(checklistCategories.name));
  return { items: items.map(toItem), categories };
}

/** A wedding's home card, by the rule the screen uses too (`summarizeChecklist`). */
export async function checklistSummary(db: Executor, weddingId: number): Promise<ChecklistSummary> {
  const items = await db.select().from(checklistItems).where(eq(checklistItems.weddingId, weddingId));
  return summarizeChecklist(items.map(toItem));
}

export async function findItem(db: Executor, id: number): Promise<ItemRow | undefined> {
  const [row] = await db.select().from(checklistItems).where(eq(checklistItems.id, id));
  return row;
}

/**
 * The category an item is filed under: an existing one of the same checklist, a new one
 * created by name (an existing name is reused), or none.
 */
export async function resolveCategory(db: Executor, scope: Scope, input: { category_id?: number | null; category_name?: string }): Promise<number | null> {
  if (input.category_name) {
    const [existing] = await db
      .select({ id: checklistCategories.id })
      .from(checklistCategories)
      .where(and(ownedBy(checklistCategories, scope), eq(checklistCategories.name, input.category_name)));
    if (existing) return existing.id;
    const [created] = await db
      .insert(checklistCategories)
      .values({ name: input.category_name, weddingId: scope.weddingId, personId: scope.personId })
      .returning({ id: checklistCategories.id });
    return created!.id;
  }
  if (!input.category_id) return null;
  const [category] = await db
    .select({ id: checklistCategories.id })
    .from(checklistCategories)
    .where(and(ownedBy(checklistCategories, scope), eq(checklistCategories.id, input.category_id)));
  if (!category) throw invalidField('category_id', 'invalid');
  return category.id;
}

/** A new wedding's checklist starts as a copy of its planner's template (categories included). */
export async function copyChecklistTemplate(tx: Executor, plannerId: number, weddingId: number): Promise<void> {
  const template: Scope = { weddingId: null, personId: plannerId };
  const categories = await tx.select().from(checklistCategories).where(ownedBy(checklistCategories, template));
  const copies = categories.length
    ? await tx
        .insert(checklistCategories)
        .values(categories.map((category) => ({ name: category.name, weddingId })))
        .returning({ id: checklistCategories.id })
    : [];
  const categoryMap = new Map(categories.map((category, index) => [category.id, copies[index]!.id]));
  const items = await tx.select().from(checklistItems).where(ownedBy(checklistItems, template)).orderBy(asc(checklistItems.id));
  if (items.length === 0) return;
  await tx.insert(checklistItems).values(
    items.map((item) => ({
      text: item.text,
      time: item.time,
      timeUnit: item.timeUnit,
      categoryId: item.categoryId ? (categoryMap.get(item.categoryId) ?? null) : null,
      weddingId,
    })),
  );
}

type ItemFields = { text: string; time: number; time_unit: TimeUnit; category_id?: number | null; category_name?: string };

export async function createItem(db: Database, scope: Scope, fields: ItemFields): Promise<{ id: number; category_id: number | null }> {
  return db.transaction(async (tx) => {
    const categoryId = await resolveCategory(tx, scope, fields);
    const [row] = await tx
      .insert(checklistItems)
      .values({ text: fields.text, time: fields.time, timeUnit: fields.time_unit, categoryId, weddingId: scope.weddingId, personId: scope.personId })
      .returning({ id: checklistItems.id });
    return { id: row!.id, category_id: categoryId };
  });
}

/** Edits an item; one deleted meanwhile is `not_found`, and the category made for it goes with the transaction. */
export async function updateItem(db: Database, item: ItemRow, fields: ItemFields): Promise<number | null> {
  return db.transaction(async (tx) => {
    const categoryId = await resolveCategory(tx, scopeOf(item), fields);
    const updated = await tx
      .update(checklistItems)
      .set({ text: fields.text, time: fields.time, timeUnit: fields.time_unit, categoryId })
      .where(eq(checklistItems.id, item.id))
      .returning({ id: checklistItems.id });
    if (updated.length === 0) throw notFound();
    return categoryId;
  });
}

export async function checkItem(db: Executor, id: number, completed: boolean): Promise<void> {
  const updated = await db.update(checklistItems).set({ completed }).where(eq(checklistItems.id, id)).returning({ id: checklistItems.id });
  if (updated.length === 0) throw notFound();
}

export async function deleteItem(db: Executor, id: number): Promise<void> {
  await db.delete(checklistItems).where(eq(checklistItems.id, id));
}
