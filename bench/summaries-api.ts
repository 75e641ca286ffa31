import { and, count, eq, max } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { guests } from '../server/modules/guests/schema';
import { insertGuests } from '../server/modules/guests/service';
import { createTables } from '../server/modules/tables/service';
import { tables, tablesGuests, tableTypes } from '../server/modules/tables/schema';
import { weddings } from '../server/modules/weddings/schema';
import { demoPlanner, seedDemo } from '../server/seed/seed';
import { demoTableTypes } from '../server/seed/demo-venue';
import { startBenchApp } from './bench-app';
import { load, type LoadResult } from './me-latency';
import { hallGrid } from './tables-api';

type Row = [figure: string, measured: string, budget: string];

export const guestCount = 5000;
export const tableCount = 300;
/** Seats taken at each table the demo wedding grows by: most tables partly filled, as a week before the day. */
const seatedPerNewTable = 8;

/**
 * The demo wedding (seeded as `npm start` seeds it: its plan, its checklist from the template,
 * about 150 guests at 30 tables) grown to 5,000 guests and 300 tables, the new tables laid out
 * as the tables bench lays them out and mostly filled. Answers the wedding's id.
 */
export async function grownDemoWedding(db: Database): Promise<number> {
  await seedDemo(db);
  const [wedding] = await db.select({ id: weddings.id }).from(weddings).where(eq(weddings.name, 'Sofía & Mateo'));
  const weddingId = wedding!.id;
  const [guestsNow] = await db.select({ total: count() }).from(guests).where(eq(guests.weddingId, weddingId));
  const added = await db.transaction((tx) =>
    insertGuests(
      tx,
      weddingId,
      Array.from({ length: guestCount - guestsNow!.total }, (_, index) => ({
        name: `Guest ${index} Ibáñez`,
        companions: index % 3,
        category_id: null,
        status_id: (index % 3) + 1,
        invitedBy_id: null,
        phone: null,
        comments: null,
      })),
    ),
  );
  const [round] = await db
    .select({ id: tableTypes.id })
    .from(tableTypes)
    .where(and(eq(tableTypes.weddingId, weddingId), eq(tableTypes.name, demoTableTypes.round.name)));
  const [tablesNow] = await db
    .select({ last: max(tables.number) })
    .from(tables)
    .where(eq(tables.weddingId, weddingId));
  const newTables = hallGrid(round!.id).slice(tablesNow!.last ?? 0, tableCount);
  const tableIds = await createTables(db, weddingId, newTables);
  await db
    .insert(tablesGuests)
    .values(
      added
        .slice(0, tableIds.length * seatedPerNewTable)
        .map((guest, index) => ({ weddingId, tableId: tableIds[Math.floor(index / seatedPerNewTable)]!, guestId: guest.id })),
    );
  return weddingId;
}

/** The demo planner's session cookie (`name=value`): the grown wedding is theirs. */
export async function demoPlannerCookie(base: string): Promise<string> {
  const signIn = await fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demoPlanner) });
  if (!signIn.ok) throw new Error(`the demo planner could not sign in: ${signIn.status}`);
  return signIn.headers.get('set-cookie')!.split(';')[0]!;
}

/**
 * The home cards' calls (issue 25): every `GET /{module}/summary` of the grown demo wedding at 10
 * connections, as its planner asks when Home opens on ten screens at once.
 */
export async function measureSummariesApi(seconds: number): Promise<Row[]> {
  let weddingId = 0;
  const app = await startBenchApp('summaries', async (db) => {
    weddingId = await grownDemoWedding(db);
  });
  try {
    const planner = { cookie: await demoPlannerCookie(app.base) };
    const rows: Row[] = [];
    for (const module of ['guests', 'tables', 'checklist', 'budget', 'ideas'] as const) {
      const url = `${app.base}/${module}/summary?wedding_id=${weddingId}`;
      const answer = await (await fetch(url, { headers: planner })).json();
      await load(url, planner, 2, 10);
      const result: LoadResult = await load(url, planner, seconds, 10);
      rows.push([
        `GET /api/${module}/summary, ${guestCount.toLocaleString('en')} guests, ${tableCount} tables, 10 conn., p99`,
        `${result.p99} ms (p50 ${result.p50} ms, ${Math.round(result.requestsPerSecond)} req/s, ${result.errors} errors)`,
        '',
      ]);
      console.log(`${module}/summary answers ${JSON.stringify(answer.data).slice(0, 160)}`);
    }
    return rows;
  } finally {
    await app.stop();
  }
}
