import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { planElementTypeId } from '../../../contract/plan';
import { personTypes } from '../../../contract/person';
import type { Database, Executor } from '../../db/client';
import { notFound } from '../../shared/domain-error';
import { announceEnd, publish } from '../events/outbox';
import type { Storage } from '../../shared/storage';
import { planElements } from '../plan/schema';
import { persons } from '../users/schema';
import { weddings } from './schema';

/**
 * Managing a wedding once it exists: renaming and re-dating it, archiving and restoring it,
 * and deleting it for good. Who may do which is decided by `weddingManagement`
 * (contract/weddings.ts) in the routes.
 */

export async function updateWedding(db: Executor, weddingId: number, information: { name: string; date: string }): Promise<{ name: string; date: string }> {
  const [updated] = await db
    .update(weddings)
    .set({ name: information.name, date: information.date })
    .where(eq(weddings.id, weddingId))
    .returning({ name: weddings.name, date: weddings.date });
  // A wedding deleted since the access check: nothing to rename.
  if (!updated) throw notFound();
  return updated;
}

/** Archiving an archived wedding (or restoring an active one) changes nothing and is no error: two tabs may race. */
export async function setArchived(db: Database, weddingId: number, archived: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(weddings)
      .set({ archivedAt: archived ? sql`now()` : null })
      .where(and(eq(weddings.id, weddingId), archived ? isNull(weddings.archivedAt) : isNotNull(weddings.archivedAt)))
      .returning({ id: weddings.id });
    if (changed.length === 0 && !(await weddingExists(tx, weddingId))) throw notFound();
    // Its open streams end with this event (nothing changes in an archived wedding).
    if (changed.length > 0 && archived) await publish(tx, weddingId, [{ kind: 'wedding.archived' }]);
  });
}

const weddingExists = async (db: Executor, weddingId: number) =>
  (await db.select({ id: weddings.id }).from(weddings).where(eq(weddings.id, weddingId))).length > 0;

/**
 * Deletes a wedding and everything in it, in one transaction: the wedding row, whose plan,
 * checklist, guests, categories, tables, seats, users and grants go with it by cascade (every
 * `wedding_id` but the credit ledger's cascades), then its spouses' accounts (they belong to this wedding only; their sessions
 * and password links go by cascade). The credit ledger keeps its rows, without the wedding.
 * The stored files (plan files, the layout image) are removed after the commit, so a refusal
 * leaves them; answers the ids of the accounts deleted.
 */
export async function destroyWedding(db: Database, storage: Storage, weddingId: number): Promise<{ deletedPersons: number[] }> {
  const { files, deletedPersons } = await db.transaction(async (tx) => {
    // Locked first: an edit or an upload racing the delete waits, then finds nothing.
    const [wedding] = await tx.select({ layout: weddings.layout }).from(weddings).where(eq(weddings.id, weddingId)).for('update');
    if (!wedding) throw notFound();
    const planFiles = await tx
      .select({ path: planElements.extra })
      .from(planElements)
      .where(and(eq(planElements.weddingId, weddingId), eq(planElements.typeId, planElementTypeId('file')), isNotNull(planElements.extra)));
    await tx.delete(weddings).where(eq(weddings.id, weddingId));
    await announceEnd(tx, weddingId);
    const spouses = await tx
      .delete(persons)
      .where(and(eq(persons.weddingId, weddingId), eq(persons.typeId, personTypes.Spouse)))
      .returning({ id: persons.id });
    return { files: [...planFiles.map((file) => file.path), wedding.layout], deletedPersons: spouses.map((spouse) => spouse.id) };
  });
  await Promise.all(files.map((path) => storage.remove(path)));
  return { deletedPersons };
}
