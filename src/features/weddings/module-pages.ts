import type { ComponentType } from 'react';
import type { ActionCode, ModuleCode } from '../../../contract/permissions';
import type { Wedding } from '../../../contract/weddings';

/** What a module's page gets from the wedding page. */
export interface WeddingModulePageProps {
  wedding: Wedding;
  /** The HOME actions the user holds: which cards Home shows. */
  homeActions: ActionCode[];
}

/** The module pages the app has; the app (src/app) registers them, so features stay apart. */
export type WeddingModulePages = Partial<Record<ModuleCode, ComponentType<WeddingModulePageProps>>>;
