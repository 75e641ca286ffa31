import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Expense, Payment, Supplier } from '../../../contract/budget';
import type { LiveChange } from '../../../contract/live-events';
import type { Database, Executor, Transaction } from '../../db/client';
import { databaseErrorOf } from '../../db/errors';
import { jsonList, jsonListText } from '../../db/json-list';
import { rowsOf, versionOf } from '../../db/row-versions';
import { DomainError, notFound } from '../../shared/domain-error';
import { publish } from '../events/outbox';
import { isAnyOf } from '../tables/id-lists';
import { expenses, payments, suppliers } from './schema';

/**
 * Each table's rows in their wire shape, written once: the lists and the row a write answers
 * read them alike. Amounts leave as text (`"1234.50"`): a numeric in JSON would be read back
 * as a binary float.
 */
const expenseRows = sql`select ${expenses.id}, ${expenses.weddingId} as wedding_id, ${expenses.name}, ${expenses.amount}::text as amount,
    ${expenses.supplierId} as supplier_id, ${expenses.notes} from ${expenses}`;
const paymentRows = sql`select ${payments.id}, ${payments.weddingId} as wedding_id, ${payments.expenseId} as expense_id, ${payments.name},
    ${payments.date}::text as date, ${payments.amount}::text as amount, ${payments.paymentMethod} as payment_method, ${payments.paid} from ${payments}`;
const supplierRows = sql`select ${suppliers.id}, ${suppliers.weddingId} as wedding_id, ${suppliers.name}, ${suppliers.phone}, ${suppliers.bank},
    ${suppliers.bankAccount} as bank_account, ${suppliers.clabe} from ${suppliers}`;

const byName = sql`lower(item.name), item.id`;
const byDate = sql`item.date, item.id`;

interface Lists {
  expenses: Expense;
  payments: Payment;
  suppliers: Supplier;
}

const tables = { expenses, payments, suppliers };
type Tables = typeof tables;

const lists: Record<keyof Lists, { rows: SQL; order: SQL }> = {
  expenses: { rows: expenseRows, order: byName },
  payments: { rows: paymentRows, order: byDate },
  suppliers: { rows: supplierRows, order: byName },
};

export type BudgetList = keyof Lists;

/** A wedding's list as JSON text the database writes, sent as it is (its shape: tests/server/budget/budget.test.ts). */
export function listJson(db: Executor, list: BudgetList, weddingId: number): Promise<string> {
  const { rows, order } = lists[list];
  return jsonListText(db, sql`${rows} where ${tables[list].weddingId} = ${weddingId}`, order);
}

/** What a list is read from, as one version (server/db/row-versions.ts): any change of its rows changes it. */
export function listVersion(db: Executor, list: BudgetList, weddingId: number): Promise<string> {
  const table = tables[list];
  return versionOf(db, rowsOf(table, table.id, eq(table.weddingId, weddingId)));
}

/** The change other screens hear when rows of a list are written (contract/live-events.ts). */
const savedRows: { [List in BudgetList]: (rows: Array<Lists[List]>) => LiveChange } = {
  expenses: (rows) => ({ kind: 'expenses.saved', expenses: rows }),
  payments: (rows) => ({ kind: 'payments.saved', payments: rows }),
  suppliers: (rows) => ({ kind: 'suppliers.saved', suppliers: rows }),
};

/** Rows of a list by id, in their wire shape. */
export const rowsWithIds = <List extends BudgetList>(tx: Executor, list: List, ids: number[]): Promise<Array<Lists[List]>> =>
  jsonList<Lists[List]>(tx, sql`${lists[list].rows} where ${isAnyOf(tables[list].id, ids)}`, sql`item.id`);

/** Tells the wedding's other screens about `rows`, written in `tx` (a rollback tells nobody). */
export const announceSaved = <List extends BudgetList>(tx: Executor, list: List, weddingId: number, rows: Array<Lists[List]>) =>
  publish(tx, weddingId, [savedRows[list](rows)]);

export const listOf = async <List extends BudgetList>(db: Executor, list: List, weddingId: number): Promise<Array<Lists[List]>> =>
  JSON.parse(await listJson(db, list, weddingId)) as Array<Lists[List]>;

/** The foreign keys that tie a row to another of its own wedding (schema.ts), and the field each checks. */
const sameWeddingKeys: Record<string, string> = { expenses_supplier_fk: 'supplier_id', payments_expense_fk: 'expense_id' };

/**
 * A write and the row it answers, in one transaction: the answer is the row as written, even
 * when another call deletes it a moment later (a payment's expense waits for the payment to
 * commit, then takes it along and names it), and the wedding's other screens hear it only if
 * it commits. `write` answers the id it wrote, or refuses.
 *
 * The foreign keys decide whether an expense or supplier the write names is one of the
 * wedding's: one that is not (another wedding's, or nobody's) is `not_found`, as a missing id
 * is everywhere, naming the field (`{ expense_id: ['not_found'] }`: the screen can say the
 * expense is gone, not the payment), and nothing changes.
 */
async function writeRow<List extends BudgetList>(db: Database, list: List, write: (tx: Transaction) => Promise<number>): Promise<Lists[List]> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await rowsWithIds(tx, list, [await write(tx)]);
      await announceSaved(tx, list, row!.wedding_id, [row!]);
      return row!;
    });
  } catch (error) {
    const failure = databaseErrorOf(error);
    const field = failure?.code === '23503' ? sameWeddingKeys[failure.constraint ?? ''] : undefined;
    if (field) throw new DomainError('not_found', { [field]: ['not_found'] });
    throw error;
  }
}

/** A new row of the wedding, as `writeRow` answers it. */
export const insertRow = <List extends BudgetList>(db: Database, list: List, values: PgInsertValue<Tables[List]>) =>
  writeRow(db, list, async (tx) => {
    const [created] = await tx.insert(tables[list]).values(values).returning({ id: tables[list].id });
    return created!.id;
  });

/** Changes a row of the wedding (any other, or none, is `not_found`), as `writeRow` answers it. */
export const updateRow = <List extends BudgetList>(db: Database, list: List, weddingId: number, id: number, changes: PgUpdateSetSource<Tables[List]>) =>
  writeRow(db, list, async (tx) => {
    const table = tables[list];
    const [updated] = await tx
      .update(table)
      .set(changes)
      .where(and(eq(table.id, id), eq(table.weddingId, weddingId)))
      .returning({ id: table.id });
    if (!updated) throw notFound();
    return updated.id;
  });

/**
 * Deletes an expense or a supplier of the wedding in one transaction with what goes along
 * (`alongside`: its payments deleted, or its expenses detached), answering those rows' ids,
 * and tells the wedding's other screens (`announce`, given those ids) before it commits.
 * The row is locked first: a write naming it meanwhile waits, then finds it gone
 * (`not_found`), so nothing is taken along without being named in the answer.
 */
export function deleteWithDependents(
  db: Database,
  table: typeof expenses | typeof suppliers,
  weddingId: number,
  id: number,
  alongside: (tx: Transaction) => Promise<Array<{ id: number }>>,
  announce: (tx: Transaction, dependentIds: number[]) => Promise<LiveChange[]>,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.weddingId, weddingId)))
      .for('update');
    if (!row) throw notFound();
    const dependentIds = (await alongside(tx)).map((dependent) => dependent.id).sort((a, b) => a - b);
    await tx.delete(table).where(eq(table.id, id));
    await publish(tx, weddingId, await announce(tx, dependentIds));
    return dependentIds;
  });
}
