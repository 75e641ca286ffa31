import { expect, request, test, type Page } from '@playwright/test';
import { e2ePort } from '../playwright.config';
import { accounts, apiAs, createActiveUser, createWeddingWithNewSpouses, expectAccessible, signIn, tokenOf, uniqueEmail, waitForMailTo } from './support';

/** The weddings list, the create-wedding wizard and the wedding page (issue 3). */

/** A planner of their own with `credits` credits, so balances are exact whatever else ran. */
async function plannerWithCredits(credits: number) {
  const planner = await createActiveUser({ firstName: 'Paula', lastName: 'Planner', typeId: 2 }, accounts.admin);
  if (credits > 0) {
    const admin = await apiAs(accounts.admin);
    const me = await (await admin.get('persons/index')).json();
    const id = me.data.persons.find((person: { email: string }) => person.email === planner.email).id;
    const added = await admin.post('credits/add_credits', { data: { person_id: id, amount: credits, cost: '1,500' } });
    await admin.dispose();
    expect(added.ok()).toBe(true);
  }
  return planner;
}

/** A wedding the Administrator creates (not charged) for a new planner: nobody from the demo team belongs to it. */
async function weddingOfAdministrator(): Promise<number> {
  const admin = await apiAs(accounts.admin);
  const planner = await admin.post('persons/create', {
    data: { first_name: 'Other', last_name: 'Planner', type_id: 2, gender: 2, email: uniqueEmail('other-planner') },
  });
  expect(planner.ok()).toBe(true);
  const response = await admin.post('weddings/create', {
    data: {
      planner_id: (await planner.json()).data.id,
      information: { name: `Private ${Date.now().toString(36)}`, date: '2031-03-01' },
      spouse1: { first_name: 'Ana', last_name: 'Test', gender: 2, email: uniqueEmail('ana') },
      spouse2: { first_name: 'Leo', last_name: 'Test', gender: 1, email: uniqueEmail('leo') },
    },
  });
  expect(response.ok()).toBe(true);
  const { data } = await response.json();
  await admin.dispose();
  return data.id;
}

const wizard = (page: Page) => page.getByRole('dialog', { name: 'Create wedding' });
const next = (page: Page) => wizard(page).getByRole('button', { name: 'Next' });
const steps = (page: Page) => wizard(page).getByRole('navigation', { name: 'Steps' }).getByRole('listitem');

async function fillSpouse(page: Page, spouse: { first: string; last: string; gender: 'Male' | 'Female' | 'Not specified'; email: string }) {
  await wizard(page).getByLabel('First name').fill(spouse.first);
  await wizard(page).getByLabel('Last name').fill(spouse.last);
  await wizard(page).getByLabel('Gender').selectOption({ label: spouse.gender });
  await wizard(page).getByLabel('Email (optional)').fill(spouse.email);
}

test.describe('weddings list', () => {
  test('a Planner sees their weddings with guest count and date; a row opens the wedding', async ({ page }) => {
    await signIn(page, accounts.planner);
    await page.goto('/weddings');
    const row = page.getByRole('row', { name: /Sofía & Mateo/ });
    await expect(row).toContainText('22/05/2027');
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^\d+$/);
    await expect(page.getByRole('button', { name: 'Create wedding' })).toBeVisible();
    await expectAccessible(page, 'weddings');
    await row.getByRole('cell').nth(2).click();
    // Home is the base path's page for whoever holds a summary card (the planner holds them all).
    await expect(page).toHaveURL(/\/wedding\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Sofía & Mateo', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Guests' })).toBeVisible();
    await expectAccessible(page, 'a wedding');
  });

  test('rows open from the keyboard too', async ({ page }) => {
    await signIn(page, accounts.planner);
    await page.goto('/weddings');
    await page.getByRole('link', { name: 'Open Emma & Olivia' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Emma & Olivia', level: 1 })).toBeVisible();
  });

  test('on a phone the weddings are cards', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 780 });
    await signIn(page, accounts.planner);
    await page.goto('/weddings');
    await expect(page.getByRole('table')).toBeHidden();
    // A card's name is all it shows: the wedding, its date and its guests.
    await expect(page.getByRole('list', { name: 'Your weddings' }).getByRole('link', { name: /^Sofía & Mateo 22\/05\/2027 ?, \d+ guests?$/ })).toBeVisible();
  });

  test('after signing in focus starts at the page heading; a focused row shows it; an opened wedding starts at its name', async ({ page }) => {
    await signIn(page, accounts.planner);
    await expect(page.getByRole('heading', { name: 'Weddings', level: 1 })).toBeFocused();
    const link = page.getByRole('link', { name: 'Open Sofía & Mateo' });
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    expect(await link.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Sofía & Mateo', level: 1 })).toBeFocused();
  });

  test('a Hostess cannot create, and a user without weddings is told so', async ({ page }) => {
    await signIn(page, accounts.hostess);
    await expect(page.getByRole('row', { name: /Sofía & Mateo/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create wedding' })).toHaveCount(0);

    const loner = await createActiveUser({ firstName: 'Lone', typeId: 4 });
    await page.context().clearCookies();
    await signIn(page, loner);
    await expect(page.getByText("You don't have any weddings assigned to you.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create wedding' })).toHaveCount(0);
  });

  test('a new planner is invited to create the first wedding', async ({ page }) => {
    const planner = await plannerWithCredits(1);
    await signIn(page, planner);
    await expect(page.getByText("You haven't created any weddings yet.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create wedding' })).toBeVisible();
  });

  test('a list that cannot load says so and can be tried again', async ({ page }) => {
    await signIn(page, accounts.planner, '/login?returnTo=%2Fcredits');
    let fail = true;
    await page.route('**/api/weddings', (route) => (fail ? route.fulfill({ status: 500, json: { error: { code: 'generic_error' } } }) : route.fallback()));
    // Opened from the menu, the list is read through the API (an address typed in brings it inside the page).
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Weddings' }).click();
    await expect(page.getByRole('alert').filter({ hasText: "We couldn't load your weddings. Please try again." }).first()).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('row', { name: /Sofía & Mateo/ })).toBeVisible();
  });
});

test.describe('create-wedding wizard', () => {
  test('a Planner creates a wedding and sees the balance drop', async ({ page }) => {
    const planner = await plannerWithCredits(2);
    await signIn(page, planner);
    await expect(page.getByRole('link', { name: '2 credits available' })).toBeVisible();
    await page.getByRole('button', { name: 'Create wedding' }).click();

    // Step validation blocks Next.
    await next(page).click();
    await expect(wizard(page).getByText('This field is required.')).toHaveCount(2);
    await wizard(page).getByLabel('Wedding name').fill('Clara & Tomás');
    await wizard(page).getByLabel('Date', { exact: true }).fill('31/02/2030');
    await next(page).click();
    await expect(wizard(page).getByText('Please enter a valid date (dd/mm/yyyy).')).toBeVisible();
    // Typed the way the wire writes it: refused here, not at the end as "required".
    await wizard(page).getByLabel('Date', { exact: true }).fill('2030-09-14');
    await next(page).click();
    await expect(wizard(page).getByText('Please enter a valid date (dd/mm/yyyy).')).toBeVisible();
    await wizard(page).getByLabel('Date', { exact: true }).fill('14/09/2030');
    await next(page).click();

    // Headers follow the genders; the same gender twice is numbered.
    await expect(steps(page)).toHaveText(['Information', 'Spouse 1', 'Spouse 2']);
    await fillSpouse(page, { first: 'Clara', last: 'Núñez', gender: 'Female', email: uniqueEmail('clara') });
    await expect(steps(page)).toHaveText(['Information', 'Bride', 'Spouse']);
    await next(page).click();
    await wizard(page).getByLabel('Gender').selectOption({ label: 'Female' });
    await expect(steps(page)).toHaveText(['Information', 'Bride 1', 'Bride 2']);
    await wizard(page).getByLabel('Gender').selectOption({ label: 'Male' });
    await expect(steps(page)).toHaveText(['Information', 'Bride', 'Groom']);

    // Previous keeps what was typed.
    await wizard(page).getByRole('button', { name: 'Previous' }).click();
    await expect(wizard(page).getByLabel('First name')).toHaveValue('Clara');
    const claraEmail = await wizard(page).getByLabel('Email (optional)').inputValue();
    await next(page).click();

    // The two e-mails must differ.
    await fillSpouse(page, { first: 'Tomás', last: 'Vidal', gender: 'Male', email: claraEmail });
    await wizard(page).getByRole('button', { name: 'Add' }).click();
    await expect(wizard(page).getByText("The spouses' emails must be different.")).toBeVisible();
    await wizard(page).getByLabel('Email (optional)').fill(uniqueEmail('tomas'));
    await wizard(page).getByRole('button', { name: 'Add' }).click();

    const confirmation = page.getByRole('alertdialog', { name: 'Create “Clara & Tomás”?' });
    await expect(confirmation).toContainText('Your new balance will be 1 credit.');
    await confirmation.getByRole('button', { name: 'Create wedding' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'The wedding has been created.' })).toBeVisible();
    await expect(wizard(page)).toBeHidden();
    await expect(page.getByRole('row', { name: /Clara & Tomás/ })).toContainText('14/09/2030');
    await expect(page.getByRole('link', { name: '1 credit available' })).toBeVisible();

    await page.getByRole('link', { name: '1 credit available' }).click();
    await expect(page.getByText('Current balance')).toBeVisible();
    await expect(page.getByText('1 credit', { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /Deduction.*Clara & Tomás/ })).toBeVisible();
  });

  test('a refused creation closes the confirmation and keeps the form', async ({ page }) => {
    const planner = await plannerWithCredits(1);
    await signIn(page, planner);
    await page.getByRole('button', { name: 'Create wedding' }).click();
    await wizard(page).getByLabel('Wedding name').fill('Refused & Co');
    await wizard(page).getByLabel('Date', { exact: true }).fill('01/01/2031');
    await next(page).click();
    // Someone else's e-mail: the server answers already_registered.
    await fillSpouse(page, { first: 'Ana', last: 'Taken', gender: 'Female', email: accounts.helper.email });
    await next(page).click();
    await fillSpouse(page, { first: 'Leo', last: 'Free', gender: 'Male', email: uniqueEmail('leo') });
    await wizard(page).getByRole('button', { name: 'Add' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Create wedding' }).click();

    // The notice says which spouse; the wizard goes back to that spouse's step with the field marked.
    await expect(page.getByRole('alert').filter({ hasText: 'The e-mail of Ana Taken is already registered' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(wizard(page).getByLabel('First name')).toHaveValue('Ana');
    await expect(wizard(page).getByLabel('Email (optional)')).toHaveAccessibleDescription('This email is already registered.');
    await page.keyboard.press('Escape');
    await expect(wizard(page)).toBeHidden();
    // Focus goes back to the button that opened the wizard.
    await expect(page.getByRole('button', { name: 'Create wedding' })).toBeFocused();
    await expect(page.getByRole('link', { name: '1 credit available' })).toBeVisible();
  });

  test('a Planner without credits is sent to the credits page', async ({ page }) => {
    const planner = await plannerWithCredits(0);
    await signIn(page, planner);
    await page.getByRole('button', { name: 'Create wedding' }).click();
    const notice = page.getByRole('dialog', { name: 'Not enough credits' });
    await expect(notice).toContainText('you have none left');
    await expect(notice.getByLabel('Wedding name')).toHaveCount(0);
    await notice.getByRole('link', { name: 'Go to credits' }).click();
    await expect(page).toHaveURL(/\/credits$/);
  });

  test('an Administrator is not charged', async ({ page }) => {
    await signIn(page, accounts.admin);
    await page.getByRole('button', { name: 'Create wedding' }).click();
    await wizard(page)
      .getByLabel('Wedding name')
      .fill(`Admin made ${Date.now().toString(36)}`);
    await wizard(page).getByLabel('Date', { exact: true }).fill('02/02/2032');
    await next(page).click();
    // An Administrator's wedding must name the Planner who runs it.
    await expect(wizard(page).getByLabel('Planner')).toHaveAccessibleDescription('This field is required.');
    await wizard(page).getByLabel('Planner').selectOption({ label: 'Daniela Ríos' });
    await next(page).click();
    await fillSpouse(page, { first: 'Eva', last: 'Sol', gender: 'Not specified', email: uniqueEmail('eva') });
    await next(page).click();
    await fillSpouse(page, { first: 'Ian', last: 'Mar', gender: 'Not specified', email: uniqueEmail('ian') });
    await expect(steps(page)).toHaveText(['Information', 'Spouse 1', 'Spouse 2']);
    await wizard(page).getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Administrators are not charged');
  });
});

test.describe('wedding page', () => {
  test('the menu shows only the modules listed, and the base path opens Home', async ({ page }) => {
    await signIn(page, accounts.planner);
    await page.getByRole('link', { name: 'Open Sofía & Mateo' }).click();
    const menu = page.getByRole('navigation', { name: 'Wedding sections' });
    await expect(menu.getByRole('link')).toHaveText(['Home', 'Checklist', 'Guests', 'Tables', 'Plan', 'Budget', 'Ideas', 'Settings']);
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('22/05/2027', { exact: true })).toBeVisible();
    await menu.getByRole('link', { name: 'Plan' }).click();
    await expect(page).toHaveURL(/\/wedding\/\d+\/plan$/);
    await page.getByRole('link', { name: 'All weddings' }).click();
    await expect(page).toHaveURL(/\/weddings$/);
  });

  test('a Helper sees Home, the checklist, guests and tables; a Hostess lands on tables, never told to ask for access', async ({ page }) => {
    await signIn(page, accounts.helper);
    await page.getByRole('link', { name: 'Open Sofía & Mateo' }).click();
    await expect(page.getByRole('navigation', { name: 'Wedding sections' }).getByRole('link')).toHaveText(['Home', 'Checklist', 'Guests', 'Tables']);
    const weddingPath = new URL(page.url()).pathname;
    // A module not granted says so, with the way back (issue 25), rather than "page not found".
    await page.goto(`${weddingPath}/plan`);
    await expect(page.getByText('You have no access to Plan')).toBeVisible();

    await page.context().clearCookies();
    await signIn(page, accounts.hostess);
    await page.goto(weddingPath);
    // Tables is the hostess's landing now that it has a page (part 2 §2); no menu, never "ask for access".
    await expect(page).toHaveURL(new RegExp(`${weddingPath}/tables$`));
    await expect(page.getByRole('navigation', { name: 'Wedding sections' })).toHaveCount(0);
    await expect(page.getByText('Ask the planner if you need access')).toHaveCount(0);
  });

  test('a wedding the user is not part of shows the unauthorized page', async ({ page }) => {
    const id = await weddingOfAdministrator();
    await signIn(page, accounts.helper);
    await page.goto(`/wedding/${id}`);
    await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/wedding/${id}$`));
  });

  test('a spouse finds their own wedding at the root, without a way back to a list', async ({ page }) => {
    const { spouseEmails } = await createWeddingWithNewSpouses();
    const email = spouseEmails[0];
    const admin = await apiAs(accounts.admin);
    expect((await admin.put('persons/resend_activation', { data: { email, language: 'en', customization_id: null } })).ok()).toBe(true);
    await admin.dispose();
    const { link } = await waitForMailTo(email);
    const password = 'spouse-password-1';
    const anonymous = await request.newContext({ baseURL: `http://localhost:${e2ePort}/api/` });
    expect((await anonymous.post('change_password', { data: { token: tokenOf(link), password, password_confirmation: password } })).ok()).toBe(true);
    await anonymous.dispose();

    await signIn(page, { email, password });
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    await expect(page.getByRole('heading', { name: /^E2E wedding/, level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Wedding sections' }).getByRole('link')).toHaveText([
      'Home',
      'Checklist',
      'Guests',
      'Tables',
      'Plan',
      'Budget',
      'Ideas',
    ]);
    await expect(page.getByRole('link', { name: 'All weddings' })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Wedding sections' }).getByRole('link', { name: 'Plan' }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/plan$/);
  });

  test('a wedding that does not exist shows the page-not-found page', async ({ page }) => {
    await signIn(page, accounts.planner);
    await page.goto('/wedding/987654321');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('any other failure says so, and can be tried again', async ({ page }) => {
    await signIn(page, accounts.planner);
    let fail = true;
    await page.route('**/api/weddings/show**', (route) =>
      fail ? route.fulfill({ status: 500, json: { error: { code: 'generic_error' } } }) : route.fallback(),
    );
    await page.getByRole('link', { name: 'Open Sofía & Mateo' }).click();
    const message = page.getByRole('alert').filter({ hasText: 'An unexpected error ocurred while retrieving this wedding.' });
    await expect(message.first()).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Sofía & Mateo', level: 1 })).toBeVisible();
  });
});
