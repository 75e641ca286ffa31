import { expect, test } from '@playwright/test';
import { accounts, createWeddingAs, expectAccessible, setLanguage, signIn } from './support';

/**
 * Issue 26, the budget: an expense added inline with Enter, a payment added from its row, the
 * progress bar, the totals and the remaining amount to the cent, in English and then in Spanish
 * (decimal comma), with axe on each state; then the phone layout.
 */

const run = Date.now().toString(36);

test('an expense added inline and paid in part, in English and in Spanish', async ({ page }) => {
  await signIn(page, accounts.planner);
  const weddingId = await createWeddingAs(page, { name: `Budget E2E ${run}`, date: '2031-09-20' });
  await setLanguage(page, 'en');
  await page.goto(`/wedding/${weddingId}/budget`);
  await expect(page.getByText('Add expenses and payments to follow what is left to pay.')).toBeVisible();

  await page.getByRole('button', { name: 'Add expense' }).click();
  await page.getByLabel('Expense name').fill('Flowers');
  await page.getByLabel('Amount (blank: TBD)').fill('1,234.50');
  await page.getByLabel('Amount (blank: TBD)').press('Enter');
  const flowers = page.locator('li[data-expense-id]').filter({ hasText: 'Flowers' });
  await expect(flowers).toContainText('$1,234.50');
  await expect(page.getByTestId('budget-progress')).toHaveText('$1,234.50 left to pay · 0 % paid');
  await expectAccessible(page, 'budget with an expense');

  await flowers.hover();
  await page.getByRole('button', { name: 'Add a payment to Flowers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a payment' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Flowers [1]');
  await dialog.getByLabel('Amount').fill('234.5');
  await expectAccessible(page, 'add-payment modal');
  await dialog.getByRole('button', { name: 'Save payment' }).click();
  await expect(page.getByText('Payment registered.')).toBeVisible();
  await expect(page.getByTestId('budget-progress')).toHaveText('$1,000.00 left to pay · 18 % paid');
  await expect(page.getByTestId('budget-paid')).toHaveText('$234.50');
  await expect(flowers).toContainText('$1,000.00 left');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toBe('budget.xlsx');

  await setLanguage(page, 'es');
  await page.reload();
  await expect(page.getByTestId('budget-progress')).toHaveText('Faltan $1.000,00 por pagar · 18 % pagado');
  await expect(page.locator('li[data-payment-id]')).toContainText('$234,50');
  await expectAccessible(page, 'budget in Spanish');

  // On a phone (600 px and less) "total and remaining" shows the total only, and the row's actions without hovering.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(flowers.getByText('$1.234,50')).toBeVisible();
  await expect(flowers.getByText('faltan $1.000,00')).toBeHidden();
  await expect(flowers.getByRole('button', { name: 'Editar Flowers' })).toBeVisible();
});
