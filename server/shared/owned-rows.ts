import { eq, type SQL } from 'drizzle-orm';
import { type checklistCategories, type checklistItems } from '../modules/checklist/schema';
import { type planElements, type planSections } from '../modules/plan/schema';

/** Where plan and checklist rows live: a wedding, or a planner's own templates. */
export type Scope = { weddingId: number; personId: null } | { weddingId: null; personId: number };

/** Tables whose rows belong to a wedding or, as templates, to a planner (never both). */
type OwnedTable = typeof planSections | typeof planElements | typeof checklistItems | typeof checklistCategories;

export const ownedBy = (table: OwnedTable, scope: Scope): SQL =>
  scope.weddingId !== null ? eq(table.weddingId, scope.weddingId) : eq(table.personId, scope.personId);

export const scopeOf = (row: { weddingId: number | null; personId: number | null }): Scope =>
  row.weddingId !== null ? { weddingId: row.weddingId, personId: null } : { weddingId: null, personId: row.personId! };
