import type { Database } from '../server/db/client';
import { expenses, payments, suppliers } from '../server/modules/budget/schema';
import { weddings } from '../server/modules/weddings/schema';
import { startBenchApp } from './bench-app';
import { load } from './me-latency';

type Row = [figure: string, measured: string, budget: string];

export const expenseCount = 1000;
export const paymentCount = 3000;
const supplierCount = 100;
const methods = ['cash', 'credit card', 'transfer', 'check'] as const;

/**
 * A wedding with a big budget: 100 suppliers, 1,000 expenses (every tenth to be decided) and
 * 3,000 payments, three per expense, the last of each scheduled. Answers the wedding's id.
 */
export async function bigBudget(db: Database, plannerId: number): Promise<number> {
  const [wedding] = await db.insert(weddings).values({ name: 'Big budget', date: '2027-06-12', plannerId }).returning();
  const weddingId = wedding!.id;
  const supplierIds = (
    await db
      .insert(suppliers)
      .values(
        Array.from({ length: supplierCount }, (_, index) => ({ weddingId, name: `Supplier ${index}`, phone: '+52 55 5000 0000', clabe: '012180001234567891' })),
      )
      .returning({ id: suppliers.id })
  ).map((row) => row.id);
  const expenseIds = (
    await db
      .insert(expenses)
      .values(
        Array.from({ length: expenseCount }, (_, index) => ({
          weddingId,
          name: `Expense ${index}`,
          amount: index % 10 === 0 ? null : `${1000 + index}.${String(index % 100).padStart(2, '0')}`,
          supplierId: supplierIds[index % supplierCount]!,
          notes: index % 3 === 0 ? 'Confirmed by phone' : null,
        })),
      )
      .returning({ id: expenses.id })
  ).map((row) => row.id);
  await db.insert(payments).values(
    Array.from({ length: paymentCount }, (_, index) => ({
      weddingId,
      expenseId: expenseIds[index % expenseCount]!,
      name: `Expense ${index % expenseCount} [${Math.floor(index / expenseCount) + 1}]`,
      date: `2027-0${1 + (index % 5)}-${String(1 + (index % 28)).padStart(2, '0')}`,
      amount: `${100 + (index % 400)}.${String(index % 100).padStart(2, '0')}`,
      paymentMethod: methods[index % methods.length]!,
      paid: index < 2 * expenseCount,
    })),
  );
  return weddingId;
}

/**
 * The budget's reads on PGlite (issue 26), as ten screens of the office ask at once: the home
 * card's `budget/summary`, and the lists the budget page loads, `expenses/index` and
 * `payments/index`.
 */
export async function measureBudgetApi(seconds: number): Promise<Row[]> {
  let weddingId = 0;
  const app = await startBenchApp('budget', async (db, plannerId) => {
    weddingId = await bigBudget(db, plannerId);
  });
  try {
    const headers = { cookie: app.cookie };
    const rows: Row[] = [];
    for (const path of ['budget/summary', 'expenses/index', 'payments/index']) {
      const url = `${app.base}/${path}?wedding_id=${weddingId}`;
      const answer = await fetch(url, { headers });
      if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
      const bytes = (await answer.arrayBuffer()).byteLength;
      await load(url, headers, 2, 10);
      const result = await load(url, headers, seconds, 10);
      rows.push([
        `GET /api/${path}, ${expenseCount.toLocaleString('en')} expenses, ${paymentCount.toLocaleString('en')} payments, 10 conn., p99`,
        `${result.p99} ms (p50 ${result.p50} ms, ${Math.round(result.requestsPerSecond)} req/s, ${bytes.toLocaleString('en')} bytes, ${result.errors} errors)`,
        '',
      ]);
    }
    return rows;
  } finally {
    await app.stop();
  }
}
