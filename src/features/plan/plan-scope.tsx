import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { planEditorMachine } from '../../../machines/plan/plan-editor.machine';
import type { planValueEditorMachine } from '../../../machines/plan/plan-value-editor.machine';

/** What the plan's rows need from the page: its two workflows and what the person may do. */
export interface PlanScope {
  editor: ActorRefFrom<typeof planEditorMachine>;
  values: ActorRefFrom<typeof planValueEditorMachine>;
  can: { add: boolean; edit: boolean; delete: boolean; updateValue: boolean };
}

const PlanScopeContext = createContext<PlanScope | null>(null);

export const PlanScopeProvider = PlanScopeContext.Provider;

export function usePlanScope(): PlanScope {
  const scope = useContext(PlanScopeContext);
  if (!scope) throw new Error('usePlanScope is used inside a plan page');
  return scope;
}
