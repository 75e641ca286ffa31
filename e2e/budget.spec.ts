import { expect, test, type Locator } from '@playwright/test';
import { accounts, apiAs, createWeddingAs, expectAccessible, setLanguage, signIn } from './support';

/**
 * Issue 26, the budget: an expense added inline with Enter, paid in two payments (one from its
 * row, one from its detail), the progress bar, the totals and the remaining amount to the cent,
 * in English and then in Spanish (an amount typed as 1.234,50, a payment due later counted as
 * upcoming), with axe on each state; the row's actions hidden until hovered where a mouse can
 * hover; the compact header. Then a touch tablet and phone (no hover): the row's actions shown,
 * the phone layout, the inline edit row, and the suppliers panel taking the whole screen. Then a
 * supplier attached from the panel, and a payment refused because another screen deleted its
 * expense meanwhile, rolled back with the spec's message and why.
 */

const run = Date.now().toString(36);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The opacity of an expense row's actions (pay, edit, delete). */
const actionsOpacity = (row: Locator) =>
  row
    .locator('span.flex')
    .last()
    .evaluate((actions) => getComputedStyle(actions).opacity);

test('an expense added inline and paid in two payments, in English and in Spanish, on a desktop and on a touch screen', async ({ page, browser }) => {
  // One journey through both languages and both kinds of screen, with eight axe runs: about 40 s
  // alone, up to a minute on a busy machine.
  test.setTimeout(90_000);
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
  await expect(flowers).toContainText('$1,000.00 left');

  // The second payment from the expense's detail, over which its modal opens.
  await flowers.getByRole('button', { name: /^Flowers/ }).click();
  const detail = page.getByRole('dialog', { name: 'Flowers' });
  await detail.getByRole('button', { name: 'Add payment' }).click();
  await expect(dialog.getByLabel('Name')).toHaveValue('Flowers [2]');
  await dialog.getByLabel('Amount').fill('500');
  await dialog.getByRole('button', { name: 'Save payment' }).click();
  await expect(detail.locator('dd')).toHaveText(['$1,234.50', '$734.50', '$500.00']);
  await expectAccessible(page, 'expense detail with two payments');
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('budget-progress')).toHaveText('$500.00 left to pay · 59 % paid');
  await expect(page.getByTestId('budget-paid')).toHaveText('$734.50');
  await expect(flowers).toContainText('$500.00 left');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toBe('budget.xlsx');

  // A payment due in a month, scheduled on another screen: upcoming, counting in nothing paid.
  const api = await apiAs(accounts.planner);
  const expenseId = Number(await flowers.getAttribute('data-expense-id'));
  const scheduled = { wedding_id: weddingId, expense_id: expenseId, name: 'Flowers [3]', date: inDays(30), amount: '100', paid: false };
  expect((await api.post('payments/create', { data: scheduled })).ok()).toBe(true);
  await setLanguage(page, 'es');
  await page.reload();
  await expect(page.getByTestId('budget-progress')).toHaveText('Faltan $500,00 por pagar · 59 % pagado');
  await expect(page.getByText('1 próximo', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar gasto' }).click();
  await page.getByLabel('Nombre del gasto').fill('Música');
  await page.getByLabel('Monto (vacío: por definir)').fill('1.234,50');
  await page.getByLabel('Monto (vacío: por definir)').press('Enter');
  const music = page.locator('li[data-expense-id]').filter({ hasText: 'Música' });
  await expect(music).toContainText('$1.234,50');
  await expect(page.getByTestId('budget-progress')).toHaveText('Faltan $1.734,50 por pagar · 29 % pagado');
  await expect(page.getByTestId('expenses-footer')).toHaveText('$2.469,00');
  await expectAccessible(page, 'budget in Spanish');
  // A mouse hovers: the row's actions show on hover only.
  await page.getByRole('heading', { name: 'Presupuesto' }).hover();
  await expect.poll(() => actionsOpacity(flowers)).toBe('0');
  await flowers.hover();
  await expect.poll(() => actionsOpacity(flowers)).toBe('1');

  // At 700 px of height or less the header is compact: no description, no totals under the bar.
  await page.setViewportSize({ width: 1280, height: 700 });
  await expect(page.getByTestId('budget-paid')).toBeHidden();
  await expect(page.getByText('Gastos, pagos y proveedores, exactos al centavo.')).toBeHidden();
  await expect(page.getByTestId('budget-progress')).toBeVisible();
  await expectAccessible(page, 'compact header');

  // A touch tablet as wide as a small desktop cannot hover: the row's actions show, for a tap.
  const touch = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    storageState: await page.context().storageState(),
    viewport: { width: 820, height: 1180 },
    hasTouch: true,
    isMobile: true,
  });
  const tablet = await touch.newPage();
  await tablet.goto(`/wedding/${weddingId}/budget`);
  const touchFlowers = tablet.locator('li[data-expense-id]').filter({ hasText: 'Flowers' });
  await expect(touchFlowers).toContainText('faltan $500,00');
  expect(await actionsOpacity(touchFlowers)).toBe('1');

  // On a phone (600 px and less) "total and remaining" shows the total only; the inline edit row; the suppliers panel fills the screen.
  await tablet.setViewportSize({ width: 390, height: 844 });
  await expect(touchFlowers.getByText('$1.234,50')).toBeVisible();
  await expect(touchFlowers.getByText('faltan $500,00')).toBeHidden();
  await expectAccessible(tablet, 'budget on a phone');
  await touchFlowers.getByRole('button', { name: 'Editar Flowers' }).tap();
  await expect(tablet.getByTestId('expense-form').getByLabel('Nombre del gasto')).toHaveValue('Flowers');
  await expectAccessible(tablet, 'inline edit row on a phone');
  await tablet.getByTestId('expense-form').getByLabel('Nombre del gasto').press('Escape');
  await expect(tablet.getByTestId('expense-form')).toHaveCount(0);
  await tablet.getByRole('button', { name: 'Proveedores' }).tap();
  const panel = tablet.getByRole('dialog', { name: 'Proveedores' });
  await expect(panel).toBeVisible();
  expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  await expectAccessible(tablet, 'suppliers panel on a phone');
  await touch.close();
  await api.dispose();
});

test('a supplier attached from the panel, and a payment refused after another screen deleted its expense', async ({ page }) => {
  await signIn(page, accounts.planner);
  const weddingId = await createWeddingAs(page, { name: `Budget suppliers E2E ${run}`, date: '2031-10-04' });
  await setLanguage(page, 'en');
  const api = await apiAs(accounts.planner);
  const created = async (path: string, data: object) =>
    ((await (await api.post(path, { data: { wedding_id: weddingId, ...data } })).json()) as { data: { id: number } }).data;
  await created('suppliers/create', { name: 'Sol DJ' });
  const music = await created('expenses/create', { name: 'Music', amount: '800.00' });
  await page.goto(`/wedding/${weddingId}/budget`);

  await page.getByRole('button', { name: /^Music/ }).click();
  const detail = page.getByRole('dialog', { name: 'Music' });
  await detail.getByRole('button', { name: 'Choose a supplier' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a supplier' })
    .getByRole('button', { name: /Sol DJ/ })
    .click();
  await expect(detail).toContainText('Sol DJ');
  await expectAccessible(page, 'expense detail with its supplier');
  await detail.getByRole('button', { name: 'Close' }).click();
  const row = page.locator('li[data-expense-id]').filter({ hasText: 'Music' });
  await expect(row).toContainText('Sol DJ');

  // The payment is being written here while another screen deletes its expense.
  await row.hover();
  await page.getByRole('button', { name: 'Add a payment to Music' }).click();
  const payment = page.getByRole('dialog', { name: 'Add a payment' });
  await payment.getByLabel('Amount').fill('100');
  expect((await api.delete('expenses/destroy', { params: { wedding_id: weddingId, id: music.id } })).ok()).toBe(true);
  await expect(row).toHaveCount(0);
  await payment.getByRole('button', { name: 'Save payment' }).click();
  // The spec's message, then why: the server named the expense as the row it could not find.
  await expect(page.getByRole('alert')).toHaveText('An unexpected error occurred while adding the payment. The expense no longer exists.');
  await expect(page.locator('li[data-payment-id]')).toHaveCount(0);
  await expect(page.getByTestId('budget-paid')).toHaveText('$0.00');
  await expectAccessible(page, 'a refused payment rolled back');
});
