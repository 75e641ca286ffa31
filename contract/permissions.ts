/**
 * The module and action catalogue (part 2 §3). Ids are fixed: the database catalogue is
 * written from this list by a migration, and a test keeps the two equal.
 */
export const moduleCodes = ['HOME', 'PLAN', 'CHECKLIST', 'GUESTS', 'TABLES', 'BUDGET', 'IDEA_BOARD'] as const;
export type ModuleCode = (typeof moduleCodes)[number];

export const actionsByModule = {
  HOME: ['CHECKLIST_SUMMARY', 'GUESTS_SUMMARY', 'TABLES_SUMMARY', 'BUDGET_SUMMARY', 'IDEA_BOARD_SUMMARY'],
  PLAN: ['ADD', 'EDIT', 'DELETE', 'UPDATE_VALUE'],
  CHECKLIST: ['ADD', 'EDIT', 'DELETE', 'CHECK_UNCHECK'],
  GUESTS: ['ADD', 'EDIT', 'DELETE', 'RSVP'],
  TABLES: ['EDIT_LAYOUT', 'ADD_GUESTS', 'DELETE_GUESTS', 'HOSTESS_VIEW'],
  BUDGET: ['ADD_EXPENSE', 'EDIT_EXPENSE', 'DELETE_EXPENSE', 'ADD_PAYMENT', 'DELETE_PAYMENT', 'ADD_SUPPLIER', 'EDIT_SUPPLIER', 'DELETE_SUPPLIER'],
  IDEA_BOARD: ['ADD', 'EDIT', 'DELETE', 'PIN'],
} as const satisfies Record<ModuleCode, readonly string[]>;

export type ActionCode = (typeof actionsByModule)[ModuleCode][number];

export interface CatalogModule {
  id: number;
  code: ModuleCode;
}
export interface CatalogAction {
  id: number;
  code: ActionCode;
  module_id: number;
}

export const moduleCatalog: CatalogModule[] = moduleCodes.map((code, index) => ({ id: index + 1, code }));

export const actionCatalog: CatalogAction[] = moduleCatalog
  .flatMap((module) => (actionsByModule[module.code] as readonly ActionCode[]).map((code) => ({ code, module_id: module.id, id: 0 })))
  .map((action, index) => ({ ...action, id: index + 1 }));

export const moduleId = (code: ModuleCode) => moduleCatalog.find((module) => module.code === code)!.id;

/** The catalogue id of a module's action (several modules share ADD, EDIT and DELETE). */
export const actionId = (module: ModuleCode, code: ActionCode) =>
  actionCatalog.find((action) => action.module_id === moduleId(module) && action.code === code)!.id;

export function isModuleCode(value: unknown): value is ModuleCode {
  return typeof value === 'string' && (moduleCodes as readonly string[]).includes(value);
}

/**
 * Default grants, applied when a wedding is created and when a user joins it (the README
 * explains them). Owner planners and Administrators are not listed: they hold everything
 * by their role, without rows.
 */
export const defaultGrants: Record<'Spouse' | 'Helper' | 'Hostess' | 'None', Partial<Record<ModuleCode, readonly ActionCode[]>>> = {
  // The couple plans their own wedding: every module, every action.
  Spouse: actionsByModule,
  // Helpers start able to look, not change: the planner grants more on the permissions page.
  Helper: {
    HOME: actionsByModule.HOME,
    CHECKLIST: [],
    GUESTS: [],
    TABLES: [],
  },
  // Hostesses work the door: the hostess seating view and the guests it checks in.
  Hostess: { TABLES: ['HOSTESS_VIEW'], GUESTS: [] },
  None: {},
};
