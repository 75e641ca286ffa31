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

describe('language switch in the profile menu, along the language machine’s paths', () => {
  describeUiPaths<RenderedApp>({
    machine: languageMachine,
    inputs: [{ language: 'en' }],
    // Small: every way into each screen, so a refused save is walked too.
    cover: 'transitions',
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
      return app;
    },
    perform: {
      'language.choose': async (app, event) => {
        await app.user.click(screen.getByRole('button', { name: new RegExp(`^(${texts.en.shell.profileMenu()}|${texts.es.shell.profileMenu()})`) }));
        await app.user.click(await screen.findByRole('menuitemradio', { name: texts.en.common.languages[event.language as Locale]() }));
      },
      'xstate.done.actor.saveLanguage': async (app) => {
        const request = await app.backend.answer(languageCall);
        // Confirmed in the language just chosen.
        const chosen = (request.body as { language: Locale }).language;
        await waitFor(() => expect(app.toasts()).toContain(texts[chosen].notifications.languageChanged()));
      },
      'xstate.error.actor.saveLanguage': async (app) => {
        await app.backend.refuse(languageCall, 500, 'generic_error');
        await waitFor(() =>
          expect(app.toasts().some((toast) => toast === texts.en.errors.generic_error() || toast === texts.es.errors.generic_error())).toBe(true),
        );
      },
    },
    shows: {
      'language.idle': (app, snapshot) => {
        const language = snapshot.context.language as Locale;
        expectShownIn(language);
        expect(app.backend.unanswered).toEqual([]);
      },
      'language.saving': (app, snapshot) => {
        // Nothing switches before the account has the choice (a refusal leaves the screen as it was).
        expectShownIn(snapshot.context.language as Locale);
        const pending = app.backend.unanswered.find((request) => `${request.method} ${request.path}` === languageCall);
        expect(pending?.body).toEqual({ id: 2, language: snapshot.context.requested });
      },
    },
  });
});
