import { useEffect } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { loadLocaleAsync } from '../../i18n/i18n-util.async';
import type { Locale } from '../../contract/person';
import { FullPageSpinner } from '../components/spinner';
import { writeLanguageCookie } from '../lib/language-cookie';
import { Session } from '../lib/session';

/** Switches to the signed-in user's language, then lets the protected area render. */
export function UserLanguage({ language }: { language: Locale }) {
  const { LL, locale, setLocale } = useI18nContext();
  const session = Session.useActorRef();
  useEffect(() => {
    let current = true;
    loadLocaleAsync(language).then(
      () => {
        if (!current) return;
        setLocale(language);
        writeLanguageCookie(language);
      },
      // The texts could not be fetched: carry on in the language already on screen.
      () => current && session.send({ type: 'auth.languageChanged', language: locale }),
    );
    return () => {
      current = false;
    };
  }, [language, locale, setLocale, session]);
  return <FullPageSpinner label={LL.common.loading()} />;
}
