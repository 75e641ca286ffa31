import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { formatPrice, packageDiscount } from '../../../contract/credits';
import { creditsPricingMachine } from '../../../machines/credits/credits-pricing.machine';
import { Button } from '../../components/button';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { Modal } from '../../components/modal';
import { usePageActor } from '../../lib/page-actor';
import { creditsApi } from './credits-api';

/** The Pricing button and its dialog: the packages on sale, with their discount. */
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

/** Mounted while the dialog is open, so the prices are fresh each time. */
function Packages() {
  const { LL } = useI18nContext();
  const pricing = usePageActor(creditsPricingMachine.provide({ actors: { loadPackages: fromPromise(creditsApi.packages) } }));
  const stage = useSelector(pricing, (snapshot) => snapshot.value);
  const packages = useSelector(pricing, (snapshot) => snapshot.context.packages);
  if (stage === 'loading') return <LoadingBlock label={LL.common.loading()} />;
  if (stage === 'failed')
    return <LoadError message={LL.credits.loadError()} retryLabel={LL.credits.retry()} onRetry={() => pricing.send({ type: 'load.retry' })} />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {packages.map((pack) => {
        const discount = packageDiscount(pack, packages);
        return (
          <li key={pack.id} className="relative rounded-2xl border border-stone-200 bg-white p-5 shadow-xs">
            {discount > 0 && (
              <span className="absolute top-4 right-4 rounded-full bg-accent/15 px-2.5 py-0.5 text-xs font-semibold text-brand-dark">
                {LL.credits.discount({ percent: discount })}
              </span>
            )}
            <p className="font-display text-2xl font-semibold text-brand-dark">{LL.credits.creditsCount({ credits: pack.quantity })}</p>
            <p className="mt-2 text-lg font-medium text-stone-800 tabular-nums">{LL.credits.price({ price: formatPrice(pack.price) })}</p>
          </li>
        );
      })}
    </ul>
  );
}
