/**
 * A translatable message as machines and stores keep it: a dotted i18n key
 * (`'errors.generic_error'`) and its parameters. The SPA turns it into text at render
 * time, so a language change also re-translates messages already on screen.
 */
export interface Message {
  key: string;
  params?: Record<string, string | number>;
}

export type NotificationKind = 'error' | 'success' | 'info';

/** What a machine asks the app to show as a toast (its `notify` action's params). */
export interface NotifyParams {
  kind: NotificationKind;
  message: Message;
}

export const genericErrorKey = 'errors.generic_error';
