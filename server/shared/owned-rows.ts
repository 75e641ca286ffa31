import { eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { persons } from '../modules/users/schema';
import { weddings } from '../modules/weddings/schema';
import { type checklistCategories, type checklistItems } from '../modules/checklist/schema';
import { type planElements, type planSections } from '../modules/plan/schema';

/** Where plan and checklist rows live: a wedding, or a planner's own templates. */
export type Scope = { weddingId: number; personId: null } | { weddingId: null; personId: number };

/** Tables whose rows belong to a wedding or, as templates, to a planner (never both). */
export type OwnedTable = typeof planSections | typeof planElements | typeof checklistItems | typeof checklistCategories;

export const ownedBy = (table: OwnedTable, scope: Scope): SQL =>
  scope.weddingId !== null ? eq(table.weddingId, scope.weddingId) : eq(table.personId, scope.personId);

export const scopeOf = (row: { weddingId: number | null; personId: number | null }): Scope =>
  row.weddingId !== null ? { weddingId: row.weddingId, personId: null } : { weddingId: null, personId: row.personId! };

/**
 * Locks the wedding (or the planner, for templates) a plan or checklist belongs to, for the rest
 * of the transaction. Every change of order takes this lock first, so concurrent reorders of
 * one plan queue one behind the other and each renumbers the rows the previous one left:
 * no deadlock between them, no two rows at one position. NO KEY UPDATE leaves inserts that
 * merely reference the row free to go on.
 */
export async function lockOwner(tx: Executor, scope: Scope): Promise<void> {
  if (scope.weddingId !== null) await tx.select({ id: weddings.id }).from(weddings).where(eq(weddings.id, scope.weddingId)).for('no key update');
  else await tx.select({ id: persons.id }).from(persons).where(eq(persons.id, scope.personId)).for('no key update');
}
