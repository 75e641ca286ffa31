import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import { forgotPasswordMachine } from '../../../machines/auth/forgot-password.machine';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { describeUiPaths } from '../../support/ui/ui-paths';

const LL = i18nObject('es');
const emailField = () => screen.getByLabelText(LL.auth.emailLabel());
const submitButton = () => screen.getByRole('button', { name: new RegExp(`${LL.auth.forgot.submit()}|${LL.auth.forgot.submitting()}`) });

const notAnEmail = 'not-an-email';

interface Driver {
  app: RenderedApp;
  /** The address last sent. */
  email: string | null;
}

describe('forgot password page, along the machine’s paths (in Spanish)', () => {
  describeUiPaths<Driver>({
    machine: forgotPasswordMachine,
    walks: 'tours',
    inputs: [{ language: 'es', customizationId: 1 }],
    stateKey: (snapshot) => snapshot.context.fieldErrors,
    events: [
      { type: 'forgot.submit', email: 'ana@example.com', language: 'es' },
      { type: 'forgot.submit', email: notAnEmail, language: 'es' },
      { type: 'xstate.done.actor.requestReset' },
      { type: 'xstate.error.actor.requestReset', error: { code: 'too_many_attempts', messageKey: 'errors.too_many_attempts' } },
    ],
    open: () => ({ app: renderApp({ path: '/forgot', locale: 'es', signedInAs: null }), email: null }),
    perform: {
      'forgot.submit': async (driver, event) => {
        await driver.app.user.clear(emailField());
        await driver.app.user.type(emailField(), event.email);
        await driver.app.user.click(submitButton());
        driver.email = event.email;
      },
      'xstate.done.actor.requestReset': async ({ app }) => {
        const request = await app.backend.answer('POST /forgot');
        // The mail is written in the language on screen, for the brand of this site.
        expect(request.body).toEqual({ email: 'ana@example.com', language: 'es', customization_id: 1 });
      },
      'xstate.error.actor.requestReset': async ({ app }) => {
        await app.backend.refuse('POST /forgot', 429, 'too_many_attempts');
      },
    },
    shows: {
      'forgotPassword.idle': ({ email }) => {
        expect(submitButton()).toBeEnabled();
        // An address that is not one is refused on the page, in Spanish.
        if (email === notAnEmail) expect(emailField()).toHaveAccessibleDescription(LL.validation.email());
        else expect(emailField()).not.toHaveAccessibleDescription(LL.validation.email());
      },
      'forgotPassword.submitting': () => {
        expect(submitButton()).toHaveTextContent(LL.auth.forgot.submitting());
        expect(submitButton()).toBeDisabled();
      },
      'forgotPassword.failed': ({ app }) => {
        expect(app.toasts()).toContain(LL.errors.too_many_attempts());
        expect(submitButton()).toBeEnabled();
      },
      'forgotPassword.sent': ({ app }) => {
        expect(app.path()).toBe('/login');
        expect(app.toasts()).toContain(LL.notifications.emailWithInstructions({ email: 'ana@example.com' }));
      },
    },
  });
});
