import { fromPromise } from 'xstate';
import { useI18nContext } from '../../i18n/i18n-react';
import { loadLocaleAsync } from '../../i18n/i18n-util.async';
import { languageMachine } from '../../machines/auth/language.machine';
import { api } from './api';
import { writeLanguageCookie } from './language-cookie';
import { usePageActor } from './page-actor';
import { Session } from './session';

/**
 * The language switcher's actor. Saving loads the texts (one language per bundle) and,
 * when someone is signed in, stores the choice on their account; applying switches the
 * texts, remembers the choice in the cookie and updates the session's user.
 */
export function useLanguageActor() {
  const { locale, setLocale } = useI18nContext();
  const session = Session.useActorRef();
  return usePageActor(
    () =>
      languageMachine.provide({
        actors: {
          saveLanguage: fromPromise(async ({ input }) => {
            await loadLocaleAsync(input.language);
            const user = session.getSnapshot().context.user;
            if (user) await api.put('/persons/update_language', { body: { id: user.id, language: input.language } });
          }),
        },
        actions: {
          applyLanguage: (_, { language }) => {
            setLocale(language);
            writeLanguageCookie(language);
            session.send({ type: 'auth.languageChanged', language });
          },
        },
      }),
    { input: { language: locale } },
  );
}
