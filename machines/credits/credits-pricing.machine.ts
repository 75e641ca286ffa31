import { assign, setup } from 'xstate';
import type { CreditPackage } from '../../contract/credits';
import { loadingStates, type RetryLoadEvent } from '../shared/loader';
import type { NotificationEmitted } from '../shared/messages';
import { notify, notifyFailure } from '../shared/notify';
import { providedByApp } from '../shared/provided';

/** The Pricing dialog: the credit packages on sale, loaded each time it opens. */

export interface CreditsPricingContext {
  packages: CreditPackage[];
}

export type CreditsPricingEvent = RetryLoadEvent;

const creditsPricingSetup = setup({
  types: {
    context: {} as CreditsPricingContext,
    events: {} as CreditsPricingEvent,
    emitted: {} as NotificationEmitted,
  },
  actors: {
    loadPackages: providedByApp<CreditPackage[]>('loadPackages'),
  },
  actions: {
    storePackages: assign({ packages: (_, packages: CreditPackage[]) => packages }),
    notify,
  },
});

export const creditsPricingMachine = creditsPricingSetup.createMachine({
  id: 'creditsPricing',
  context: { packages: [] },
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'loadPackages',
      onDone: { target: 'loaded', actions: { type: 'storePackages', params: ({ event }: { event: { output: CreditPackage[] } }) => event.output } },
      onFailure: notifyFailure,
    }),
    loaded: {},
  },
});
