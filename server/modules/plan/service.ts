import { and, asc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { jsonList } from '../../db/json-list';
import { checkPlanValue, planElementTypeId, planElementTypeOf, type ElementOption, type PlanElement, type PlanSection } from '../../../contract/plan';
import { invalidField, notFound } from '../../shared/domain-error';
import type { StagedFile, Storage } from '../../shared/storage';
import type { Database, Executor } from '../../db/client';
import { elementOptions, planElements, planSections } from './schema';
import { ownedBy, type Scope } from '../../shared/owned-rows';

export type SectionRow = typeof planSections.$inferSelect;
export type ElementRow = typeof planElements.$inferSelect;

export const toSection = (row: SectionRow): PlanSection => ({
  id: row.id,
  section: row.section,
  order: row.order,
  wedding_id: row.weddingId,
  person_id: row.personId,
});

export async function listSections(db: Executor, scope: Scope): Promise<PlanSection[]> {
  const rows = await db.select().from(planSections).where(ownedBy(planSections, scope)).orderBy(asc(planSections.order), asc(planSections.id));
  return rows.map(toSection);
}

/**
 * A plan's elements and their options, each list built as one JSON value by the database
 * (server/db/json-list.ts): a wedding plan of hundreds of elements is read on every visit.
 */
export async function listElements(db: Executor, scope: Scope): Promise<{ elements: PlanElement[]; options: ElementOption[] }> {
  const owned = ownedBy(planElements, scope);
  const elementsQuery = db
    .select({
      id: planElements.id,
      element: planElements.element,
      type_id: planElements.typeId,
      value: planElements.value,
      extra: planElements.extra,
      order: planElements.order,
      section_id: planElements.sectionId,
    })
    .from(planElements)
    .where(owned);
  const optionsQuery = db
    .select({ id: elementOptions.id, option: elementOptions.option, element_id: elementOptions.elementId })
    .from(elementOptions)
    .where(inArray(elementOptions.elementId, db.select({ id: planElements.id }).from(planElements).where(owned)));
  return {
    elements: await jsonList<PlanElement>(db, elementsQuery, sql`item."order", item.id`),
    options: await jsonList<ElementOption>(db, optionsQuery, sql`item.id`),
  };
}

export async function findSection(db: Executor, id: number): Promise<SectionRow | undefined> {
  const [row] = await db.select().from(planSections).where(eq(planSections.id, id));
  return row;
}

export async function findElement(db: Executor, id: number): Promise<ElementRow | undefined> {
  const [row] = await db.select().from(planElements).where(eq(planElements.id, id));
  return row;
}

/** The element as it is now, locked until the transaction ends; `not_found` once it was deleted. */
async function lockElement(tx: Executor, id: number): Promise<ElementRow> {
  const [row] = await tx.select().from(planElements).where(eq(planElements.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

async function optionIdsOf(db: Executor, elementId: number): Promise<number[]> {
  const rows = await db.select({ id: elementOptions.id }).from(elementOptions).where(eq(elementOptions.elementId, elementId));
  return rows.map((row) => row.id);
}

export async function createSection(db: Executor, scope: Scope, fields: { section: string; order: number }): Promise<number> {
  const [row] = await db
    .insert(planSections)
    .values({ ...fields, weddingId: scope.weddingId, personId: scope.personId })
    .returning({ id: planSections.id });
  return row!.id;
}

export async function renameSection(db: Executor, id: number, section: string): Promise<void> {
  const renamed = await db.update(planSections).set({ section }).where(eq(planSections.id, id)).returning({ id: planSections.id });
  if (renamed.length === 0) throw notFound();
}

/**
 * Elements and their options go with the section; their files too, as the deleted rows name
 * them (an upload committed a moment before is among them, not left behind).
 */
export async function deleteSection(db: Database, storage: Storage, id: number): Promise<void> {
  const files = await db.transaction(async (tx) => {
    const elements = await tx.delete(planElements).where(eq(planElements.sectionId, id)).returning({ typeId: planElements.typeId, path: planElements.extra });
    await tx.delete(planSections).where(eq(planSections.id, id));
    return elements.filter((element) => planElementTypeOf(element.typeId) === 'file').map((element) => element.path);
  });
  await Promise.all(files.map((path) => storage.remove(path)));
}

export interface ElementFields {
  element: string;
  type_id: number;
  order: number;
  options: string[];
}

/** A new element of a section, with its dropdown options (other types keep none). */
export async function createElement(db: Database, section: SectionRow, fields: ElementFields): Promise<{ id: number; option_ids: number[] }> {
  const options = planElementTypeOf(fields.type_id) === 'dropdown' ? fields.options : [];
  return db.transaction(async (tx) => {
    const [element] = await tx
      .insert(planElements)
      .values({
        element: fields.element,
        typeId: fields.type_id,
        order: fields.order,
        sectionId: section.id,
        weddingId: section.weddingId,
        personId: section.personId,
      })
      .returning({ id: planElements.id });
    const optionRows = options.length
      ? await tx
          .insert(elementOptions)
          .values(options.map((option) => ({ option, elementId: element!.id })))
          .returning({ id: elementOptions.id })
      : [];
    return { id: element!.id, option_ids: optionRows.map((row) => row.id) };
  });
}

export interface ElementChanges {
  element: string;
  type_id: number;
  /** Options named by id are kept (and renamed), others removed; those without an id are added. */
  options: Array<{ id?: number; option: string }>;
}

/**
 * Renames an element, changes its type and its options. A new type clears the value, which
 * would not fit it (and removes its stored file); a dropdown value pointing at a removed
 * option is cleared. Options named by id must be this element's own: another element's ids
 * are refused rather than read as "remove every option". Answers the ids of the options added,
 * in order.
 */
export async function updateElement(db: Database, storage: Storage, elementId: number, changes: ElementChanges): Promise<number[]> {
  const isDropdown = planElementTypeOf(changes.type_id) === 'dropdown';
  const { optionIds, removedFile } = await db.transaction(async (tx) => {
    const element = await lockElement(tx, elementId);
    const typeChanged = changes.type_id !== element.typeId;
    const kept = isDropdown ? changes.options.filter((option) => option.id && option.id > 0) : [];
    const keptIds = kept.map((option) => option.id!);
    const own = new Set(await optionIdsOf(tx, element.id));
    if (keptIds.some((id) => !own.has(id))) throw invalidField('options', 'invalid');
    await tx
      .update(planElements)
      .set({ element: changes.element, typeId: changes.type_id, ...(typeChanged ? { value: null, extra: null } : {}) })
      .where(eq(planElements.id, element.id));
    await tx.delete(elementOptions).where(and(eq(elementOptions.elementId, element.id), keptIds.length ? notInArray(elementOptions.id, keptIds) : undefined));
    for (const option of kept) await tx.update(elementOptions).set({ option: option.option }).where(eq(elementOptions.id, option.id!));
    const added = isDropdown ? changes.options.filter((option) => !option.id || option.id < 0) : [];
    const rows = added.length
      ? await tx
          .insert(elementOptions)
          .values(added.map((option) => ({ option: option.option, elementId: element.id })))
          .returning({ id: elementOptions.id })
      : [];
    if (isDropdown && !typeChanged && element.value && !keptIds.includes(Number(element.value))) {
      await tx.update(planElements).set({ value: null }).where(eq(planElements.id, element.id));
    }
    const removedFile = typeChanged && planElementTypeOf(element.typeId) === 'file' ? element.extra : null;
    return { optionIds: rows.map((row) => row.id), removedFile };
  });
  await storage.remove(removedFile);
  return optionIds;
}

export async function deleteElement(db: Executor, storage: Storage, id: number): Promise<void> {
  const [deleted] = await db.delete(planElements).where(eq(planElements.id, id)).returning();
  if (deleted && planElementTypeOf(deleted.typeId) === 'file') await storage.remove(deleted.extra);
}

/**
 * Checks a typed value against the element's type (and a dropdown's own options) and stores
 * it, on the element as it is inside the transaction: one deleted meanwhile is `not_found`, a
 * file cleared is the one stored at that moment, removed once the change is committed.
 */
export async function updateValue(
  db: Database,
  storage: Storage,
  elementId: number,
  raw: { value?: string | number | null; extra?: string | null },
): Promise<{ value: string | null; extra: string | null }> {
  const { saved, removedFile } = await db.transaction(async (tx) => {
    const element = await lockElement(tx, elementId);
    const type = planElementTypeOf(element.typeId)!;
    const checked = checkPlanValue(type, raw.value, raw.extra, type === 'dropdown' ? await optionIdsOf(tx, element.id) : []);
    if (!checked.ok) throw invalidField('value', checked.rule);
    await tx.update(planElements).set({ value: checked.value, extra: checked.extra }).where(eq(planElements.id, element.id));
    return { saved: { value: checked.value, extra: checked.extra }, removedFile: type === 'file' ? element.extra : null };
  });
  await storage.remove(removedFile);
  return saved;
}

/**
 * A file element's new file, written under a temporary name: inside the transaction (the
 * element locked, so ten uploads at once queue) it takes its final name and the row points at
 * it; the file it replaced is removed once that is committed. A refusal or a failure removes
 * the new file instead, so nothing is left behind either way.
 */
export async function replaceFile(db: Database, storage: Storage, elementId: number, file: { name: string; upload: StagedFile }): Promise<string> {
  let replaced: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const element = await lockElement(tx, elementId);
      if (planElementTypeOf(element.typeId) !== 'file') throw invalidField('value', 'invalid');
      await storage.commit(tx, file.upload);
      await tx.update(planElements).set({ value: file.name, extra: file.upload.path }).where(eq(planElements.id, element.id));
      replaced = element.extra;
    });
  } catch (error) {
    await storage.discard(file.upload);
    throw error;
  }
  await storage.remove(replaced);
  return file.upload.path;
}

/** Every stored file a plan element points at (the storage sweep keeps exactly these). */
export async function referencedPlanFiles(db: Executor): Promise<Set<string>> {
  const rows = await db
    .select({ path: planElements.extra })
    .from(planElements)
    .where(and(eq(planElements.typeId, planElementTypeId('file')), isNotNull(planElements.extra)));
  return new Set(rows.map((row) => row.path!));
}
