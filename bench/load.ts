import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { tablesGuests } from '../server/modules/tables/schema';
import { demoPlanner, seedBrands } from '../server/seed/seed';
import { load, type LoadResult } from './me-latency';
import { benchPostgres } from './postgres';
import { grownDemoWedding } from './summaries-api';
import { freePort } from '../tests/support/server-process';
import { startServerProcess } from './support';

type Row = [figure: string, measured: string, budget: string];
interface Seat {
  tableId: number;
  guestId: number;
}
interface Grown {
  weddingId: number;
  seats: Seat[];
}

const readers = 50;
const tablets = 20;
/** What a browser sends with every call: it reads brotli and gzip. */
const browserEncodings = 'gzip, deflate, br, zstd';

/** The demo wedding grown to 5,000 guests and 300 tables (summaries-api.ts), and its seats. */
async function fill(db: Database): Promise<Grown> {
  await seedBrands(db);
  const weddingId = await grownDemoWedding(db);
  const seats = await db
    .select({ tableId: tablesGuests.tableId, guestId: tablesGuests.guestId })
    .from(tablesGuests)
    .where(eq(tablesGuests.weddingId, weddingId));
  return { weddingId, seats };
}

/** One server as `npm start` runs it (no SPA to build or serve), on PGlite in `dataDir` or on `databaseUrl`. */
interface Server {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

async function serverProcess(database: { DATA_DIR: string } | { DATABASE_URL: string }): Promise<Server> {
  const port = await freePort();
  const staticDir = mkdtempSync(join(tmpdir(), 'wp-bench-load-static-'));
  const env = { PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: staticDir, LOG_LEVEL: 'silent', SEED_DEMO: '0', LOGIN_MAX_PER_EMAIL: '1000', ...database };
  const server = await startServerProcess([process.execPath, 'scripts/start.mjs'], env, `http://127.0.0.1:${port}/healthz`);
  return {
    base: `http://127.0.0.1:${port}/api`,
    pid: server.child.pid!,
    stop: () => server.stop().finally(() => rmSync(staticDir, { recursive: true, force: true })),
  };
}

/** The busiest reads of a wedding: the two lists (kept by the browser, so also revalidated) and Home's five cards. */
const reads = [
  { path: '/guests/index', revalidates: true },
  { path: '/tables_guests/index', revalidates: true },
  ...['guests', 'tables', 'checklist', 'budget', 'ideas'].map((module) => ({ path: `/${module}/summary`, revalidates: false })),
];

/** The CPU time a process has used so far, in ms (Linux's /proc; 0 elsewhere). */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of the line (11 and 12 after the name), in ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * Each read at 50 connections dealt among `servers` (one URL per server), as a browser sends it:
 * the planner's session cookie and the encodings it reads; the two lists also revalidated
 * (If-None-Match of the tag the browser kept: the SPA's fetch goes through its HTTP cache,
 * which sends it by itself). Then `update_inside` from 20 tablets at once, each call moving a
 * seat in or out. Beside each figure: the servers' CPU per request (what the load average cannot
 * blur) and the load average when the run ended.
 */
async function measureOn(label: string, servers: Server[], grown: Grown, seconds: number, budget: string): Promise<Row[]> {
  const bases = servers.map((server) => server.base);
  const signIn = await fetch(`${bases[0]}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demoPlanner) });
  if (!signIn.ok) throw new Error(`the demo planner could not sign in: ${signIn.status} ${await signIn.text()}`);
  const browser = { cookie: signIn.headers.get('set-cookie')!.split(';')[0]!, 'accept-encoding': browserEncodings };
  const urlsOf = (path: string) => bases.map((base) => `${base}${path}?wedding_id=${grown.weddingId}`);
  const measured = async (name: string, run: () => Promise<LoadResult>, budgeted = budget): Promise<Row> => {
    const cpuBefore = servers.reduce((sum, server) => sum + cpuMs(server.pid), 0);
    const result = await run();
    const cpu = servers.reduce((sum, server) => sum + cpuMs(server.pid), 0) - cpuBefore;
    const perRequest = `${(cpu / Math.max(1, result.requests)).toFixed(2)} ms CPU/req`;
    return [
      `${label}: ${name}`,
      `${result.p99} ms (p50 ${result.p50} ms, ${Math.round(result.requestsPerSecond)} req/s, ${result.errors} errors, ${perRequest}, load ${loadavg()[0]!.toFixed(1)})`,
      budgeted,
    ];
  };
  // The servers have just started: every read once under load first, so that none is measured cold.
  for (const { path } of reads) await load(urlsOf(path), browser, 2, readers);
  const rows: Row[] = [];
  for (const { path, revalidates } of reads) {
    const urls = urlsOf(path);
    const first = await fetch(urls[0]!, { headers: browser });
    if (first.status !== 200) throw new Error(`${path} answered ${first.status}: ${await first.text()}`);
    rows.push(await measured(`GET /api${path}, ${readers} conn., p99`, () => load(urls, browser, seconds, readers)));
    if (!revalidates) continue;
    const tag = first.headers.get('etag');
    if (!tag) throw new Error(`${path} sent no ETag`);
    rows.push(await measured('  the same, revalidated (304)', () => load(urls, { ...browser, 'if-none-match': tag }, seconds, readers, 304)));
  }

  let sent = 0;
  const checkIn = {
    method: 'PUT' as const,
    path: new URL(`${bases[0]}/tables_guests/update_inside`).pathname,
    headers: { ...browser, 'content-type': 'application/json' },
    setupRequest: (request: object) => {
      const seat = grown.seats[sent % grown.seats.length]!;
      const isInside = Math.floor(sent / grown.seats.length) % 2 === 0;
      sent++;
      return { ...request, body: JSON.stringify({ wedding_id: grown.weddingId, table_id: seat.tableId, guest_id: seat.guestId, is_inside: isInside }) };
    },
  };
  const writes = bases.map((base) => `${base}/tables_guests/update_inside`);
  rows.push(await measured(`PUT /api/tables_guests/update_inside, ${tablets} tablets, p99`, () => load(writes, browser, seconds, tablets, 200, [checkIn]), ''));
  return rows;
}

/** On PGlite: one server on the grown demo wedding. */
async function onPglite(seconds: number): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wp-bench-load-'));
  // Where the server keeps its database in DATA_DIR.
  const database = await openDatabase({ dataDir: loadConfig({ DATA_DIR: dataDir }).dataDir });
  const grown = await fill(database.db);
  await database.close();
  const server = await serverProcess({ DATA_DIR: dataDir });
  try {
    return await measureOn('PGlite, 1 server', [server], grown, seconds, '≤ 100 ms');
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** On PostgreSQL (bench/postgres.ts): two servers on one database, the connections split between them. */
async function onPostgres(seconds: number): Promise<Row[]> {
  const postgres = benchPostgres();
  if (!postgres) return [['PostgreSQL, 2 servers', 'skipped: no PostgreSQL installed and no BENCH_DATABASE_URL', '']];
  const name = 'wp_bench_load';
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(postgres.url);
  url.pathname = `/${name}`;
  const servers: Server[] = [];
  try {
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
    const grown = await fill(database.db);
    await database.close();
    // One after the other: the first migrates and seeds, as the README's two-server recipe says.
    for (let index = 0; index < 2; index++) servers.push(await serverProcess({ DATABASE_URL: url.toString() }));
    return await measureOn('PostgreSQL, 2 servers', servers, grown, seconds, '');
  } finally {
    for (const server of servers) await server.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    postgres.stop();
  }
}

/**
 * Issue 28's load figures: the busiest reads of the demo wedding grown to 5,000 guests and 300
 * tables at 50 connections and `update_inside` at 20, on PGlite (one server) and on PostgreSQL
 * with two servers. The servers run as their own processes, as in production; this process
 * sends the load. `load` is the 1-minute load average when each run ended, on a machine of
 * `cpus().length` cores. BENCH_LOAD_ON=pglite (or postgres) runs one of the two.
 */
export async function measureLoad(seconds: number): Promise<Row[]> {
  const on = (process.env.BENCH_LOAD_ON ?? 'pglite,postgres').split(',');
  const rows = [...(on.includes('pglite') ? await onPglite(seconds) : []), ...(on.includes('postgres') ? await onPostgres(seconds) : [])];
  return [...rows, ['cores', `${cpus().length}`, '']];
}

/** `npx tsx bench/load.ts`: these figures alone. */
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, value, budget] of await measureLoad(Number(process.env.BENCH_SECONDS ?? 10))) console.log(`${name.padEnd(70)}${value.padEnd(70)}${budget}`);
}
