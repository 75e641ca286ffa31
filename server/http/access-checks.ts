import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { DomainError, notFound } from '../shared/domain-error';
import { ownedBy, type Scope } from '../shared/owned-rows';
import type { RouteAccess } from './access';
import { requireType, requireUser, requireWedding } from './authorize';
import { requireModuleActions, requireModuleOrSummary, visibleRow } from './module-access';
import { ownerOf, requireScope } from './scope';

/**
 * The checks a declaration (access.ts) asks for, run by the registration (route.ts,
 * form-route.ts) before the handler: the caller, then the wedding, row or owner the input's
 * declared fields name, then, once the input is parsed, the other rows it names.
 */

/** The caller, as the declaration asks: signed in (401 otherwise), of an allowed type (403 otherwise). */
export async function authorizeCaller(access: RouteAccess, request: FastifyRequest, db: Executor): Promise<void> {
  if (access.callers === 'anyone') return;
  if (access.callers === 'signedIn') await requireUser(request, db);
  else await requireType(request, db, ...access.callers);
}

/**
 * The wedding, row and owner checks of a declaration, on the input's declared fields (already
 * parsed as ids). Answers what the call is on (a wedding, or a planner's template), or null.
 */
export async function authorizeInput(access: RouteAccess, fields: Record<string, unknown>, request: FastifyRequest, db: Executor): Promise<Scope | null> {
  const { wedding, row, owner } = access;
  let scope: Scope | null = null;
  if (wedding) {
    const weddingId = fields[wedding.field] as number;
    if (wedding.module && wedding.summary) await requireModuleOrSummary(request, db, weddingId, wedding.module, wedding.summary);
    else if (wedding.module) await requireModuleActions(request, db, weddingId, wedding.module, [...(wedding.anyOf ?? [])], [...(wedding.allOf ?? [])]);
    else await requireWedding(request, db, weddingId, { strangerForbidden: wedding.strangerForbidden });
    scope = { weddingId, personId: null };
  }
  if (row) {
    const id = fields[row.field] as number;
    const find = async () =>
      (await db.select({ weddingId: row.table.weddingId }).from(row.table).where(eq(row.table.id, id)))[0] as { weddingId: number } | undefined;
    scope = { weddingId: (await visibleRow(request, db, find, row.module, [...(row.anyOf ?? [])])).weddingId, personId: null };
  }
  if (owner) {
    let named: { wedding_id?: number | null; person_id?: number | null } = fields;
    if (owner.row) {
      const { table, field } = owner.row;
      const [found] = await db
        .select({ weddingId: table.weddingId, personId: table.personId })
        .from(table)
        .where(eq(table.id, fields[field] as number));
      if (!found) throw notFound();
      named = ownerOf(found);
    } else if (named.wedding_id == null && named.person_id == null) return null; // naming no owner, the input is refused by its schema
    scope = await requireScope(request, db, named, owner.module, owner.action);
  }
  return scope;
}

/** The ids a declared path names in a parsed input: `ids`, `category_id`, `tables[].table_type`. */
export function idsAt(input: unknown, path: string): number[] {
  const [field = '', ...deeper] = path.split('[].');
  const value = input !== null && typeof input === 'object' ? (input as Record<string, unknown>)[field] : undefined;
  if (deeper.length > 0) return Array.isArray(value) ? value.flatMap((item) => idsAt(item, deeper.join('[].'))) : [];
  return [value].flat().filter((id): id is number => typeof id === 'number');
}

type RowsTable = PgTable & { id: PgColumn };

/** Whether a declared field names one row the call refers to (not `id`, the row it is about, nor a list of ids). */
const namesOneReferredRow = (path: string) => path !== 'id' && path !== 'ids' && !path.endsWith('_ids') && !path.includes('[].');

/**
 * The rows a call names of what it is on (`weddingRows` of its wedding, `owner.ownedRows` of
 * its wedding or template), checked in one statement: any id that is not such a row (another
 * wedding's, or nobody's) refuses the call, 422 `not_found`, as an id nobody uses. A field of
 * one id naming a row the call refers to is named (`{ expense_id: ['not_found'] }`), so the
 * screen says which row is gone: the payment's expense, not the payment
 * (machines/shared/failure.ts `refusalMessage`); the row the call is about (`id`, as for a `row`
 * declaration) and lists of ids (`ids`, `tables[].table_type`) are not.
 */
export async function authorizeRows(access: RouteAccess, scope: Scope | null, input: unknown, db: Executor): Promise<void> {
  if (!scope || access.rowsInStatement) return;
  const checks: Array<{ path: string; table: RowsTable; ids: number[]; within: (table: never) => SQL }> = [];
  const named = (rows: Readonly<Record<string, RowsTable>> | undefined, within: (table: never) => SQL) => {
    for (const [path, table] of Object.entries(rows ?? {})) {
      const ids = [...new Set(idsAt(input, path))];
      if (ids.length > 0) checks.push({ path, table, ids, within });
    }
  };
  if (scope.weddingId !== null) named(access.weddingRows, (table: { weddingId: PgColumn }) => eq(table.weddingId, scope.weddingId));
  named(access.owner?.ownedRows, (table: Parameters<typeof ownedBy>[0]) => ownedBy(table, scope));
  if (checks.length === 0) return;
  const found = checks.map(
    ({ table, ids, within }, slot) =>
      sql`(select count(*) from ${table} where ${and(within(table as never), inArray(table.id, ids))}) = ${ids.length} as ${sql.raw(`found_${slot}`)}`,
  );
  const [row] = (await db.execute(sql`select ${sql.join(found, sql`, `)}`)).rows as Array<Record<string, boolean>>;
  const missing = checks.filter((_, slot) => row![`found_${slot}`] !== true).map(({ path }) => path);
  if (missing.length === 0) return;
  const referred = missing.filter(namesOneReferredRow).map((path) => [path, ['not_found']]);
  throw referred.length > 0 ? new DomainError('not_found', Object.fromEntries(referred)) : notFound();
}
