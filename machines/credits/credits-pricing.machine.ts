import { assign, fromPromise, setup } from 'xstate';
import type { CreditPackage } from '../../contract/credits';
import { failureMessageKey } from '../shared/failure';
import type { NotifyParams } from '../shared/messages';

/** The Pricing dialog: the credit packages on sale, loaded each time it opens. */

export interface CreditsPricingContext {
  packages: CreditPackage[];
}

export type CreditsPricingEvent = { type: 'pricing.retry' };

const notProvided = () => Promise.reject(new Error('loadPackages is provided by the app'));

const creditsPricingSetup = setup({
  types: {
    context: {} as CreditsPricingContext,
    events: {} as CreditsPricingEvent,
  },
  actors: {
    loadPackages: fromPromise<CreditPackage[]>(notProvided),
  },
  actions: {
    storePackages: assign({ packages: (_, packages: CreditPackage[]) => packages }),
    notify: (_, _params: NotifyParams) => {},
  },
});

export const creditsPricingMachine = creditsPricingSetup.createMachine({
  id: 'creditsPricing',
  context: { packages: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPackages',
        src: 'loadPackages',
        onDone: { target: 'loaded', actions: { type: 'storePackages', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: { key: failureMessageKey(event.error) } }) },
        },
      },
    },
    loaded: {},
    failed: {
      on: { 'pricing.retry': { target: 'loading' } },
    },
  },
});
