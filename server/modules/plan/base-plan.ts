import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ownedBy } from '../../shared/owned-rows';
import { elementOptions, planElements, planSections } from './schema';

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
