import type { NotifyParams } from '../../machines/messages';
import { notificationsStore } from '../../machines/notifications.store';

/** The `notify` action every machine declares, as the app implements it: a toast. */
export function notify(_: unknown, params: NotifyParams): void {
  notificationsStore.trigger.notify(params);
}
