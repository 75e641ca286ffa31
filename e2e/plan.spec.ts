import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { accounts, createWeddingAs, expectAccessible, setLanguage, signIn } from './support';

/**
 * Issue 4, plan: a base plan with one element of each type, a new wedding that starts with a
 * copy of it, its values filled (a file uploaded and downloaded back), reordering by drag,
 * the export with and without files, a refused change rolled back, Spanish and phone widths.
 */

const run = Date.now().toString(36);
const sectionName = `E2E section ${run}`;
const titles = {
  text: 'Celebrant',
  large_text: 'Our vows',
  number: 'Headcount',
  date: 'Deposit due',
  time: 'Start time',
  time_frame: 'Dance floor hours',
  dropdown: 'Ceremony style',
  file: 'Signed contract',
  location: 'Banquet hall',
} as const;
const typeLabels: Record<keyof typeof titles, string> = {
  text: 'Text',
  large_text: 'Large text',
  number: 'Number',
  date: 'Date',
  time: 'Time',
  time_frame: 'Time frame',
  dropdown: 'Dropdown',
  file: 'File',
  location: 'Location',
};
const vows = 'We promise to laugh together. '.repeat(12).trim();
const contract = Buffer.from('%PDF-1.4 the venue contract');
let weddingId = 0;

const section = (page: Page, name = sectionName) => page.getByRole('region', { name });
const elementRow = (page: Page, title: string) => page.locator('li[data-element-id]').filter({ has: page.getByText(title, { exact: true }) });
const elementTitles = (region: Locator) => region.locator('li[data-element-id] > div > div:first-child > p:first-child');

/**
 * Drags with the pointer in small steps, as dnd-kit needs to see a drag start and moves, and
 * drops on the target's middle: the dragged row takes the target's place.
 */
async function drag(page: Page, handle: Locator, target: Locator) {
  // Near the top, away from the bottom edge where dnd-kit would scroll the page under the pointer.
  await handle.evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -160);
  });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
}

async function saved(download: Promise<Download>): Promise<{ name: string; bytes: Buffer }> {
  const file = await download;
  const path = join(mkdtempSync(join(tmpdir(), 'plan-e2e-')), file.suggestedFilename());
  await file.saveAs(path);
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

/** A wedding of the demo planner (so it starts from the planner's templates). */
const createWeddingOf = (page: Page, date: string) => createWeddingAs(page, { name: `Plan E2E ${run}`, date });

test.describe.serial('plan', () => {
  test('a base plan gets one element of each type, and a new wedding starts with a copy', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, accounts.planner);
    await page.goto('/base_plan');
    await expect(page.getByRole('heading', { name: 'Base plan', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Base plan · Wedding Planner');
    await expectAccessible(page, 'base plan');

    // A section needs a title; the draft is discarded on cancel.
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Section title')).toHaveCount(0);
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await page.getByLabel('Section title').fill(sectionName);
    await page.getByLabel('Section title').press('Enter');
    await expect(section(page).getByRole('button', { name: 'Add element' })).toBeVisible();

    for (const [type, title] of Object.entries(titles) as Array<[keyof typeof titles, string]>) {
      await section(page).getByRole('button', { name: 'Add element' }).click();
      await page.getByLabel('Element title').fill(title);
      await page.getByLabel('Type').selectOption({ label: typeLabels[type] });
      if (type === 'dropdown') {
        await page.getByRole('button', { name: 'Remove option 1' }).click();
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(page.getByText('A dropdown needs at least one option.')).toBeVisible();
        for (const [index, option] of ['Civil', 'Religious'].entries()) {
          await page.getByRole('button', { name: 'Add option' }).click();
          await page.getByLabel(`Option ${index + 1}`, { exact: true }).fill(option);
        }
      }
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(section(page).getByRole('button', { name: `Delete element ${title}` })).toBeVisible();
    }
    await expect(elementTitles(section(page))).toHaveText(Object.values(titles));
    await page.reload();
    await expect(elementTitles(section(page))).toHaveText(Object.values(titles));

    weddingId = await createWeddingOf(page, '2030-06-15');
    await page.goto(`/wedding/${weddingId}/plan`);
    await expect(page.getByRole('heading', { name: 'Plan', level: 2 })).toBeVisible();
    await expect(elementTitles(section(page))).toHaveText(Object.values(titles));
    // View mode until Edit is pressed.
    await expect(page.getByRole('button', { name: `Delete element ${titles.text}` })).toHaveCount(0);
  });

  test('values of every type are filled, a file goes up and comes back', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, accounts.planner);
    await page.goto(`/wedding/${weddingId}/plan`);
    const field = (title: string) => page.getByLabel(`Value of ${title}`, { exact: true });
    const save = () => page.getByRole('button', { name: 'Save', exact: true }).click();

    // A double click opens the editor; Enter saves.
    await elementRow(page, titles.text).getByText('Not set').dblclick();
    await field(titles.text).fill('Judge Carmen Ruiz');
    await field(titles.text).press('Enter');
    await expect(elementRow(page, titles.text)).toContainText('Judge Carmen Ruiz');

    await page.getByRole('button', { exact: true, name: `Edit the value of ${titles.large_text}` }).click();
    await field(titles.large_text).fill(vows);
    await save();
    await expect(elementRow(page, titles.large_text)).not.toContainText(vows);
    await elementRow(page, titles.large_text).getByRole('button', { name: 'Read more' }).click();
    await expect(elementRow(page, titles.large_text)).toContainText(vows);

    await page.getByRole('button', { exact: true, name: `Edit the value of ${titles.number}` }).click();
    // In English a comma is not a decimal separator; three decimals get their own message.
    await field(titles.number).fill('12,5');
    await save();
    await expect(page.getByText('Enter a number, such as 12.5.')).toBeVisible();
    await field(titles.number).fill('12.345');
    await save();
    await expect(page.getByText('Use at most two decimals, such as 12.35.')).toBeVisible();
    await field(titles.number).fill('180');
    await save();
    await expect(elementRow(page, titles.number)).toContainText('180');

    await page.getByRole('button', { exact: true, name: `Edit the value of ${titles.date}` }).click();
    await field(titles.date).fill('31/02/2030');
    await save();
    await expect(page.getByText('Please enter a valid date (dd/mm/yyyy).')).toBeVisible();
    await field(titles.date).fill('14/06/2030');
    await save();
    await expect(elementRow(page, titles.date)).toContainText('14/06/2030');

    await page.getByRole('button', { exact: true, name: `Edit the value of ${titles.time}` }).click();
    const time = page.getByRole('group', { name: `Value of ${titles.time}` });
    await time.getByLabel('Hour').selectOption('5');
    await time.getByLabel('Minute').selectOption('30');
    await time.getByLabel('AM or PM').selectOption('PM');
    await save();
    await expect(elementRow(page, titles.time)).toContainText('5:30 PM');

    await page.getByRole('button', { exact: true, name: `Edit the value of ${titles.time_frame}` }).click();
    await page.getByRole('group', { name: 'From' }).getByLabel('Hour').selectOption('7');
    await save();
    await expect(page.getByText('Fill in both times, or neither.')).toBeVisible();
    await page.getByRole('group', { name: 'To' }).getByLabel('Hour').selectOption('2');
    await page.getByRole('group', { name: 'To' }).getByLabel('AM or PM').selectOption('AM');
    await save();
    await expect(elementRow(page, titles.time_frame)).toContainText('7:00 PM – 2:00 AM');

    await page.getByRole('button', { exact: true, name: `Edit the value of ${titles.dropdown}` }).click();
    await field(titles.dropdown).selectOption('Religious');
    await save();
    await expect(elementRow(page, titles.dropdown)).toContainText('Religious');

    await page.getByRole('button', { exact: true, name: `Edit the value of ${titles.location}` }).click();
    await page.getByLabel('Address').fill('Calle Mayor 1, Madrid');
    await save();
    await expect(elementRow(page, titles.location).getByRole('link', { name: 'Open map' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Calle%20Mayor%201%2C%20Madrid',
    );

    // Over 10 MB is refused before it travels; a contract uploads and downloads under its name.
    await page.getByRole('button', { exact: true, name: `Edit the value of ${titles.file}` }).click();
    const chooser = page.getByLabel('Choose a file (10 MB at most)');
    await chooser.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
    await expect(page.getByText('The file is too large. The maximum is 10 MB.')).toBeVisible();
    await chooser.setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: contract });
    const download = page.getByRole('button', { name: 'Download contract.pdf' });
    await expect(download).toBeVisible();
    const file = await saved(Promise.all([page.waitForEvent('download'), download.click()]).then(([event]) => event));
    expect(file.name).toBe('contract.pdf');
    expect(file.bytes.equals(contract)).toBe(true);

    await page.reload();
    for (const text of ['Judge Carmen Ruiz', '180', '14/06/2030', '5:30 PM', '7:00 PM – 2:00 AM', 'Religious', 'Calle Mayor 1, Madrid', 'contract.pdf']) {
      await expect(section(page)).toContainText(text);
    }
  });

  test('elements and sections reorder by drag, in edit mode, and stay so', async ({ page }) => {
    await signIn(page, accounts.planner);
    await page.goto(`/wedding/${weddingId}/plan`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const region = section(page);
    const moveSaved = page.waitForResponse('**/api/plan_elements/update_order');
    await drag(page, region.getByRole('button', { name: `Move element ${titles.text}` }), elementRow(page, titles.number));
    await moveSaved;
    const moved = [titles.large_text, titles.number, titles.text, ...Object.values(titles).slice(3)];
    await expect(elementTitles(region)).toHaveText(moved);

    // The new section (last) goes first, by keyboard: pick up, three up, drop, listening to what
    // a screen reader hears after each key.
    const sectionHandle = region.getByRole('button', { name: `Move section ${sectionName}` });
    await sectionHandle.focus();
    await page.keyboard.press('Space');
    // Picked up (dnd-kit listens for the arrows from the next task on).
    await expect(page.getByText(`${sectionName} is over ${sectionName}.`)).toBeAttached();
    for (const above of ['Suppliers', 'Reception', 'Ceremony']) {
      await page.keyboard.press('ArrowUp');
      await expect(page.getByText(`${sectionName} is over ${above}.`)).toBeAttached();
    }
    await page.keyboard.press('Space');
    await expect(page.getByText(`${sectionName} was dropped over Ceremony.`)).toBeAttached();
    await expect(page.getByRole('region').first()).toHaveAccessibleName(sectionName);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('region').first()).toHaveAccessibleName(sectionName);
    await expect(elementTitles(section(page))).toHaveText(moved);
  });

  test('keyboard and contrast: its own title, no serious axe finding in either mode, focus back after Escape', async ({ page }) => {
    await signIn(page, accounts.planner);
    await page.goto(`/wedding/${weddingId}/plan`);
    await expect(page.getByRole('heading', { name: 'Plan', level: 2 })).toBeVisible();
    await expect(page).toHaveTitle(`Plan · Plan E2E ${run} · Wedding Planner`);
    await expectAccessible(page, 'wedding plan');

    const editValue = page.getByRole('button', { exact: true, name: `Edit the value of ${titles.text}` });
    await editValue.click();
    await page.getByLabel(`Value of ${titles.text}`).press('Escape');
    await expect(editValue).toBeFocused();

    // Edit mode shows each element's type as a caption: it must read at 4.5:1 like the rest.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByText(typeLabels.large_text, { exact: true }).first()).toBeVisible();
    await expectAccessible(page, 'wedding plan in edit mode');
  });

  test('the plan exports as a spreadsheet named after the wedding, and with its files as a zip', async ({ page }) => {
    await signIn(page, accounts.planner);
    await page.goto(`/wedding/${weddingId}/plan`);
    const exportWith = async (attach: boolean) => {
      await page.getByRole('button', { name: 'Export' }).click();
      const dialog = page.getByRole('dialog', { name: 'Export the plan' });
      if (attach) await dialog.getByLabel('Attach files').check();
      const file = await saved(Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export' }).click()]).then(([event]) => event));
      await expect(dialog).toBeHidden();
      return file;
    };

    const spreadsheet = await exportWith(false);
    expect(spreadsheet.name).toBe(`Plan - Plan E2E ${run}.xlsx`);
    const rows = await readSheet(spreadsheet.bytes);
    expect(rows[0]).toEqual(['Section', 'Element', 'Type', 'Value']);
    const texts = rows.map((row) => row.map(String).join(' | '));
    expect(texts).toContainEqual(expect.stringContaining(`${sectionName} | ${titles.text} | Text | Judge Carmen Ruiz`));
    expect(texts).toContainEqual(expect.stringContaining(`${titles.dropdown} | Dropdown | Religious`));

    const archive = await exportWith(true);
    expect(archive.name).toBe(`Plan - Plan E2E ${run}.zip`);
    const entries = unzipSync(new Uint8Array(archive.bytes));
    const names = Object.keys(entries);
    expect(names).toContain(`Plan - Plan E2E ${run}.xlsx`);
    const attached = names.find((name) => name.endsWith('contract.pdf'));
    expect(attached).toBeDefined();
    expect(Buffer.from(entries[attached!]!).equals(contract)).toBe(true);
  });

  test('a refused change goes back on screen, with the reason', async ({ page }) => {
    await signIn(page, accounts.planner);
    await page.goto(`/wedding/${weddingId}/plan`);
    await page.route('**/api/plan_elements/update_value', (route) => route.fulfill({ status: 500, json: { error: { code: 'generic_error' } } }));
    await page.getByRole('button', { exact: true, name: `Edit the value of ${titles.text}` }).click();
    await page.getByLabel(`Value of ${titles.text}`).fill('Someone else');
    await page.getByLabel(`Value of ${titles.text}`).press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'An unexpected error occurred while saving the value.' })).toBeVisible();
    await expect(elementRow(page, titles.text)).toContainText('Judge Carmen Ruiz');

    await page.route('**/api/plan_sections/update', (route) => route.fulfill({ status: 500, json: { error: { code: 'generic_error' } } }));
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('button', { name: `Rename section ${sectionName}` }).click();
    await page.getByLabel('Section title').fill('Renamed for nothing');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'An unexpected error occurred while updating the section.' })).toBeVisible();
    await expect(section(page)).toBeVisible();
  });

  test('en español, en el teléfono: enlaces rápidos, exportación y borrado con confirmación', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, accounts.planner);
    await setLanguage(page, 'es');
    try {
      await page.goto('/base_plan');
      await expect(page.getByRole('heading', { name: 'Plan base', level: 1 })).toBeVisible();
      // Quick links leave 78 px above the section on phones.
      await page
        .getByRole('navigation', { name: 'Secciones' })
        .getByRole('button', { name: /^Reception/ })
        .click();
      await expect.poll(async () => Math.round((await section(page, 'Reception').boundingBox())!.y)).toBe(78);

      await page.goto(`/wedding/${weddingId}/plan`);
      await page.getByRole('button', { name: 'Exportar' }).click();
      const file = await saved(
        Promise.all([page.waitForEvent('download'), page.getByRole('dialog').getByRole('button', { name: 'Exportar' }).click()]).then(([event]) => event),
      );
      expect((await readSheet(file.bytes))[0]).toEqual(['Sección', 'Elemento', 'Tipo', 'Valor']);

      // A section with elements asks first; an empty one goes at once.
      await page.getByRole('button', { name: 'Editar', exact: true }).click();
      await page.getByRole('button', { name: `Eliminar la sección ${sectionName}` }).click();
      const confirm = page.getByRole('alertdialog', { name: '¿Eliminar esta sección?' });
      await expect(confirm).toContainText('9 elementos');
      await confirm.getByRole('button', { name: 'Conservarla' }).click();
      await expect(section(page)).toBeVisible();
      await page.getByRole('button', { name: 'Agregar sección' }).click();
      await page.getByLabel('Título de la sección').fill('Vacía');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.getByRole('button', { name: 'Eliminar la sección Vacía' }).click();
      await expect(page.getByText('La sección ha sido eliminada.')).toBeVisible();
      await expect(section(page, 'Vacía')).toHaveCount(0);
    } finally {
      await setLanguage(page, 'en');
    }
  });
});
