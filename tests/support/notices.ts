import type { AnyActorRef } from 'xstate';
import { listenToNotifications } from '../../machines/shared/notification-listener';
import type { NotifyParams } from '../../machines/shared/messages';

/** The notifications an actor and its descendants emit, as the app would show them, in order. */
export function collectNotices(actor: AnyActorRef): NotifyParams[] {
  const notices: NotifyParams[] = [];
  listenToNotifications(actor, ({ kind, message }) => notices.push({ kind, message }));
  return notices;
}
