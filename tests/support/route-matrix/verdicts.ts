import { actionsByModule, type ModuleCode } from '../../../contract/permissions';
import { namedIds, type RegisteredRoute, type RouteAccess } from '../../../server/http/access';
import type { Caller, Held } from './world';

/** What a call must answer: a refusal (status and error code), or a pass of every declared check. */
export type Verdict = { status: 401 | 403 | 422; code: 'auth_unauthorized' | 'auth_forbidden' | 'not_found' } | 'passes';

const unauthorized: Verdict = { status: 401, code: 'auth_unauthorized' };
const forbidden: Verdict = { status: 403, code: 'auth_forbidden' };
const notFound: Verdict = { status: 422, code: 'not_found' };

/** Which id a call names: one of the caller's own wedding, one of a wedding they have no part in, or one nobody uses. */
export type IdKind = 'own' | 'foreign' | 'missing';

/**
 * The module each address belongs to, written here and not read from the declarations: a
 * declaration naming another module (a guests call guarded by BUDGET) fails the matrix.
 */
const moduleOfPath: Array<[RegExp, ModuleCode]> = [
  [/^\/api\/(guests|categories)\//, 'GUESTS'],
  [/^\/api\/(tables|table_types|tables_guests)\/|^\/api\/weddings\/(layout|upload_layout)$/, 'TABLES'],
  [/^\/api\/(expenses|payments|suppliers|budget)\//, 'BUDGET'],
  [/^\/api\/(ideas|idea_categories|storage\/ideas)\//, 'IDEA_BOARD'],
  [/^\/api\/checklist\//, 'CHECKLIST'],
  [/^\/api\/plan_(sections|elements)\//, 'PLAN'],
];

export function moduleOf(url: string): ModuleCode | null {
  return moduleOfPath.find(([pattern]) => pattern.test(url))?.[1] ?? null;
}

/** The module a declaration names, and the actions it needs there: at least one of `anyOf`, every one of `allOf`. */
function needs(access: RouteAccess): { module: ModuleCode | undefined; anyOf: readonly string[]; allOf: readonly string[] } {
  if (access.owner) return { module: access.owner.module, anyOf: access.owner.action ? [access.owner.action] : [], allOf: [] };
  return { module: access.wedding?.module ?? access.row?.module, anyOf: access.wedding?.anyOf ?? access.row?.anyOf ?? [], allOf: access.wedding?.allOf ?? [] };
}

/**
 * A call at an address of a module that names any id must declare that module (a catalogue, naming
 * none, need not), and its actions must be actions of that module (contract/permissions.ts): a
 * declaration that lost its module (a part in the wedding is not enough to read its budget)
 * would otherwise be the source of its own verdicts, and pass.
 */
export function declarationProblems(route: RegisteredRoute): string[] {
  const access = route.access!;
  const { module: declared, anyOf, allOf } = needs(access);
  const named = [...anyOf, ...allOf];
  const module = moduleOf(route.url);
  const problems: string[] = [];
  if (declared && declared !== module) problems.push(`declares ${declared} for an address of ${module ?? 'no module'}`);
  if (module && !declared && namedIds(access).length > 0) problems.push(`names ids but not its module, ${module}`);
  const actions: readonly string[] = module ? actionsByModule[module] : [];
  for (const action of named) if (!actions.includes(action)) problems.push(`declares ${action}, not an action of ${module}`);
  return problems;
}

function holds(held: Held, access: RouteAccess, module: ModuleCode): 'module' | 'action' | 'both' {
  const actions = held[module];
  if (!actions) return 'module';
  const { anyOf, allOf } = needs(access);
  const has = (action: string) => (actions as readonly string[]).includes(action);
  return (anyOf.length === 0 || anyOf.some(has)) && allOf.every(has) ? 'both' : 'action';
}

/**
 * What `caller` must hear from a route when the call names an id of `kind`, by the rules of
 * part 2 §6 and issue 28: no session 401; a type not called for 403; a wedding that does not
 * exist 422 `not_found`, and one without the caller exactly alike (only the wedding's own load,
 * `strangerForbidden`, answers them 403: its page shows "unauthorized"); a row the caller cannot
 * see (another wedding's, or of a module they do not hold) exactly as a missing one; a visible
 * row, or a wedding of theirs, without the module or action 403. A plan or checklist call
 * (`owner`) on a wedding, named or read from its row, is `requireScope`'s: another wedding's, or
 * nobody's, 422 `not_found`; their own without the module or the action 403.
 */
export function verdictOf(route: RegisteredRoute, caller: Caller, kind: IdKind): Verdict {
  const access = route.access!;
  if (!caller.cookie || caller.blocked) return unauthorized;
  if (access.callers !== 'signedIn' && access.callers !== 'anyone' && !access.callers.includes(caller.type!)) return forbidden;
  if (!access.wedding && !access.row && !access.owner) return 'passes';
  if (kind === 'missing') return notFound;
  if (access.owner) return kind === 'foreign' ? notFound : holds(caller.held, access, access.owner.module) === 'both' ? 'passes' : forbidden;
  if (access.row) {
    if (kind === 'foreign') return notFound;
    const held = holds(caller.held, access, moduleOf(route.url)!);
    return held === 'module' ? notFound : held === 'action' ? forbidden : 'passes';
  }
  const wedding = access.wedding!;
  if (kind === 'foreign') return wedding.strangerForbidden ? forbidden : notFound;
  if (!wedding.module) return 'passes';
  const module = moduleOf(route.url)!;
  if (wedding.summary) return caller.held[module] || caller.held.HOME?.includes(wedding.summary) ? 'passes' : forbidden;
  return holds(caller.held, access, module) === 'both' ? 'passes' : forbidden;
}
