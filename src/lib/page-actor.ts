import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { actorOptions } from './inspector';
import { showNotificationsOf } from './notifications';

/**
 * A page's or dialog's own actor: `useActorRef` with the Stately inspector (in development)
 * and its notifications, and those of every actor under it, shown as toasts.
 */
export function usePageActor<TLogic extends AnyActorLogic>(logic: TLogic, options?: ActorOptions<TLogic>) {
  const actor = useActorRef(logic, { ...options, ...actorOptions() });
  useEffect(() => showNotificationsOf(actor), [actor]);
  return actor;
}
