import { assign, setup } from 'xstate';
import type { Locale } from '../../contract/person';
import type { NotificationEmitted } from '../shared/messages';
import { notify, notifyFailure, successNotice } from '../shared/notify';
import { effectProvidedByApp, providedByApp } from '../shared/provided';

/**
 * Switching the interface language. Saving loads the new language's texts and, for a
 * signed-in person, stores the choice on the server; only then does the app switch
 * (`applyLanguage`: texts, cookie, session) and confirm, so a failed save leaves the
 * interface as it was and says so.
 */

export interface LanguageInput {
  language: Locale;
}

export interface LanguageContext {
  language: Locale;
  /** The language being saved, while saving. */
  requested: Locale | null;
}

export type LanguageEvent = { type: 'language.choose'; language: Locale };

const languageSetup = setup({
  types: {
    input: {} as LanguageInput,
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    emitted: {} as NotificationEmitted,
  },
  actors: {
    saveLanguage: providedByApp<void, { language: Locale }>('saveLanguage'),
  },
  guards: {
    isAnotherLanguage: ({ context, event }) => event.language !== context.language,
  },
  actions: {
    storeRequest: assign({ requested: ({ event }) => event.language }),
    storeLanguage: assign(({ context }) => ({ language: context.requested ?? context.language, requested: null })),
    forgetRequest: assign({ requested: null }),
    /** Switches the texts, remembers the choice in the cookie and tells the session. */
    applyLanguage: effectProvidedByApp<{ language: Locale }>('applyLanguage'),
    notify,
  },
});

export const languageMachine = languageSetup.createMachine({
  id: 'language',
  context: ({ input }) => ({ language: input.language, requested: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'language.choose': { guard: 'isAnotherLanguage', target: 'saving', actions: 'storeRequest' },
      },
    },
    saving: {
      invoke: {
        id: 'saveLanguage',
        src: 'saveLanguage',
        input: ({ context }) => ({ language: context.requested ?? context.language }),
        onDone: {
          target: 'idle',
          actions: [
            'storeLanguage',
            { type: 'applyLanguage', params: ({ context }) => ({ language: context.language }) },
            { type: 'notify', params: successNotice('notifications.languageChanged') },
          ],
        },
        onError: {
          target: 'idle',
          actions: ['forgetRequest', notifyFailure],
        },
      },
    },
  },
});
