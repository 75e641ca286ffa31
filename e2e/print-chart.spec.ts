import { expect, test } from '@playwright/test';
import { accounts, signIn } from './support';

/**
 * Issue 24, the printed seating chart's first page, in what only a real browser decides: the
 * plan's image is there in the very frame that prints (the chart is drawn at "before print"),
 * and the print stylesheet's named pages put the demo's wide hall on one landscape A4 page, then
 * the lists on portrait pages. What the page draws (each table's place, shape and number) is
 * checked in tests/ui/tables/seating-chart.test.tsx.
 */

/** A4 in PDF points, as Chromium writes each page's MediaBox. */
const a4 = { landscape: '841.92 594.96', portrait: '594.96 841.92' };

test('the demo wedding prints its floor plan with every table on one landscape page, then the lists on portrait pages', async ({ page }) => {
  await signIn(page, accounts.planner);
  const { weddings } = (await (await page.request.get('/api/weddings')).json()).data as { weddings: Array<{ id: number; name: string }> };
  await page.goto(`/wedding/${weddings.find((wedding) => wedding.name === 'Sofía & Mateo')!.id}/tables`);
  const venue = page.getByRole('img', { name: 'Floor plan of the venue' });
  await expect(venue).toBeVisible();
  // The chart prints the image the plan on screen has loaded (printed-plan.tsx): a person prints
  // a plan they see, and visible is not yet loaded (the print found it empty once in CI).
  await expect.poll(() => venue.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('button', { name: 'Print seating chart' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  const imageAtPrint = await page.evaluate(() => {
    window.dispatchEvent(new Event('beforeprint'));
    const image = document.querySelector<HTMLImageElement>('.seating-chart-plan img')!;
    return { complete: image.complete, width: image.naturalWidth };
  });
  expect(imageAtPrint).toEqual({ complete: true, width: 2000 });
  const plan = page.getByRole('region', { name: 'Floor plan with the tables' });
  // The demo venue's 30 tables (demo-venue.ts), each drawn with its number.
  await expect(plan.locator('svg g[role="img"]')).toHaveCount(30);
  await expect(plan.getByRole('img', { name: 'Table 30', exact: true })).toHaveText('30');

  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const pages = [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map(
    ([, width, height]) => `${Number(width).toFixed(2)} ${Number(height).toFixed(2)}`,
  );
  expect(pages[0]).toBe(a4.landscape);
  expect(pages.slice(1).length).toBeGreaterThan(0);
  expect(pages.slice(1).every((size) => size === a4.portrait)).toBe(true);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
});
