import { emit } from 'xstate';
import { failureMessageKey, failureMessageOr } from './failure';
import type { MessageKey, NotificationEmitted, NotifyParams } from './messages';

/**
 * The `notify` action every machine that speaks to the person declares in its `setup`
 * (`actions: { notify }`, `types.emitted: NotificationEmitted`) and refers to by name with
 * its params: `{ type: 'notify', params: errorNotice('errors.generic_error') }`. It emits the
 * notification; the app shows every notification of a page's actor and its descendants
 * (src/lib/notifications.ts), so nothing needs providing and none can be lost.
 */
// `any` for the machine's context and events: the action reads neither, so it fits every machine.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const notify = emit<any, any, NotifyParams, any, NotificationEmitted>((_, params) => ({ type: 'notification', ...params }));

type MessageParams = Record<string, string | number>;

const notice = (kind: NotifyParams['kind'], key: MessageKey, params?: MessageParams): NotifyParams => ({ kind, message: params ? { key, params } : { key } });

export const errorNotice = (key: MessageKey, params?: MessageParams): NotifyParams => notice('error', key, params);
export const successNotice = (key: MessageKey, params?: MessageParams): NotifyParams => notice('success', key, params);

type FailureEvent = { event: { error: unknown } };

/** For an `onError`: says why a call failed (the server's reason, else the generic message). */
export const notifyFailure = { type: 'notify', params: ({ event }: FailureEvent) => errorNotice(failureMessageKey(event.error)) } as const;

/** For an `onError`: the server's own reason when it gave a known one, else the screen's message for what failed. */
export const notifyFailureOr = (fallback: MessageKey) =>
  ({ type: 'notify', params: ({ event }: FailureEvent) => errorNotice(failureMessageOr(event.error, fallback)) }) as const;
