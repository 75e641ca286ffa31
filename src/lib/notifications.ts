import type { AnyActorRef } from 'xstate';
import { listenToNotifications } from '../../machines/shared/notification-listener';
import { notificationsStore } from '../../machines/shared/notifications.store';

/**
 * The edge where machines' notifications become toasts. Machines `emit` a `notification`
 * event (machines/shared/notify.ts); this shows those of an actor and of every actor under it,
 * so no machine needs a `notify` implementation provided and none can be forgotten. Answers a
 * function that stops listening.
 */
export const showNotificationsOf = (root: AnyActorRef): (() => void) =>
  listenToNotifications(root, (notice) => notificationsStore.trigger.notify({ kind: notice.kind, message: notice.message }));
