import { useActorRef } from '@xstate/react';
import { useLayoutEffect, useState } from 'react';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { actorOptions } from './inspector';
import { showNotificationsOf } from './notifications';

/**
 * A page's or dialog's own actor: `useActorRef` with the Stately inspector (in development)
 * and its notifications, and those of every actor under it, shown as toasts. The listener is
 * attached in a layout effect, which runs before `useActorRef` starts the actor (a passive
 * effect): a machine that speaks as it starts (a link refused at once) is heard too.
 *
 * The logic is made by `makeLogic` once, at the first render, as the actor is: a machine's
 * `provide` builds the whole machine again (its states and transitions), 1 to 2 ms for the
 * larger ones, and a page renders many times (issue 23 item 23).
 */
export function usePageActor<TLogic extends AnyActorLogic>(makeLogic: () => TLogic, options?: ActorOptions<TLogic>) {
  const [logic] = useState(makeLogic);
  const actor = useActorRef(logic, { ...options, ...actorOptions() });
  useLayoutEffect(() => showNotificationsOf(actor), [actor]);
  return actor;
}
