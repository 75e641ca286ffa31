import type { AnyActorRef } from 'xstate';
import { listenToNotifications } from '../../machines/shared/notification-listener';
import { modalAlertVisibleMs, notificationsStore } from '../../machines/shared/notifications.store';

/**
 * The edge where machines' notifications become toasts. Machines `emit` a `notification`
 * event (machines/shared/notify.ts); this shows those of an actor and of every actor under it,
 * so no machine needs a `notify` implementation provided and none can be forgotten. Answers a
 * function that stops listening.
 */
export const showNotificationsOf = (root: AnyActorRef): (() => void) =>
  listenToNotifications(root, (notice) =>
    notificationsStore.trigger.notify({ kind: notice.kind, message: notice.message, visibleMs: isModalOpen() ? modalAlertVisibleMs : undefined }),
  );

/** A notice raised while a dialog is open is an alert about that dialog: it stays longer (part 1 §9). */
const isModalOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
