import { createStore } from '@xstate/store';
import type { Message, NotificationKind, NotifyParams } from './messages';

/**
 * The toasts on screen. A notification stays 7.5 s (an alert about an open modal 10 s), then
 * fades out for 1 s (the CSS transition runs while `hiding` is true) and is removed; closing it
 * starts the same fade at once. At most three show: a fourth pushes the oldest out, so a burst
 * of failures never buries the screen. Signing in or out clears them: what they said was about
 * the session that ended. Timers are store effects, so the reducers stay pure.
 */

export const notificationVisibleMs = 7500;
export const notificationFadeMs = 1000;
/** Alerts shown while a modal is open hide after 10 s (part 1 §9). */
export const modalAlertVisibleMs = 10_000;
/** How many notifications show at once; the oldest goes first. */
export const maxNotifications = 3;

export interface NotifyEvent extends NotifyParams {
  /** How long it stays before fading (default `notificationVisibleMs`). */
  visibleMs?: number;
}

export interface Notification {
  id: number;
  kind: NotificationKind;
  message: Message;
  hiding: boolean;
}

export interface NotificationsContext {
  items: Notification[];
  nextId: number;
}

export function createNotificationsStore() {
  return createStore({
    context: { items: [], nextId: 1 } as NotificationsContext,
    on: {
      notify: (context, event: NotifyEvent, enqueue) => {
        const id = context.nextId;
        enqueue.effect(({ trigger }) => {
          setTimeout(() => trigger.hide({ id }), event.visibleMs ?? notificationVisibleMs);
        });
        const items = [...context.items, { id, kind: event.kind, message: event.message, hiding: false }];
        return { items: items.slice(-maxNotifications), nextId: id + 1 };
      },
      /** Signing in or out: nothing said before is about the new session. */
      clear: (context) => ({ ...context, items: [] }),
      hide: (context, event: { id: number }, enqueue) => {
        const item = context.items.find((candidate) => candidate.id === event.id);
        // Already fading (closed by hand before its timer ran out) or gone: nothing to do.
        if (!item || item.hiding) return context;
        enqueue.effect(({ trigger }) => {
          setTimeout(() => trigger.remove({ id: event.id }), notificationFadeMs);
        });
        return { ...context, items: context.items.map((candidate) => (candidate === item ? { ...item, hiding: true } : candidate)) };
      },
      /** Closing by hand: the same fade as the timer's, started now. */
      dismiss: (context, event: { id: number }, enqueue) => {
        enqueue.trigger.hide({ id: event.id });
        return context;
      },
      remove: (context, event: { id: number }) => ({
        ...context,
        items: context.items.filter((item) => item.id !== event.id),
      }),
    },
  });
}

/** The app's one notifications store. */
export const notificationsStore = createNotificationsStore();
export type NotificationsStore = typeof notificationsStore;
