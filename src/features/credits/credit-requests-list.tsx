import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { formatPrice, type CreditRequest } from '../../../contract/credits';
import { creditRequestsMachine } from '../../../machines/credits/credit-requests.machine';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { toDisplayDate } from '../../lib/dates';
import { usePageActor } from '../../lib/page-actor';
import { creditsApi } from './credits-api';

interface CreditRequestsProps {
  /** Credits were added: the planners' balances changed. */
  onBalanceChanged: () => void;
}

/** The Administrator's open credit requests, each added or dismissed after a confirmation. */
export function CreditRequests({ onBalanceChanged }: CreditRequestsProps) {
  const { LL } = useI18nContext();
  const labels = LL.credits.requests;
  const requests = usePageActor(() =>
    creditRequestsMachine.provide({
      actors: { loadRequests: fromPromise(creditsApi.requests), handleRequest: fromPromise(({ input }) => creditsApi.handleRequest(input)) },
      actions: { balanceChanged: onBalanceChanged },
    }),
  );
  const stage = useSelector(requests, (snapshot) => (snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready'));
  const rows = useSelector(requests, (snapshot) => snapshot.context.requests);
  const pending = useSelector(requests, (snapshot) => snapshot.context.pending);
  const handling = useSelector(requests, (snapshot) => snapshot.matches('handling'));
  const idle = useSelector(requests, (snapshot) => snapshot.matches('idle'));
  const act = (type: 'request.add' | 'request.dismiss', request: CreditRequest) => requests.send({ type, request });
  return (
    <section aria-labelledby="credit-requests-title" className="mb-8">
      <h2 id="credit-requests-title" className="mb-3 font-display text-xl font-semibold text-brand-dark">
        {labels.title()}
      </h2>
      {stage === 'loading' && <LoadingBlock label={LL.common.loading()} />}
      {stage === 'failed' && (
        <LoadError message={LL.credits.loadError()} retryLabel={LL.credits.retry()} onRetry={() => requests.send({ type: 'load.retry' })} />
      )}
      {stage === 'ready' && rows.length === 0 && <p className="text-sm text-stone-600">{labels.empty()}</p>}
      {stage === 'ready' && rows.length > 0 && (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label={labels.caption()}>
          {rows.map((request) => (
            <li key={request.id} className="rounded-2xl border border-stone-200 bg-white px-4 py-3 text-sm shadow-xs">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="truncate font-medium text-stone-900">{request.planner_name}</p>
                  <p className="truncate text-stone-600">{request.planner_email}</p>
                </div>
                <p className="shrink-0 font-semibold text-brand-dark tabular-nums">{LL.credits.creditsCount({ credits: request.credits })}</p>
              </div>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-stone-700">
                <dt>{labels.columns.price()}</dt>
                <dd className="text-right tabular-nums">{LL.credits.price({ price: formatPrice(request.price) })}</dd>
                <dt>{labels.columns.date()}</dt>
                <dd className="text-right tabular-nums">{toDisplayDate(request.created_at)}</dd>
              </dl>
              {request.note && (
                <p className="mt-2 rounded-lg bg-stone-50 px-3 py-2 break-words whitespace-pre-line text-stone-800">
                  <span className="sr-only">{labels.columns.note()}: </span>
                  {request.note}
                </p>
              )}
              <div className="mt-3 grid grid-cols-2 gap-2">
                <Button
                  variant="ghost"
                  className="px-3 py-2"
                  disabled={!idle}
                  aria-label={labels.dismissFor({ name: request.planner_name })}
                  onClick={() => act('request.dismiss', request)}
                >
                  {labels.dismiss()}
                </Button>
                <Button
                  variant="secondary"
                  className="px-3 py-2"
                  disabled={!idle}
                  aria-label={labels.addFor({ credits: request.credits, name: request.planner_name })}
                  onClick={() => act('request.add', request)}
                >
                  {labels.add()}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        busy={handling}
        onCancel={() => requests.send({ type: 'confirm.cancel' })}
        onConfirm={() => requests.send({ type: 'confirm.accept' })}
        title={
          pending?.action === 'add'
            ? labels.confirmAddTitle({ credits: pending.request.credits, name: pending.request.planner_name })
            : labels.confirmDismissTitle({ name: pending?.request.planner_name ?? '' })
        }
        message={pending?.action === 'add' ? labels.confirmAddBody({ price: formatPrice(pending.request.price) }) : labels.confirmDismissBody()}
        confirmLabel={handling ? labels.working() : pending?.action === 'add' ? labels.confirmAdd() : labels.confirmDismiss()}
        cancelLabel={labels.cancel()}
        tone={pending?.action === 'dismiss' ? 'danger' : 'default'}
      />
    </section>
  );
}
