import type { AnyActorRef, Subscription } from 'xstate';
import type { NotificationEmitted } from './messages';

/**
 * Hears the notifications an actor emits, and those of every actor it invokes or spawns, now
 * and later (lists, dialogs, downloads…). The app turns them into toasts
 * (src/lib/notifications.ts); tests collect them. Answers a function that stops listening.
 */
export function listenToNotifications(root: AnyActorRef, listener: (notice: NotificationEmitted) => void): () => void {
  const watched = new WeakSet<AnyActorRef>();
  const subscriptions: Subscription[] = [];

  function watch(actor: AnyActorRef) {
    if (watched.has(actor)) return;
    watched.add(actor);
    subscriptions.push(actor.on('notification', listener));
    const watchChildren = (snapshot: { children?: Record<string, AnyActorRef | undefined> }) => {
      for (const child of Object.values(snapshot.children ?? {})) if (child) watch(child);
    };
    watchChildren(actor.getSnapshot());
    subscriptions.push(actor.subscribe({ next: watchChildren, error: () => {} }));
  }

  watch(root);
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}
