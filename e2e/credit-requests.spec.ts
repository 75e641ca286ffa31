import { expect, test } from '@playwright/test';
import { accounts, createActiveUser, expectAccessible, signIn, waitForNextMailTo, mailCountTo } from './support';

/**
 * Requesting credits (issue 8, item 14): a Planner asks for a package from the Pricing dialog,
 * the Administrators hear of it by mail and, in their own browser, add the credits; the
 * planner's balance follows.
 */
test('a planner requests credits and an Administrator adds them from the credits page', async ({ browser }) => {
  const planner = await createActiveUser({ firstName: 'Renata', lastName: `Request${Date.now() % 100000}`, typeId: 2 }, accounts.admin);
  const plannerName = `${planner.firstName} ${planner.lastName}`;
  const mailsBefore = mailCountTo(accounts.admin.email);

  const plannerContext = await browser.newContext();
  const plannerPage = await plannerContext.newPage();
  await signIn(plannerPage, planner);
  await plannerPage.goto('/credits');
  await expect(plannerPage.getByText('0 credits')).toBeVisible();
  await plannerPage.getByRole('button', { name: 'Pricing' }).click();
  const pricing = plannerPage.getByRole('dialog', { name: 'Credit packages' });
  await pricing.getByRole('button', { name: 'Request 5 credits' }).click();
  await expect(pricing.getByRole('heading', { name: 'Request 5 credits for $6,750 MXN' })).toBeVisible();
  await pricing.getByLabel('Note for the Administrators (optional)').fill('Paying by transfer today');
  await pricing.getByRole('button', { name: 'Send request' }).click();
  await expect(plannerPage.locator('[data-kind="success"]').filter({ hasText: 'Your request was sent to the Administrators.' })).toBeVisible();
  const today = new Date().toISOString().slice(0, 10).split('-').reverse().join('/');
  await expect(pricing.getByText(`Requested on ${today}`)).toBeVisible();
  await expect(pricing.getByRole('button', { name: 'Request 5 credits' })).toHaveCount(0);
  // The success toast is on screen: axe checks its contrast too.
  await expectAccessible(plannerPage, 'pricing dialog with a request sent');

  const mail = await waitForNextMailTo(accounts.admin.email, mailsBefore);
  expect(mail.raw).toContain(`${plannerName} asks for 5 credits`);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, accounts.admin);
  await adminPage.goto('/credits');
  const requests = adminPage.getByRole('list', { name: 'Open credit requests' });
  const request = requests.getByRole('listitem').filter({ hasText: plannerName });
  await expect(request).toContainText('5 credits');
  await expect(request).toContainText('$6,750 MXN');
  await expect(request).toContainText(today);
  await expect(request).toContainText('Paying by transfer today');
  await expectAccessible(adminPage, 'credits with an open request (Administrator)');

  await request.getByRole('button', { name: `Add the 5 credits ${plannerName} requested` }).click();
  const confirm = adminPage.getByRole('alertdialog', { name: `Add 5 credits to ${plannerName}?` });
  await confirm.getByRole('button', { name: 'Add credits' }).click();
  await expect(adminPage.locator('[data-kind="success"]').filter({ hasText: 'The credits have been added.' })).toBeVisible();
  await expect(request).toHaveCount(0);
  await expect(adminPage.getByRole('row').filter({ hasText: planner.email })).toContainText('5 credits');

  await plannerPage.reload();
  await expect(plannerPage.getByText('5 credits', { exact: true }).first()).toBeVisible();
  await expect(plannerPage.getByRole('row').filter({ hasText: '$6,750 MXN' })).toContainText('Purchase');

  await plannerContext.close();
  await adminContext.close();
});
