import { setup } from 'xstate';
import type { Locale } from '../../contract/person';
import { effectProvidedByApp, providedByApp } from '../shared/provided';

/**
 * Adopting the signed-in person's own language (part 1 §1: it comes before the cookie and the
 * browser) before the signed-in area shows. The texts of that language load first (one
 * language per bundle); then the app switches to it (`applyLanguage`). Should the texts not
 * load, the person carries on in the language already on screen (`keepLanguage`), rather than
 * waiting for ever.
 */

export interface AccountLanguageInput {
  /** The account's language. */
  language: Locale;
  /** The language on screen now. */
  current: Locale;
}

const accountLanguageSetup = setup({
  types: {
    input: {} as AccountLanguageInput,
    context: {} as AccountLanguageInput,
  },
  actors: {
    loadTexts: providedByApp<void, { language: Locale }>('loadTexts'),
  },
  actions: {
    /** Switches the texts and remembers the choice in the cookie. */
    applyLanguage: effectProvidedByApp<{ language: Locale }>('applyLanguage'),
    /** Tells the session the person goes on in this language. */
    keepLanguage: effectProvidedByApp<{ language: Locale }>('keepLanguage'),
  },
});

export const accountLanguageMachine = accountLanguageSetup.createMachine({
  id: 'accountLanguage',
  context: ({ input }) => input,
  initial: 'loadingTexts',
  states: {
    loadingTexts: {
      invoke: {
        id: 'loadTexts',
        src: 'loadTexts',
        input: ({ context }) => ({ language: context.language }),
        onDone: { target: 'applied', actions: { type: 'applyLanguage', params: ({ context }) => ({ language: context.language }) } },
        onError: { target: 'keptCurrent', actions: { type: 'keepLanguage', params: ({ context }) => ({ language: context.current }) } },
      },
    },
    applied: { type: 'final' },
    keptCurrent: { type: 'final' },
  },
});
