import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { PlannerBalance } from '../../../contract/credits';
import { creditsAddMachine } from '../../../machines/credits/credits-add.machine';
import { creditsHistoryMachine } from '../../../machines/credits/credits-history.machine';
import { creditsPlannersMachine } from '../../../machines/credits/credits-planners.machine';
import { HistoryIcon, PlusIcon } from '../../components/action-icons';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { CreditsIcon } from '../../components/icons';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { Modal } from '../../components/modal';
import { PageHeader } from '../../components/page-header';
import { usePageActor } from '../../lib/page-actor';
import { AddCreditsDialog } from './add-credits-dialog';
import { CreditHistoryTable } from './credit-history';
import { CreditRequests } from './credit-requests-list';
import { creditsApi } from './credits-api';

const fullName = (planner: PlannerBalance) => `${planner.first_name} ${planner.last_name}`;

/** The Administrator's credits screen: planners with their balance, their history, adding credits. */
export function AdminCredits() {
  const { LL } = useI18nContext();
  const planners = usePageActor(() =>
    creditsPlannersMachine.provide({
      actors: {
        loadPlanners: fromPromise(creditsApi.planners),
        history: creditsHistoryMachine.provide({
          actors: { loadHistory: fromPromise(({ input }) => creditsApi.history(input.personId)) },
        }),
        addCredits: creditsAddMachine.provide({
          actors: { addCredits: fromPromise(({ input }) => creditsApi.add(input)) },
        }),
      },
    }),
  );
  const stage = useSelector(planners, (snapshot) => (snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading'));
  const rows = useSelector(planners, (snapshot) => snapshot.context.planners);
  const selectedName = useSelector(planners, (snapshot) => (snapshot.context.selected ? fullName(snapshot.context.selected) : ''));
  const history = useSelector(planners, (snapshot) => snapshot.children.history);
  const adding = useSelector(planners, (snapshot) => snapshot.children.addCredits);

  return (
    <>
      <PageHeader title={LL.credits.title()} description={LL.credits.adminDescription()} />
      <CreditRequests onBalanceChanged={() => planners.send({ type: 'planners.refresh' })} />
      {stage === 'loading' && <LoadingBlock label={LL.common.loading()} />}
      {stage === 'failed' && (
        <LoadError message={LL.credits.loadError()} retryLabel={LL.credits.retry()} onRetry={() => planners.send({ type: 'load.retry' })} />
      )}
      {stage === 'ready' &&
        (rows.length > 0 ? (
          <PlannersList
            planners={rows}
            onViewHistory={(planner) => planners.send({ type: 'planner.viewHistory', planner })}
            onAddCredits={(planner) => planners.send({ type: 'planner.addCredits', planner })}
          />
        ) : (
          <EmptyState icon={<CreditsIcon className="size-6" />} title={LL.credits.planners.empty()} />
        ))}
      {history && (
        <Modal
          open
          onClose={() => planners.send({ type: 'dialog.close' })}
          title={LL.credits.historyOf({ name: selectedName })}
          closeLabel={LL.credits.close()}
          size="xl"
        >
          <CreditHistoryTable history={history} showBalance />
        </Modal>
      )}
      <AddCreditsDialog adding={adding} plannerName={selectedName} />
    </>
  );
}

interface PlannersListProps {
  planners: PlannerBalance[];
  onViewHistory: (planner: PlannerBalance) => void;
  onAddCredits: (planner: PlannerBalance) => void;
}

/** One row (a card on phones and tablets) per planner, with its two actions. */
function PlannersList({ planners, onViewHistory, onAddCredits }: PlannersListProps) {
  const { LL } = useI18nContext();
  const labels = LL.credits.planners;
  const actions = (planner: PlannerBalance, layout: 'row' | 'card') => (
    <div className={layout === 'row' ? 'flex justify-end gap-2' : 'grid grid-cols-2 gap-2'}>
      <Button
        variant="ghost"
        className="px-3 py-2 whitespace-nowrap"
        aria-label={labels.viewHistoryOf({ name: fullName(planner) })}
        onClick={() => onViewHistory(planner)}
      >
        <HistoryIcon />
        {labels.viewHistory()}
      </Button>
      <Button
        variant="secondary"
        className="px-3 py-2 whitespace-nowrap"
        aria-label={labels.addCreditsTo({ name: fullName(planner) })}
        onClick={() => onAddCredits(planner)}
      >
        <PlusIcon />
        {labels.addCredits()}
      </Button>
    </div>
  );
  return (
    <>
      {/* Two labelled actions per row need the width: cards until 1024 px (the side menu takes its share). */}
      <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-xs max-lg:hidden">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{labels.caption()}</caption>
          <thead className="bg-stone-50 text-xs font-semibold tracking-wide text-stone-500 uppercase">
            <tr>
              <th scope="col" className="px-5 py-3">
                {labels.columns.name()}
              </th>
              <th scope="col" className="px-5 py-3 text-right">
                {labels.columns.balance()}
              </th>
              <th scope="col" className="px-5 py-3 text-right">
                <span className="sr-only">{labels.columns.actions()}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {planners.map((planner) => (
              <tr key={planner.id}>
                <td className="px-5 py-3">
                  <p className="font-medium text-stone-900">{fullName(planner)}</p>
                  <p className="text-stone-500">{planner.email}</p>
                </td>
                <td className="px-5 py-3 text-right font-semibold whitespace-nowrap text-brand-dark tabular-nums">
                  {LL.credits.creditsCount({ credits: planner.credits })}
                </td>
                <td className="px-5 py-3">{actions(planner, 'row')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 lg:hidden" aria-label={labels.caption()}>
        {planners.map((planner) => (
          <li key={planner.id} className="rounded-2xl border border-stone-200 bg-white px-4 py-3 shadow-xs">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-stone-900">{fullName(planner)}</p>
                <p className="truncate text-sm text-stone-500">{planner.email}</p>
              </div>
              <p className="shrink-0 font-semibold text-brand-dark tabular-nums">{LL.credits.creditsCount({ credits: planner.credits })}</p>
            </div>
            <div className="mt-3">{actions(planner, 'card')}</div>
          </li>
        ))}
      </ul>
    </>
  );
}
