import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Wedding } from '../../../contract/weddings';
import { useI18nContext } from '../../../i18n/i18n-react';
import { budgetMachine, expensesList, paymentsList, suppliersList } from '../../../machines/budget/budget.machine';
import { genericErrorKey } from '../../../machines/shared/messages';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { ModuleHeader } from '../../components/module-header';
import { useDocumentTitle } from '../../lib/document-title';
import { useTranslateMessage } from '../../lib/i18n';
import { useLiveChanges } from '../../lib/live-events';
import { useShareList } from '../../lib/held-lists';
import { usePageActor } from '../../lib/page-actor';
import { loadBudget, persistExpense, persistPayment, persistSupplier } from './budget-api';
import { BudgetBoard } from './budget-board';

/** /wedding/{id}/budget (lazy-loaded by the wedding page). */
export default function WeddingBudgetPage({ wedding }: { wedding: Wedding }) {
  return <BudgetPage key={wedding.id} wedding={wedding} />;
}

function BudgetPage({ wedding }: { wedding: Wedding }) {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.budget.title(), wedding.name);
  const translate = useTranslateMessage();
  const budget = usePageActor(
    () =>
      budgetMachine.provide({
        actors: {
          loadBudget: fromPromise(({ input }) => loadBudget(input.weddingId)),
          expenses: expensesList.provide({ actors: { persist: fromPromise(({ input }) => persistExpense(wedding.id)(input)) } }),
          payments: paymentsList.provide({ actors: { persist: fromPromise(({ input }) => persistPayment(wedding.id)(input)) } }),
          suppliers: suppliersList.provide({ actors: { persist: fromPromise(({ input }) => persistSupplier(wedding.id)(input)) } }),
        },
      }),
    { input: { weddingId: wedding.id } },
  );
  const phase = useSelector(budget, (snapshot) => (snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready'));
  const loadError = useSelector(budget, (snapshot) => snapshot.context.loadError);
  // Home reuses the expenses and payments while they are the server's (src/lib/held-lists.ts).
  const lists = phase === 'ready' ? budget.getSnapshot().children : null;
  useShareList(wedding.id, 'expenses', lists?.expenses ?? null);
  useShareList(wedding.id, 'payments', lists?.payments ?? null);
  // Changes saved on other screens join the lists as an accepted change of this one would; when
  // the stream missed some, the lists are read again.
  useLiveChanges({ onChange: (change) => budget.send({ type: 'live.change', change }), onReset: () => budget.send({ type: 'live.reset' }) });
  return (
    <div className="mx-auto max-w-7xl">
      {phase !== 'ready' && <ModuleHeader title={LL.budget.title()} description={LL.budget.description()} />}
      {phase === 'loading' && <LoadingBlock label={LL.common.loading()} />}
      {phase === 'failed' && (
        <LoadError
          message={translate({ key: loadError ?? genericErrorKey })}
          retryLabel={LL.budget.retry()}
          onRetry={() => budget.send({ type: 'load.retry' })}
        />
      )}
      {phase === 'ready' && <BudgetBoard budget={budget} weddingId={wedding.id} />}
    </div>
  );
}
