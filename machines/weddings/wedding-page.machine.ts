import { assign, setup } from 'xstate';
import type { ModuleCode } from '../../contract/permissions';
import type { Wedding } from '../../contract/weddings';
import { failureCode } from '../shared/failure';
import { loadingStates, type RetryLoadEvent } from '../shared/loader';
import type { NotificationEmitted } from '../shared/messages';
import { errorNotice, notify } from '../shared/notify';
import { providedByApp } from '../shared/provided';

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

export type WeddingEvent = RetryLoadEvent;

type LoadFailure = { event: { error: unknown } };
const failed = ({ event }: LoadFailure) => ({ error: event.error });

const weddingSetup = setup({
  types: {
    input: {} as WeddingInput,
    context: {} as WeddingContext,
    events: {} as WeddingEvent,
    emitted: {} as NotificationEmitted,
  },
  actors: {
    loadWedding: providedByApp<LoadedWedding, WeddingInput>('loadWedding'),
  },
  guards: {
    isForbidden: (_, { error }: { error: unknown }) => failureCode(error) === 'auth_forbidden',
    isMissing: (_, { error }: { error: unknown }) => {
      const code = failureCode(error);
      return code === 'not_found' || code === 'form_validation_error';
    },
  },
  actions: {
    storeWedding: assign((_, loaded: LoadedWedding) => ({ wedding: loaded.wedding, modules: loaded.modules })),
    notify,
  },
});

export const weddingPageMachine = weddingSetup.createMachine({
  id: 'weddingPage',
  context: ({ input }) => ({ weddingId: input.weddingId, wedding: null, modules: [] }),
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'loadWedding',
      input: ({ context }: { context: WeddingContext }) => ({ weddingId: context.weddingId }),
      onDone: { target: 'loaded', actions: { type: 'storeWedding', params: ({ event }: { event: { output: LoadedWedding } }) => event.output } },
      otherFailures: [
        { guard: { type: 'isForbidden', params: failed }, target: 'unauthorized' },
        { guard: { type: 'isMissing', params: failed }, target: 'notFound' },
      ],
      onFailure: { type: 'notify', params: errorNotice('weddings.wedding.retrieveError') },
    }),
    loaded: {},
    unauthorized: {},
    notFound: {},
  },
});
