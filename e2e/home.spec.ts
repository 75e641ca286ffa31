import { expect, test, type APIRequestContext } from '@playwright/test';
import { accounts, apiAs, createActiveUser, expectAccessible, setLanguage, signIn } from './support';

/**
 * The wedding's home (issue 25): the demo planner opens the demo wedding at its base path and
 * sees the countdown and the four cards, on a desktop in English, then the spouses in Settings; a Helper of their team, on a
 * phone in Spanish, sees Home too, and when the planner takes Guests away from her in Settings › Permissions the Guests
 * entry leaves her menu and its page tells her so, without a reload. Axe on each state. Each run
 * makes its own Helper, so the demo team keeps its grants.
 */

const run = Date.now().toString(36);

async function demoWeddingId(api: APIRequestContext): Promise<number> {
  const { weddings } = (await (await api.get('weddings')).json()).data as { weddings: Array<{ id: number; name: string }> };
  return weddings.find((wedding) => wedding.name === 'Sofía & Mateo')!.id;
}

test('home cards and countdown; a Helper’s menu follows a permission taken away, live', async ({ page, browser }) => {
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
  await page.getByRole('combobox', { name: 'Person' }).selectOption({ label: `Hebe Home ${run} (Helper)` });
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

  await planner.delete('permissions/remove_user', { params: { user_id: helperId, wedding_id: weddingId } });
  await planner.dispose();
  await phone.close();
});
