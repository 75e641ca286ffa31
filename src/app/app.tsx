import { StrictMode, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useI18nContext } from '../../i18n/i18n-react';
import type { Locales } from '../../i18n/i18n-types';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { NotificationToasts } from '../features/notifications/notification-toasts';
import { CustomizationProvider, type SiteCustomization } from '../lib/customization';
import { I18nProvider } from '../lib/i18n-provider';
import { SessionProvider } from '../lib/session';
import { AppRoutes } from './app-routes';

interface AppProps {
  customization: SiteCustomization;
  locale: Locales;
}

/**
 * The first render is synchronous, with its effects: the machines then start at once, and the
 * answers the page came with (src/lib/boot-answers.ts) carry them through their first reads in
 * the same task. Rendered in React's default lane, the page showed a spinner for one frame (the
 * session's check, started by an effect after that paint), then drew itself in a second task:
 * 20 to 40 ms more before a guest list of thousands was on screen (issue 23 item 23).
 */
export function renderApp(root: HTMLElement, customization: SiteCustomization, locale: Locales): void {
  const reactRoot = createRoot(root);
  flushSync(() =>
    reactRoot.render(
      <StrictMode>
        <App customization={customization} locale={locale} />
      </StrictMode>,
    ),
  );
}

export function App({ customization, locale }: AppProps) {
  return (
    <I18nProvider locale={locale}>
      <DocumentLanguage />
      <CustomizationProvider value={customization}>
        <ErrorBoundary>
          <SessionProvider>
            <AppRoutes />
          </SessionProvider>
        </ErrorBoundary>
        <NotificationToasts />
      </CustomizationProvider>
    </I18nProvider>
  );
}

/** Keeps `<html lang>` on the language in use, for screen readers and hyphenation. */
function DocumentLanguage() {
  const { locale } = useI18nContext();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}
