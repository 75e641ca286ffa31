import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { e2ePreviewSite } from '../playwright.config';
import { accounts, expectAccessible, setLanguage, signIn } from './support';

/**
 * Issue 27, the idea board on the demo wedding: a text idea added, pinned and filtered; the
 * full-screen viewer; an image drawn by the test uploaded (its preview, its upload's progress,
 * the stored thumbnail) and a palette of two colours chosen with the picker, both viewed full
 * screen, the arrow key going from one to the next; a link to the server's own machine refused
 * a preview, and one to a local page the server is configured to read
 * (LINK_PREVIEW_ALLOW_ORIGINS) previewed in the form and on its card; a refused pin rolled back;
 * Spanish on a phone, with the filters behind their popover. Axe on every state visited.
 */

const run = Date.now().toString(36);
const title = `E2E note ${run}`;
const card = (page: Page, name: string) => page.locator('li[data-idea-id]').filter({ has: page.getByText(name, { exact: true }) });

/** Each card's left edge and top on screen, in board order (the order focus follows). */
const cardPlaces = (page: Page) =>
  page
    .locator('li[data-idea-id]')
    .evaluateAll((cards) => cards.map((item) => [Math.round(item.getBoundingClientRect().left), Math.round(item.getBoundingClientRect().top)]));

/** Read top to bottom, then left to right, the cards come in board order. */
const inReadingOrder = (places: number[][]) =>
  places.every(
    (place, index) => index === 0 || place[1]! > places[index - 1]![1]! || (place[1] === places[index - 1]![1] && place[0]! > places[index - 1]![0]!),
  );

async function demoBoard(page: Page) {
  const weddings = await (await page.request.get('/api/weddings')).json();
  const demo = weddings.data.weddings.find((wedding: { name: string }) => wedding.name === 'Sofía & Mateo');
  await page.goto(`/wedding/${demo.id}/ideas`);
  await expect(card(page, 'Peony bouquet')).toBeVisible();
}

/** The page behind the link idea, on the one origin the e2e server may preview. */
let previewSite: Server;
test.beforeAll(async () => {
  previewSite = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      '<!doctype html><title>Ignored</title><meta property="og:title" content="Lakeside garden venue"><meta property="og:description" content="Ceremonies under the olive trees.">',
    );
  });
  const { port } = new URL(e2ePreviewSite);
  await new Promise<void>((resolve) => previewSite.listen(Number(port), '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => previewSite.close(() => resolve())));

test.describe.serial('idea board', () => {
  test('ideas of every type added, pinned, filtered and viewed full screen; a refused pin rolls back', async ({ page }) => {
    // One journey through the four types, the viewer and the preview: longer than one page's test.
    test.setTimeout(60_000);
    await signIn(page, accounts.planner);
    await demoBoard(page);
    await expectAccessible(page, 'idea board');
    // A desktop's three columns, the first three cards side by side; printed, the cards flow in the same columns.
    const places = await cardPlaces(page);
    expect([new Set(places.map(([left]) => left)).size, new Set(places.slice(0, 3).map(([, top]) => top)).size, inReadingOrder(places)]).toEqual([3, 1, true]);
    await page.emulateMedia({ media: 'print' });
    const board = page.getByRole('list', { name: 'Idea board' });
    expect(await board.evaluate((list) => [getComputedStyle(list).columnCount, getComputedStyle(list.firstElementChild!).position])).toEqual(['3', 'static']);
    await page.emulateMedia({ media: 'screen' });
    // A tablet's two columns: the board places its cards again when the window narrows.
    await page.setViewportSize({ width: 800, height: 720 });
    await expect.poll(async () => new Set((await cardPlaces(page)).map(([left]) => left)).size).toBe(2);
    expect(inReadingOrder(await cardPlaces(page))).toBe(true);
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.getByRole('button', { name: 'Add idea' }).click();
    const form = page.getByRole('dialog', { name: 'New idea' });
    await form.getByRole('radio', { name: 'Text' }).check();
    await form.getByLabel('Title').fill(title);
    await form.getByRole('textbox', { name: 'Text' }).fill('Sparklers at the exit, after the last dance.');
    await expectAccessible(page, 'idea form');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(card(page, title)).toBeVisible();
    await page.getByRole('button', { name: `Pin ${title}` }).click();
    await expect(card(page, title).getByText('Pinned')).toBeVisible();

    await page.getByRole('button', { name: 'Text', exact: true }).click();
    await expect(card(page, 'Peony bouquet')).toHaveCount(0);
    await expect(card(page, 'Our vows')).toBeVisible();

    await page.getByRole('button', { name: `View ${title} full screen` }).click();
    const viewer = page.getByRole('dialog', { name: title });
    await expect(viewer.getByText('Sparklers at the exit')).toBeVisible();
    await expectAccessible(page, 'idea viewer');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Our vows' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();

    // An image drawn here: its preview in the form, its upload's progress on its card (the answer
    // held back meanwhile), then the thumbnail the server made.
    const png = await sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 232, g: 160, b: 180 } } })
      .png()
      .toBuffer();
    await page.getByRole('button', { name: 'Add idea' }).click();
    await form.getByRole('radio', { name: 'Image' }).check();
    await form.getByLabel('Title').fill(`Blush ${run}`);
    await form.locator('input[type=file]').setInputFiles({ name: 'blush.png', mimeType: 'image/png', buffer: png });
    await expect(form.getByRole('img', { name: 'The chosen image' })).toHaveAttribute('src', /^blob:/);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/ideas/create', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    const image = card(page, `Blush ${run}`);
    await expect(image.getByRole('status')).toHaveText(/^Uploading… \d+%$/);
    release();
    await expect(image.getByRole('status')).toHaveCount(0);
    await expect(image.locator('img')).toHaveAttribute('src', /^\/api\/storage\/ideas\//);
    expect(await image.locator('img').evaluate((picture: HTMLImageElement) => picture.decode().then(() => picture.naturalWidth))).toBe(96);
    await page.unroute('**/api/ideas/create');

    // Two colours, each set with its colour picker.
    await page.getByRole('button', { name: 'Add idea' }).click();
    await form.getByRole('radio', { name: 'Colours' }).check();
    await form.getByLabel('Title').fill(`Palette ${run}`);
    await form.getByRole('button', { name: 'Add colour', exact: true }).click();
    await form.getByRole('button', { name: 'Add colour', exact: true }).click();
    await form.getByLabel('Colour 1', { exact: true }).fill('#c08497');
    await form.getByLabel('Colour 2', { exact: true }).fill('#84a59d');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(card(page, `Palette ${run}`).getByRole('img', { name: '2 colours' })).toBeVisible();

    // Full screen: the whole image (not the thumbnail), then the arrow key to the palette.
    await page.getByRole('button', { name: `View Blush ${run} full screen` }).click();
    const picture = page.getByRole('dialog', { name: `Blush ${run}` }).getByRole('img', { name: `Blush ${run}` });
    await expect(picture).toHaveAttribute('src', /^\/api\/storage\/ideas\//);
    expect(await picture.getAttribute('src')).not.toBe(await image.locator('img').getAttribute('src'));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: `Palette ${run}` }).locator('li')).toHaveText(['#c08497', '#84a59d']);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: `Blush ${run}` })).toBeVisible();
    await page.keyboard.press('Escape');

    // The server never reads a page on its own machine for a preview.
    await page.getByRole('button', { name: 'Add idea' }).click();
    await form.getByLabel('Web address').fill('http://127.0.0.1/admin');
    await form.getByRole('button', { name: 'Get preview' }).click();
    await expect(form.getByText("We can't preview this address. You can still save the link.")).toBeVisible();
    await form.getByLabel('Web address').fill(`${e2ePreviewSite}/venue`);
    await form.getByRole('button', { name: 'Get preview' }).click();
    await expect(form.getByText('Lakeside garden venue')).toBeVisible();
    await expectAccessible(page, 'link preview in the form');
    await form.getByLabel('Title').fill(`Venue ${run}`);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(card(page, `Venue ${run}`).getByText('Lakeside garden venue')).toBeVisible();
    await expect(card(page, `Venue ${run}`).getByText('Ceremonies under the olive trees.')).toBeVisible();

    await page.route('**/api/ideas/update_pin', (route) => route.fulfill({ status: 500, json: { error: { code: 'generic_error' } } }));
    await page.getByRole('button', { name: `Unpin ${title}` }).click();
    await expect(page.getByText('An unexpected error occurred while updating the idea.')).toBeVisible();
    await expect(card(page, title).getByText('Pinned')).toBeVisible();
    await expectAccessible(page, 'a refused pin rolled back');
  });

  test('in Spanish on a phone, the filters open from their button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, accounts.planner);
    await setLanguage(page, 'es');
    await demoBoard(page);
    await expect(page.getByRole('heading', { name: 'Tablero de ideas' })).toBeVisible();
    // One column on a phone.
    const places = await cardPlaces(page);
    expect([new Set(places.map(([left]) => left)).size, inReadingOrder(places)]).toEqual([1, true]);
    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByRole('button', { name: 'Colores' }).click();
    await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
    await expect(card(page, 'Peony bouquet')).toHaveCount(0);
    await expect(card(page, 'Blush and sage palette')).toBeVisible();
    await expectAccessible(page, 'idea board on a phone, in Spanish');
    await setLanguage(page, 'en');
  });
});
