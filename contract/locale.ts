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
