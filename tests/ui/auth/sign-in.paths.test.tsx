import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import { authMachine } from '../../../machines/auth/auth.machine';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { useScreenWidth } from '../../support/ui/screen-width';
import { sessionUser } from '../../support/ui/session-users';
import { describeUiPaths } from '../../support/ui/ui-paths';

const LL = i18nObject('en');
const planner = sessionUser('Planner');
/**
 * The pages a walk signs in to: the one asked for when the walk opens, and a planner's weddings
 * after signing out and in again; each with the call a session ended elsewhere fails with 401.
 */
const pages = {
  '/my_checklist': { load: 'GET /checklist/index', heading: LL.dashboard.myChecklist.title() },
  '/weddings': { load: 'GET /weddings', heading: LL.weddings.title() },
};

/** A walk opens in a browser without a session (the sign-in form) or with one (the page asked for). */
interface WalkInput {
  session: boolean;
}

interface Driver {
  app: RenderedApp;
  /** Why the sign-in page shows its message: a refused sign-in or an ended session. */
  reason: 'auth_invalid_credentials' | 'auth_unauthorized' | null;
  /** The e-mail last sent is one the form must refuse (the walk's `notAnEmail`). */
  emailRefused: boolean;
  /** Signed in through the form (focus then moves to the page's heading), not by a session the browser had. */
  signedInByForm: boolean;
  /** Where signing in leads: the page asked for, or the planner's home after signing out. */
  page: keyof typeof pages;
}

const notAnEmail = 'not-an-email';

const emailField = () => screen.getByLabelText(LL.auth.emailLabel());
const submitButton = () => screen.getByRole('button', { name: new RegExp(`^(${LL.auth.login.submit()}|${LL.auth.login.submitting()})$`) });
const mainMenu = () => screen.queryByRole('navigation', { name: LL.shell.mainMenu() });

describe('sign-in page and session expiry, along the auth machine’s paths', () => {
  describeUiPaths<Driver>({
    machine: authMachine,
    // Every way into each screen: dismissing, signing out (answered or not) and expiry included.
    cover: 'transitions',
    walks: 'tours',
    inputs: [{ session: false }, { session: true }] satisfies WalkInput[],
    // Signed out, the session check answers 401 and signing in leads on; a browser with a session
    // opens the page it asked for (what follows is the same as after signing in, walked once).
    bound: (snapshot, event, input) =>
      (input as WalkInput).session
        ? snapshot.matches('checkingSession') && event.type === 'xstate.done.actor.loadSession'
        : event.type !== 'xstate.done.actor.loadSession',
    stateKey: (snapshot) => [snapshot.context.errorKey, Object.keys(snapshot.context.fieldErrors)],
    events: [
      { type: 'xstate.done.actor.loadSession', output: planner },
      { type: 'xstate.error.actor.loadSession', error: { code: 'auth_unauthorized' } },
      { type: 'auth.submit', email: 'paula@example.com', password: 'long-enough-password', rememberMe: true },
      { type: 'auth.submit', email: notAnEmail, password: 'long-enough-password', rememberMe: false },
      { type: 'xstate.done.actor.signIn', output: planner },
      { type: 'xstate.error.actor.signIn', error: { code: 'auth_invalid_credentials', messageKey: 'errors.auth_invalid_credentials' } },
      { type: 'auth.dismissError' },
      { type: 'auth.sessionExpired' },
      { type: 'auth.logout' },
      { type: 'xstate.done.actor.signOut' },
      { type: 'xstate.error.actor.signOut', error: { code: 'generic_error' } },
    ],
    open: async (input) => {
      useScreenWidth(1280);
      if ((input as WalkInput).session) {
        // The session check waits for the walk to answer it.
        const app = renderApp({ path: '/my_checklist', signedInAs: planner, sessionAnswered: false });
        await app.backend.next('GET /me');
        return { app, reason: null, emailRefused: false, signedInByForm: false, page: '/my_checklist' };
      }
      const app = renderApp({ path: '/my_checklist', signedInAs: null });
      await screen.findByRole('heading', { name: LL.auth.login.title() });
      return { app, reason: null, emailRefused: false, signedInByForm: false, page: '/my_checklist' };
    },
    perform: {
      'xstate.done.actor.loadSession': async ({ app }) => {
        await app.backend.answer('GET /me', { user: planner });
      },
      // Answered by the standing 401 of a signed-out browser.
      'xstate.error.actor.loadSession': async () => {},
      'auth.submit': async (driver, event) => {
        const { app } = driver;
        driver.emailRefused = event.email === notAnEmail;
        await app.user.clear(emailField());
        await app.user.type(emailField(), event.email);
        const password = screen.getByLabelText(LL.auth.passwordLabel());
        await app.user.clear(password);
        await app.user.type(password, event.password);
        const remember = screen.getByRole('checkbox', { name: LL.auth.login.rememberMe() }) as HTMLInputElement;
        if (remember.checked !== event.rememberMe) await app.user.click(remember);
        await app.user.click(submitButton());
      },
      'xstate.done.actor.signIn': async (driver) => {
        const request = await driver.app.backend.answer('POST /login', { user: planner });
        expect(request.body).toEqual({ email: 'paula@example.com', password: 'long-enough-password', rememberMe: true });
        driver.reason = null;
        driver.signedInByForm = true;
      },
      'xstate.error.actor.signIn': async (driver) => {
        await driver.app.backend.refuse('POST /login', 401, 'auth_invalid_credentials');
        driver.reason = 'auth_invalid_credentials';
      },
      'auth.dismissError': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: LL.common.close() }));
        driver.reason = null;
      },
      'auth.sessionExpired': async (driver) => {
        // The session ended elsewhere: the next call of the page is refused with 401.
        await driver.app.backend.refuse(pages[driver.page].load, 401, 'auth_unauthorized');
        driver.reason = 'auth_unauthorized';
      },
      'auth.logout': async ({ app }) => {
        await app.user.click(screen.getByRole('button', { name: new RegExp(`^${LL.shell.profileMenu()}`) }));
        await app.user.click(await screen.findByRole('menuitem', { name: LL.shell.logout() }));
      },
      'xstate.done.actor.signOut': async (driver) => {
        await driver.app.backend.answer('POST /logout');
        driver.page = '/weddings';
      },
      // Even when the server could not be told, the browser forgets the session.
      'xstate.error.actor.signOut': async (driver) => {
        await driver.app.backend.refuse('POST /logout', 500, 'generic_error');
        driver.page = '/weddings';
      },
    },
    shows: {
      'auth.checkingSession': () => {
        expect(mainMenu()).toBeNull();
      },
      'auth.signedOut.idle': ({ app, emailRefused }) => {
        expect(app.path()).toMatch(/^\/login/);
        expect(mainMenu()).toBeNull();
        expect(screen.queryByRole('alert')).toBeNull();
        if (emailRefused) expect(emailField()).toHaveAccessibleDescription(LL.validation.email());
        else expect(emailField()).not.toHaveAccessibleDescription(LL.validation.email());
        expect(submitButton()).toBeEnabled();
      },
      'auth.signedOut.submitting': () => {
        expect(submitButton()).toHaveTextContent(LL.auth.login.submitting());
        expect(submitButton()).toBeDisabled();
      },
      'auth.signedOut.error': ({ app, reason, page }) => {
        expect(app.path()).toMatch(/^\/login/);
        // The message says why: wrong credentials, or a session that ended (part 1 §4).
        expect(screen.getByRole('alert')).toHaveTextContent(
          reason === 'auth_unauthorized' ? LL.errors.auth_unauthorized() : LL.errors.auth_invalid_credentials(),
        );
        if (reason === 'auth_unauthorized') expect(app.path()).toBe(page === '/weddings' ? '/login?returnTo=%2Fweddings' : '/login?returnTo=%2Fmy_checklist');
      },
      'auth.signedIn': ({ app, signedInByForm, page }) => {
        // Where the person was going; after signing in, with the focus on the page's heading (issue 8, item 11).
        expect(app.path()).toBe(page);
        expect(mainMenu()).not.toBeNull();
        const heading = screen.getByRole('heading', { level: 1, name: pages[page].heading });
        if (signedInByForm) expect(heading).toHaveFocus();
      },
      'auth.signingOut': ({ app }) => {
        expect(app.backend.unanswered.some((request) => request.method === 'POST' && request.path === '/logout')).toBe(true);
      },
    },
  });
});
