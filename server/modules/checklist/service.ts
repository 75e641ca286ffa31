import { and, asc, eq } from 'drizzle-orm';
import { summarizeChecklist, type ChecklistCategory, type ChecklistItem, type ChecklistSummary, type TimeUnit } from '../../../contract/checklist';
import type { Database, Executor } from '../../db/client';
import { checklistCategories, checklistItems } from './schema';
import { invalidField, notFound } from '../../shared/domain-error';
import type { Scope } from '../../shared/owned-rows';
import { publish } from '../events/outbox';
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

/** The category an item is filed under, and the one created for it (told to the other screens with the item). */
interface FiledUnder {
  id: number | null;
  created: ChecklistCategory | null;
}

/**
 * The category an item is filed under: an existing one of the same checklist, a new one
 * created by name (an existing name is reused), or none.
 */
async function resolveCategory(db: Executor, scope: Scope, input: { category_id?: number | null; category_name?: string }): Promise<FiledUnder> {
  if (input.category_name) {
    const [existing] = await db
      .select({ id: checklistCategories.id })
      .from(checklistCategories)
      .where(and(ownedBy(checklistCategories, scope), eq(checklistCategories.name, input.category_name)));
    if (existing) return { id: existing.id, created: null };
    const [created] = await db
      .insert(checklistCategories)
      .values({ name: input.category_name, weddingId: scope.weddingId, personId: scope.personId })
      .returning({ id: checklistCategories.id, name: checklistCategories.name });
    return { id: created!.id, created: created! };
  }
  if (!input.category_id) return { id: null, created: null };
  const [category] = await db
    .select({ id: checklistCategories.id })
    .from(checklistCategories)
    .where(and(ownedBy(checklistCategories, scope), eq(checklistCategories.id, input.category_id)));
  if (!category) throw invalidField('category_id', 'invalid');
  return { id: category.id, created: null };
}

/**
 * A wedding's checklist changes are heard on its live stream (contract/live-events.ts), written in
 * the change's own transaction and last in it; a planner's template has no stream.
 */
async function tellSaved(tx: Executor, row: ItemRow, created: ChecklistCategory | null): Promise<void> {
  if (row.weddingId !== null) await publish(tx, row.weddingId, [{ kind: 'checklist.saved', items: [toItem(row)], categories: created ? [created] : [] }]);
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
    const category = await resolveCategory(tx, scope, fields);
    const [row] = await tx
      .insert(checklistItems)
      .values({
        text: fields.text,
        time: fields.time,
        timeUnit: fields.time_unit,
        categoryId: category.id,
        weddingId: scope.weddingId,
        personId: scope.personId,
      })
      .returning();
    await tellSaved(tx, row!, category.created);
    return { id: row!.id, category_id: category.id };
  });
}

/** Edits an item; one deleted meanwhile is `not_found`, and the category made for it goes with the transaction. */
export async function updateItem(db: Database, item: ItemRow, fields: ItemFields): Promise<number | null> {
  return db.transaction(async (tx) => {
    const category = await resolveCategory(tx, scopeOf(item), fields);
    const [updated] = await tx
      .update(checklistItems)
      .set({ text: fields.text, time: fields.time, timeUnit: fields.time_unit, categoryId: category.id })
      .where(eq(checklistItems.id, item.id))
      .returning();
    if (!updated) throw notFound();
    await tellSaved(tx, updated, category.created);
    return category.id;
  });
}

export async function checkItem(db: Database, id: number, completed: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const [updated] = await tx.update(checklistItems).set({ completed }).where(eq(checklistItems.id, id)).returning();
    if (!updated) throw notFound();
    await tellSaved(tx, updated, null);
  });
}

export async function deleteItem(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(checklistItems).where(eq(checklistItems.id, id)).returning({ weddingId: checklistItems.weddingId });
    if (deleted && deleted.weddingId !== null) await publish(tx, deleted.weddingId, [{ kind: 'checklist.deleted', ids: [id] }]);
  });
}
