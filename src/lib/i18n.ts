import { useCallback } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import type { Message } from '../../machines/shared/messages';

type Translate = (params?: Record<string, string | number>) => string;

/**
 * Resolves a machine's `Message` (`{ key: 'errors.auth_forbidden' }`), and its reason if it
 * has one, against the current language. Unknown keys fall back to the generic error rather than showing a key.
 */
export function translateMessage(LL: TranslationFunctions, message: Message): string {
  // A key the texts lack (a server newer than this page) finds no function, and translates to ''.
  const translate = message.key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], LL);
  const text = (typeof translate === 'function' ? (translate as Translate)(message.params) : '') || LL.errors.generic_error();
  // A reason follows its message as the next sentence ("…adding the payment. The expense no longer exists.").
  return message.reason ? `${text} ${translateMessage(LL, message.reason)}` : text;
}

export function useTranslateMessage(): (message: Message) => string {
  const { LL } = useI18nContext();
  return useCallback((message: Message) => translateMessage(LL, message), [LL]);
}

export interface LengthLimits {
  min?: number;
  max?: number;
}

/** The text of a field's first failed rule (codes from `contract/validation.ts`). */
export function fieldErrorText(LL: TranslationFunctions, codes: readonly string[] | undefined, limits: LengthLimits = {}): string | undefined {
  const code = codes?.[0];
  switch (code) {
    case undefined:
      return undefined;
    case 'minLength':
      return LL.validation.minLength({ min: limits.min ?? 0 });
    case 'maxLength':
      return LL.validation.maxLength({ max: limits.max ?? 0 });
    case 'min':
      return LL.validation.min({ min: limits.min ?? 0 });
    case 'max':
      return LL.validation.max({ max: limits.max ?? 0 });
    case 'required':
    case 'email':
    case 'mismatch':
    case 'numeric':
    case 'date':
      return LL.validation[code]();
    default:
      return LL.validation.invalid();
  }
}
