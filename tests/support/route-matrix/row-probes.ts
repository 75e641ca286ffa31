import fc from 'fast-check';
import type { z } from 'zod';
import type { RegisteredRoute, RouteAccess, WeddingTable } from '../../../server/http/access';
import { idsAt } from '../../../server/http/access-checks';
import { acceptedValues } from '../fuzz/edge-values';
import { missingId, requestOf } from './requests';
import { rowsOf, type MatrixWorld } from './world';

/** The rows a declaration says its call names of what it is on: `weddingRows`, and a plan's or checklist's `ownedRows`. */
export const namedRows = (access: RouteAccess): Array<[string, WeddingTable]> => [
  ...Object.entries(access.weddingRows ?? {}),
  ...Object.entries(access.owner?.ownedRows ?? {}),
];

const isList = (path: string) => path.includes('[].') || path === 'ids' || path.endsWith('_ids');

/** `body` with the ids at `path` set (`tables[].table_type`: one table per id, so a list's ids stay distinct). */
function withIds(body: Record<string, unknown>, path: string, ids: number[]): Record<string, unknown> {
  const [list, field] = path.split('[].');
  if (!field) return { ...body, [path]: isList(path) ? ids : ids[0] };
  const items = Array.isArray(body[list!]) ? (body[list!] as Array<Record<string, unknown>>) : [];
  if (items.length === 0) return body;
  return { ...body, [list!]: ids.map((id, slot) => ({ ...structuredClone(items[slot % items.length]!), [field]: id })) };
}

/** `ids` from the `slot`-th on, then the first ones: two fields of one table (a move's from and to) name different rows. */
const rotated = (ids: number[], slot: number) => [...ids.slice(slot % ids.length), ...ids.slice(0, slot % ids.length)];

/** `body` names `id` at `path` once its schema read it (a union's other member, or an extra field, drops it). */
function carries(schema: z.ZodType, body: Record<string, unknown>, path: string, id: number): boolean {
  const parsed = schema.safeParse(body);
  return parsed.success && idsAt(parsed.data, path).includes(id);
}

/** The fields that say what a call is on, naming the planner's own wedding A (or a row of it). */
async function onOwnWedding(world: MatrixWorld, access: RouteAccess): Promise<Record<string, unknown>> {
  const a = world.weddings.a;
  const fields: Record<string, unknown> = {};
  if (access.wedding) fields[access.wedding.field] = a;
  if (access.row) fields[access.row.field] = (await rowsOf(world.server.db, access.row.table, a))[0];
  if (access.owner?.row) fields[access.owner.row.field] = (await rowsOf(world.server.db, access.owner.row.table, a))[0];
  else if (access.owner) fields.wedding_id = a;
  return fields;
}

/**
 * The rows a call names of its wedding (`weddingRows`, `owner.ownedRows`), each probed by the
 * wedding's planner in a body its schema accepts, every other named row their own: with one id
 * of another wedding (beside ids of their own, in a list) and with one nobody uses in its place.
 * Both must be refused alike, 422 `not_found` naming the field (but `id`, the row the call is
 * about, and lists), by the registration (access-checks.ts `authorizeRows`) before the service
 * runs, or by the handler's one statement (`rowsInStatement`, naming none); the caller's digest
 * proves nothing changed.
 */
export async function rowProbes(world: MatrixWorld, route: RegisteredRoute, schema: z.ZodType, plannerCookie: string): Promise<string[]> {
  const access = route.access!;
  const rows = namedRows(access);
  if (rows.length === 0) return [];
  const name = `${route.method} ${route.url}`;
  const { db } = world.server;
  const own = new Map(await Promise.all(rows.map(async ([path, table]) => [path, await rowsOf(db, table, world.weddings.a, 3)] as const)));
  const declared = await onOwnWedding(world, access);
  const ids = { wedding: world.weddings.a, planner: 0, rows: own.get(rows[0]![0])! };
  const candidates = fc.sample(acceptedValues(schema, ids), { numRuns: 80, seed: 28 }) as Array<Record<string, unknown>>;
  const failures: string[] = [];
  for (const [path, table] of rows) {
    const foreign = (await rowsOf(db, table, world.weddings.b))[0]!;
    const naming = (base: Record<string, unknown>, id: number) => withIds(base, path, isList(path) ? [own.get(path)![0]!, id] : [id]);
    const body = candidates
      .map((candidate) => rows.reduce((sofar, [other], slot) => withIds(sofar, other, rotated(own.get(other)!, slot)), { ...candidate, ...declared }))
      .find((base) => [foreign, missingId].every((id) => carries(schema, naming(base, id), path, id)));
    if (!body) {
      failures.push(`${name}: no body its schema accepts was found to probe ${path}`);
      continue;
    }
    const [withForeign, withMissing] = await Promise.all(
      [foreign, missingId].map((id) => world.server.inject(requestOf(route, naming(body, id), plannerCookie))),
    );
    const answers = [withForeign, withMissing].map((response) => `${response.statusCode} ${response.body}`);
    const named = path === 'id' || isList(path) || access.rowsInStatement ? {} : { validationErrors: { [path]: ['not_found'] } };
    const refusal = `422 ${JSON.stringify({ error: { code: 'not_found' }, ...named })}`;
    if (answers.some((answer) => answer !== refusal))
      failures.push(`${name}: ${path} naming another wedding's row answered ${answers[0]}, one nobody has ${answers[1]}`);
  }
  return failures;
}
