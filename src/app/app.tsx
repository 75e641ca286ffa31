import { StrictMode, useEffect } from 'react';
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

export function renderApp(root: HTMLElement, customization: SiteCustomization, locale: Locales): void {
  createRoot(root).render(
    <StrictMode>
      <App customization={customization} locale={locale} />
    </StrictMode>,
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
