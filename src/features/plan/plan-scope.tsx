import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { planEditorMachine } from '../../../machines/plan/plan-editor.machine';
import type { planFileDownload } from '../../../machines/plan/plan-lists';
import type { PlanPermissions } from '../../../machines/plan/plan-rows';
import type { planValueEditorMachine } from '../../../machines/plan/plan-value-editor.machine';

/** What the plan's rows need from the page: the editor, its value editor and file downloads, and what the person may do. */
export interface PlanScope {
  editor: ActorRefFrom<typeof planEditorMachine>;
  values: ActorRefFrom<typeof planValueEditorMachine>;
  downloads: ActorRefFrom<typeof planFileDownload>;
  can: PlanPermissions;
}

const PlanScopeContext = createContext<PlanScope | null>(null);

export const PlanScopeProvider = PlanScopeContext.Provider;

export function usePlanScope(): PlanScope {
  const scope = useContext(PlanScopeContext);
  if (!scope) throw new Error('usePlanScope is used inside a plan page');
  return scope;
}
