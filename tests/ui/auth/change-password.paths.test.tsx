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
}

const passwordField = () => screen.getByLabelText(LL.auth.passwordLabel());
const submitButton = () => screen.getByRole('button', { name: new RegExp(`^(${texts.submit()}|${texts.submitting()})$`) });

describe('change password page, along the machine’s paths', () => {
  describeUiPaths<Driver>({
    machine: changePasswordMachine,
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
      return { app, verified: null, typed: null };
    },
    perform: {
      'xstate.done.actor.verifyToken': async (driver, event) => {
        const request = await driver.app.backend.answer('GET /verify_token', event.output);
        expect(request.query).toEqual({ token });
        driver.verified = event.output as VerifiedToken;
      },
      'xstate.error.actor.verifyToken': async ({ app }) => {
        await app.backend.refuse('GET /verify_token', 422, 'expired_token');
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
      'xstate.error.actor.changePassword': async ({ app }, event) => {
        await app.backend.refuse('POST /change_password', 422, (event.error as { code: string }).code);
      },
    },
    shows: {
      'changePassword.verifying': () => {
        expect(screen.getByRole('heading', { name: texts.verifying() })).toBeVisible();
        expect(document.title).toBe(`${texts.verifying()} · Wedding Planner`);
      },
      'changePassword.ready': (driver, snapshot) => {
        // The rule, from what the server said: pending → create, else change; spouses get their own words.
        const pending = driver.verified?.status === 'pending';
        const title = pending ? texts.createTitle() : texts.changeTitle();
        expect(screen.getByRole('heading', { name: title })).toBeVisible();
        expect(document.title).toBe(`${title} · Wedding Planner`);
        expect(
          screen.getByText(pending ? (driver.verified?.type === 'Spouse' ? texts.spouseIntro() : texts.createIntro()) : texts.changeIntro()),
        ).toBeVisible();
        const mismatch = snapshot.context.fieldErrors.password_confirmation !== undefined;
        if (mismatch) expect(screen.getByLabelText(texts.confirmationLabel())).toHaveAccessibleDescription(LL.validation.mismatch());
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
      'changePassword.rejected': ({ app }) => {
        expect(app.path()).toBe('/login');
        expect(app.toasts().some((toast) => [LL.errors.expired_token(), LL.errors.invalid_token()].some((message) => message === toast))).toBe(true);
      },
      'changePassword.done': ({ app }) => {
        expect(app.path()).toBe('/login');
        expect(app.toasts()).toContain(LL.notifications.changePasswordSuccess());
      },
    },
  });
});
