import type { ActionCode, ModuleCode } from '../../contract/permissions';
import { hasHomeCards } from '../home/home-cards';

/**
 * Which of a wedding's modules the menu offers, and where the wedding's base path lands
 * (part 2 §2). A module is offered when the server lists it for the user and the app has its
 * page (`offered`): an entry must never lead to an empty page.
 */

/** Where each module lives, relative to the wedding's base path (part 2 §2). */
export const modulePaths: Record<ModuleCode, string> = {
  HOME: '/',
  CHECKLIST: '/checklist',
  GUESTS: '/guests',
  TABLES: '/tables',
  PLAN: '/plan',
  BUDGET: '/budget',
  IDEA_BOARD: '/ideas',
};

/** The order of the wedding menu. */
export const moduleMenuOrder: readonly ModuleCode[] = ['HOME', 'CHECKLIST', 'GUESTS', 'TABLES', 'PLAN', 'BUDGET', 'IDEA_BOARD'];

/** The base path opens the first of these; the plan is never the default when another module is there. */
const moduleLandingOrder: readonly ModuleCode[] = ['HOME', 'CHECKLIST', 'GUESTS', 'TABLES', 'BUDGET', 'IDEA_BOARD', 'PLAN'];

/** Who looks: a Hostess sees no menu and, at the base path, only the hostess seating view (Tables). */
export interface Viewer {
  isHostess: boolean;
}

const anyone: Viewer = { isHostess: false };

export function shownModules(listed: readonly ModuleCode[], offered: readonly ModuleCode[], viewer: Viewer = anyone): ModuleCode[] {
  if (viewer.isHostess) return [];
  return moduleMenuOrder.filter((code) => listed.includes(code) && offered.includes(code));
}

export function landingModule(listed: readonly ModuleCode[], offered: readonly ModuleCode[], viewer: Viewer = anyone): ModuleCode | undefined {
  const order: readonly ModuleCode[] = viewer.isHostess ? ['TABLES'] : moduleLandingOrder;
  return order.find((code) => listed.includes(code) && offered.includes(code));
}

/**
 * The module pages the wedding page serves: those its menu offers; a Hostess, who has no menu,
 * her one page (the hostess view, in Tables: spec §6 "Hostess sees only the hostess view").
 */
export function routedModules(listed: readonly ModuleCode[], offered: readonly ModuleCode[], viewer: Viewer = anyone): ModuleCode[] {
  if (!viewer.isHostess) return shownModules(listed, offered, viewer);
  const landing = landingModule(listed, offered, viewer);
  return landing ? [landing] : [];
}

/** The modules a Hostess holds but is not served (Guests, to check guests in from the hostess view): their paths lead to her page. */
export const hostessRedirects = (listed: readonly ModuleCode[], offered: readonly ModuleCode[], viewer: Viewer): ModuleCode[] =>
  viewer.isHostess ? listed.filter((code) => !routedModules(listed, offered, viewer).includes(code)) : [];

/**
 * What the base path says when it has no module page to open: someone who holds modules the
 * app does not offer yet is told they are on their way, never to ask for access they have.
 */
export function withoutLanding(listed: readonly ModuleCode[]): 'comingSoon' | 'noAccess' {
  return listed.length > 0 ? 'comingSoon' : 'noAccess';
}

/** Home is a module of its own only with a card to show: the HOME module alone is not enough (part 2 §2). */
export const withHome = (listed: readonly ModuleCode[], homeActions: readonly ActionCode[]): ModuleCode[] =>
  hasHomeCards(homeActions) ? [...listed] : listed.filter((code) => code !== 'HOME');
