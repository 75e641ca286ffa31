import { expect, test, type Page, type Response } from '@playwright/test';

/** What a phone downloads first (issue 8): compressed files, and on /login only the sign-in page. */

function recordScriptsAndStyles(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (['script', 'stylesheet'].includes(response.request().resourceType())) responses.push(response);
  });
  return responses;
}

const fileName = (response: Response) => new URL(response.url()).pathname.split('/').at(-1)!;

test('/login arrives brotli-compressed and without the signed-in area', async ({ page }) => {
  const responses = recordScriptsAndStyles(page);
  await page.goto('/login');
  await expect(page.getByLabel(/^(email|correo electrónico)$/i)).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(responses.length).toBeGreaterThan(0);
  for (const response of responses) {
    const headers = await response.allHeaders();
    expect(headers['content-encoding'], fileName(response)).toBe('br');
    expect(headers.vary, fileName(response)).toMatch(/accept-encoding/i);
    expect(headers['cache-control'], fileName(response)).toContain('immutable');
  }
  const names = responses.map(fileName);
  expect(names.filter((name) => /^(dashboard|.*-page)-/.test(name))).toEqual([]);
});
