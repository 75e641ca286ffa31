import { and, eq, sql } from 'drizzle-orm';
import type { Payment, PaymentMethod } from '../../../contract/budget';
import type { Database } from '../../db/client';
import { notFound } from '../../shared/domain-error';
import { publish } from '../events/outbox';
import { insertRow, updateRow } from './rows';
import { payments } from './schema';

export interface PaymentFields {
  expense_id: number;
  name: string;
  date: string;
  /** A canonical decimal string (contract/budget.ts). */
  amount: string;
  payment_method: PaymentMethod;
  paid: boolean;
}

/**
 * Records a payment against one of the wedding's expenses (the foreign key on the expense and
 * its wedding refuses any other). One insert, nothing read first: payments recorded at the same
 * moment on one expense are each kept, and the totals are summed from the rows.
 */
export const createPayment = (db: Database, weddingId: number, fields: PaymentFields): Promise<Payment> =>
  insertRow(db, 'payments', {
    weddingId,
    expenseId: fields.expense_id,
    name: fields.name,
    date: fields.date,
    amount: fields.amount,
    paymentMethod: fields.payment_method,
    paid: fields.paid,
  });

/**
 * A scheduled payment made on `date`. One already paid keeps its day: two screens marking it
 * at once record it once, on the first one's day.
 */
export const payPayment = (db: Database, weddingId: number, id: number, date: string): Promise<Payment> =>
  updateRow(db, 'payments', weddingId, id, { paid: true, date: sql`case when ${payments.paid} then ${payments.date} else ${date}::date end` });

/** Deletes a payment of the wedding, and tells the wedding's other screens in the same transaction. */
export function deletePayment(db: Database, weddingId: number, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(payments)
      .where(and(eq(payments.id, id), eq(payments.weddingId, weddingId)))
      .returning({ id: payments.id });
    if (deleted.length === 0) throw notFound();
    await publish(tx, weddingId, [{ kind: 'payments.deleted', ids: [id] }]);
  });
}
