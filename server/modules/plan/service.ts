import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { checkPlanValue, planElementTypeId, planElementTypeOf, type ElementOption, type PlanElement, type PlanSection } from '../../../contract/plan';
import { invalidField, notFound } from '../../shared/domain-error';
import type { Storage } from '../../shared/storage';
import type { Database, Executor } from '../../db/client';
import { elementOptions, planElements, planSections } from './schema';
import { changedPositions, moveTo } from '../../shared/ordering';
import { ownedBy, scopeOf, type Scope } from '../../shared/owned-rows';

export type SectionRow = typeof planSections.$inferSelect;
export type ElementRow = typeof planElements.$inferSelect;

export const toSection = (row: SectionRow): PlanSection => ({
  id: row.id,
  section: row.section,
  order: row.order,
  wedding_id: row.weddingId,
  person_id: row.personId,
});

export const toElement = (row: ElementRow): PlanElement => ({
  id: row.id,
  element: row.element,
  type_id: row.typeId,
  value: row.value,
  extra: row.extra,
  order: row.order,
  section_id: row.sectionId,
});

export async function listSections(db: Executor, scope: Scope): Promise<PlanSection[]> {
  const rows = await db.select().from(planSections).where(ownedBy(planSections, scope)).orderBy(asc(planSections.order), asc(planSections.id));
  return rows.map(toSection);
}

export async function listElements(db: Executor, scope: Scope): Promise<{ elements: PlanElement[]; options: ElementOption[] }> {
  const rows = await db.select().from(planElements).where(ownedBy(planElements, scope)).orderBy(asc(planElements.order), asc(planElements.id));
  const ids = rows.map((row) => row.id);
  const options = ids.length ? await db.select().from(elementOptions).where(inArray(elementOptions.elementId, ids)).orderBy(asc(elementOptions.id)) : [];
  return {
    elements: rows.map(toElement),
    options: options.map((row) => ({ id: row.id, option: row.option, element_id: row.elementId })),
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
  await db.update(planSections).set({ section }).where(eq(planSections.id, id));
}

/** Elements and their options go with the section (foreign keys cascade); their files too. */
export async function deleteSection(db: Executor, storage: Storage, id: number): Promise<void> {
  const files = await db
    .select({ path: planElements.extra })
    .from(planElements)
    .where(and(eq(planElements.sectionId, id), eq(planElements.typeId, planElementTypeId('file'))));
  await db.delete(planSections).where(eq(planSections.id, id));
  await Promise.all(files.map((file) => storage.remove(file.path)));
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
 * option is cleared. Answers the ids of the options added, in order.
 */
export async function updateElement(db: Database, storage: Storage, element: ElementRow, changes: ElementChanges): Promise<number[]> {
  const isDropdown = planElementTypeOf(changes.type_id) === 'dropdown';
  const typeChanged = changes.type_id !== element.typeId;
  const optionIds = await db.transaction(async (tx) => {
    await tx
      .update(planElements)
      .set({ element: changes.element, typeId: changes.type_id, ...(typeChanged ? { value: null, extra: null } : {}) })
      .where(eq(planElements.id, element.id));
    const kept = isDropdown ? changes.options.filter((option) => option.id && option.id > 0) : [];
    const keptIds = kept.map((option) => option.id!);
    await tx.delete(elementOptions).where(and(eq(elementOptions.elementId, element.id), keptIds.length ? notInArray(elementOptions.id, keptIds) : undefined));
    for (const option of kept) {
      await tx
        .update(elementOptions)
        .set({ option: option.option })
        .where(and(eq(elementOptions.id, option.id!), eq(elementOptions.elementId, element.id)));
    }
    const added = isDropdown ? changes.options.filter((option) => !option.id || option.id < 0) : [];
    const rows = added.length
      ? await tx
          .insert(elementOptions)
          .values(added.map((option) => ({ option: option.option, elementId: element.id })))
          .returning({ id: elementOptions.id })
      : [];
    if (!isDropdown || typeChanged) return rows.map((row) => row.id);
    const remaining = await tx.select({ id: elementOptions.id }).from(elementOptions).where(eq(elementOptions.elementId, element.id));
    if (element.value && !remaining.some((row) => String(row.id) === element.value)) {
      await tx.update(planElements).set({ value: null }).where(eq(planElements.id, element.id));
    }
    return rows.map((row) => row.id);
  });
  if (typeChanged && planElementTypeOf(element.typeId) === 'file') await storage.remove(element.extra);
  return optionIds;
}

export async function deleteElement(db: Executor, storage: Storage, element: ElementRow): Promise<void> {
  await db.delete(planElements).where(eq(planElements.id, element.id));
  if (planElementTypeOf(element.typeId) === 'file') await storage.remove(element.extra);
}

/** Checks a typed value against the element's type (and a dropdown's own options) and stores it. */
export async function updateValue(
  db: Executor,
  storage: Storage,
  element: ElementRow,
  raw: { value?: string | number | null; extra?: string | null },
): Promise<{ value: string | null; extra: string | null }> {
  const type = planElementTypeOf(element.typeId)!;
  const checked = checkPlanValue(type, raw.value, raw.extra, type === 'dropdown' ? await optionIdsOf(db, element.id) : []);
  if (!checked.ok) throw invalidField('value', checked.rule);
  await db.update(planElements).set({ value: checked.value, extra: checked.extra }).where(eq(planElements.id, element.id));
  if (type === 'file') await storage.remove(element.extra);
  return { value: checked.value, extra: checked.extra };
}

/** A file element's new file, already in storage: the row points at it and the old file goes. */
export async function replaceFile(db: Executor, storage: Storage, element: ElementRow, file: { name: string; path: string }): Promise<void> {
  await db.update(planElements).set({ value: file.name, extra: file.path }).where(eq(planElements.id, element.id));
  await storage.remove(element.extra);
}

/** Puts a section at a position among its plan's sections, renumbering the others. */
export async function moveSection(db: Database, section: SectionRow, index: number): Promise<void> {
  const scope = scopeOf(section);
  await db.transaction(async (tx) => {
    const siblings = await tx
      .select({ id: planSections.id, order: planSections.order })
      .from(planSections)
      .where(ownedBy(planSections, scope))
      .orderBy(asc(planSections.order), asc(planSections.id));
    for (const row of changedPositions(
      siblings,
      moveTo(
        siblings.map((sibling) => sibling.id),
        section.id,
        index,
      ),
    )) {
      await tx.update(planSections).set({ order: row.order }).where(eq(planSections.id, row.id));
    }
  });
}

/** Moves an element to a position in a section of the same plan (its own or another). */
export async function moveElement(db: Database, element: ElementRow, sectionId: number, index: number): Promise<void> {
  const target = await findSection(db, sectionId);
  if (!target || target.weddingId !== element.weddingId || target.personId !== element.personId) throw notFound();
  await db.transaction(async (tx) => {
    const siblingsOf = (id: number) =>
      tx
        .select({ id: planElements.id, order: planElements.order })
        .from(planElements)
        .where(eq(planElements.sectionId, id))
        .orderBy(asc(planElements.order), asc(planElements.id));
    if (sectionId !== element.sectionId) {
      const left = await siblingsOf(element.sectionId);
      const remaining = left.filter((row) => row.id !== element.id);
      for (const row of changedPositions(
        remaining,
        remaining.map((item) => item.id),
      )) {
        await tx.update(planElements).set({ order: row.order }).where(eq(planElements.id, row.id));
      }
      await tx.update(planElements).set({ sectionId }).where(eq(planElements.id, element.id));
    }
    const target = await siblingsOf(sectionId);
    for (const row of changedPositions(
      target,
      moveTo(
        target.map((item) => item.id),
        element.id,
        index,
      ),
    )) {
      await tx.update(planElements).set({ order: row.order }).where(eq(planElements.id, row.id));
    }
  });
}

/**
 * A new wedding starts from its planner's base plan: sections, elements and dropdown options
 * are copied without values, inside the wedding's creation transaction, in four statements
 * whatever the plan's size (multi-row INSERT … RETURNING answers rows in the order given).
 */
export async function copyBasePlan(tx: Executor, plannerId: number, weddingId: number): Promise<void> {
  const template = { weddingId: null, personId: plannerId } as const;
  const sections = await tx.select().from(planSections).where(ownedBy(planSections, template));
  if (sections.length === 0) return;
  const sectionCopies = await tx
    .insert(planSections)
    .values(sections.map((section) => ({ section: section.section, order: section.order, weddingId })))
    .returning({ id: planSections.id });
  const sectionMap = new Map(sections.map((section, index) => [section.id, sectionCopies[index]!.id]));

  const elements = await tx.select().from(planElements).where(ownedBy(planElements, template));
  if (elements.length === 0) return;
  const elementCopies = await tx
    .insert(planElements)
    .values(
      elements.map((element) => ({
        element: element.element,
        typeId: element.typeId,
        order: element.order,
        sectionId: sectionMap.get(element.sectionId)!,
        weddingId,
      })),
    )
    .returning({ id: planElements.id });
  const elementMap = new Map(elements.map((element, index) => [element.id, elementCopies[index]!.id]));

  const options = await tx
    .select()
    .from(elementOptions)
    .where(inArray(elementOptions.elementId, [...elementMap.keys()]))
    .orderBy(asc(elementOptions.id));
  if (options.length > 0)
    await tx.insert(elementOptions).values(options.map((option) => ({ option: option.option, elementId: elementMap.get(option.elementId)! })));
}
