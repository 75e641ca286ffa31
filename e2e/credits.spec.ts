import { expect, test, type Page } from '@playwright/test';
import { accounts, expectAccessible, signIn } from './support';

/** Credits: a Planner's balance, history and prices; the Administrator adds credits (issue 3). */

const plannerRow = (page: Page) => page.getByRole('row').filter({ hasText: accounts.planner.email });
const creditsIn = async (page: Page) => Number(/(\d+) credits?/.exec((await plannerRow(page).getByRole('cell').nth(1).textContent()) ?? '')?.[1]);

test.describe('credits', () => {
  test('an Administrator adds credits to the demo planner', async ({ page }) => {
    await signIn(page, accounts.admin);
    await page.goto('/credits');
    await expect(plannerRow(page)).toBeVisible();
    await expectAccessible(page, 'credits (Administrator)');
    const before = await creditsIn(page);

    await page.getByRole('button', { name: 'Add credits to Daniela Ríos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add credits to Daniela Ríos' });
    const amount = dialog.getByLabel('Credits', { exact: true });
    await expect(amount).toHaveValue('1');
    await expect(dialog.getByRole('button', { name: 'One credit less' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'One credit more' }).click();
    await dialog.getByRole('button', { name: 'One credit more' }).click();
    await expect(amount).toHaveValue('3');

    await dialog.getByRole('button', { name: 'Add credits' }).click();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await dialog.getByLabel('Cost (MXN)').fill('abc');
    await dialog.getByRole('button', { name: 'Add credits' }).click();
    await expect(dialog.getByText('Please enter a number.')).toBeVisible();
    await dialog.getByLabel('Cost (MXN)').fill('3,600');
    await dialog.getByRole('button', { name: 'Add credits' }).click();

    await expect(page.locator('[data-kind="success"]').filter({ hasText: 'The credits have been added.' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(plannerRow(page)).toContainText(`${before + 3} credits`);

    await page.getByRole('button', { name: 'View the history of Daniela Ríos' }).click();
    const history = page.getByRole('dialog', { name: 'History of Daniela Ríos' });
    await expect(history.getByRole('row').nth(1)).toContainText('Purchase');
    await expect(history.getByRole('row').nth(1)).toContainText('+3');
    await expect(history.getByRole('row').nth(1)).toContainText('$3,600 MXN');
    await expect(history.getByText(`${before + 3} credits`)).toBeVisible();
  });

  test('on a tablet the history shows every transaction’s wedding without a sideways scroll (issue 8, item 13)', async ({ page }) => {
    await page.setViewportSize({ width: 820, height: 1180 });
    await signIn(page, accounts.planner);
    await page.goto('/credits');
    const history = page.getByRole('list', { name: 'Credit transactions' });
    const deduction = history.getByRole('listitem').filter({ hasText: 'Sofía & Mateo' }).first();
    await expect(deduction).toBeVisible();
    const box = (await deduction.getByText('Sofía & Mateo').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(820);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);
  });

  test('a Planner sees their balance, their history and the prices', async ({ page }) => {
    await signIn(page, accounts.planner);
    await page.goto('/credits');
    await expect(page.getByText('Current balance')).toBeVisible();
    await expect(page.getByRole('row', { name: /Deduction.*Sofía & Mateo/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Purchase.*\$12,000 MXN/ })).toBeVisible();

    await page.getByRole('button', { name: 'Pricing' }).click();
    const pricing = page.getByRole('dialog', { name: 'Credit packages' });
    await expect(pricing.getByRole('listitem').first()).toContainText('1 credit');
    await expect(pricing.getByRole('listitem').first()).toContainText(/\$[\d,]+ MXN/);
    await expect(pricing.getByRole('listitem').first()).not.toContainText('off');
    await expect(pricing.getByText(/\d+% off/).first()).toBeVisible();
    await pricing.getByRole('button', { name: 'Close' }).click();
    await expect(pricing).toBeHidden();
  });

  test('a ledger that does not add up is shown as a red alert, never hidden', async ({ page }) => {
    await signIn(page, accounts.planner);
    await page.route('**/api/credits/index**', async (route) => {
      const answer = await (await route.fetch()).json();
      await route.fulfill({ json: { data: { ...answer.data, error_code: 'balance_mismatch', ledger_balance: answer.data.balance + 2 } } });
    });
    // Opened from the menu, the page reads its ledger through the API (an address typed in
    // would bring the ledger inside the page, where no route can alter it).
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Credits' }).click();
    const alert = page.getByRole('alert').filter({ hasText: "The planner's transactions and balance don't match." });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveClass(/bg-red/);
  });

  test('people who run no business have no credits page', async ({ page }) => {
    await signIn(page, accounts.helper);
    await page.goto('/credits');
    await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
  });
});
