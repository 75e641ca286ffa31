import type { Database } from '../server/db/client';
import { createTables } from '../server/modules/tables/service';
import { createTableType } from '../server/modules/tables/table-types';
import { weddings } from '../server/modules/weddings/schema';
import { startBenchApp } from './bench-app';
import { load, type LoadResult } from './me-latency';

const tableCount = 300;
const columns = 20;
const layout = { width: 4000, height: 3000 };
const alignRounds = 40;

/** 300 tables of a type in a grid of 20 columns, as fractions of the hall. */
export const hallGrid = (typeId: number) =>
  Array.from({ length: tableCount }, (_, index) => ({
    number: index + 1,
    seats: 10,
    table_type: typeId,
    x: ((index % columns) + 1) / (columns + 1),
    y: (Math.floor(index / columns) + 1) / (tableCount / columns + 1),
  }));

/** A wedding whose 4000 × 3000 hall holds 300 tables in a grid; answers its id and the tables' ids. */
async function bigHall(db: Database, plannerId: number): Promise<{ weddingId: number; tableIds: number[] }> {
  const [wedding] = await db
    .insert(weddings)
    .values({ name: 'Big hall', date: '2027-06-12', plannerId, layout: 'layouts/bench.png', layoutWidth: layout.width, layoutHeight: layout.height })
    .returning();
  const type = await createTableType(db, wedding!.id, { name: 'Round', shape: 'round', width: 90, height: 90 });
  const tableIds = await createTables(db, wedding!.id, hallGrid(type.id));
  return { weddingId: wedding!.id, tableIds };
}

/** Round trips of an align: every table to one row, alternating between two rows so each call moves them all. */
async function alignTimings(base: string, cookie: string, weddingId: number, tableIds: number[]): Promise<number[]> {
  const timings: number[] = [];
  for (let round = 0; round < alignRounds; round++) {
    const y = round % 2 ? 0.4 : 0.6;
    const startedAt = performance.now();
    const response = await fetch(`${base}/tables/massUpdate`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ wedding_id: weddingId, tables: tableIds.map((id) => ({ id, y })) }),
    });
    if (!response.ok) throw new Error(`massUpdate answered ${response.status}: ${await response.text()}`);
    timings.push(performance.now() - startedAt);
  }
  return timings.sort((a, b) => a - b);
}

/**
 * A big seating plan on PGlite: `GET /tables/index` as the tables page asks for it (one
 * connection) and under a busier office (ten), and the round trip of an align in the layout
 * editor: one `massUpdate` moving all 300 tables.
 */
export async function measureTablesApi(seconds: number): Promise<Array<[string, string, string]>> {
  let hall = { weddingId: 0, tableIds: [] as number[] };
  const app = await startBenchApp('tables', async (db, plannerId) => {
    hall = await bigHall(db, plannerId);
  });
  try {
    const indexUrl = `${app.base}/tables/index?wedding_id=${hall.weddingId}`;
    const indexBytes = (await (await fetch(indexUrl, { headers: { cookie: app.cookie } })).arrayBuffer()).byteLength;
    await load(indexUrl, { cookie: app.cookie }, 2, 1);
    const indexRow = (connections: number, result: LoadResult): [string, string, string] => [
      `GET /api/tables/index, ${tableCount} tables, ${connections} conn., p99`,
      `${result.p99} ms (p50 ${result.p50} ms, ${Math.round(result.requestsPerSecond)} req/s)`,
      '',
    ];
    const rows = [
      indexRow(1, await load(indexUrl, { cookie: app.cookie }, seconds, 1)),
      indexRow(10, await load(indexUrl, { cookie: app.cookie }, seconds, 10)),
    ];
    const timings = await alignTimings(app.base, app.cookie, hall.weddingId, hall.tableIds);
    const percentile = (share: number) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))]!.toFixed(1);
    return [
      ...rows,
      ['GET /api/tables/index answer size', `${(indexBytes / 1024).toFixed(1)} KB`, ''],
      [`PUT /api/tables/massUpdate, align of ${tableCount}, round trip`, `p50 ${percentile(0.5)} ms, p95 ${percentile(0.95)} ms (${alignRounds} calls)`, ''],
    ];
  } finally {
    await app.stop();
  }
}
