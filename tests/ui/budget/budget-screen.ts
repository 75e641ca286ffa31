import type { Expense, Payment, Supplier } from '../../../contract/budget';
import type { PersonType } from '../../../contract/person';
import type { ActionCode } from '../../../contract/permissions';
import { budgetActions } from '../../machines/budget/budget-world';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { useScreenWidth } from '../../support/ui/screen-width';
import { sessionUser } from '../../support/ui/session-users';
import { answerWedding, sofiaAndMateo } from '../../support/ui/wedding-screens';

export { budgetActions };

interface BudgetScreen {
  /** Left out: the test answers `GET /expenses/index` itself (a load refused, a retry). */
  expenses?: Expense[];
  payments: Payment[];
  suppliers: Supplier[];
  actions?: ActionCode[];
  as?: PersonType;
}

/** /wedding/7/budget on a desktop, the budget's lists answered as given, with these budget actions granted. */
export function openBudget({ expenses, payments, suppliers, actions = budgetActions, as = 'Planner' }: BudgetScreen): RenderedApp {
  useScreenWidth(1280);
  return renderApp({
    path: '/wedding/7/budget',
    signedInAs: sessionUser(as),
    backend: (backend) => {
      answerWedding(backend, { BUDGET: actions }, { ...sofiaAndMateo, modules: ['BUDGET'] })
        .always('GET /payments/index', { payments })
        .always('GET /suppliers/index', { suppliers });
      if (expenses) backend.always('GET /expenses/index', { expenses });
    },
  });
}
