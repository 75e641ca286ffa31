// `npm run bench`: the speed figures the issues name, measured on this machine, in parts:
//   server       first load of /login: JS and CSS as sent on the wire (budget 150 KB / 30 KB);
//                GET /api/me with a session at 50 connections: p99 (budget 10 ms) and throughput
//                vs bare Fastify; `npm start` to the first served page with an existing database
//                (budget 5 s); Lighthouse's mobile run on /login, /weddings and a wedding's plan
//                (performance ≥ 90, LCP ≤ 2.5 s)
//   lists        the weddings and users lists of a planner with 500 of each: p99 (budget 20 ms)
//   api          the session check and a wedding's plan at 10 connections, and what route()'s
//                output check costs
//   spa-plan     the plan (50 × 40) and checklist (500 items) pages in Chromium (budgets 100 ms / 50 ms)
//   spa-tables   300 tables on a 4000 × 3000 layout in Chromium: data → plan painted, frame times
//                while dragging and zooming, an align
//   spa-guests   the guests page of 5,000 in Chromium: navigation → list painted (budget 1,000 ms),
//                data and code → list painted (400 ms), a name filter keystroke (33 ms median, 50 ms
//                p95), the longest task while scrolling (50 ms), five-level statistics (100 ms)
//   spa-ideas    the idea board of 500 in Chromium: data and code → board painted (budget 400 ms),
//                the longest task while scrolling (50 ms); ideas/link_preview of a local page, p99
//   tables-api   tables/index latency and a 300-table massUpdate (an align)
//   guests-api   the list of 5,000 at 10 connections (budget p99 ≤ 250 ms), its bytes on the wire,
//                import of 10,000 rows (≤ 5 s), export of 5,000 (≤ 2 s)
//   summaries    the home cards' summaries (guests, tables, checklist, budget, ideas) of the demo
//                wedding grown to 5,000 guests and 300 tables, at 10 connections
//   spa-home     Home of that wedding in Chromium from cold: data and code → the five cards painted
//                (budget 400 ms), navigation → painted, main-thread CPU
//   spa-seating  300 tables and 3,000 guests in Chromium: frame times while dragging a guest onto a
//                table (p95 ≤ 20 ms), drop → settled (100 ms), tick and choose a table → shown
//                (100 ms), a hostess filter keystroke (33 ms median), one tablet's check-in → the
//                other tablet's screen (p99 ≤ 1 s)
//   seating-api  300 tables and 3,000 guests: update_inside from 10 tablets at once, run in a
//                thread of their own (budget p99 ≤ 100 ms), and a check-in → its live event on
//                every tablet (budget p99 ≤ 1 s)
//   budget-api   budget/summary, expenses/index and payments/index of a wedding with 1,000
//                expenses and 3,000 payments, at 10 connections
//   spa-budget   the budget page of that wedding in Chromium: data and code → expenses painted
//                (400 ms), an expenses search keystroke (33 ms median)
//   load         the demo wedding grown to 5,000 guests and 300 tables, served as `npm start` serves
//                it: guests/index, tables_guests/index (fresh and revalidated) and Home's five
//                summaries at 50 connections (budget p99 ≤ 100 ms on PGlite), update_inside from 20
//                tablets; on PGlite (one server), then on PostgreSQL with two servers sharing the
//                connections (a PostgreSQL started here as CI starts one, or BENCH_DATABASE_URL)
// BENCH_ONLY=guests-api,lists runs only those parts; BENCH_PORT (4399) is where `server` starts
// the app; BENCH_SECONDS (10) is how long each load lasts.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { measureLoginBundle } from './bundle-size';
import { measureLighthouse } from './lighthouse';
import { measureLists } from './lists';
import { measureLoad } from './load';
import { measureApiThroughput } from './api-throughput';
import { measureBudgetApi } from './budget-api';
import { measureGuestsApi } from './guests-api';
import { measureSummariesApi } from './summaries-api';
import { measureSeatingApi } from './seating-api';
import { measureSpaPlanChecklist } from './spa-plan-checklist';
import { measureSpaTables } from './spa-tables';
import { measureSpaBudget } from './spa-budget';
import { measureSpaGuests } from './spa-guests';
import { measureSpaHome } from './spa-home';
import { measureSpaIdeas } from './spa-ideas';
import { measureSpaSeating } from './spa-seating';
import { measureTablesApi } from './tables-api';
import { load, loadBareFastify } from './me-latency';
import { formatKb, startServerProcess } from './support';

type Row = [figure: string, measured: string, budget: string];

const port = Number(process.env.BENCH_PORT ?? 4399);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

/** The app as `npm start` runs it, on a fresh data directory with the demo data. */
async function measureServer(): Promise<Row[]> {
  const rows: Row[] = [];
  const baseUrl = `http://localhost:${port}`;
  const dataDir = `.tmp/bench-data-${port}`;
  const admin = { email: 'bench@bench.local', password: 'bench-password' };
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_URL: baseUrl,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOGIN_MAX_PER_EMAIL: '1000',
  };
  rmSync(dataDir, { recursive: true, force: true });
  // First start creates and seeds the database; the timed start below reuses it.
  const first = await startServerProcess([process.execPath, 'scripts/start.mjs'], env, `${baseUrl}/login`);
  await first.stop();
  const server = await startServerProcess([process.execPath, 'scripts/start.mjs'], env, `${baseUrl}/login`);
  rows.push(['npm start → first page (existing database)', `${(server.readyAfterMs / 1000).toFixed(2)} s`, '≤ 5 s']);
  try {
    const bundle = await measureLoginBundle(baseUrl);
    rows.push(['/login first load, JavaScript (on the wire)', formatKb(bundle.js), '≤ 150 KB']);
    rows.push(['/login first load, CSS (on the wire)', formatKb(bundle.css), '≤ 30 KB']);
    console.log(`files of the first load:\n  ${bundle.files.join('\n  ')}`);

    const signIn = await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const meBody = await (await fetch(`${baseUrl}/api/me`, { headers: { cookie } })).json();

    await load(`${baseUrl}/api/me`, { cookie }, 2); // warm-up
    const me = await load(`${baseUrl}/api/me`, { cookie }, seconds);
    const bare = await loadBareFastify(meBody, seconds);
    rows.push(['GET /api/me p99 at 50 connections', `${me.p99} ms (p50 ${me.p50} ms, ${me.errors} errors)`, '≤ 10 ms']);
    rows.push(['GET /api/me throughput', `${Math.round(me.requestsPerSecond)} req/s`, '']);
    rows.push(['bare Fastify, same JSON', `${Math.round(bare.requestsPerSecond)} req/s (p99 ${bare.p99} ms)`, '']);
    rows.push(['/api/me ÷ bare Fastify', `${((me.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(0)} %`, '']);

    // The demo data of the first start: the demo planner's weddings and plan.
    rows.push(...(await measureLighthouse(baseUrl)));
  } finally {
    await server.stop();
  }
  return rows;
}

async function listRows(): Promise<Row[]> {
  const lists = await measureLists(seconds);
  return (
    [
      ['weddings', 'GET /api/weddings, 500 weddings'],
      ['users', 'GET /api/persons/index, 500 users'],
    ] as const
  ).flatMap(([name, path]) =>
    ([1, 10] as const).map((connections): Row => {
      const result = lists[name][connections];
      return [
        `${path}, ${connections} conn., p99`,
        `${result.p99} ms (p50 ${result.p50} ms, ${Math.round(result.requestsPerSecond)} req/s)`,
        connections === 1 ? '≤ 20 ms' : '',
      ];
    }),
  );
}

async function apiRows(): Promise<Row[]> {
  const api = await measureApiThroughput(seconds);
  return [
    ...(
      [
        ['GET /api/me, 10 conn.', api.me],
        ['GET /api/plan_elements/index (planner), 10 conn.', api.planAsOwner],
        ['GET /api/plan_elements/index (spouse), 10 conn.', api.planAsMember],
      ] as const
    ).map(([name, result]): Row => [name, `${Math.round(result.requestsPerSecond)} req/s (p99 ${result.p99} ms)`, '']),
    ["route()'s output check of the plan answer", `${api.outputCheckMicros.toFixed(1)} µs per call`, ''],
  ];
}

const parts: Record<string, () => Promise<Row[]>> = {
  server: measureServer,
  lists: listRows,
  api: apiRows,
  'spa-plan': () => measureSpaPlanChecklist(),
  'spa-tables': () => measureSpaTables(),
  'spa-guests': () => measureSpaGuests(),
  'spa-ideas': () => measureSpaIdeas(seconds),
  'spa-seating': () => measureSpaSeating(),
  'tables-api': () => measureTablesApi(seconds),
  'guests-api': () => measureGuestsApi(seconds),
  summaries: () => measureSummariesApi(seconds),
  'seating-api': () => measureSeatingApi(seconds),
  'budget-api': () => measureBudgetApi(seconds),
  'spa-budget': () => measureSpaBudget(),
  'spa-home': () => measureSpaHome(),
  load: () => measureLoad(seconds),
};

const chosen = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((name) => name.trim()) : Object.keys(parts);
const unknown = chosen.filter((name) => !(name in parts));
if (unknown.length > 0) throw new Error(`BENCH_ONLY: no part named ${unknown.join(', ')} (parts: ${Object.keys(parts).join(', ')})`);

spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
// Each part's figures are printed as soon as it ends: a long run stopped midway keeps what it measured.
for (const name of chosen) printRows(name, await parts[name]!());

function printRows(part: string, rows: Row[]) {
  const width = Math.max(...rows.map((row) => row[0].length));
  const valueWidth = Math.max(42, ...rows.map((row) => row[1].length)) + 2;
  console.log(`\n${part}\n` + 'figure'.padEnd(width + 2) + 'measured'.padEnd(valueWidth) + 'budget');
  for (const [name, value, budget] of rows) console.log(`${name.padEnd(width + 2)}${value.padEnd(valueWidth)}${budget}`);
}
