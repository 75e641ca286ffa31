import { fromPromise } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { creditsHistoryMachine } from '../../../machines/credits/credits-history.machine';
import { PageHeader } from '../../components/page-header';
import { usePageActor } from '../../lib/page-actor';
import { CreditHistoryTable } from './credit-history';
import { creditsApi } from './credits-api';
import { PricingDialog } from './pricing-dialog';

/** A Planner's own credits: balance, history and the prices of more. */
export function PlannerCredits() {
  const { LL } = useI18nContext();
  const history = usePageActor(
    () => creditsHistoryMachine.provide({ actors: { loadHistory: fromPromise(({ input }) => creditsApi.history(input.personId)) } }),
    {
      input: { personId: null },
    },
  );
  return (
    <>
      <PageHeader title={LL.credits.title()} description={LL.credits.description()} actions={<PricingDialog />} />
      <section aria-labelledby="credit-history-title">
        <h2 id="credit-history-title" className="sr-only">
          {LL.credits.history.title()}
        </h2>
        <CreditHistoryTable history={history} showBalance />
      </section>
    </>
  );
}
