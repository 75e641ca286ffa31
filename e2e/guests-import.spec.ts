import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { accounts, createWeddingAs, expectAccessible, setLanguage, signIn } from './support';

/**
 * Issue 9, the import wizard: a file with errors (the row-error table), then a good one (its
 * duplicates skipped or imported anyway), the new guests on the list without a reload and the
 * success message counting people; in English on a desktop and in Spanish on a phone.
 */

const run = Date.now().toString(36);

/**
 * The samples name the demo wedding's spouses, Sofía and Mateo; an e2e wedding's are Ana and
 * Leo (e2e/support.ts). Renamed here, the files mean the same for this wedding.
 */
const forThisWedding = (text: string) => text.replace(/sof[ií]a/gi, 'Ana').replace(/mateo/gi, 'Leo');

const csvSample = (name: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(forThisWedding(readFileSync(`samples/${name}`, 'utf8'))) });

async function xlsxSample(name: string) {
  const sheet = await readSheet(`samples/${name}`);
  // The samples hold texts, whole numbers and blanks.
  const renamed = sheet.map((row) =>
    row.map((cell) => ({ value: typeof cell === 'string' ? forThisWedding(cell) : typeof cell === 'number' ? cell : undefined })),
  );
  return { name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await writeXlsxFile(renamed).toBuffer() };
}

/** The planner, in `language` on a screen `width` wide, on the guests page of a new wedding whose one guest is `guest`. */
async function guestsPageWith(page: Page, { width, language, guest }: { width: number; language: 'en' | 'es'; guest: string }) {
  await page.setViewportSize({ width, height: 900 });
  await signIn(page, accounts.planner);
  await setLanguage(page, language);
  const weddingId = await createWeddingAs(page, { name: `Import E2E ${run} ${Math.random().toString(36).slice(2, 6)}`, date: '2027-09-18' });
  const response = await page.request.post('/api/guests/create', { data: { wedding_id: weddingId, name: guest } });
  expect(response.ok(), await response.text()).toBe(true);
  await page.goto(`/wedding/${weddingId}/guests`);
}

test.describe.serial('guests import', () => {
  test('English on a desktop: row errors, then a good file with its duplicate skipped', async ({ page }) => {
    await guestsPageWith(page, { width: 1280, language: 'en', guest: 'Ramón Zúñiga' });
    await expect(page.getByText('Showing 1 of 1 guests')).toBeVisible();

    const importButton = page.getByRole('main').getByRole('button', { name: 'Import', exact: true });
    await importButton.click();
    const dialog = page.getByRole('dialog', { name: 'Import guests' });
    await expect(dialog.getByText('Import guests', { exact: true })).toBeFocused();

    // A file with errors: one line per problem, by row and column.
    await dialog.getByLabel('Spreadsheet (.xlsx or .csv)').setInputFiles(csvSample('guests-import-errors.csv'));
    await dialog.getByRole('button', { name: 'Validate' }).click();
    const errors = dialog.getByRole('table');
    await expect(dialog.getByRole('alert')).toContainText('Some rows need fixing');
    await expect(errors.getByRole('row')).toHaveCount(7);
    await expect(errors.getByRole('row').nth(1)).toContainText('3NameRequired');
    await expect(errors.getByRole('row').nth(2)).toContainText('4CompanionsMust be a number');
    await expect(errors.getByRole('row').nth(5)).toContainText('7Invited byNot one of the spouses’ first names');
    await expectAccessible(page, 'import row errors');

    // Back, and a good file: its one guest already in the wedding is listed and skipped.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByLabel('Spreadsheet (.xlsx or .csv)').setInputFiles(csvSample('guests-import-es.csv'));
    await dialog.getByRole('button', { name: 'Validate' }).click();
    await expect(dialog.getByText('The file is ready: 6 guests.')).toBeVisible();
    await expect(dialog.getByText('Row 5: Ramón Zúñiga')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Skip the guests already in the wedding' })).toBeChecked();
    await expectAccessible(page, 'import valid step');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();

    // Five new guests, nine people with their companions, three new categories; no reload.
    await expect(dialog).toBeHidden();
    await expect(page.getByText('9 guests imported (companions included) and 3 categories created.')).toBeVisible();
    await expect(page.getByText('Showing 6 of 6 guests')).toBeVisible();
    await expect(page.getByRole('row', { name: /María José Ibáñez/ })).toContainText('Familia de Ana');
    await expect(importButton).toBeFocused();
    await page.reload();
    await expect(page.getByText('Showing 6 of 6 guests')).toBeVisible();
  });

  test('Spanish on a phone: row errors, then an .xlsx with its duplicate imported anyway', async ({ page }) => {
    await guestsPageWith(page, { width: 390, language: 'es', guest: 'Ava Morgan' });
    await expect(page.getByText('Mostrando 1 de 1 invitados')).toBeVisible();

    await page.getByRole('main').getByRole('button', { name: 'Importar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar invitados' });
    await dialog.getByLabel('Hoja de cálculo (.xlsx o .csv)').setInputFiles(csvSample('guests-import-errors.csv'));
    await dialog.getByRole('button', { name: 'Validar' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Algunas filas deben corregirse');
    await expect(dialog.getByRole('table').getByRole('row').nth(4)).toContainText('6EstadoNo es un estado conocido');
    // The table scrolls inside the dialog; the page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, 'import row errors on a phone');

    await dialog.getByRole('button', { name: 'Atrás' }).click();
    await dialog.getByLabel('Hoja de cálculo (.xlsx o .csv)').setInputFiles(await xlsxSample('guests-import-en.xlsx'));
    await dialog.getByRole('button', { name: 'Validar' }).click();
    await expect(dialog.getByText('El archivo está listo: 10 invitados.')).toBeVisible();
    await expect(dialog.getByText('Fila 10: Ava Morgan')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Importarlos de todos modos' }).check();
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByText('19 invitados importados (con acompañantes) y 4 categorías creadas.')).toBeVisible();
    await expect(page.getByText('Mostrando 11 de 11 invitados')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Ava Morgan' })).toHaveCount(2);
    await setLanguage(page, 'en');
  });
});
