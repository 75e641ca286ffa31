import { screen, waitFor } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { Locale } from '../../../contract/person';
import { i18nObject } from '../../../i18n/i18n-util';
import { languageMachine } from '../../../machines/auth/language.machine';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { useScreenWidth } from '../../support/ui/screen-width';
import { sessionUser } from '../../support/ui/session-users';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { answerPlan } from '../../support/ui/wedding-screens';

const texts = { en: i18nObject('en'), es: i18nObject('es') };
const languageCall = 'PUT /persons/update_language';

/** The language on screen: the page's heading and `<html lang>` (part 1 §1: the user's language rules). */
function expectShownIn(language: Locale) {
  expect(document.documentElement.lang).toBe(language);
  expect(screen.getByRole('heading', { level: 1, name: texts[language].dashboard.basePlan.title() })).toBeVisible();
}

interface Driver {
  app: RenderedApp;
  /** The language on screen, and the one asked for while its save is on its way. */
  shown: Locale;
  requested: Locale | null;
}

describe('language switch in the profile menu, along the language machine’s paths', () => {
  describeUiPaths<Driver>({
    machine: languageMachine,
    inputs: [{ language: 'en' }],
    // Small: every way into each screen, so a refused save is walked too.
    cover: 'transitions',
    walks: 'tours',
    stateKey: (snapshot) => [snapshot.context.language, snapshot.context.requested],
    events: [
      { type: 'language.choose', language: 'es' },
      { type: 'language.choose', language: 'en' },
      { type: 'xstate.done.actor.saveLanguage' },
      { type: 'xstate.error.actor.saveLanguage', error: { messageKey: 'errors.generic_error' } },
    ],
    open: async () => {
      useScreenWidth(1280);
      const app = renderApp({
        path: '/base_plan',
        signedInAs: sessionUser('Planner'),
        backend: (backend) => answerPlan(backend, { sections: [], elements: [] }),
      });
      await screen.findByRole('heading', { level: 1, name: texts.en.dashboard.basePlan.title() });
      return { app, shown: 'en', requested: null };
    },
    perform: {
      'language.choose': async (driver, event) => {
        await driver.app.user.click(screen.getByRole('button', { name: new RegExp(`^(${texts.en.shell.profileMenu()}|${texts.es.shell.profileMenu()})`) }));
        await driver.app.user.click(await screen.findByRole('menuitemradio', { name: texts.en.common.languages[event.language as Locale]() }));
        driver.requested = event.language as Locale;
      },
      // Switched, and confirmed in the language just chosen.
      'xstate.done.actor.saveLanguage': async (driver) => {
        await driver.app.backend.answer(languageCall);
        Object.assign(driver, { shown: driver.requested, requested: null });
        await waitFor(() => expect(driver.app.toasts()).toContain(texts[driver.shown].notifications.languageChanged()));
      },
      // Refused: the screen stays in its language, and says so in it.
      'xstate.error.actor.saveLanguage': async (driver) => {
        await driver.app.backend.refuse(languageCall, 500, 'generic_error');
        driver.requested = null;
        await waitFor(() => expect(driver.app.toasts()).toContain(texts[driver.shown].errors.generic_error()));
      },
    },
    shows: {
      'language.idle': ({ app, shown }) => {
        expectShownIn(shown);
        expect(app.backend.unanswered).toEqual([]);
      },
      'language.saving': ({ app, shown, requested }) => {
        // Nothing switches before the account has the choice (a refusal leaves the screen as it was).
        expectShownIn(shown);
        const pending = app.backend.unanswered.find((request) => `${request.method} ${request.path}` === languageCall);
        expect(pending?.body).toEqual({ id: 2, language: requested });
      },
    },
  });
});
