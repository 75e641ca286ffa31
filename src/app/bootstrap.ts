import { i18nObject } from '../../i18n/i18n-util';
import { loadLocaleAsync } from '../../i18n/i18n-util.async';
import { chooseLocale, type Locale } from '../../contract/locale';
import { brandLogos } from '../lib/brand';
import { fetchCustomization, type SiteCustomization } from '../lib/site-customization';
import { startInspector } from '../lib/inspector';
import { readLanguageCookie } from '../lib/language-cookie';
import { api } from '../lib/api';
import { sessionApi } from '../lib/session-api';
import { preloadPage } from './page-chunks';

export interface StartingPoint {
  customization: SiteCustomization;
  locale: Locale;
}

/**
 * Before the first render: the white label for this host and the texts of one
 * language (only that language is downloaded). The signed-in user's own language
 * is applied once the session is known (src/app/user-language.tsx). The session check and
 * the page the address shows start now too, while the app's code is still arriving; the page's
 * own first reads are usually written into the page by the server, or named there for the page
 * to start now (a long guest list), see src/lib/boot-answers.ts.
 *
 * The entry runs as soon as it has arrived, before the rest of the page (index.html marks it
 * `async`, vite.config.ts): the server sends the page's top at once and its answers once read
 * (server/http/page-stream.ts), and meanwhile the app's code is evaluated and the texts fetched.
 * What reads the answers waits for the whole page.
 */
export async function bootstrap(): Promise<StartingPoint> {
  // The first render waits for the page's code (all of it downloading at once, named in the
  // page's top): a page whose code is still on its way suspends, shows its spinner, and React
  // then keeps that spinner for 300 ms after the code arrives (src/app/lazy-page.ts).
  const pageCode = preloadPage(window.location.pathname);
  const locale = chooseLocale({ cookieLanguage: readLanguageCookie(), browserLanguages: navigator.languages });
  const texts = loadLocaleAsync(locale);
  await wholePage();
  sessionApi.startSessionCheck();
  api.startPageReads();
  const [customization] = await Promise.all([fetchCustomization(window.location.hostname), texts, startInspector(), pageCode]);
  applyToDocument(customization, locale);
  return { customization, locale };
}

/** Resolves once the whole page has been parsed: its answers, and the element the app renders into. */
function wholePage(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((parsed) => document.addEventListener('DOMContentLoaded', () => parsed(), { once: true }));
}

function applyToDocument(customization: SiteCustomization, locale: Locale): void {
  const root = document.documentElement;
  root.dataset.brand = customization.brand;
  root.lang = locale;
  document.title = customization.title ?? i18nObject(locale).brand.productName();
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]') ?? document.head.appendChild(document.createElement('link'));
  icon.rel = 'icon';
  icon.href = brandLogos[customization.brand];
}
