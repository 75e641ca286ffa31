import { and, eq } from 'drizzle-orm';
import type { Supplier } from '../../../contract/budget';
import type { Database } from '../../db/client';
import { deleteWithDependents, insertRow, rowsWithIds, updateRow } from './rows';
import { expenses, suppliers } from './schema';

export interface SupplierFields {
  name: string;
  phone: string | null;
  bank: string | null;
  bank_account: string | null;
  clabe: string | null;
}

const toColumns = (fields: Partial<SupplierFields>) => ({
  name: fields.name,
  phone: fields.phone,
  bank: fields.bank,
  bankAccount: fields.bank_account,
  clabe: fields.clabe,
});

export const createSupplier = (db: Database, weddingId: number, fields: SupplierFields): Promise<Supplier> =>
  insertRow(db, 'suppliers', { weddingId, ...toColumns(fields), name: fields.name });

export const updateSupplier = (db: Database, weddingId: number, id: number, changes: Partial<SupplierFields>): Promise<Supplier> =>
  updateRow(db, 'suppliers', weddingId, id, toColumns(changes));

/**
 * Deletes a supplier; the expenses it supplied stay, without one, in the same transaction;
 * answers their ids. Other screens hear the supplier gone and those expenses as they are now.
 */
export const deleteSupplier = (db: Database, weddingId: number, id: number) =>
  deleteWithDependents(
    db,
    suppliers,
    weddingId,
    id,
    (tx) =>
      tx
        .update(expenses)
        .set({ supplierId: null })
        .where(and(eq(expenses.supplierId, id), eq(expenses.weddingId, weddingId)))
        .returning({ id: expenses.id }),
    async (tx, expenseIds) => [
      { kind: 'suppliers.deleted', ids: [id] },
      ...(expenseIds.length > 0 ? [{ kind: 'expenses.saved' as const, expenses: await rowsWithIds(tx, 'expenses', expenseIds) }] : []),
    ],
  );
