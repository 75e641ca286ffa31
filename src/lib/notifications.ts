import type { AnyActorRef, Subscription } from 'xstate';
import type { NotificationEmitted } from '../../machines/shared/messages';
import { notificationsStore } from '../../machines/shared/notifications.store';

/**
 * The edge where machines' notifications become toasts. Machines `emit` a `notification`
 * event (machines/shared/messages.ts); this listens to an actor and to every actor it invokes
 * or spawns, now and later (lists, dialogs, uploads…), so no machine needs a `notify`
 * implementation provided and none can be forgotten. Answers a function that stops listening.
 */
export function showNotificationsOf(root: AnyActorRef): () => void {
  const watched = new WeakSet<AnyActorRef>();
  const subscriptions: Subscription[] = [];
  const show = (notice: NotificationEmitted) => notificationsStore.trigger.notify({ kind: notice.kind, message: notice.message });

  function watch(actor: AnyActorRef) {
    if (watched.has(actor)) return;
    watched.add(actor);
    subscriptions.push(actor.on('notification', show));
    const watchChildren = (snapshot: { children?: Record<string, AnyActorRef | undefined> }) => {
      for (const child of Object.values(snapshot.children ?? {})) if (child) watch(child);
    };
    watchChildren(actor.getSnapshot());
    subscriptions.push(actor.subscribe({ next: watchChildren, error: () => {} }));
  }

  watch(root);
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}
