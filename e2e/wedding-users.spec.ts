import { expect, test, type Page } from '@playwright/test';
import { accounts, createActiveUser, expectAccessible, setLanguage, signIn } from './support';

/**
 * The tables editor's add-user list (issue 10): the demo planner adds a Helper of their team to
 * the demo wedding, the Helper (in a browser of their own) opens it, the planner removes them
 * and the wedding is gone for the Helper. In English on a desktop, in Spanish on a tablet, with
 * axe on the open dialog. Each run makes its own Helper, so the demo team stays as it was.
 */

const run = Date.now().toString(36);

async function demoWeddingId(page: Page): Promise<number> {
  const { weddings } = (await (await page.request.get('/api/weddings')).json()).data as { weddings: Array<{ id: number; name: string }> };
  return weddings.find((wedding) => wedding.name === 'Sofía & Mateo')!.id;
}

test('the planner adds a Helper to the demo wedding, who opens it, then removes them', async ({ page, browser }) => {
  const helper = await createActiveUser({ firstName: 'Helena', lastName: `Run ${run}` });
  const name = `Helena Run ${run}`;
  await signIn(page, accounts.planner);
  const weddingId = await demoWeddingId(page);
  await page.goto(`/wedding/${weddingId}/tables`);
  await page.getByRole('button', { name: 'Edit layout' }).click();
  const opener = page.getByRole('button', { name: 'Users', exact: true });
  await opener.click();

  const dialog = page.getByRole('dialog', { name: 'Users of this wedding' });
  const list = dialog.getByRole('list', { name: 'Users of this wedding' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Andrés Pineda' })).toContainText('Helper');
  await expect(list.getByRole('listitem').filter({ hasText: 'Sofía' }).first()).toContainText('Spouse');
  await expectAccessible(page, 'the wedding users dialog');
  await page.screenshot({ path: test.info().outputPath('wedding-users-desktop-en.png') });

  await dialog.getByLabel('Add a person of your team').selectOption({ label: `${name} · Helper` });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('User added to the wedding.')).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: name })).toContainText('Active');

  const helperContext = await browser.newContext();
  const helperPage = await helperContext.newPage();
  await signIn(helperPage, helper);
  await expect(helperPage.getByText('Sofía & Mateo').first()).toBeVisible();
  await helperPage.goto(`/wedding/${weddingId}`);
  await expect(helperPage.getByRole('heading', { name: 'Sofía & Mateo', level: 1 })).toBeVisible();

  await list.getByRole('button', { name: `Remove ${name} from the wedding` }).click();
  await dialog.getByRole('group').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('User removed from the wedding.')).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await helperPage.reload();
  await expect(helperPage.getByText('Unauthorized')).toBeVisible();
  await helperPage.goto('/weddings');
  await expect(helperPage.getByText("You don't have any weddings assigned to you.")).toBeVisible();
  await helperContext.close();
});

test.describe('on a touch tablet, in Spanish', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

  test.beforeEach(async ({ page }) => {
    await signIn(page, accounts.planner);
    await setLanguage(page, 'es');
  });
  test.afterEach(async ({ page }) => setLanguage(page, 'en'));

  test('adds a Hostess with taps and removes her after a yes', async ({ page }) => {
    await createActiveUser({ firstName: 'Irene', lastName: `Run ${run}`, typeId: 5 });
    const name = `Irene Run ${run}`;
    await page.goto(`/wedding/${await demoWeddingId(page)}/tables`);
    await page.getByRole('button', { name: 'Editar plano' }).tap();
    await page.getByRole('button', { name: 'Usuarios', exact: true }).tap();
    const dialog = page.getByRole('dialog', { name: 'Usuarios de esta boda' });
    await dialog.getByLabel('Agregar a una persona de tu equipo').selectOption({ label: `${name} · Hostess` });
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).tap();
    await expect(page.getByText('Usuario agregado a la boda.')).toBeVisible();
    const row = dialog.getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText('Activo');
    await expectAccessible(page, 'the wedding users dialog, in Spanish');
    await page.screenshot({ path: test.info().outputPath('wedding-users-tablet-es.png') });

    await row.getByRole('button', { name: `Quitar a ${name} de la boda` }).tap();
    await expect(dialog.getByRole('group')).toContainText(`¿Quitar a ${name} de esta boda?`);
    await page.screenshot({ path: test.info().outputPath('wedding-users-tablet-es-confirm.png') });
    await dialog.getByRole('group').getByRole('button', { name: 'Quitar', exact: true }).tap();
    await expect(page.getByText('Usuario quitado de la boda.')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
