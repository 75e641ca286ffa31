import { expect, request, test, type Browser, type Locator, type Page } from '@playwright/test';
import { i18nObject } from '../i18n/i18n-util';
import { loadAllLocales } from '../i18n/i18n-util.sync';
import type { Locales } from '../i18n/i18n-types';
import { e2ePort } from '../playwright.config';
import { accounts, apiAs, createActiveUser, expectAccessible, signIn, tokenOf, uniqueEmail, waitForMailTo } from './support';

/**
 * Managing a wedding (issue 8, item 14) as a planner does it, in Chromium: edit its name and
 * date, archive it (it leaves the active list, and it is read-only for everyone, its planner and
 * its spouse alike, until it is restored: issue 23 item 7), restore it from the banner,
 * give a spouse without an e-mail one (the activation mail arrives), delete it by typing its
 * name. Once in English on a desktop, once in Spanish on a phone. Every dialog passes axe, and
 * closing it gives the keyboard focus back to the control that opened it.
 */

loadAllLocales();

interface Screen {
  locale: Locales;
  width: number;
  height: number;
}

const desktop: Screen = { locale: 'en', width: 1280, height: 900 };
const phone: Screen = { locale: 'es', width: 390, height: 844 };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A planner of their own (in `locale`) with one credit, and a wedding of theirs: one spouse with an e-mail, one without. */
async function plannerWithWedding(locale: Locales) {
  const planner = await createActiveUser({ firstName: 'Marta', lastName: 'Manager', typeId: 2, language: locale }, accounts.admin);
  const admin = await apiAs(accounts.admin);
  const { persons } = (await (await admin.get('persons/index')).json()).data as { persons: Array<{ id: number; email: string }> };
  const added = await admin.post('credits/add_credits', {
    data: { person_id: persons.find((person) => person.email === planner.email)!.id, amount: 1, cost: '1,500' },
  });
  expect(added.ok()).toBe(true);
  await admin.dispose();

  const api = await apiAs(planner);
  const spouse = { email: uniqueEmail('elena'), password: 'spouse-password-1' };
  const name = `Elena & Tomás ${Date.now().toString(36)}`;
  const created = await api.post('weddings/create', {
    data: {
      information: { name, date: '2031-04-12' },
      spouse1: { first_name: 'Elena', last_name: 'Ruiz', gender: 2, email: spouse.email },
      spouse2: { first_name: 'Tomás', last_name: 'Vidal', gender: 1, email: '' },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id: number = (await created.json()).data.id;
  // Elena activates her account from her mail, as a spouse does.
  expect((await api.put('persons/resend_activation', { data: { email: spouse.email, language: locale, customization_id: null } })).ok()).toBe(true);
  await api.dispose();
  const anonymous = await request.newContext({ baseURL: `http://localhost:${e2ePort}/api/` });
  const { link } = await waitForMailTo(spouse.email);
  const activated = await anonymous.post('change_password', {
    data: { token: tokenOf(link), password: spouse.password, password_confirmation: spouse.password },
  });
  expect(activated.ok()).toBe(true);
  await anonymous.dispose();
  return { planner, spouse, wedding: { id, name } };
}

/** The screen's words, in its language. */
const wordsOf = (locale: Locales) => i18nObject(locale);

/** The wedding's entry in the list: a table row's link from 601 px, a card below. */
function weddingEntry(page: Page, screen: Screen, name: string): Locator {
  const LL = wordsOf(screen.locale);
  return screen.width <= 600
    ? page.getByRole('list', { name: LL.weddings.caption() }).getByRole('link', { name: new RegExp(`^${escaped(name)}`) })
    : page.getByRole('link', { name: LL.weddings.open({ name }) });
}

/** Opens a dialog from the manage menu, checks it with axe and answers it. */
async function fromManageMenu(page: Page, screen: Screen, item: string) {
  const LL = wordsOf(screen.locale);
  await page.getByRole('button', { name: LL.weddings.manage.menu() }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Closing a dialog gives the focus back to the control that opened it. */
async function expectFocusBack(page: Page, opener: Locator) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
}

async function walkThrough(page: Page, browser: Browser, screen: Screen) {
  const LL = wordsOf(screen.locale);
  const labels = LL.weddings.manage;
  const { planner, spouse, wedding } = await plannerWithWedding(screen.locale);
  await page.setViewportSize({ width: screen.width, height: screen.height });
  await signIn(page, planner);
  await weddingEntry(page, screen, wedding.name).click();
  const heading = page.getByRole('heading', { level: 1, name: wedding.name });
  await expect(heading).toBeVisible();
  // The wedding opens on Home; its checklist shows whether changes are offered.
  const toChecklist = (on: Page) =>
    on.getByRole('navigation', { name: LL.weddings.wedding.menu() }).getByRole('link', { name: LL.weddings.wedding.modules.CHECKLIST() }).click();
  await toChecklist(page);
  const manage = page.getByRole('button', { name: labels.menu() });
  const success = (text: string) => page.locator('[data-kind="success"]').filter({ hasText: text });

  // The open menu leaves nothing focusable hidden behind it (issue 23 item 17).
  await manage.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, `manage menu (${screen.locale})`);
  await page.keyboard.press('Escape');
  await expect(manage).toBeFocused();

  // Edit the name and date: a date gone by is said, the header follows what was saved.
  await fromManageMenu(page, screen, labels.edit());
  const edit = page.getByRole('dialog', { name: labels.editTitle() });
  await expectAccessible(page, `edit dialog (${screen.locale})`);
  const renamed = `${wedding.name} ✓`;
  await edit.getByLabel(LL.weddings.wizard.name()).fill(renamed);
  await edit.getByLabel(LL.weddings.wizard.date(), { exact: true }).fill('01/02/2020');
  await expect(edit.getByText(labels.pastDate())).toBeVisible();
  await edit.getByLabel(LL.weddings.wizard.date(), { exact: true }).fill('20/05/2032');
  await expect(edit.getByText(labels.pastDate())).toHaveCount(0);
  await edit.getByRole('button', { name: labels.save() }).click();
  await expect(success(labels.edited())).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText('20/05/2032', { exact: true })).toBeVisible();
  await expectFocusBack(page, manage);

  // Archive: it leaves the active list, shows under Archived, and nobody changes it: not its
  // planner (the checklist offers no change, the menu keeps Restore and Delete), not its spouse.
  await expect(page.getByRole('button', { name: LL.checklist.add() })).toBeVisible();
  await fromManageMenu(page, screen, labels.archive());
  const archive = page.getByRole('alertdialog', { name: labels.archiveTitle({ name: renamed }) });
  await expect(archive).toBeVisible();
  await expectAccessible(page, `archive dialog (${screen.locale})`);
  await archive.getByRole('button', { name: labels.archiveConfirm() }).click();
  await expect(page.getByText(labels.archivedBanner())).toBeVisible();
  await expectFocusBack(page, manage);
  await expect(page.getByRole('button', { name: LL.checklist.add() })).toHaveCount(0);
  await manage.click();
  await expect(page.getByRole('menuitem')).toHaveText([labels.restore(), labels.delete()]);
  await page.keyboard.press('Escape');
  await expectAccessible(page, `archived wedding (${screen.locale})`);

  await page.getByRole('link', { name: LL.weddings.wedding.backToList() }).click();
  await expect(page.getByRole('heading', { level: 1, name: LL.weddings.title() })).toBeVisible();
  await expect(weddingEntry(page, screen, renamed)).toHaveCount(0);
  await page.getByLabel(LL.weddings.query.show()).selectOption({ label: LL.weddings.query.shows.archived() });
  await expect(weddingEntry(page, screen, renamed)).toBeVisible();

  const spouseContext = await browser.newContext({ viewport: { width: screen.width, height: screen.height } });
  const spousePage = await spouseContext.newPage();
  await signIn(spousePage, spouse);
  await expect(spousePage.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await toChecklist(spousePage);
  await expect(spousePage.getByText(labels.archivedBanner())).toBeVisible();
  await expect(spousePage.getByRole('button', { name: LL.checklist.add() })).toHaveCount(0);
  await expect(spousePage.getByRole('button', { name: labels.menu() })).toHaveCount(0);

  // Restore, from the banner: active again, for the planner and the spouse alike.
  await weddingEntry(page, screen, renamed).click();
  await toChecklist(page);
  await expect(spousePage.getByRole('button', { name: labels.restore() })).toHaveCount(0);
  await page.getByRole('button', { name: labels.restore() }).click();
  await expect(success(labels.restored())).toBeVisible();
  await expect(page.getByText(labels.archivedBanner())).toHaveCount(0);
  await expect(page.getByRole('button', { name: LL.checklist.add() })).toBeVisible();
  await spousePage.reload();
  await expect(spousePage.getByRole('button', { name: LL.checklist.add() })).toBeVisible();
  await expect(spousePage.getByText(labels.archivedBanner())).toHaveCount(0);
  await spouseContext.close();

  // The couple: Tomás has no e-mail; saving one sends his activation.
  const coupleButton = page.getByRole('button', { name: LL.weddings.couple.open() });
  await coupleButton.click();
  const couple = page.getByRole('dialog', { name: LL.weddings.couple.title() });
  const tomas = couple.getByRole('article', { name: 'Tomás Vidal' });
  await expect(tomas).toContainText(LL.weddings.couple.noEmail());
  await expect(tomas).toContainText(LL.weddings.couple.statuses.new());
  await expect(couple.getByRole('article', { name: 'Elena Ruiz' })).toContainText(LL.weddings.couple.statuses.active());
  await expectAccessible(page, `couple dialog (${screen.locale})`);
  const tomasEmail = uniqueEmail('tomas');
  await tomas.getByLabel(LL.weddings.couple.email({ name: 'Tomás' })).fill(tomasEmail);
  await tomas.getByRole('button', { name: LL.weddings.couple.saveAndSend() }).click();
  await expect(tomas).toContainText(LL.weddings.couple.statuses.pending());
  await expect(tomas).toContainText(tomasEmail);
  const mail = await waitForMailTo(tomasEmail);
  expect(mail.link).toMatch(/\/change_password\//);
  await page.keyboard.press('Escape');
  await expectFocusBack(page, coupleButton);

  // Delete: only the wedding's name typed again lets it go; then it is gone, its address too.
  await fromManageMenu(page, screen, labels.delete());
  const remove = page.getByRole('dialog', { name: labels.deleteTitle({ name: renamed }) });
  await expectAccessible(page, `delete dialog (${screen.locale})`);
  const confirm = remove.getByRole('button', { name: labels.deleteConfirm() });
  await expect(confirm).toBeDisabled();
  await remove.getByLabel(labels.deleteTypeName()).fill('Elena');
  await expect(confirm).toBeDisabled();
  await remove.getByRole('button', { name: labels.cancel() }).last().click();
  await expectFocusBack(page, manage);
  await fromManageMenu(page, screen, labels.delete());
  await remove.getByLabel(labels.deleteTypeName()).fill(renamed.toUpperCase());
  await confirm.click();
  await expect(page).toHaveURL(/\/weddings$/);
  await expect(success(labels.deleted())).toBeVisible();
  // It was this planner's only wedding: neither active nor archived, none is left.
  await expect(page.getByText(LL.weddings.emptyCanCreate.title())).toBeVisible();
  await expect(weddingEntry(page, screen, renamed)).toHaveCount(0);
  await page.goto(`/wedding/${wedding.id}`);
  await expect(page.getByRole('heading', { name: LL.errorPages.notFound.title() })).toBeVisible();
}

test.describe('managing a wedding', () => {
  test('in English on a desktop', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await walkThrough(page, browser, desktop);
  });

  test('in Spanish on a phone', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await walkThrough(page, browser, phone);
  });
});
