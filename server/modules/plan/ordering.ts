import { asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { retryingTransaction } from '../../db/transaction';
import { notFound } from '../../shared/domain-error';
import { changedPositions, moveTo } from '../../shared/ordering';
import { lockOwner, ownedBy, scopeOf } from '../../shared/owned-rows';
import { planElements, planSections } from './schema';
import type { ElementRow, SectionRow } from './service';

// Moves of sections and elements. Each locks its plan's owner first, so concurrent moves queue
// instead of deadlocking, and renumbers from the rows as they are inside the lock.

/** Writes back the positions that changed. */
async function renumber(tx: Executor, table: typeof planSections | typeof planElements, before: Array<{ id: number; order: number }>, after: number[]) {
  for (const row of changedPositions(before, after)) await tx.update(table).set({ order: row.order }).where(eq(table.id, row.id));
}

/**
 * Puts a section at a position among its plan's sections, renumbering the others. The plan is
 * locked first (see `lockOwner`), then the rows are read as they are now.
 */
export async function moveSection(db: Database, section: SectionRow, index: number): Promise<void> {
  const scope = scopeOf(section);
  await retryingTransaction(db, async (tx) => {
    await lockOwner(tx, scope);
    const siblings = await tx
      .select({ id: planSections.id, order: planSections.order })
      .from(planSections)
      .where(ownedBy(planSections, scope))
      .orderBy(asc(planSections.order), asc(planSections.id));
    if (!siblings.some((row) => row.id === section.id)) throw notFound();
    await renumber(
      tx,
      planSections,
      siblings,
      moveTo(
        siblings.map((row) => row.id),
        section.id,
        index,
      ),
    );
  });
}

/**
 * Moves an element to a position in a section of the same plan (its own or another), with the
 * plan locked first: the element and the target section are read inside the lock, so one
 * deleted by a racing request is `not_found`, never a silent success.
 */
export async function moveElement(db: Database, element: ElementRow, sectionId: number, index: number): Promise<void> {
  await retryingTransaction(db, async (tx) => {
    await lockOwner(tx, scopeOf(element));
    const [current] = await tx.select().from(planElements).where(eq(planElements.id, element.id));
    const [target] = await tx.select().from(planSections).where(eq(planSections.id, sectionId));
    if (!current || !target || target.weddingId !== current.weddingId || target.personId !== current.personId) throw notFound();
    const siblingsOf = (id: number) =>
      tx
        .select({ id: planElements.id, order: planElements.order })
        .from(planElements)
        .where(eq(planElements.sectionId, id))
        .orderBy(asc(planElements.order), asc(planElements.id));
    if (sectionId !== current.sectionId) {
      const remaining = (await siblingsOf(current.sectionId)).filter((row) => row.id !== current.id);
      await renumber(
        tx,
        planElements,
        remaining,
        remaining.map((row) => row.id),
      );
      await tx.update(planElements).set({ sectionId }).where(eq(planElements.id, current.id));
    }
    const siblings = await siblingsOf(sectionId);
    await renumber(
      tx,
      planElements,
      siblings,
      moveTo(
        siblings.map((row) => row.id),
        current.id,
        index,
      ),
    );
  });
}
