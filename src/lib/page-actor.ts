import { useActorRef } from '@xstate/react';
import { useLayoutEffect } from 'react';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { actorOptions } from './inspector';
import { showNotificationsOf } from './notifications';

/**
 * A page's or dialog's own actor: `useActorRef` with the Stately inspector (in development)
 * and its notifications, and those of every actor under it, shown as toasts. The listener is
 * attached in a layout effect, which runs before `useActorRef` starts the actor (a passive
 * effect): a machine that speaks as it starts (a link refused at once) is heard too.
 */
export function usePageActor<TLogic extends AnyActorLogic>(logic: TLogic, options?: ActorOptions<TLogic>) {
  const actor = useActorRef(logic, { ...options, ...actorOptions() });
  useLayoutEffect(() => showNotificationsOf(actor), [actor]);
  return actor;
}
