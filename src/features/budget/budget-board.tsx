import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { budgetTotals, expenseFigures } from '../../../machines/budget/budget-rows';
import { selectBudgetPermissions, type budgetMachine } from '../../../machines/budget/budget.machine';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ModuleHeader } from '../../components/module-header';
import { wireDateOf } from '../../lib/dates';
import { BudgetExportButton } from './budget-export-button';
import { BudgetProgress } from './budget-progress';
import { BudgetScopeProvider, type BudgetScope } from './budget-scope';
import { ExpenseColumn } from './expense-column';
import { ExpenseDetailDialog } from './expense-detail-dialog';
import { PaymentColumn } from './payment-column';
import { PaymentDialog } from './payment-dialog';
import { SuppliersPanel } from './suppliers-panel';

type Budget = ActorRefFrom<typeof budgetMachine>;

/** The loaded budget page: header, progress, the expenses and payments columns, and their dialogs. */
export function BudgetBoard({ budget, weddingId }: { budget: Budget; weddingId: number }) {
  const { LL, locale } = useI18nContext();
  const children = useSelector(budget, (snapshot) => snapshot.children);
  const expenseRow = children.expenseRow!;
  const expenseDetail = children.expenseDetail!;
  const suppliersPanel = children.suppliersPanel!;
  const can = useSelector(budget, selectBudgetPermissions);
  const expenses = useSelector(children.expenses!, (snapshot) => snapshot.context.rows);
  const payments = useSelector(children.payments!, (snapshot) => snapshot.context.rows);
  const suppliers = useSelector(children.suppliers!, (snapshot) => snapshot.context.rows);
  const deletingId = useSelector(budget, (snapshot) => snapshot.context.deletingId);
  const today = useMemo(() => wireDateOf(), []);
  const collator = useMemo(() => new Intl.Collator(locale, { sensitivity: 'base', numeric: true }), [locale]);
  const figures = useMemo(() => expenseFigures(expenses, payments), [expenses, payments]);
  const totals = useMemo(() => budgetTotals(figures, payments, today), [figures, payments, today]);
  const scope = useMemo<BudgetScope>(
    () => ({ budget, expenseRow, expenseDetail, suppliersPanel, can, expenses, payments, suppliers, figures, today, collator }),
    [budget, expenseRow, expenseDetail, suppliersPanel, can, expenses, payments, suppliers, figures, today, collator],
  );
  const deleting = expenses.find((expense) => expense.id === deletingId);
  return (
    <BudgetScopeProvider value={scope}>
      {/* At 700 px of height or less (part 2 §2) the header is compact: no description, the totals
          under the progress bar hidden (budget-progress.tsx), so both columns start on screen. */}
      <div className="[@media(max-height:700px)]:[&_header]:mb-3 [@media(max-height:700px)]:[&_header_p]:hidden">
        <ModuleHeader
          title={LL.budget.title()}
          description={LL.budget.description()}
          actions={
            <>
              <Button variant="secondary" onClick={() => suppliersPanel.send({ type: 'panel.open' })}>
                {LL.budget.suppliersButton()}
              </Button>
              <BudgetExportButton weddingId={weddingId} />
            </>
          }
        />
      </div>
      <BudgetProgress totals={totals} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ExpenseColumn />
        <PaymentColumn />
      </div>
      <ExpenseDetailDialog />
      <PaymentDialog paymentForm={children.paymentForm} />
      <SuppliersPanel />
      <ConfirmDialog
        open={deletingId !== null}
        onCancel={() => budget.send({ type: 'delete.cancel' })}
        onConfirm={() => budget.send({ type: 'delete.confirm' })}
        title={LL.budget.deleteExpense.title()}
        message={LL.budget.deleteExpense.body({ name: deleting?.name ?? '' })}
        confirmLabel={LL.budget.deleteExpense.confirm()}
        cancelLabel={LL.budget.deleteExpense.cancel()}
        tone="danger"
      />
    </BudgetScopeProvider>
  );
}
