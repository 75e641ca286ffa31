import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { refreshStatistics } from '../server/db/statistics';
import { insertGuests } from '../server/modules/guests/service';
import { createTables } from '../server/modules/tables/service';
import { createTableType } from '../server/modules/tables/table-types';
import { tablesGuests } from '../server/modules/tables/schema';
import { weddings } from '../server/modules/weddings/schema';
import { startBenchApp } from './bench-app';
import type { DoorMeasures, DoorPlan } from './door-tablets';
import { hallGrid } from './tables-api';

type Row = [figure: string, measured: string, budget: string];

const tablets = 10;
const guestCount = 3_000;

/**
 * A wedding of 300 tables of 10 (tables-api's hall) and 3,000 guests `Guest 0` to `Guest 2999`,
 * one seat each: the first `seated` of them ten to a table in order, all outside.
 */
export async function seatedHall(
  db: Database,
  plannerId: number,
  seated = guestCount,
): Promise<{ weddingId: number; seats: Array<{ tableId: number; guestId: number }> }> {
  const [wedding] = await db.insert(weddings).values({ name: 'Door', date: '2027-06-12', plannerId }).returning();
  const weddingId = wedding!.id;
  const type = await createTableType(db, weddingId, { name: 'Round', shape: 'round', width: 90, height: 90 });
  const tableIds = await createTables(db, weddingId, hallGrid(type.id));
  const people = await db.transaction((tx) =>
    insertGuests(
      tx,
      weddingId,
      Array.from({ length: guestCount }, (_, index) => ({
        name: `Guest ${index}`,
        companions: 0,
        category_id: null,
        status_id: 1,
        invitedBy_id: null,
        phone: null,
        comments: null,
      })),
    ),
  );
  const seats = people.slice(0, seated).map((guest, index) => ({ tableId: tableIds[Math.floor(index / 10)]!, guestId: guest.id }));
  await db.insert(tablesGuests).values(seats.map((seat) => ({ weddingId, ...seat })));
  // The planner's statistics as the server's maintenance leaves them within the hour (PGlite
  // runs no autovacuum); the counts of the rows just written reach them at once when asked.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  await refreshStatistics(db);
  return { weddingId, seats };
}

/**
 * The tablets in their own thread (door-tablets.ts), run through tsx as this process is. Resolves
 * with what they measured; `onPhase` hears when they start and stop checking guests in.
 */
function runTablets(plan: DoorPlan, onPhase: (phase: 'started' | 'stopped') => void): Promise<DoorMeasures> {
  const file = new URL('./door-tablets.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(file)}); })`;
  const worker = new Worker(boot, { eval: true, workerData: plan });
  return new Promise((resolve, reject) => {
    worker.on('message', (message: { kind: 'started' | 'stopped' } | { kind: 'measured'; measures: DoorMeasures }) => {
      if (message.kind === 'measured') resolve(message.measures);
      else onPhase(message.kind);
    });
    worker.on('error', reject);
    worker.on('exit', (code) => reject(new Error(`the tablets' thread ended (${code})`)));
  });
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;

/**
 * The door on a busy night, on PGlite: ten tablets, each with its stream open, checking guests
 * in and out as fast as the server answers (each tablet its own guests, in turn, so every call
 * moves a seat). Measures `update_inside` round trips and, on every tablet, the time from a
 * check-in being sent to its event arriving. The tablets run in a thread of their own, as they
 * are other devices at a wedding; the server's thread is measured busy while they check in.
 */
export async function measureSeatingApi(seconds: number): Promise<Row[]> {
  let hall = { weddingId: 0, seats: [] as Array<{ tableId: number; guestId: number }> };
  const app = await startBenchApp('seating', async (db, plannerId) => {
    hall = await seatedHall(db, plannerId);
  });
  let busyAtStart = performance.eventLoopUtilization();
  let busy = busyAtStart;
  let measures: DoorMeasures;
  try {
    const plan = { base: app.base, cookie: app.cookie, weddingId: hall.weddingId, seats: hall.seats, tablets, seconds };
    measures = await runTablets(plan, (phase) => {
      if (phase === 'started') busyAtStart = performance.eventLoopUtilization();
      else busy = performance.eventLoopUtilization(busyAtStart);
    });
  } finally {
    await app.stop();
  }
  const roundTrips = measures.roundTrips.sort((a, b) => a - b);
  const delays = measures.delays.sort((a, b) => a - b);
  const expected = roundTrips.length * tablets;
  return [
    [
      `PUT /api/tables_guests/update_inside, ${guestCount} guests, ${tablets} tablets at once, p99`,
      `${percentile(roundTrips, 0.99).toFixed(1)} ms (p50 ${percentile(roundTrips, 0.5).toFixed(1)} ms, ${Math.round(roundTrips.length / seconds)} req/s, ${measures.errors} errors)`,
      '≤ 100 ms',
    ],
    [`server thread busy per check-in (with its ${tablets} streams)`, `${(busy.active / roundTrips.length).toFixed(1)} ms`, ''],
    [
      `check-in sent → event on each of ${tablets} tablets, p99`,
      `${percentile(delays, 0.99).toFixed(1)} ms (p50 ${percentile(delays, 0.5).toFixed(1)} ms, ${delays.length} of ${expected} heard)`,
      '≤ 1 s',
    ],
  ];
}
