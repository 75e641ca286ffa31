import { screen } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import type { Locale } from '../../../contract/person';
import type * as AsyncLoaders from '../../../i18n/i18n-util.async';
import { i18nObject } from '../../../i18n/i18n-util';
import { accountLanguageMachine } from '../../../machines/auth/account-language.machine';
import { languageCookie } from '../../../contract/locale';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { sessionUser } from '../../support/ui/session-users';
import { describeUiPaths } from '../../support/ui/ui-paths';

/** The account's texts load when the walk says so: each load waits here until it is settled. */
const textLoads = vi.hoisted(() => ({ waiting: [] as Array<{ settle: (loaded: boolean) => void }> }));

vi.mock('../../../i18n/i18n-util.async', async (importOriginal) => {
  const original = await importOriginal<typeof AsyncLoaders>();
  return {
    ...original,
    loadLocaleAsync: (locale: Locale) =>
      new Promise<void>((resolve, reject) =>
        textLoads.waiting.push({ settle: (loaded) => (loaded ? original.loadLocaleAsync(locale).then(resolve) : reject(new Error('offline'))) }),
      ),
  };
});

const texts = { en: i18nObject('en'), es: i18nObject('es') };
const settleTexts = async (loaded: boolean) => {
  await vi.waitFor(() => expect(textLoads.waiting).toHaveLength(1));
  textLoads.waiting.shift()!.settle(loaded);
};
const cookieLanguage = () => new RegExp(`(^|; )${languageCookie.name}=(\\w+)`).exec(document.cookie)?.[2] ?? null;

/** The signed-in area in one language: the page's heading and `<html lang>`. */
function expectShownIn(language: Locale) {
  expect(document.documentElement.lang).toBe(language);
  expect(screen.getByRole('heading', { level: 1, name: texts[language].weddings.title() })).toBeVisible();
}

describe('signing in to an account in Spanish on an English screen, along the account-language machine’s paths', () => {
  describeUiPaths<RenderedApp>({
    machine: accountLanguageMachine.provide({ actions: { applyLanguage: () => {}, keepLanguage: () => {} } }),
    inputs: [{ language: 'es', current: 'en' }],
    events: [{ type: 'xstate.done.actor.loadTexts' }, { type: 'xstate.error.actor.loadTexts', error: new Error('offline') }],
    open: () => {
      textLoads.waiting.length = 0;
      document.cookie = `${languageCookie.name}=; max-age=0; path=/`;
      return renderApp({
        path: '/weddings',
        locale: 'en',
        signedInAs: sessionUser('Planner', { language: 'es' }),
        backend: (backend) => backend.always('GET /weddings', { weddings: [] }),
      });
    },
    perform: {
      'xstate.done.actor.loadTexts': () => settleTexts(true),
      'xstate.error.actor.loadTexts': () => settleTexts(false),
    },
    shows: {
      // The account's language comes first (part 1 §1): nothing of the signed-in area shows in another one meanwhile.
      'accountLanguage.loadingTexts': (app) => {
        expect(screen.getByRole('status')).toHaveTextContent(texts.en.common.loading());
        expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
        expect(app.backend.requests.filter((request) => request.path === '/weddings')).toEqual([]);
      },
      // Switched, and remembered in the language cookie.
      'accountLanguage.applied': () => {
        expectShownIn('es');
        expect(cookieLanguage()).toBe('es');
      },
      // The texts could not load: the person carries on in English, and the account keeps its own language.
      'accountLanguage.keptCurrent': (app) => {
        expectShownIn('en');
        expect(cookieLanguage()).toBeNull();
        expect(app.backend.requests.filter((request) => request.path === '/persons/update_language')).toEqual([]);
      },
    },
  });
});
