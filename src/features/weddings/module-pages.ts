import type { ComponentType } from 'react';
import type { ModuleCode } from '../../../contract/permissions';
import type { Wedding } from '../../../contract/weddings';

/** What a module's page gets from the wedding page. */
export interface WeddingModulePageProps {
  wedding: Wedding;
}

/** The module pages the app has; the app (src/app) registers them, so features stay apart. */
export type WeddingModulePages = Partial<Record<ModuleCode, ComponentType<WeddingModulePageProps>>>;

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
