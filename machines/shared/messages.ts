import type { Translation } from '../../i18n/i18n-types';

/**
 * A translatable message as machines and stores keep it: a dotted i18n key
 * (`'errors.generic_error'`) and its parameters. The SPA turns it into text at render
 * time, so a language change also re-translates messages already on screen.
 */
export interface Message {
  key: MessageKey;
  params?: Record<string, string | number>;
  /** Why, said after the message (a refused change: what the server answered, `refusalMessage`). */
  reason?: Message;
}

/** Every dotted path to a text of the English base translation (`'plan.messages.unexpectedLoading'`). */
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A message key the compiler checks: a renamed or missing text fails to compile. */
export type MessageKey = KeysOf<Translation>;

export type NotificationKind = 'error' | 'success' | 'info';

/** What a machine asks the app to show as a toast (its `notify` action's params). */
export interface NotifyParams {
  kind: NotificationKind;
  message: Message;
}

/**
 * How a notification leaves a machine: emitted (`emit`), and shown by the app, which listens
 * to a page's actor and all its descendants once (src/lib/notifications.ts). A machine never
 * needs a `notify` implementation provided, so none can be forgotten.
 */
export interface NotificationEmitted extends NotifyParams {
  type: 'notification';
}

export const genericErrorKey = 'errors.generic_error' satisfies MessageKey;
