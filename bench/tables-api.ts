import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { personTypes } from '../contract/person';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { createMailer } from '../server/mail/mailer';
import { hashPassword } from '../server/modules/auth/secrets';
import { createTables } from '../server/modules/tables/service';
import { createTableType } from '../server/modules/tables/table-types';
import { persons } from '../server/modules/users/schema';
import { weddings } from '../server/modules/weddings/schema';
import { seedBrands } from '../server/seed/seed';
import { load } from './me-latency';

const tableCount = 300;
const layout = { width: 4000, height: 3000 };
const alignRounds = 40;

/**
 * A big seating plan: 300 tables on a 4000 × 3000 layout, on PGlite. `GET /tables/index` as the
 * tables page asks for it (one connection) and under a busier office (ten), and the round trip
 * of an align in the layout editor: one `massUpdate` moving all 300 tables.
 */
export async function measureTablesApi(seconds: number): Promise<Array<[string, string, string]>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wp-bench-tables-'));
  const database = await openDatabase({ dataDir });
  await seedBrands(database.db);
  const [planner] = await database.db
    .insert(persons)
    .values({
      typeId: personTypes.Planner,
      firstName: 'Bench',
      lastName: 'Planner',
      email: 'tables@bench.local',
      status: 'active',
      passwordHash: await hashPassword('bench-password'),
    })
    .returning();
  const [wedding] = await database.db
    .insert(weddings)
    .values({
      name: 'Big hall',
      date: '2027-06-12',
      plannerId: planner!.id,
      layout: 'layouts/bench.png',
      layoutWidth: layout.width,
      layoutHeight: layout.height,
    })
    .returning();
  const weddingId = wedding!.id;
  const type = await createTableType(database.db, weddingId, { name: 'Round', shape: 'round', width: 90, height: 90 });
  const columns = 20;
  const ids = await createTables(
    database.db,
    weddingId,
    Array.from({ length: tableCount }, (_, index) => ({
      number: index + 1,
      seats: 10,
      table_type: type.id,
      x: ((index % columns) + 1) / (columns + 1),
      y: (Math.floor(index / columns) + 1) / (tableCount / columns + 1),
    })),
  );

  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), dataDir, staticDir: null, mailDir: null, storageDir: join(dataDir, 'storage') };
  const app = await buildApp({ db: database.db, mailer: createMailer({ from: 'bench', mailDir: null }), config });
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.server.address() as { port: number }).port}/api`;
  try {
    const signIn = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'tables@bench.local', password: 'bench-password' }),
    });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const indexUrl = `${base}/tables/index?wedding_id=${weddingId}`;
    const indexBytes = (await (await fetch(indexUrl, { headers: { cookie } })).arrayBuffer()).byteLength;
    await load(indexUrl, { cookie }, 2, 1);
    const single = await load(indexUrl, { cookie }, seconds, 1);
    const busy = await load(indexUrl, { cookie }, seconds, 10);

    // An align: every table to one row, alternating between two rows so each call changes them all.
    const timings: number[] = [];
    for (let round = 0; round < alignRounds; round++) {
      const y = round % 2 ? 0.4 : 0.6;
      const startedAt = performance.now();
      const response = await fetch(`${base}/tables/massUpdate`, {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ wedding_id: weddingId, tables: ids.map((id) => ({ id, y })) }),
      });
      if (!response.ok) throw new Error(`massUpdate answered ${response.status}: ${await response.text()}`);
      timings.push(performance.now() - startedAt);
    }
    timings.sort((a, b) => a - b);
    const percentile = (share: number) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))]!.toFixed(1);

    const indexRow = (connections: number, result: typeof single): [string, string, string] => [
      `GET /api/tables/index, ${tableCount} tables, ${connections} conn., p99`,
      `${result.p99} ms (p50 ${result.p50} ms, ${Math.round(result.requestsPerSecond)} req/s)`,
      '',
    ];
    return [
      indexRow(1, single),
      indexRow(10, busy),
      [`GET /api/tables/index answer size`, `${(indexBytes / 1024).toFixed(1)} KB`, ''],
      [`PUT /api/tables/massUpdate, align of ${tableCount}, round trip`, `p50 ${percentile(0.5)} ms, p95 ${percentile(0.95)} ms (${alignRounds} calls)`, ''],
    ];
  } finally {
    await app.server.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
