import type { CreditRequest } from '../../contract/credits';
import { loadingStates } from '../shared/loader';
import { notifyFailure } from '../shared/notify';

/**
 * Both credit-request machines start the same way: the open requests load (`loadRequests`: a
 * Planner's own in the Pricing dialog, every planner's on the Administrator's screen), a failure
 * says why and waits for `load.retry`, and the answer is kept (the machine's `storeRequests`)
 * before the machine waits in `idle` for the person. Spread into each machine's `states`, so the
 * visualizer still draws `loading` and `failed` as the machine's own states.
 */
export const loadingOpenRequests = loadingStates({
  src: 'loadRequests',
  onDone: { target: 'idle', actions: { type: 'storeRequests', params: ({ event }: { event: { output: CreditRequest[] } }) => event.output } },
  onFailure: notifyFailure,
});
