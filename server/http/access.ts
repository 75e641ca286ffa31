import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { ActionCode, ModuleCode } from '../../contract/permissions';
import type { PersonType } from '../../contract/person';
import type { Executor } from '../db/client';
import { requireType, requireUser, requireWedding } from './authorize';
import { requireModuleActions, requireModuleOrSummary, visibleRow } from './module-access';

/** A table whose rows belong to one wedding: what an input's id field may name. */
export type WeddingTable = PgTable & { id: PgColumn; weddingId: PgColumn };

/**
 * Who may call a route, declared once where it is registered (server/http/route.ts reads it and
 * runs the checks before the handler, so a handler cannot forget one; the route-list test fails
 * on a route without it, and the generated authorisation matrix is built from it).
 */
export interface RouteAccess {
  /** Anyone (signed out too), any signed-in user, or only users of these types. */
  callers: 'anyone' | 'signedIn' | readonly PersonType[];
  /**
   * The input field that names the wedding, and what the route needs there: a part in it
   * (422 `not_found` for no such wedding, 403 for someone with no part), the module, at least
   * one of `anyOf` and every one of `allOf`; or, for a home card, the module or HOME's `summary` action.
   */
  wedding?: { field: string; module?: ModuleCode; anyOf?: readonly ActionCode[]; allOf?: readonly ActionCode[]; summary?: ActionCode };
  /**
   * A row named by id alone: its wedding is read from the row, and a row the caller cannot see
   * answers exactly as a missing id (`visibleRow`).
   */
  row?: { field: string; table: WeddingTable; module: ModuleCode; anyOf?: readonly ActionCode[] };
  /**
   * Fields naming rows of the wedding `wedding.field` names (an id, or a list of ids): the
   * services look them up within that wedding, and the matrix proves another wedding's id
   * answers as a missing one and changes nothing.
   */
  weddingRows?: Readonly<Record<string, WeddingTable>>;
  /** What only the handler can decide (whose template, whose helper), in words; the matrix leaves it to the module's tests. */
  handlerDecides?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The declared fields arrive in a multipart form, read (and checked) by the handler. */
    form?: boolean;
  }
}

/** Anyone may call: the login page's calls, health checks, the SPA's files. */
export const signedOutAllowed: RouteAccess = { callers: 'anyone' };
/** Any signed-in user, for catalogues that name nothing of a wedding. */
export const anySignedIn: RouteAccess = { callers: 'signedIn' };

/** A call on the wedding its `wedding_id` names: `module`, one of `anyOf` if any is named, and the other rows it names of that wedding. */
export const inWedding = (module: ModuleCode, anyOf: readonly ActionCode[] = [], weddingRows?: RouteAccess['weddingRows']): RouteAccess => ({
  callers: 'signedIn',
  wedding: { field: 'wedding_id', module, anyOf },
  ...(weddingRows ? { weddingRows } : {}),
});

/** A call on the wedding its `wedding_id` names that needs `module` and every one of `allOf` (a seat moved: freed and made). */
export const inWeddingWithEvery = (module: ModuleCode, allOf: readonly ActionCode[], weddingRows?: RouteAccess['weddingRows']): RouteAccess => ({
  callers: 'signedIn',
  wedding: { field: 'wedding_id', module, allOf },
  ...(weddingRows ? { weddingRows } : {}),
});

/** A home card's call: the module (which shows everything) or HOME's `summary` action for it. */
export const homeCard = (module: ModuleCode, summary: ActionCode): RouteAccess => ({ callers: 'signedIn', wedding: { field: 'wedding_id', module, summary } });

/** A row named by `id` alone, of `table`, with `module` and one of `anyOf` (`visibleRow`'s rule). */
export const rowById = (table: WeddingTable, module: ModuleCode, anyOf: readonly ActionCode[] = []): RouteAccess => ({
  callers: 'signedIn',
  row: { field: 'id', table, module, anyOf },
});

/** The fields a declaration reads from the input: checked before the rest of the input is. */
export function declaredFields(access: RouteAccess): string[] {
  return [access.wedding?.field, access.row?.field].filter((field): field is string => field !== undefined);
}

/** The caller, as the declaration asks: signed in (401 otherwise), of an allowed type (403 otherwise). */
export async function authorizeCaller(access: RouteAccess, request: FastifyRequest, db: Executor): Promise<void> {
  if (access.callers === 'anyone') return;
  if (access.callers === 'signedIn') await requireUser(request, db);
  else await requireType(request, db, ...access.callers);
}

/** The wedding and row checks of a declaration, on the input's declared fields (already parsed as ids). */
export async function authorizeInput(access: RouteAccess, fields: Record<string, unknown>, request: FastifyRequest, db: Executor): Promise<void> {
  const { wedding, row } = access;
  if (wedding) {
    const weddingId = fields[wedding.field] as number;
    if (wedding.module && wedding.summary) await requireModuleOrSummary(request, db, weddingId, wedding.module, wedding.summary);
    else if (wedding.module) await requireModuleActions(request, db, weddingId, wedding.module, [...(wedding.anyOf ?? [])], [...(wedding.allOf ?? [])]);
    else await requireWedding(request, db, weddingId);
  }
  if (row) {
    const id = fields[row.field] as number;
    const find = async () =>
      (await db.select({ weddingId: row.table.weddingId }).from(row.table).where(eq(row.table.id, id)))[0] as { weddingId: number } | undefined;
    await visibleRow(request, db, find, row.module, [...(row.anyOf ?? [])]);
  }
}

/**
 * Declares the routes a plugin adds while it registers (CORS's preflight, the SPA's files):
 * what they serve is public, and the plugin, not our code, writes their options.
 */
export async function registerDeclared(app: FastifyInstance, access: RouteAccess, register: () => PromiseLike<unknown>): Promise<void> {
  let registering = true;
  app.addHook('onRoute', (options) => {
    if (registering && !options.config?.access) options.config = { ...options.config, access };
  });
  try {
    await register();
  } finally {
    registering = false;
  }
}

/** A route as Fastify registered it, with the access it declares (read when asked: plugins declare theirs after registering). */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  form: boolean;
}

/**
 * Every route the app registers, in Fastify's own words (its `onRoute` hook): the route-list
 * test walks it for a route without a declaration, and the authorisation matrix is built on it.
 */
export function recordRoutes(app: FastifyInstance): () => RegisteredRoute[] {
  const seen: RouteOptions[] = [];
  app.addHook('onRoute', (options) => {
    seen.push(options);
  });
  return () =>
    seen.flatMap((options) =>
      [options.method].flat().map((method) => ({ method, url: options.url, access: options.config?.access, form: options.config?.form === true })),
    );
}
