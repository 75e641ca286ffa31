import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  accounts,
  apiAs,
  createActiveUser,
  createWeddingWithNewSpouses,
  expectAccessible,
  mailCountTo,
  setLanguage,
  signIn,
  waitForNextMailTo,
} from './support';

/**
 * The wedding's home and settings (issue 25). The demo planner opens the demo wedding at its
 * base path and sees the countdown and the cards, on a desktop in English, then the spouses in
 * Settings; a Helper of their team, on a phone in Spanish, sees Home too. In Settings ›
 * Permissions the planner takes Guests away from her (the entry leaves her menu and its page
 * tells her so, without a reload) and grants it back (it comes back, without a reload), opens
 * the wedding's users, a Hostess's fixed view and a copy to the other spouse; then, once another
 * screen has taken the Helper out of the wedding, a grant the server refuses goes back. Another
 * planner, on a phone in Spanish, sends and resends a spouse's activation and copies a spouse's
 * permissions; the spouse follows the mail's link, sets a password and signs in to their
 * wedding. Axe on each state. Each run makes its own Helper, planner and wedding, so the demo
 * team keeps its grants.
 */

const run = Date.now().toString(36);

async function demoWeddingId(api: APIRequestContext): Promise<number> {
  const { weddings } = (await (await api.get('weddings')).json()).data as { weddings: Array<{ id: number; name: string }> };
  return weddings.find((wedding) => wedding.name === 'Sofía & Mateo')!.id;
}

test('home cards and countdown; a Helper’s menu follows permissions taken away and granted, live; a refused grant goes back', async ({ page, browser }) => {
  // One journey through Home and both Settings pages, in two browsers.
  test.setTimeout(60_000);
  const helper = await createActiveUser({ firstName: 'Hebe', lastName: `Home ${run}`, language: 'es' });
  const planner = await apiAs(accounts.planner);
  const weddingId = await demoWeddingId(planner);
  const { persons } = (await (await planner.get('persons/index')).json()).data as { persons: Array<{ id: number; email: string }> };
  const helperId = persons.find((person) => person.email === helper.email)!.id;
  expect((await planner.post('permissions/add_user', { data: { user_id: helperId, wedding_id: weddingId } })).ok()).toBe(true);

  await signIn(page, accounts.planner);
  await page.goto(`/wedding/${weddingId}`);
  for (const title of ['Checklist', 'Guests', 'Tables', 'Budget']) await expect(page.getByRole('region', { name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Guests' }).getByText('Attending')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Budget' }).getByText('Paid')).toBeVisible();
  const seconds = await page.getByTestId('countdown-seconds').textContent();
  await expect(page.getByTestId('countdown-seconds')).not.toHaveText(seconds!);
  await expectAccessible(page, 'home, desktop, English');
  // Settings › Spouses: the couple with their account status and the activation to send.
  await page.getByRole('navigation', { name: 'Wedding sections' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(new RegExp(`/wedding/${weddingId}/settings/spouses$`));
  await expect(page.getByRole('heading', { name: 'Spouses' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expectAccessible(page, 'settings, spouses');

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const helperPage = await phone.newPage();
  await signIn(helperPage, helper);
  await setLanguage(helperPage, 'es');
  await helperPage.goto(`/wedding/${weddingId}/guests`);
  const menu = helperPage.getByRole('navigation', { name: 'Secciones de la boda' });
  await expect(menu.getByRole('link', { name: 'Invitados' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Inicio' })).toBeVisible();

  // Settings › Permissions: the planner takes Guests away from her on screen.
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Permissions' }).click();
  const person = page.getByRole('combobox', { name: 'Person' });
  await person.selectOption({ label: `Hebe Home ${run} (Helper)` });
  const guestsToggle = page.getByRole('checkbox', { name: 'Guests', exact: true });
  await expect(guestsToggle).toBeChecked();
  await guestsToggle.uncheck();
  await expectAccessible(page, 'settings, permissions');
  await expect(menu.getByRole('link', { name: 'Invitados' })).toHaveCount(0);
  await expect(helperPage.getByText('No tienes acceso a Invitados')).toBeVisible();
  await expectAccessible(helperPage, 'a module taken away, phone, Spanish');
  await helperPage.getByRole('link', { name: 'Ir al inicio de la boda' }).click();
  await expect(helperPage.getByRole('region', { name: 'Mesas' })).toBeVisible();
  await expect(helperPage.getByRole('region', { name: 'Invitados' })).toBeVisible();
  await expectAccessible(helperPage, 'home, phone, Spanish');
  // Granted back: the entry comes back to her menu, without a reload.
  await guestsToggle.check();
  await expect(menu.getByRole('link', { name: 'Invitados' })).toBeVisible();

  // The wedding's users, from the permissions page.
  await page.getByRole('button', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Users of this wedding' })).toBeVisible();
  await expectAccessible(page, 'settings, permissions, the wedding’s users');
  await page.keyboard.press('Escape');
  // A Hostess keeps the fixed hostess view.
  await person.selectOption({ label: 'Lucía Ortega (Hostess)' });
  await expect(page.getByText('A hostess always has the fixed hostess view')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Tables', exact: true })).toBeDisabled();
  await expectAccessible(page, 'settings, permissions, a Hostess');
  // Sofía's permissions copied to Mateo (he already holds them all: nothing to add, nothing taken).
  await person.selectOption({ label: 'Sofía Herrera (Spouse)' });
  await page.getByRole('button', { name: 'Copy to Mateo Vargas' }).click();
  await expect(page.getByText('Permissions copied to the other spouse.')).toBeVisible();
  await expectAccessible(page, 'settings, permissions, copied to the other spouse');

  // Another screen takes the Helper out of the wedding; the planner, not knowing, grants her Budget.
  await person.selectOption({ label: `Hebe Home ${run} (Helper)` });
  expect((await planner.delete('permissions/remove_user', { params: { user_id: helperId, wedding_id: weddingId } })).ok()).toBe(true);
  const budgetToggle = page.getByRole('checkbox', { name: 'Budget', exact: true });
  await budgetToggle.click();
  // The server's reason: the person is no longer one of the wedding's.
  await expect(page.getByRole('alert').filter({ hasText: "We couldn't find what you were looking for." })).toBeVisible();
  await expect(budgetToggle).not.toBeChecked();
  await expectAccessible(page, 'settings, permissions, a refused grant rolled back');

  await planner.dispose();
  await phone.close();
});

test('Settings on a phone in Spanish: a spouse’s activation sent and resent, their permissions copied; the spouse follows the mail and signs in', async ({
  browser,
}) => {
  const planner = await createActiveUser({ firstName: 'Pia', lastName: `Ajustes ${run}`, typeId: 2, language: 'es' }, accounts.admin);
  const wedding = await createWeddingWithNewSpouses(planner.email);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await signIn(page, planner);
  await page.goto(`/wedding/${wedding.weddingId}/settings/spouses`);
  await expect(page.getByRole('heading', { name: 'Novios' })).toBeVisible();
  const ana = page.getByRole('article').filter({ hasText: 'Ana Test' });
  await expect(ana).toContainText('Sin cuenta aún');
  await ana.getByRole('button', { name: 'Enviar activación' }).click();
  await expect(page.getByText('Se ha enviado el correo de activación.')).toBeVisible();
  await expect(ana).toContainText('Activación enviada');
  await expectAccessible(page, 'settings, spouses, activation sent, phone, Spanish');
  await waitForNextMailTo(wedding.spouseEmails[0], 0);
  const sent = mailCountTo(wedding.spouseEmails[0]);
  await ana.getByRole('button', { name: 'Reenviar activación' }).click();
  const mail = await waitForNextMailTo(wedding.spouseEmails[0], sent);

  // Settings › Permissions: Ana's permissions copied to Leo.
  await page.getByRole('navigation', { name: 'Ajustes' }).getByRole('link', { name: 'Permisos' }).click();
  await page.getByRole('combobox', { name: 'Persona' }).selectOption({ label: 'Ana Test (Novio o novia)' });
  await page.getByRole('button', { name: 'Copiar a Leo Test' }).click();
  await expect(page.getByText('Permisos copiados al otro cónyuge.')).toBeVisible();
  await expectAccessible(page, 'settings, permissions, copied, phone, Spanish');

  // Ana follows the mail's link, chooses her password and signs in: her wedding is at the root.
  const spouse = await browser.newContext();
  const spousePage = await spouse.newPage();
  await spousePage.goto(mail.link!);
  await expect(spousePage.getByRole('heading', { name: 'Create password' })).toBeVisible();
  const password = `ana-${run}-pw`;
  await spousePage.getByLabel('Password', { exact: true }).fill(password);
  await spousePage.getByLabel('Confirm password').fill(password);
  await spousePage.getByRole('button', { name: 'Save password' }).click();
  await expect(spousePage).toHaveURL(/\/login$/);
  await signIn(spousePage, { email: wedding.spouseEmails[0], password });
  await expect(spousePage.getByRole('heading', { level: 1, name: wedding.name })).toBeVisible();
  expect(new URL(spousePage.url()).pathname).toBe('/');
  await phone.close();
  await spouse.close();
});
