import type { NotifyParams } from '../../machines/shared/messages';
import { notificationsStore } from '../../machines/shared/notifications.store';

/** The `notify` action every machine declares, as the app implements it: a toast (none for null). */
export function notify(_: unknown, params: NotifyParams | null): void {
  if (params) notificationsStore.trigger.notify(params);
}
