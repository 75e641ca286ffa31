import { useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { formatPrice, packageDiscount, type CreditPackage } from '../../../contract/credits';
import { creditsPricingMachine } from '../../../machines/credits/credits-pricing.machine';
import { creditsRequestMachine } from '../../../machines/credits/credits-request.machine';
import { Button } from '../../components/button';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { Modal } from '../../components/modal';
import { toDisplayDate } from '../../lib/dates';
import { usePageActor } from '../../lib/page-actor';
import { creditsApi } from './credits-api';
import { RequestForm } from './request-form';

type RequestRef = ActorRefFrom<typeof creditsRequestMachine>;

/** The Pricing button and its dialog: the packages on sale, with their discount, and a request for one. */
export function PricingDialog() {
  const { LL } = useI18nContext();
  return (
    <Modal
      trigger={<Button variant="secondary">{LL.credits.pricing()}</Button>}
      title={LL.credits.pricingTitle()}
      description={LL.credits.pricingIntro()}
      closeLabel={LL.credits.close()}
      size="lg"
    >
      <Packages />
    </Modal>
  );
}

/** Mounted while the dialog is open, so the prices and the planner's open requests are fresh each time. */
function Packages() {
  const { LL } = useI18nContext();
  const pricing = usePageActor(() => creditsPricingMachine.provide({ actors: { loadPackages: fromPromise(creditsApi.packages) } }));
  const requesting = usePageActor(() =>
    creditsRequestMachine.provide({
      actors: { loadRequests: fromPromise(creditsApi.requests), sendRequest: fromPromise(({ input }) => creditsApi.request(input)) },
    }),
  );
  const stage = useSelector(pricing, (snapshot) => snapshot.value);
  const packages = useSelector(pricing, (snapshot) => snapshot.context.packages);
  const requestsStage = useSelector(requesting, (snapshot) => (snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready'));
  const chosenId = useSelector(requesting, (snapshot) => snapshot.context.packageId);
  // A package already asked for must never show its button, even for a moment.
  if (stage === 'loading' || requestsStage === 'loading') return <LoadingBlock label={LL.common.loading()} />;
  if (stage === 'failed' || requestsStage === 'failed')
    return (
      <LoadError
        message={LL.credits.loadError()}
        retryLabel={LL.credits.retry()}
        onRetry={() => (stage === 'failed' ? pricing : requesting).send({ type: 'load.retry' })}
      />
    );
  const chosen = packages.find((pack) => pack.id === chosenId);
  if (chosen) return <RequestForm requesting={requesting} pack={chosen} />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {packages.map((pack) => {
        const discount = packageDiscount(pack, packages);
        return (
          <li key={pack.id} className="relative flex flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-xs">
            {discount > 0 && (
              <span className="absolute top-4 right-4 rounded-full bg-accent/15 px-2.5 py-0.5 text-xs font-semibold text-brand-dark">
                {LL.credits.discount({ percent: discount })}
              </span>
            )}
            <p className="font-display text-2xl font-semibold text-brand-dark">{LL.credits.creditsCount({ credits: pack.quantity })}</p>
            <p className="mt-2 text-lg font-medium text-stone-800 tabular-nums">{LL.credits.price({ price: formatPrice(pack.price) })}</p>
            <PackageRequest requesting={requesting} pack={pack} />
          </li>
        );
      })}
    </ul>
  );
}

/** The package's "Request credits" button, or the date of the planner's open request for it. */
function PackageRequest({ requesting, pack }: { requesting: RequestRef; pack: CreditPackage }) {
  const { LL } = useI18nContext();
  const requestedOn = useSelector(requesting, (snapshot) => snapshot.context.requests.find((request) => request.package_id === pack.id)?.created_at);
  const ready = useSelector(requesting, (snapshot) => snapshot.matches('idle'));
  if (requestedOn) return <p className="mt-4 text-sm font-medium text-stone-700">{LL.credits.request.requestedOn({ date: toDisplayDate(requestedOn) })}</p>;
  return (
    <Button
      variant="secondary"
      className="mt-4"
      disabled={!ready}
      aria-label={LL.credits.request.actionFor({ credits: pack.quantity })}
      onClick={() => requesting.send({ type: 'request.start', packageId: pack.id })}
    >
      {LL.credits.request.action()}
    </Button>
  );
}
