import { fromPromise } from 'xstate';
import { useI18nContext } from '../../i18n/i18n-react';
import { loadLocaleAsync } from '../../i18n/i18n-util.async';
import type { Locale } from '../../contract/person';
import { accountLanguageMachine } from '../../machines/auth/account-language.machine';
import { FullPageSpinner } from '../components/spinner';
import { writeLanguageCookie } from '../lib/language-cookie';
import { usePageActor } from '../lib/page-actor';
import { Session } from '../lib/session';

/** Switches to the signed-in user's language (machines/auth/account-language.machine.ts), then lets the protected area render. */
export function UserLanguage({ language }: { language: Locale }) {
  const { LL, locale, setLocale } = useI18nContext();
  const session = Session.useActorRef();
  usePageActor(
    () =>
      accountLanguageMachine.provide({
        actors: { loadTexts: fromPromise(({ input }) => loadLocaleAsync(input.language)) },
        actions: {
          applyLanguage: (_, { language: chosen }) => {
            setLocale(chosen);
            writeLanguageCookie(chosen);
          },
          keepLanguage: (_, { language: current }) => session.send({ type: 'auth.languageChanged', language: current }),
        },
      }),
    { input: { language, current: locale } },
  );
  return <FullPageSpinner label={LL.common.loading()} />;
}
