import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ChecklistCategory } from '../../../contract/checklist';
import type { checklistItemEditorMachine } from '../../../machines/checklist/checklist-item-editor.machine';
import type { ChecklistPermissions } from '../../../machines/checklist/checklist-rows';
import type { checklistMachine } from '../../../machines/checklist/checklist.machine';

/** What the checklist's rows need from the page: its workflows, the categories and what the person may do. */
export interface ChecklistScope {
  checklist: ActorRefFrom<typeof checklistMachine>;
  itemEditor: ActorRefFrom<typeof checklistItemEditorMachine>;
  categories: readonly ChecklistCategory[];
  can: ChecklistPermissions;
  /** A wedding's checklist has dates and check boxes; the template has neither. */
  dated: boolean;
}

const ChecklistScopeContext = createContext<ChecklistScope | null>(null);

export const ChecklistScopeProvider = ChecklistScopeContext.Provider;

export function useChecklistScope(): ChecklistScope {
  const scope = useContext(ChecklistScopeContext);
  if (!scope) throw new Error('useChecklistScope is used inside a checklist page');
  return scope;
}
