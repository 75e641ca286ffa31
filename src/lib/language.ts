import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useI18nContext } from '../../i18n/i18n-react';
import { loadLocaleAsync } from '../../i18n/i18n-util.async';
import { languageMachine } from '../../machines/auth/language.machine';
import { api } from './api';
import { actorOptions } from './inspector';
import { writeLanguageCookie } from './language-cookie';
import { notify } from './notify';
import { Session } from './session';

/**
 * The language switcher's actor. Saving loads the texts (one language per bundle) and,
 * when someone is signed in, stores the choice on their account; applying switches the
 * texts, remembers the choice in the cookie and updates the session's user.
 */
export function useLanguageActor() {
  const { locale, setLocale } = useI18nContext();
  const session = Session.useActorRef();
  return useActorRef(
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
        notify,
      },
    }),
    { input: { language: locale }, ...actorOptions() },
  );
}
