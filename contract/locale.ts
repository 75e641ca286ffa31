/**
 * The languages of the product. No zod here: the SPA's first script (src/main.tsx) picks the
 * language before anything else loads, and zod would more than double that script.
 */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'es';
}

/** The language cookie: written when the language changes, read before anyone signs in. */
export const languageCookie = { name: 'lang', maxAgeDays: 5 } as const;

/**
 * The server writes the language cookie's value into the top of each page it sends
 * (`<meta name="language-cookie" content="es">`, empty without one), where the SPA's first script
 * reads it instead of asking the browser for its cookies.
 */
export const languageCookieMetaName = 'language-cookie';

export interface LocaleSources {
  userLanguage?: string | null;
  cookieLanguage?: string | null;
  /** `navigator.languages`, most preferred first (e.g. `['es-MX', 'en']`). */
  browserLanguages?: readonly string[];
}

/**
 * Part 1 §1: the signed-in user's language, else the cookie, else the browser's language
 * when it is Spanish or English, else English.
 */
export function chooseLocale({ userLanguage, cookieLanguage, browserLanguages = [] }: LocaleSources): Locale {
  if (isLocale(userLanguage)) return userLanguage;
  if (isLocale(cookieLanguage)) return cookieLanguage;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return defaultLocale;
}
