import { asc, eq, inArray } from 'drizzle-orm';
import type { ElementOption, PlanElement, PlanSection } from '../../../contract/plan';
import type { Database, Executor } from '../../db/client';
import { elementOptions, planElements, planSections } from './schema';
import type { Scope } from '../../http/scope';
import { changedPositions, moveTo } from '../../shared/ordering';
import { ownedBy, scopeOf } from '../../shared/owned-rows';

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

export async function optionIdsOf(db: Executor, elementId: number): Promise<number[]> {
  const rows = await db.select({ id: elementOptions.id }).from(elementOptions).where(eq(elementOptions.elementId, elementId));
  return rows.map((row) => row.id);
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
