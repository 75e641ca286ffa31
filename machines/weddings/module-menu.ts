import type { ModuleCode } from '../../contract/permissions';

/**
 * Which of a wedding's modules the menu offers, and where the wedding's base path lands
 * (part 2 §2). A module is offered when the server lists it for the user and the app has its
 * page (`offered`): an entry must never lead to an empty page.
 */

/** The order of the wedding menu. */
export const moduleMenuOrder: readonly ModuleCode[] = ['HOME', 'CHECKLIST', 'GUESTS', 'TABLES', 'PLAN', 'BUDGET', 'IDEA_BOARD'];

/** The base path opens the first of these; the plan is never the default when another module is there. */
const moduleLandingOrder: readonly ModuleCode[] = ['HOME', 'CHECKLIST', 'GUESTS', 'TABLES', 'BUDGET', 'IDEA_BOARD', 'PLAN'];

export function shownModules(listed: readonly ModuleCode[], offered: readonly ModuleCode[]): ModuleCode[] {
  return moduleMenuOrder.filter((code) => listed.includes(code) && offered.includes(code));
}

export function landingModule(listed: readonly ModuleCode[], offered: readonly ModuleCode[]): ModuleCode | undefined {
  return moduleLandingOrder.find((code) => listed.includes(code) && offered.includes(code));
}
