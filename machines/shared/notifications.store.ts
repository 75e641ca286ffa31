import { createStore } from '@xstate/store';
import type { Message, NotificationKind, NotifyParams } from './messages';

/**
 * The toasts on screen. A notification stays 7.5 s, then fades out for 1 s (the CSS
 * transition runs while `hiding` is true) and is removed; closing it starts the same
 * fade at once. Timers are store effects, so the reducers stay pure.
 */

export const notificationVisibleMs = 7500;
export const notificationFadeMs = 1000;
/** Alerts inside modals (later issues) hide after 10 s. */
export const modalAlertVisibleMs = 10_000;

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
      notify: (context, event: NotifyParams, enqueue) => {
        const id = context.nextId;
        enqueue.effect(({ trigger }) => {
          setTimeout(() => trigger.hide({ id }), notificationVisibleMs);
        });
        return {
          items: [...context.items, { id, kind: event.kind, message: event.message, hiding: false }],
          nextId: id + 1,
        };
      },
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
