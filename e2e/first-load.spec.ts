import { expect, test, type Page, type Response } from '@playwright/test';
import { accounts, apiAs, signIn } from './support';

/** What a phone downloads first (issue 8): compressed files, and on /login only the sign-in page. */

function recordScriptsAndStyles(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (['script', 'stylesheet'].includes(response.request().resourceType())) responses.push(response);
  });
  return responses;
}

/** From each navigation on, counts the frames that show `spinner`, until the page's heading is drawn. */
const countSpinnerFrames = (page: Page, spinner: string) =>
  page.addInitScript((selector) => {
    const opening = window as unknown as { spinnersSeen: number };
    opening.spinnersSeen = 0;
    const look = () => {
      if (document.querySelector(selector)) opening.spinnersSeen += 1;
      if (!document.querySelector('main h1')) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, spinner);

const spinnerFrames = (page: Page) => page.evaluate(() => (window as unknown as { spinnersSeen: number }).spinnersSeen);

const fileName = (response: Response) => new URL(response.url()).pathname.split('/').at(-1)!;

test('/login arrives brotli-compressed and without the signed-in area', async ({ page }) => {
  const responses = recordScriptsAndStyles(page);
  await page.goto('/login');
  await expect(page.getByLabel(/^(email|correo electrónico)$/i)).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(responses.length).toBeGreaterThan(0);
  for (const response of responses) {
    const headers = await response.allHeaders();
    // Files under 1 KB (the bundler's runtime helpers) get no compressed copy (vite.config.ts).
    const tiny = Number(headers['content-length']) < 1024;
    expect(headers['content-encoding'], fileName(response)).toBe(tiny ? undefined : 'br');
    expect(headers.vary, fileName(response)).toMatch(/accept-encoding/i);
    expect(headers['cache-control'], fileName(response)).toContain('immutable');
  }
  const names = responses.map(fileName);
  expect(names.filter((name) => /^(dashboard|.*-page)-/.test(name))).toEqual([]);
});

test('a signed-in page opens without asking the API anything: its first reads come with the page', async ({ page }) => {
  const planner = await apiAs(accounts.planner);
  const { weddings } = (await (await planner.get('weddings')).json()).data as { weddings: Array<{ id: number }> };
  // The demo fills in the plan of the first wedding it seeds (server/seed/demo-plan.ts).
  const weddingId = Math.min(...weddings.map((wedding) => wedding.id));
  await signIn(page, accounts.planner);

  // The frames that showed the full-page spinner while the page opened (none: its code and its
  // answers are there before its first render, which draws it at once; src/app/bootstrap.ts,
  // src/app/app.tsx). The plan's board keeps its own spinner: it is a file of its own, on purpose.
  await countSpinnerFrames(page, '.min-h-dvh[role=status]');
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/') && ['fetch', 'xhr'].includes(request.resourceType())) apiCalls.push(request.url());
  });
  for (const path of ['/weddings', `/wedding/${weddingId}/plan`, `/wedding/${weddingId}/checklist`, '/users', '/credits']) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(apiCalls, path).toEqual([]);
    expect(await spinnerFrames(page), `spinners on ${path}`).toBe(0);
  }
  // The plan's board arrives in a file of its own, with the sections the page was given.
  await page.goto(`/wedding/${weddingId}/plan`);
  await expect(page.getByRole('region', { name: 'Ceremony' })).toBeVisible();
  await expect(page.locator('li[data-element-id]').filter({ hasText: 'Ceremony venue' })).toBeVisible();
  expect(apiCalls).toEqual([]);
});

test('a page whose code arrives last is drawn once it is there, without a spinner first', async ({ page }) => {
  await signIn(page, accounts.planner);
  // The weddings page's own file, held back: the start waits for it before the first render
  // (src/app/bootstrap.ts), rather than drawing the area's spinner and React then holding it.
  await page.route(/\/assets\/weddings-page-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await countSpinnerFrames(page, '[role=status] svg.animate-spin');
  await page.goto('/weddings');
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(await spinnerFrames(page)).toBe(0);
});
