import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { VerifiedToken } from '../../../contract/auth';
import { i18nObject } from '../../../i18n/i18n-util';
import { changePasswordMachine } from '../../../machines/auth/change-password.machine';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { describeUiPaths } from '../../support/ui/ui-paths';

const LL = i18nObject('en');
const texts = LL.auth.changePassword;
const token = 'a'.repeat(43);

interface Driver {
  app: RenderedApp;
  /** What the server said of the link: the page's wording follows it (part 1 §2). */
  verified: VerifiedToken | null;
  typed: { password: string; confirmation: string } | null;
  /** The server's refusal of the link or of the change, when one came. */
  refusal: 'expired_token' | 'invalid_token' | null;
}

const passwordField = () => screen.getByLabelText(LL.auth.passwordLabel());
const submitButton = () => screen.getByRole('button', { name: new RegExp(`^(${texts.submit()}|${texts.submitting()})$`) });

describe('change password page, along the machine’s paths', () => {
  describeUiPaths<Driver>({
    machine: changePasswordMachine,
    walks: 'tours',
    inputs: [{ token }, { token: undefined }],
    stateKey: (snapshot) => [snapshot.context.isPending, snapshot.context.isSpouse, snapshot.context.fieldErrors],
    events: [
      { type: 'xstate.done.actor.verifyToken', output: { status: 'pending', type: 'Spouse' } },
      { type: 'xstate.done.actor.verifyToken', output: { status: 'active', type: 'Helper' } },
      { type: 'xstate.error.actor.verifyToken', error: { code: 'expired_token', messageKey: 'errors.expired_token' } },
      { type: 'password.submit', password: 'new-password-1', confirmation: 'new-password-1' },
      { type: 'password.submit', password: 'new-password-1', confirmation: 'other-password' },
      { type: 'xstate.done.actor.changePassword' },
      { type: 'xstate.error.actor.changePassword', error: { code: 'generic_error', messageKey: 'errors.generic_error' } },
      { type: 'xstate.error.actor.changePassword', error: { code: 'invalid_token', messageKey: 'errors.invalid_token' } },
    ],
    open: (input) => {
      const withToken = (input as { token?: string }).token;
      const app = renderApp({ path: withToken ? `/change_password/${withToken}` : '/change_password', signedInAs: null });
      return { app, verified: null, typed: null, refusal: null };
    },
    perform: {
      'xstate.done.actor.verifyToken': async (driver, event) => {
        const request = await driver.app.backend.answer('GET /verify_token', event.output);
        expect(request.query).toEqual({ token });
        driver.verified = event.output as VerifiedToken;
      },
      'xstate.error.actor.verifyToken': async (driver) => {
        await driver.app.backend.refuse('GET /verify_token', 422, 'expired_token');
        driver.refusal = 'expired_token';
      },
      'password.submit': async (driver, event) => {
        await driver.app.user.clear(passwordField());
        await driver.app.user.type(passwordField(), event.password);
        await driver.app.user.clear(screen.getByLabelText(texts.confirmationLabel()));
        await driver.app.user.type(screen.getByLabelText(texts.confirmationLabel()), event.confirmation);
        await driver.app.user.click(submitButton());
        driver.typed = { password: event.password, confirmation: event.confirmation };
      },
      'xstate.done.actor.changePassword': async (driver) => {
        const request = await driver.app.backend.answer('POST /change_password');
        // The page's language travels too: an account being activated keeps it (issue 8, item 9).
        expect(request.body).toEqual({ token, password: driver.typed!.password, password_confirmation: driver.typed!.confirmation, language: 'en' });
      },
      'xstate.error.actor.changePassword': async (driver, event) => {
        const { code } = event.error as { code: 'generic_error' | 'invalid_token' };
        await driver.app.backend.refuse('POST /change_password', 422, code);
        if (code === 'invalid_token') driver.refusal = code;
      },
    },
    shows: {
      'changePassword.verifying': () => {
        expect(screen.getByRole('heading', { name: texts.verifying() })).toBeVisible();
        expect(document.title).toBe(`${texts.verifying()} · Wedding Planner`);
      },
      'changePassword.ready': (driver) => {
        // The rule, from what the server said: pending → create, else change; spouses get their own words.
        const pending = driver.verified?.status === 'pending';
        const title = pending ? texts.createTitle() : texts.changeTitle();
        expect(screen.getByRole('heading', { name: title })).toBeVisible();
        expect(document.title).toBe(`${title} · Wedding Planner`);
        expect(
          screen.getByText(pending ? (driver.verified?.type === 'Spouse' ? texts.spouseIntro() : texts.createIntro()) : texts.changeIntro()),
        ).toBeVisible();
        // A confirmation typed differently is refused on the page (part 1 §2).
        const confirmation = screen.getByLabelText(texts.confirmationLabel());
        if (driver.typed && driver.typed.confirmation !== driver.typed.password) expect(confirmation).toHaveAccessibleDescription(LL.validation.mismatch());
        else expect(confirmation).not.toHaveAccessibleDescription(LL.validation.mismatch());
        expect(submitButton()).toBeEnabled();
      },
      'changePassword.submitting': () => {
        expect(submitButton()).toHaveTextContent(texts.submitting());
        expect(submitButton()).toBeDisabled();
      },
      'changePassword.error': ({ app }) => {
        expect(app.toasts()).toContain(LL.errors.generic_error());
        expect(submitButton()).toBeEnabled();
      },
      // A link that no longer works sends the person to sign in, saying why.
      'changePassword.rejected': ({ app, refusal }) => {
        expect(app.path()).toBe('/login');
        expect(app.toasts()).toContain(refusal === 'invalid_token' ? LL.errors.invalid_token() : LL.errors.expired_token());
      },
      'changePassword.done': ({ app }) => {
        expect(app.path()).toBe('/login');
        expect(app.toasts()).toContain(LL.notifications.changePasswordSuccess());
      },
    },
  });
});
