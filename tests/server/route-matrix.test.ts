import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { RegisteredRoute } from '../../server/http/access';
import { applicationTables, changedTables, databaseDigest } from '../support/route-matrix/digest';
import { missingId, requestOf } from '../support/route-matrix/requests';
import { rowProbes } from '../support/route-matrix/row-probes';
import { declarationProblems, verdictOf, type IdKind, type Verdict } from '../support/route-matrix/verdicts';
import { describeRouteDeclarations, inputSchemas, withPluginRoutes } from '../support/route-matrix/route-list';
import { matrixWorld, rowsOf, type Caller, type MatrixWorld } from '../support/route-matrix/world';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The authorisation matrix, generated from the routes' declarations (server/http/access.ts)
 * and contract/permissions.ts: every route Fastify registered × every kind of caller × an id
 * of the caller's wedding, of a wedding they have no part in, and of nobody: the wedding or
 * row a route names, the owner of a plan or checklist call, the wedding an upload's form names.
 * Every refusal is the one the rules call for (verdicts.ts), every call they let through gets
 * through (up to its handler: `stopsBeforeItsHandler`), another wedding's id answers exactly as
 * a missing one (but for the wedding's own load), every row a call names of its wedding is
 * probed with another wedding's id, alone or in a list (row-probes.ts), and no
 * refusal changes any table (a digest of the whole database before and after the refusals of
 * each group of routes). The route list's own tests run here too, on the same server.
 *
 * The matrix is pure authorisation logic over the same SQL on both databases, so the
 * PostgreSQL re-run of CI (TEST_DATABASE_URL) skips it rather than spend its minutes twice.
 */
/** Answers a call that passes its checks with a stream that never ends: its passing calls are not sent. */
const streams = new Set(['/api/events/stream']);

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let server: TestServer;
let world: MatrixWorld;
let tables: string[];
let schemas: Map<string, z.ZodType>;
const routes: RegisteredRoute[] = [];

beforeAll(async () => {
  server = await startTestServer(withPluginRoutes());
  routes.push(...server.routes());
  if (onPostgres) return;
  world = await matrixWorld(server);
  tables = await applicationTables(server.db);
  schemas = await inputSchemas();
}, 120_000);
afterAll(() => server?.close());

describeRouteDeclarations(() => server);

/** The declared id field a call names, with the id of `kind` for `caller`: a wedding, or a row of it. */
async function declaredFields(route: RegisteredRoute, caller: Caller, kind: IdKind): Promise<Record<string, unknown> | null> {
  const { wedding, row, owner } = route.access!;
  const weddingOf = kind === 'own' ? (caller.own ?? world.weddings.a) : caller.foreign;
  if (weddingOf === null) return null;
  const named = owner?.row ?? row;
  if (named) return { [named.field]: kind === 'missing' ? missingId : (await rowsOf(world.server.db, named.table, weddingOf))[0] };
  const field = wedding?.field ?? (owner ? 'wedding_id' : null);
  return field ? { [field]: kind === 'missing' ? missingId : weddingOf } : {};
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
const namesOne = (access: RegisteredRoute['access']) => Boolean(access!.wedding || access!.row || access!.owner);
const kindsOf = (route: RegisteredRoute): IdKind[] => (namesOne(route.access) ? ['own', 'foreign', 'missing'] : ['own']);

/**
 * Whether sending `fields` alone to `route` changes nothing: a read, or a change whose schema
 * refuses the declared fields alone (422 `form_validation_error` once the checks passed, before
 * its handler). A change they complete (a delete by id), and an upload, would run: not sent.
 */
const stopsBeforeItsHandler = (route: RegisteredRoute, fields: Record<string, unknown>) =>
  route.method === 'GET' || (!route.form && !schemas.get(`${route.method} ${route.url}`)!.safeParse(fields).success);

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
      const response = await world.server.inject(requestOf(route, fields, caller.cookie));
      answers.set(kind, { status: response.statusCode, body: response.body });
      const wrong = mismatch(verdict, answers.get(kind)!, fields, route);
      if (wrong) failures.push(`${name} as ${caller.name} (${kind}): ${wrong}`);
    }
    // Another wedding's id answers exactly as one nobody uses, but for the wedding's own load.
    const foreign = answers.get('foreign');
    const alike = namesOne(route.access) && !route.access!.wedding?.strangerForbidden;
    if (alike && foreign && foreign.body !== answers.get('missing')?.body)
      failures.push(`${name} as ${caller.name}: a foreign id answered ${foreign.body}, a missing one ${answers.get('missing')?.body}`);
  }
  const planner = world.callers.find((caller) => caller.name === "the wedding's planner")!;
  return [...failures, ...(await rowProbes(world, route, schemas.get(name)!, planner.cookie!))];
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
      // Calls that pass every declared check are sent too: a declaration stricter than its rule
      // fails here. Where the handler decides more (whose ledger, who manages), its module's tests say.
      for (const { route, caller, fields } of passing) {
        if (route.access!.handlerDecides || streams.has(route.url) || !stopsBeforeItsHandler(route, fields)) continue;
        const response = await world.server.inject(requestOf(route, fields, caller.cookie));
        const wrong = mismatch('passes', { status: response.statusCode, body: response.body }, fields, route);
        const ranOn = route.method !== 'GET' && !response.body.includes('"form_validation_error"');
        if (wrong || ranOn) failures.push(`${route.method} ${route.url} as ${caller.name}: ${wrong ?? `passed its schema: ${response.body}`}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
