import { expect, test, type Locator, type Page } from '@playwright/test';
import { e2ePort } from '../playwright.config';
import { accounts, createActiveUser, createPendingUser, expectAccessible, signIn, waitForMailTo } from './support';

/** The signed-in frame, routing guards, error pages, languages, white label and notifications (issue 2). */

const mainMenu = (page: Page) => page.getByRole('navigation', { name: /^(Main menu|Menú principal)$/ });
const menuEntries = (page: Page) => mainMenu(page).getByRole('link');

async function openProfileMenu(page: Page) {
  await page.getByRole('button', { name: /^(Account menu|Menú de la cuenta)/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

test.describe('side menu and guards', () => {
  test('a Planner sees every entry, and / leads to Weddings', async ({ page }) => {
    await signIn(page, accounts.planner);
    await page.goto('/');
    await expect(page).toHaveURL(/\/weddings$/);
    await expect(menuEntries(page)).toHaveText(['Weddings', 'Users', 'My checklist', 'Base plan', 'Credits']);
    await expect(mainMenu(page).getByRole('link', { name: 'Weddings' })).toHaveAttribute('aria-current', 'page');
    for (const [name, path] of [
      ['Users', '/users'],
      ['My checklist', '/my_checklist'],
      ['Base plan', '/base_plan'],
      ['Credits', '/credits'],
    ] as const) {
      await mainMenu(page).getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(mainMenu(page).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('a Helper sees only Weddings, and /users is unauthorized', async ({ page }) => {
    await signIn(page, accounts.helper);
    await expect(menuEntries(page)).toHaveText(['Weddings']);
    await page.goto('/users');
    await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
    await expect(page.getByText("You don't have permission to see this page.")).toBeVisible();
    await expectAccessible(page, 'unauthorized');
    // The error page keeps the address (the route of an error page is not shown).
    await expect(page).toHaveURL(/\/users$/);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/weddings$/);
  });

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await signIn(page, accounts.planner);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await expectAccessible(page, 'not found');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/weddings$/);
  });
});

test.describe('unexpected errors', () => {
  test('a part of the app that cannot load shows the generic error page with a way home', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    // From here on no script arrives (a deploy replaced them, the network dropped…).
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.getByLabel('Email', { exact: true }).fill(accounts.planner.email);
    await page.getByLabel('Password', { exact: true }).fill(accounts.planner.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Wedding Planner logo' })).toBeVisible();
    await page.unroute('**/assets/*.js');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/weddings$/);
    await expect(mainMenu(page)).toBeVisible();
  });
});

test.describe('phone layout', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu is a sidebar opened by a button', async ({ page }) => {
    await signIn(page, accounts.planner);
    await expect(mainMenu(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Main menu' });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link')).toHaveText(['Weddings', 'Users', 'My checklist', 'Base plan', 'Credits']);
    await sidebar.getByRole('link', { name: 'Credits' }).click();
    await expect(page).toHaveURL(/\/credits$/);
    await expect(sidebar).toBeHidden();

    // Escape closes it and focus goes back to the button.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(sidebar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('601 px wide is not a phone: the side menu stays, no menu button', async ({ page }) => {
    await page.setViewportSize({ width: 601, height: 800 });
    await signIn(page, accounts.planner);
    await expect(mainMenu(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });
});

test.describe('languages', () => {
  test('the profile menu switches language, says so, and it stays after a reload', async ({ page }) => {
    const person = await createActiveUser({ firstName: 'Lingua' });
    await signIn(page, person);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await openProfileMenu(page);
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Se cambió tu idioma.' })).toBeVisible();
    await expect(menuEntries(page)).toHaveText(['Bodas']);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await page.reload();
    await expect(menuEntries(page)).toHaveText(['Bodas']);
    await openProfileMenu(page);
    await expect(page.getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your language has been changed.' })).toBeVisible();
    await expect(menuEntries(page)).toHaveText(['Weddings']);
  });

  test('a session that ended elsewhere signs the person out with "session expired"', async ({ page, context }) => {
    await signIn(page, accounts.planner);
    await expect(mainMenu(page)).toBeVisible();
    // The list's own calls answer first: clearing the cookie while they are on their way would
    // sign the person out before the profile menu opens (a flaky race, not what is tested here).
    await expect(page.getByRole('row', { name: /Sofía & Mateo/ })).toBeVisible();
    await expect(page.getByText(/credits? available/)).toBeVisible();
    // The session dies on the server side (expired, signed out on another tab…).
    const session = (await context.cookies()).find((cookie) => cookie.httpOnly)!;
    await context.clearCookies({ name: session.name });
    await openProfileMenu(page);
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('alert').filter({ hasText: 'Your session has expired. Please sign in again.' })).toBeVisible();
  });

  test("signed out the cookie decides; signed in the user's own language wins", async ({ page, context }) => {
    await context.addCookies([{ name: 'lang', value: 'es', url: `http://localhost:${e2ePort}` }]);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();

    // The demo planner's account is in English.
    await signIn(page, accounts.planner);
    await expect(menuEntries(page).first()).toHaveText('Weddings');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the signed-out language switch is remembered in the cookie', async ({ page, context }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'lang');
    expect(cookie?.value).toBe('es');
    // Kept for 5 days.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(4.9 * 24 * 3600_000);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test.describe('a Spanish browser', () => {
    test.use({ locale: 'es-MX' });
    test('sees Spanish when no cookie says otherwise', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
      await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeVisible();
    });
  });
});

test.describe('white label', () => {
  test('127.0.0.1 shows the Lumière brand, localhost the default', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${e2ePort}/login`);
    await expect(page).toHaveTitle('Sign in · Lumière Weddings');
    await expect(page.getByRole('img', { name: 'Lumière Weddings logo' })).toBeVisible();
    await expect(page.getByText('Welcome to Lumière.')).toBeVisible();

    await page.goto(`http://localhost:${e2ePort}/login`);
    await expect(page).toHaveTitle('Sign in · Wedding Planner');
    await expect(page.getByRole('img', { name: 'Wedding Planner logo' })).toBeVisible();
    await expect(page.getByText('Welcome back.')).toBeVisible();
  });

  test('the signed-in navbar carries the white-label logo', async ({ page }) => {
    await signIn(page, accounts.planner, `http://127.0.0.1:${e2ePort}/login`);
    await expect(page.getByRole('banner').getByRole('img', { name: 'Lumière Weddings logo' })).toBeVisible();
  });
});

test.describe('notifications', () => {
  test('a failure is red, and a notification hides by itself after about 8.5 s', async ({ page }) => {
    test.slow();
    await page.goto(`/change_password/${'y'.repeat(43)}`);
    const toast = page.getByRole('alert').filter({ hasText: 'This link is not valid.' });
    await expect(toast).toBeVisible();
    const shownAt = Date.now();
    // Tailwind's colours are oklch(): paint the computed colour to read it back as RGB.
    const [red, green, blue, background] = await toast.evaluate((element) => {
      const color = getComputedStyle(element).backgroundColor;
      const context = document.createElement('canvas').getContext('2d')!;
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, color] as const;
    });
    expect(red, `a red background, got ${background}`).toBeGreaterThan(150);
    expect(green).toBeLessThan(100);
    expect(blue).toBeLessThan(100);

    await page.waitForTimeout(6_000);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 10_000 });
    const elapsed = Date.now() - shownAt;
    expect(elapsed).toBeGreaterThan(7_000);
    expect(elapsed).toBeLessThan(11_000);
  });

  test('a notification can be closed by hand', async ({ page }) => {
    await page.goto(`/change_password/${'z'.repeat(43)}`);
    const toast = page.getByRole('alert').filter({ hasText: 'This link is not valid.' });
    await toast.getByRole('button', { name: 'Close notification' }).click();
    await expect(toast).toBeHidden({ timeout: 3_000 });
  });
});

/** Every control a person can reach has a name, and the keyboard focus can always be seen. */
/** Every field, button and link in `scope` (the page, or an open dialog) has a name. */
async function expectNamedControls(scope: Page | Locator) {
  for (const field of await scope.locator('input:not([type=hidden]), select, textarea').all()) {
    await expect(field).toHaveAccessibleName(/\S/);
  }
  for (const control of [...(await scope.getByRole('button').all()), ...(await scope.getByRole('link').all())]) {
    await expect(control).toHaveAccessibleName(/\S/);
  }
}

/** Tabs `count` times and checks that each focused element shows an outline or a ring. */
async function expectVisibleFocus(page: Page, count: number) {
  for (let step = 0; step < count; step += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return { element: element.outerHTML.slice(0, 80), visible: outline || style.boxShadow !== 'none' };
    });
    expect(focus.visible, `a visible focus on ${focus.element}`).toBe(true);
  }
}

test.describe('accessibility basics', () => {
  test('signed-out pages: labelled fields, named buttons, visible focus', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNamedControls(page);
    await expectVisibleFocus(page, 6);
    await page.goto('/forgot');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNamedControls(page);
    await expectVisibleFocus(page, 4);
    const person = await createPendingUser({ firstName: 'Focus' });
    const { link } = await waitForMailTo(person.email);
    await page.goto(link!);
    await expect(page.getByLabel('Confirm password')).toBeVisible();
    await expectNamedControls(page);
    await expectVisibleFocus(page, 4);
  });

  test('the shell: skip link, named controls, visible focus, keyboard profile menu', async ({ page }) => {
    await signIn(page, accounts.planner);
    // A page just opened starts at its heading; the skip link is the first stop from the top.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expectNamedControls(page);
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await page.evaluate(() => document.querySelector('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')?.textContent)).toBe(
      'Skip to content',
    );
    await skip.focus();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/weddings$/);

    await page.getByRole('link', { name: 'Skip to content' }).focus();
    await expectVisibleFocus(page, 7);

    const trigger = page.getByRole('button', { name: /Account menu/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Español' })).toBeFocused();
    // Nothing focusable is hidden behind the open menu (issue 23 item 17: aria-hidden-focus).
    await expectAccessible(page, 'profile menu open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test('the sidebar keeps the focus inside while open', async ({ page }) => {
      await signIn(page, accounts.planner);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const sidebar = page.getByRole('dialog', { name: 'Main menu' });
      await expect(sidebar).toBeVisible();
      // Only the open sidebar: the page behind it is hidden from assistive technology meanwhile.
      await expectNamedControls(sidebar);
      for (let step = 0; step < 9; step += 1) {
        await page.keyboard.press('Tab');
        expect(await sidebar.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      }
    });
  });
});
