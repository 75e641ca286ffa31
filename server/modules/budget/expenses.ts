import { eq } from 'drizzle-orm';
import type { Expense } from '../../../contract/budget';
import type { Database } from '../../db/client';
import { deleteWithDependents, insertRow, updateRow } from './rows';
import { expenses, payments } from './schema';

export interface ExpenseFields {
  name: string;
  /** A canonical decimal string (contract/budget.ts), or null: to be decided. */
  amount: string | null;
  supplier_id: number | null;
  notes: string | null;
}

const toColumns = (fields: Partial<ExpenseFields>) => ({
  name: fields.name,
  amount: fields.amount,
  supplierId: fields.supplier_id,
  notes: fields.notes,
});

/** A new expense; a supplier of another wedding is refused by the foreign key (schema.ts). */
export const createExpense = (db: Database, weddingId: number, fields: ExpenseFields): Promise<Expense> =>
  insertRow(db, 'expenses', { weddingId, ...toColumns(fields), name: fields.name });

/** Changes the fields given (null clears); the expense and any supplier named must be the wedding's. */
export const updateExpense = (db: Database, weddingId: number, id: number, changes: Partial<ExpenseFields>): Promise<Expense> =>
  updateRow(db, 'expenses', weddingId, id, toColumns(changes));

/** Deletes an expense and, in the same transaction, its payments; answers the payments' ids. */
export const deleteExpense = (db: Database, weddingId: number, id: number) =>
  deleteWithDependents(
    db,
    expenses,
    weddingId,
    id,
    (tx) => tx.delete(payments).where(eq(payments.expenseId, id)).returning({ id: payments.id }),
    async (_, paymentIds) => [
      { kind: 'expenses.deleted', ids: [id] },
      ...(paymentIds.length > 0 ? [{ kind: 'payments.deleted' as const, ids: paymentIds }] : []),
    ],
  );
