import { and, eq } from 'drizzle-orm';
import type { Supplier } from '../../../contract/budget';
import type { Database } from '../../db/client';
import { notFound } from '../../shared/domain-error';
import { deleteWithDependents, writeRow } from './rows';
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
  writeRow(db, 'suppliers', async (tx) => {
    const [created] = await tx
      .insert(suppliers)
      .values({ weddingId, ...toColumns(fields), name: fields.name })
      .returning({ id: suppliers.id });
    return created!.id;
  });

export const updateSupplier = (db: Database, weddingId: number, id: number, changes: Partial<SupplierFields>): Promise<Supplier> =>
  writeRow(db, 'suppliers', async (tx) => {
    const [updated] = await tx
      .update(suppliers)
      .set(toColumns(changes))
      .where(and(eq(suppliers.id, id), eq(suppliers.weddingId, weddingId)))
      .returning({ id: suppliers.id });
    if (!updated) throw notFound();
    return updated.id;
  });

/** Deletes a supplier; the expenses it supplied stay, without one, in the same transaction; answers their ids. */
export const deleteSupplier = (db: Database, weddingId: number, id: number) =>
  deleteWithDependents(db, suppliers, weddingId, id, (tx) =>
    tx
      .update(expenses)
      .set({ supplierId: null })
      .where(and(eq(expenses.supplierId, id), eq(expenses.weddingId, weddingId)))
      .returning({ id: expenses.id }),
  );
