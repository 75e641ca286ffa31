import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ActionCode, ModuleCode } from '../../contract/permissions';
import type { PersonType } from '../../contract/person';
import type { OwnedTable } from '../shared/owned-rows';

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
   * The input field that names the wedding, and what the route needs there: a part in it (422
   * `not_found` for no such wedding and alike for someone with no part, unless `strangerForbidden`:
   * the wedding's own load, whose 403 shows the unauthorized page), the module, at least one of
   * `anyOf` and every one of `allOf` (403 without); or, for a home card, the module or HOME's
   * `summary` action.
   */
  wedding?: {
    field: string;
    module?: ModuleCode;
    anyOf?: readonly ActionCode[];
    allOf?: readonly ActionCode[];
    summary?: ActionCode;
    strangerForbidden?: boolean;
  };
  /**
   * A row named by id alone: its wedding is read from the row, and a row the caller cannot see
   * answers exactly as a missing id (`visibleRow`).
   */
  row?: { field: string; table: WeddingTable; module: ModuleCode; anyOf?: readonly ActionCode[] };
  /**
   * Fields naming rows of the wedding the call is on (the one `wedding.field` names, or the
   * wedding of the `row` named): an id, a list of ids, or a field of each object of a list
   * (`tables[].table_type`). The registration checks them once the input is parsed: an id that
   * is not a row of that wedding answers 422 `not_found`, as an id nobody uses
   * (`authorizeRows`). The services keep their own `where wedding_id = …`, inside their
   * transactions.
   */
  weddingRows?: Readonly<Record<string, WeddingTable>>;
  /**
   * Why the handler's one statement finds the `weddingRows` itself (answering 422 `not_found`
   * as `authorizeRows` would, naming no field), so the registration adds no statement before
   * it: the hostess's door (`update_inside`), one statement after the access check (issue 24).
   */
  rowsInStatement?: string;
  /**
   * A plan or checklist call: its owner is a wedding (`wedding_id`) or a planner's own template
   * (`person_id`), named by the input or read from the row `row.field` names. The registration
   * runs `requireScope` (server/http/scope.ts) on it: the wedding's module and `action`, or the
   * caller's own template; `ownedRows` name rows that must be that owner's too.
   */
  owner?: {
    module: 'PLAN' | 'CHECKLIST';
    action?: ActionCode;
    row?: { field: string; table: OwnedTable };
    ownedRows?: Readonly<Record<string, OwnedTable>>;
  };
  /**
   * Ids the input names that are no row of a wedding (a user, a catalogue entry, a credit
   * package), each with what judges it, in words: the handler does, and its module's tests say.
   */
  otherIds?: Readonly<Record<string, string>>;
  /** What only the handler can decide (whose helper, what a type may do), in words; the matrix leaves it to the module's tests. */
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

/** A plan or checklist call on the owner its input names (`wedding_id` or `person_id`), with the module and the action it needs. */
export const ownerNamed = (module: 'PLAN' | 'CHECKLIST', action?: ActionCode, ownedRows?: Readonly<Record<string, OwnedTable>>): RouteAccess => ({
  callers: 'signedIn',
  owner: { module, ...(action ? { action } : {}), ...(ownedRows ? { ownedRows } : {}) },
});

/** A plan or checklist call on the owner of the row `field` names, of `table`. */
export const ownerOfRow = (
  field: string,
  table: OwnedTable,
  module: 'PLAN' | 'CHECKLIST',
  action?: ActionCode,
  ownedRows?: Readonly<Record<string, OwnedTable>>,
): RouteAccess => ({ callers: 'signedIn', owner: { ...ownerNamed(module, action, ownedRows).owner!, row: { field, table } } });

/** The owner fields a plan or checklist call names when no row names its owner. */
export const ownerFields = ['wedding_id', 'person_id'] as const;

/** The fields a declaration reads from the input: checked before the rest of the input is. */
export function declaredFields(access: RouteAccess): string[] {
  const owner = access.owner ? (access.owner.row ? [access.owner.row.field] : [...ownerFields]) : [];
  return [access.wedding?.field, access.row?.field, ...owner].filter((field): field is string => field !== undefined);
}

/** Every id field a declaration accounts for: the fields it checks, the rows they name, and the ids it leaves to the handler. */
export function namedIds(access: RouteAccess): string[] {
  return [
    ...declaredFields(access),
    ...Object.keys(access.weddingRows ?? {}),
    ...Object.keys(access.owner?.ownedRows ?? {}),
    ...Object.keys(access.otherIds ?? {}),
  ];
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
