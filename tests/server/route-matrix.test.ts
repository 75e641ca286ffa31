import { eq, getTableName } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute, WeddingTable } from '../../server/http/access';
import { applicationTables, changedTables, databaseDigest } from '../support/route-matrix/digest';
import { declarationProblems, verdictOf, type IdKind, type Verdict } from '../support/route-matrix/verdicts';
import { describeRouteDeclarations, withPluginRoutes } from '../support/route-matrix/route-list';
import { matrixWorld, type Caller, type MatrixWorld } from '../support/route-matrix/world';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The authorisation matrix, generated from the routes' declarations (server/http/access.ts)
 * and contract/permissions.ts: every route Fastify registered × every kind of caller × an id
 * of the caller's wedding, of a wedding they have no part in, and of nobody. Every refusal is
 * the one part 2 §3 calls for, a row of another wedding answers exactly as a missing one, and
 * no refusal changes any table (a digest of the whole database before and after the refusals
 * of each group of routes). The route list's own tests run here too, on the same server.
 *
 * The matrix is pure authorisation logic over the same SQL on both databases, so the
 * PostgreSQL re-run of CI (TEST_DATABASE_URL) skips it rather than spend its minutes twice.
 */
const missingId = 2_147_480_000;
/** A stored image's name in the form the server makes them, of no stored file. */
const storedName = '1-0123456789abcdef01234567.png';
/** Answers a call that passes its checks with a stream that never ends: its passing calls are not sent. */
const streams = new Set(['/api/events/stream']);

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let server: TestServer;
let world: MatrixWorld;
let tables: string[];
const routes: RegisteredRoute[] = [];

beforeAll(async () => {
  server = await startTestServer(withPluginRoutes());
  routes.push(...server.routes());
  if (onPostgres) return;
  world = await matrixWorld(server);
  tables = await applicationTables(server.db);
}, 120_000);
afterAll(() => server?.close());

describeRouteDeclarations(() => server);

const rowIds = new Map<string, number>();
/** A row of `table` in `weddingId` (the demo fills every table of the three weddings). */
async function rowOf(table: WeddingTable, weddingId: number): Promise<number> {
  const key = `${getTableName(table)}:${weddingId}`;
  if (!rowIds.has(key)) {
    const [row] = await world.server.db.select({ id: table.id }).from(table).where(eq(table.weddingId, weddingId)).limit(1);
    if (!row) throw new Error(`no row of ${key} in the matrix's world`);
    rowIds.set(key, row.id as number);
  }
  return rowIds.get(key)!;
}

function request(route: RegisteredRoute, fields: Record<string, unknown>, cookie: string | undefined): InjectOptions {
  let url = route.url;
  const rest: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (url.includes(`:${field}`)) url = url.replace(`:${field}`, String(value));
    else rest[field] = value;
  }
  url = url.replace(':name', storedName);
  const headers = cookie ? { cookie } : {};
  const method = route.method as InjectOptions['method'];
  if (route.method === 'GET' || route.method === 'DELETE') {
    const query = new URLSearchParams(Object.entries(rest).map(([key, value]): [string, string] => [key, String(value)]));
    return { method, url: `${url}?${query}`, headers };
  }
  return { method, url, headers, payload: rest };
}

/** The declared id field a call names, with the id of `kind` for `caller`. */
async function declaredFields(route: RegisteredRoute, caller: Caller, kind: IdKind): Promise<Record<string, unknown> | null> {
  const { wedding, row } = route.access!;
  const weddingOf = kind === 'own' ? (caller.own ?? world.weddings.a) : caller.foreign;
  if (weddingOf === null) return null;
  if (row) return { [row.field]: kind === 'missing' ? missingId : await rowOf(row.table, weddingOf) };
  if (wedding) return { [wedding.field]: kind === 'missing' ? missingId : weddingOf };
  return {};
}

/** Routes by the first segment of their path under the API (`guests`, `tables_guests`, …). */
function groupsOf(routes: RegisteredRoute[]): Map<string, RegisteredRoute[]> {
  const groups = new Map<string, RegisteredRoute[]>();
  for (const route of routes) {
    const group = route.url.split('/')[2] ?? route.url;
    groups.set(group, [...(groups.get(group) ?? []), route]);
  }
  return groups;
}

const guarded = () => routes.filter((route) => route.access?.callers !== 'anyone' && route.method !== 'HEAD');
const kindsOf = (route: RegisteredRoute): IdKind[] => (route.access!.wedding || route.access!.row ? ['own', 'foreign', 'missing'] : ['own']);

interface Heard {
  status: number;
  body: string;
}

/** `route` names a row by id alone: a not_found from it is a refusal (its row hidden); elsewhere it may be the answer (no such file). */
function mismatch(verdict: Verdict, heard: Heard, named: Record<string, unknown>, route: RegisteredRoute): string | null {
  if (verdict === 'passes') {
    const code = heard.status >= 400 ? (JSON.parse(heard.body) as { error?: { code?: string } }).error?.code : undefined;
    const refused = heard.status === 401 || heard.status === 403 || (route.access!.row !== undefined && code === 'not_found');
    return refused ? `refused a call its declaration passes (${JSON.stringify(named)}): ${heard.status} ${heard.body}` : null;
  }
  const code = (JSON.parse(heard.body) as { error?: { code?: string } }).error?.code;
  return heard.status === verdict.status && code === verdict.code
    ? null
    : `expected ${verdict.status} ${verdict.code} for ${JSON.stringify(named)}, heard ${heard.status} ${heard.body}`;
}

/** Sends every call of `route` its declaration refuses and answers what was wrong; the calls it passes go to `passes`. */
async function refusals(route: RegisteredRoute, passes: (caller: Caller, fields: Record<string, unknown>) => void): Promise<string[]> {
  const name = `${route.method} ${route.url}`;
  const failures: string[] = [];
  for (const caller of world.callers) {
    const answers = new Map<IdKind, Heard>();
    for (const kind of kindsOf(route)) {
      const fields = await declaredFields(route, caller, kind);
      if (fields === null) continue;
      const verdict = verdictOf(route, caller, kind);
      if (verdict === 'passes') {
        passes(caller, fields);
        continue;
      }
      const response = await world.server.inject(request(route, fields, caller.cookie));
      answers.set(kind, { status: response.statusCode, body: response.body });
      const wrong = mismatch(verdict, answers.get(kind)!, fields, route);
      if (wrong) failures.push(`${name} as ${caller.name} (${kind}): ${wrong}`);
    }
    const foreign = answers.get('foreign');
    if (route.access!.row && foreign && foreign.body !== answers.get('missing')?.body)
      failures.push(`${name} as ${caller.name}: a foreign row answered ${foreign.body}, a missing one ${answers.get('missing')?.body}`);
  }
  return [...failures, ...(await foreignRowsOfWedding(route))];
}

/** Calls whose declared fields are their whole input, so the matrix can send them: their rows reached the service. */
const servedRowChecks = new Set<string>();

/**
 * The rows a call names of its wedding (`weddingRows`), sent by the wedding's planner: another
 * wedding's row answers exactly as a missing one, alone or mixed into a list of their own.
 * These checks are the services' (`where wedding_id = …`); calls that need more than the
 * declared fields are refused by their schema first, and left to their modules' tests.
 */
async function foreignRowsOfWedding(route: RegisteredRoute): Promise<string[]> {
  const { wedding, weddingRows = {} } = route.access!;
  const planner = world.callers.find((caller) => caller.name === "the wedding's planner")!;
  const failures: string[] = [];
  for (const [field, table] of Object.entries(weddingRows)) {
    if (!wedding || route.form) break;
    const own = await rowOf(table, world.weddings.a);
    const naming = async (id: number) => {
      const fields = { [wedding.field]: world.weddings.a, [field]: field === 'ids' ? [own, id] : id };
      const response = await world.server.inject(request(route, fields, planner.cookie));
      return { status: response.statusCode, body: String(response.headers['content-type']).includes('json') ? response.body : '(a file)' };
    };
    const foreign = await naming(await rowOf(table, world.weddings.b));
    const missing = await naming(missingId);
    if (foreign.body.includes('form_validation_error') && missing.body.includes('form_validation_error')) continue;
    servedRowChecks.add(`${route.method} ${route.url} ${field}`);
    if (foreign.status !== missing.status || foreign.body !== missing.body)
      failures.push(
        `${route.method} ${route.url}: ${field} of another wedding answered ${foreign.status} ${foreign.body}, a missing one ${missing.status} ${missing.body}`,
      );
  }
  return failures;
}

describe.skipIf(onPostgres)('the generated authorisation matrix', () => {
  it('declares, for each address of a module, that module and its actions', () => {
    const problems = guarded().flatMap((route) => declarationProblems(route).map((problem) => `${route.method} ${route.url}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it('every route × every caller × own, foreign and missing ids', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    // One digest per group of routes (a path's first segment): a change found names the group, and its refusals are few to read.
    for (const [group, members] of groupsOf(guarded())) {
      const before = await databaseDigest(world.server.db, tables);
      const passing: Array<{ route: RegisteredRoute; caller: Caller; fields: Record<string, unknown> }> = [];
      for (const route of members) failures.push(...(await refusals(route, (caller, fields) => passing.push({ route, caller, fields }))));
      const changed = changedTables(before, await databaseDigest(world.server.db, tables));
      if (changed.length > 0) failures.push(`refusals of /${group}/ changed ${changed.join(', ')}`);
      // Reads that pass every declared check are sent too: a declaration stricter than its rule
      // fails here. Where the handler decides more (whose ledger, who manages), its module's tests say.
      for (const { route, caller, fields } of passing) {
        if (route.method !== 'GET' || route.form || route.access!.handlerDecides || streams.has(route.url)) continue;
        const response = await world.server.inject(request(route, fields, caller.cookie));
        const wrong = mismatch('passes', { status: response.statusCode, body: response.body }, fields, route);
        if (wrong) failures.push(`${route.method} ${route.url} as ${caller.name}: ${wrong}`);
      }
    }
    expect(failures).toEqual([]);
    // The calls whose rows of the wedding the matrix reached (the others need a body it cannot write).
    expect([...servedRowChecks].sort()).toEqual([
      'DELETE /api/expenses/destroy id',
      'DELETE /api/guests/massDestroy ids',
      'DELETE /api/payments/destroy id',
      'DELETE /api/suppliers/destroy id',
      'DELETE /api/table_types/destroy id',
      'DELETE /api/tables/destroy id',
      'DELETE /api/tables/massDestroy ids',
      'POST /api/guests/export ids',
    ]);
  });
});
