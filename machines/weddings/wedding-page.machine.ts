import { assign, fromPromise, setup } from 'xstate';
import type { ModuleCode } from '../../contract/permissions';
import type { Wedding } from '../../contract/weddings';
import { failureCode } from '../shared/failure';
import type { NotifyParams } from '../shared/messages';

/**
 * Opening one wedding (part 1 §2, part 2 §2): the wedding and the modules the server lists for
 * this user. 403 shows the unauthorized page, 422 the page-not-found page (also for an id that
 * is not one), anything else a message with a way to try again.
 */

export interface WeddingInput {
  weddingId: number;
}

export interface LoadedWedding {
  wedding: Wedding;
  modules: ModuleCode[];
}

export interface WeddingContext extends WeddingInput {
  wedding: Wedding | null;
  modules: ModuleCode[];
}

export type WeddingEvent = { type: 'wedding.retry' };

const notProvided = () => Promise.reject(new Error('loadWedding is provided by the app'));

const weddingSetup = setup({
  types: {
    input: {} as WeddingInput,
    context: {} as WeddingContext,
    events: {} as WeddingEvent,
  },
  actors: {
    loadWedding: fromPromise<LoadedWedding, WeddingInput>(notProvided),
  },
  guards: {
    isForbidden: ({ event }) => failureCode((event as { error?: unknown }).error) === 'auth_forbidden',
    isMissing: ({ event }) => {
      const code = failureCode((event as { error?: unknown }).error);
      return code === 'not_found' || code === 'form_validation_error';
    },
  },
  actions: {
    storeWedding: assign((_, loaded: LoadedWedding) => ({ wedding: loaded.wedding, modules: loaded.modules })),
    notify: (_, _params: NotifyParams) => {},
  },
});

export const weddingPageMachine = weddingSetup.createMachine({
  id: 'weddingPage',
  context: ({ input }) => ({ weddingId: input.weddingId, wedding: null, modules: [] }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadWedding',
        src: 'loadWedding',
        input: ({ context }) => ({ weddingId: context.weddingId }),
        onDone: { target: 'loaded', actions: { type: 'storeWedding', params: ({ event }) => event.output } },
        onError: [
          { guard: 'isForbidden', target: 'unauthorized' },
          { guard: 'isMissing', target: 'notFound' },
          { target: 'failed', actions: { type: 'notify', params: { kind: 'error', message: { key: 'weddings.wedding.retrieveError' } } } },
        ],
      },
    },
    loaded: {},
    unauthorized: {},
    notFound: {},
    failed: {
      on: { 'wedding.retry': { target: 'loading' } },
    },
  },
});
