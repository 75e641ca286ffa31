import { expect, test, type Page } from '@playwright/test';
import {
  accounts,
  createActiveUser,
  createPendingUser,
  createWeddingWithNewSpouses,
  expectAccessible,
  mailCountTo,
  signIn,
  tokenOf,
  uniqueEmail,
  waitForMailTo,
  waitForNextMailTo,
} from './support';

/** Sign-in, password recovery and activation, as a person does them (issue 2, part 1 §2, §5, §8). */

const emailField = (page: Page) => page.getByLabel('Email', { exact: true });
const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });

async function requestReset(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page).toHaveTitle('Forgot your password? · Wedding Planner');
  await expectAccessible(page, 'forgot password');
  await emailField(page).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `We sent the instructions to reset your password to ${email}.` })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

test.describe('sign in', () => {
  test('Enter submits; without remember-me the session ends with the browser', async ({ page, context }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in · Wedding Planner');
    await expectAccessible(page, 'sign in');
    await expect(emailField(page)).toBeFocused();
    await emailField(page).fill(accounts.planner.email);
    await passwordField(page).fill(accounts.planner.password);
    await passwordField(page).press('Enter');
    await expect(page).toHaveURL(/\/weddings$/);
    // The form left with the focus in it: the next page's heading has it, not <body>.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    const session = (await context.cookies()).find((cookie) => cookie.httpOnly);
    expect(session, 'an HttpOnly session cookie').toBeDefined();
    expect(session!.expires, 'a browser-session cookie').toBe(-1);
  });

  test('remember-me keeps the session after the browser closes', async ({ page, context }) => {
    await page.goto('/login');
    await emailField(page).fill(accounts.helper.email);
    await passwordField(page).fill(accounts.helper.password);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/weddings$/);
    const session = (await context.cookies()).find((cookie) => cookie.httpOnly);
    expect(session!.expires * 1000).toBeGreaterThan(Date.now() + 24 * 3600_000);
  });

  test('a wrong password shows a dismissible message', async ({ page }) => {
    await page.goto('/login');
    await emailField(page).fill(accounts.planner.email);
    await passwordField(page).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert').filter({ hasText: "The credentials you entered don't match our records." });
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await alert.getByRole('button', { name: 'Close' }).click();
    await expect(alert).toBeHidden();
  });

  test('an account that is not active yet is told to use Forgot Password', async ({ page }) => {
    const person = await createPendingUser({ firstName: 'Pending' });
    await page.goto('/login');
    await emailField(page).fill(person.email);
    await passwordField(page).fill('whatever-password');
    await passwordField(page).press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Your account is not active. Use Forgot Password to activate it.' })).toBeVisible();
  });

  test('the form checks email and password before sending', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await emailField(page).fill('not-an-email');
    await passwordField(page).fill('short');
    await passwordField(page).press('Enter');
    await expect(emailField(page)).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(passwordField(page)).toHaveAccessibleDescription('Must be at least 8 characters.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a protected page sends the visitor to sign in and back again', async ({ page }) => {
    await page.goto('/users');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fusers$/);
    await emailField(page).fill(accounts.planner.email);
    await passwordField(page).fill(accounts.planner.password);
    await passwordField(page).press('Enter');
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  });

  test('a crafted return address cannot lead off the site', async ({ page }) => {
    await page.goto('/login?returnTo=//evil.example/steal');
    await emailField(page).fill(accounts.planner.email);
    await passwordField(page).fill(accounts.planner.password);
    await passwordField(page).press('Enter');
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/weddings$/);
  });

  test('sign out ends the session', async ({ page }) => {
    await signIn(page, accounts.planner);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/weddings');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fweddings$/);
  });
});

test.describe('password links', () => {
  test('forgot → mail → change password → sign in with the new one', async ({ page }) => {
    const person = await createActiveUser({ firstName: 'Resetting' });
    const before = mailCountTo(person.email);
    await requestReset(page, person.email);
    const mail = await waitForNextMailTo(person.email, before);
    expect(mail.raw).toContain('Reset your Wedding Planner password');
    expect(mail.link).toMatch(/^http:\/\/localhost:\d+\/change_password\//);

    await page.goto(mail.link!);
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await expect(page).toHaveTitle('Change password · Wedding Planner');
    await expectAccessible(page, 'change password');
    await expect(page.getByText('Choose a new password for your account.')).toBeVisible();
    const newPassword = `new-${Date.now().toString(36)}`;
    await passwordField(page).fill(newPassword);
    await page.getByLabel('Confirm password').fill(`${newPassword}-typo`);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription("Passwords don't match.");

    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByLabel('Confirm password').press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been saved. You can sign in now.' })).toBeVisible();

    // The old password is dead, the new one works.
    await emailField(page).fill(person.email);
    await passwordField(page).fill(person.password);
    await passwordField(page).press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: "The credentials you entered don't match our records." })).toBeVisible();
    await passwordField(page).fill(newPassword);
    await passwordField(page).press('Enter');
    await expect(page).toHaveURL(/\/weddings$/);

    // A used link is single use.
    await page.context().clearCookies();
    await page.goto(mail.link!);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert').filter({ hasText: 'This link is not valid. Please ask for a new one through Forgot Password.' })).toBeVisible();
  });

  test('a pending account gets the "create password" wording', async ({ page }) => {
    const email = 'marta@demo.local';
    const before = mailCountTo(email);
    await requestReset(page, email);
    const mail = await waitForNextMailTo(email, before);
    expect(mail.raw).toContain('Create your Wedding Planner account password');
    await page.goto(mail.link!);
    await expect(page.getByRole('heading', { name: 'Create password' })).toBeVisible();
    await expect(page.getByText('Choose a password to activate your account.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save password' })).toBeVisible();
  });

  test('a new user activates the account and signs in', async ({ page }) => {
    const person = await createPendingUser({ firstName: 'Activating' });
    const { link } = await waitForMailTo(person.email);
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Create password' })).toBeVisible();
    const password = `act-${Date.now().toString(36)}`;
    await passwordField(page).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, { email: person.email, password });
    await expect(page).toHaveURL(/\/weddings$/);
  });

  test('a spouse gets a message of their own', async ({ page }) => {
    const { spouseEmails } = await createWeddingWithNewSpouses();
    await requestReset(page, spouseEmails[0]);
    const { link } = await waitForMailTo(spouseEmails[0]);
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Create password' })).toBeVisible();
    await expect(page.getByText('Your planner has invited you to plan your wedding together.')).toBeVisible();
  });

  test('forgot answers the same for an unknown address and sends nothing', async ({ page }) => {
    const email = uniqueEmail('nobody');
    await requestReset(page, email);
    await page.waitForTimeout(300);
    expect(mailCountTo(email)).toBe(0);
  });

  test('forgot checks the address and leads back to sign in', async ({ page }) => {
    await page.goto('/forgot');
    await emailField(page).fill('nope');
    await emailField(page).press('Enter');
    await expect(emailField(page)).toHaveAccessibleDescription('Please enter a valid email address.');
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an invalid link says so and leads to sign in', async ({ page }) => {
    await page.goto(`/change_password/${'x'.repeat(43)}`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert').filter({ hasText: 'This link is not valid. Please ask for a new one through Forgot Password.' })).toBeVisible();

    await page.goto('/change_password');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert').filter({ hasText: 'This link is not valid.' }).first()).toBeVisible();
  });

  test('an expired link says so and leads to sign in', async ({ page }) => {
    // The server's clock cannot be moved from here: its answer for an expired token is played back.
    await page.route('**/api/verify_token?**', (route) => route.fulfill({ status: 400, json: { error: { code: 'expired_token', message: 'expired_token' } } }));
    await page.goto(`/change_password/${tokenOf('/change_password/some-expired-token')}`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert').filter({ hasText: 'This link has expired. Please ask for a new one through Forgot Password.' })).toBeVisible();
  });

  test('the reset mail is written in the language of the page', async ({ page }) => {
    const person = await createActiveUser({ firstName: 'Idioma' });
    const before = mailCountTo(person.email);
    await page.goto('/forgot');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: '¿Olvidaste tu contraseña?' })).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(person.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Enviamos las instrucciones para restablecer tu contraseña a ${person.email}.` })).toBeVisible();
    const mail = await waitForNextMailTo(person.email, before);
    expect(mail.raw).toContain(`Hola ${person.firstName},`);
  });
});
