import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Expense, Payment, Supplier } from '../../../contract/budget';
import type { BudgetPermissions, ExpenseFigures } from '../../../machines/budget/budget-rows';
import type { budgetMachine } from '../../../machines/budget/budget.machine';
import type { expenseDetailMachine } from '../../../machines/budget/expense-detail.machine';
import type { expenseRowMachine } from '../../../machines/budget/expense-row.machine';
import type { suppliersPanelMachine } from '../../../machines/budget/suppliers-panel.machine';

/** What the budget's columns and dialogs need from the page: its workflows, its rows and what the person may do. */
export interface BudgetScope {
  budget: ActorRefFrom<typeof budgetMachine>;
  expenseRow: ActorRefFrom<typeof expenseRowMachine>;
  expenseDetail: ActorRefFrom<typeof expenseDetailMachine>;
  suppliersPanel: ActorRefFrom<typeof suppliersPanelMachine>;
  can: BudgetPermissions;
  expenses: readonly Expense[];
  payments: readonly Payment[];
  suppliers: readonly Supplier[];
  figures: ReadonlyMap<number, ExpenseFigures>;
  /** yyyy-MM-dd, the reader's own day: what is overdue. */
  today: string;
  collator: Intl.Collator;
}

const BudgetScopeContext = createContext<BudgetScope | null>(null);

export const BudgetScopeProvider = BudgetScopeContext.Provider;

export function useBudgetScope(): BudgetScope {
  const scope = useContext(BudgetScopeContext);
  if (!scope) throw new Error('useBudgetScope is used inside the budget page');
  return scope;
}
