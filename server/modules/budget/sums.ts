import { sql, type SQL } from 'drizzle-orm';
import type { BudgetSummary } from '../../../contract/budget';
import type { Executor } from '../../db/client';
import { expenses, payments } from './schema';

/** A sum of amounts as the wire writes it, `"1234.50"` (`"0.00"` for none): exact decimals, summed by the database. */
const totalOf = (table: typeof expenses | typeof payments, where: SQL) =>
  sql`(select coalesce(sum(${table.amount}), 0)::numeric(20, 2)::text from ${table} where ${where})`;

const paidOf = (weddingId: number) => sql`${payments.weddingId} = ${weddingId} and ${payments.paid}`;

/**
 * The home card's totals: every expense's amount (one to be decided counts as 0) and every
 * payment made (a scheduled one counts once it is paid).
 */
export async function budgetSummary(db: Executor, weddingId: number): Promise<BudgetSummary> {
  const result = await db.execute(
    sql`select ${totalOf(expenses, sql`${expenses.weddingId} = ${weddingId}`)} as expenses, ${totalOf(payments, paidOf(weddingId))} as payments`,
  );
  return result.rows[0] as BudgetSummary;
}

/** What has been paid against each expense that has a payment made, by expense id. */
export async function paidByExpense(db: Executor, weddingId: number): Promise<Map<number, string>> {
  const result = await db.execute(
    sql`select ${payments.expenseId} as expense_id, sum(${payments.amount})::text as paid from ${payments} where ${paidOf(weddingId)} group by ${payments.expenseId}`,
  );
  return new Map((result.rows as Array<{ expense_id: number; paid: string }>).map((row) => [row.expense_id, row.paid]));
}
