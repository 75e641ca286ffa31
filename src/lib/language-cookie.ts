import { isLocale, languageCookie, languageCookieMetaName, type Locale } from '../../contract/locale';

/**
 * The language cookie as the server read it for this page (server/http/spa.ts), or as the browser
 * holds it where the page did not come from the server (the Vite dev server). Reading
 * `document.cookie` asks the browser's network process and waits for the answer: during a first
 * load that process is busy with the page's files, and the read held the main thread 1.6-23.5 ms
 * (median 4 ms, eight loads of the 5,000-guest list).
 */
export function readLanguageCookie(): Locale | null {
  const written = pageMeta();
  const value = written ? written.content : cookieValue(languageCookie.name);
  return isLocale(value) ? value : null;
}

const pageMeta = () => document.querySelector<HTMLMetaElement>(`meta[name="${languageCookieMetaName}"]`);

const cookieValue = (name: string) =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);

export function writeLanguageCookie(language: Locale): void {
  const maxAge = languageCookie.maxAgeDays * 24 * 60 * 60;
  document.cookie = `${languageCookie.name}=${language}; max-age=${maxAge}; path=/; SameSite=Lax`;
  // What the server wrote is no longer so: a later read asks the browser.
  pageMeta()?.remove();
}
