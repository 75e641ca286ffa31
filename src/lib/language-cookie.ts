import { isLocale, languageCookie, type Locale } from '../../contract/locale';

export function readLanguageCookie(): Locale | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${languageCookie.name}=`));
  const value = entry?.slice(languageCookie.name.length + 1);
  return isLocale(value) ? value : null;
}

export function writeLanguageCookie(language: Locale): void {
  const maxAge = languageCookie.maxAgeDays * 24 * 60 * 60;
  document.cookie = `${languageCookie.name}=${language}; max-age=${maxAge}; path=/; SameSite=Lax`;
}
