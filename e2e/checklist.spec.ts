import { expect, test, type Page } from '@playwright/test';
import { accounts, createWeddingAs, expectAccessible, setLanguage, signIn } from './support';

/**
 * Issue 4, checklists: the planner's template (add, Escape, edit in place, a new category, the
 * side index), a wedding's checklist (due dates, progress, late and completed filters, check
 * and uncheck), a refused change rolled back, Spanish and a phone (editing in a modal).
 */

const run = Date.now().toString(36);
const task = `E2E task ${run}`;
const category = `E2E category ${run}`;

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const item = (page: Page, text: string) => page.locator('li[data-item-id]').filter({ has: page.getByText(text, { exact: true }) });

/** yyyy-MM-dd, `days` from today. */
function daysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

let lateWeddingId = 0;

/** A wedding of the demo planner (so it starts from the planner's templates). */
const createWeddingOf = (page: Page, date: string) => createWeddingAs(page, { name: `Checklist E2E ${run} ${date}`, date });

test.describe.serial('checklist', () => {
  test('the template gets an item with a new category, edited in place; Escape cancels adding', async ({ page }) => {
    await signIn(page, accounts.planner);
    await page.goto('/my_checklist');
    await expect(page.getByRole('heading', { name: 'My checklist', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('My checklist · Wedding Planner');
    await expectAccessible(page, 'my checklist');
    // The template has no dates, no progress and no completed or late filters.
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByLabel('Show completed')).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);

    await page.getByRole('button', { name: 'Add item' }).click();
    await page.getByLabel('Task').fill('Never saved');
    await page.getByLabel('Task').press('Escape');
    await expect(page.getByLabel('Task')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add item' })).toBeFocused();
    await expect(page.getByText('Never saved')).toHaveCount(0);

    await page.getByRole('button', { name: 'Add item' }).click();
    // New items fall on the day itself.
    await expect(page.getByLabel('How long before')).toHaveValue('0');
    await expect(page.getByLabel('Unit')).toHaveValue('days');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await page.getByLabel('Task').fill(task);
    await page.getByLabel('Unit').selectOption('months');
    await page.getByLabel('How long before').selectOption('13');
    await page.getByLabel('Category').selectOption({ label: 'New category…' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await page.getByLabel('New category name').fill(category);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('The item has been added to the checklist.')).toBeVisible();
    await expect(section(page, '13 months before')).toContainText(task);
    await expect(item(page, task)).toContainText(category);

    await page.getByRole('button', { name: `Edit ${task}` }).click();
    await page.getByLabel('Task').fill(`${task} (edited)`);
    await page.getByLabel('Task').press('Enter');
    await expect(item(page, `${task} (edited)`)).toBeVisible();
    await page.reload();
    await expect(item(page, `${task} (edited)`)).toContainText(category);
    await page.getByRole('button', { name: `Edit ${task} (edited)` }).click();
    await page.getByLabel('Task').fill(task);
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    // The side index brings a section to 71 px below the top.
    await page
      .getByRole('navigation', { name: 'Timeline' })
      .getByRole('button', { name: /^3 weeks before/ })
      .click();
    await expect.poll(async () => Math.round((await section(page, '3 weeks before').boundingBox())!.y)).toBe(71);
  });

  test("a wedding's checklist counts back from its date: progress, late and completed filters", async ({ page }) => {
    await signIn(page, accounts.planner);
    // Ten weeks away: everything due 3 months or more before is late already.
    lateWeddingId = await createWeddingOf(page, daysFromToday(70));
    await page.goto(`/wedding/${lateWeddingId}/checklist`);
    await expect(page.getByRole('heading', { name: 'Checklist', level: 2 })).toBeVisible();
    await expect(page).toHaveTitle(`Checklist · Checklist E2E ${run} ${daysFromToday(70)} · Wedding Planner`);
    await expectAccessible(page, "a wedding's checklist");
    await expect(page.getByTestId('checklist-percent')).toHaveText('0% done');
    await expect(page.getByTestId('checklist-count')).toHaveText('0 of 18 tasks completed');
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    const lateMarks = page.getByText('Late', { exact: true });
    await expect(lateMarks).toHaveCount(11);
    await expect(page.getByLabel('Show completed')).toBeChecked();
    await expect(page.getByLabel('Show late')).toBeChecked();

    await page.getByRole('checkbox', { name: `Done: ${task}` }).check();
    await expect(page.getByTestId('checklist-percent')).toHaveText('6% done');
    await expect(page.getByTestId('checklist-count')).toHaveText('1 of 18 tasks completed');
    await expect(lateMarks).toHaveCount(10);

    await page.getByLabel('Show late').uncheck();
    await expect(item(page, 'Set the budget')).toHaveCount(0);
    await expect(item(page, task)).toBeVisible();
    await expect(item(page, 'Plan the seating')).toBeVisible();
    await page.getByLabel('Show completed').uncheck();
    await expect(item(page, task)).toHaveCount(0);
    await page.getByLabel('Show late').check();
    await page.getByLabel('Search the checklist').fill('BUDGET');
    await expect(page.locator('li[data-item-id]')).toHaveCount(1);
    await expect(item(page, 'Set the budget')).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('checklist-count')).toHaveText('1 of 18 tasks completed');
    await page.getByRole('checkbox', { name: `Done: ${task}` }).uncheck();
    await expect(page.getByTestId('checklist-percent')).toHaveText('0% done');
  });

  test('a refused check goes back on screen, with the reason', async ({ page }) => {
    await signIn(page, accounts.planner);
    await page.goto(`/wedding/${lateWeddingId}/checklist`);
    await page.route('**/api/checklist/check_item', (route) => route.fulfill({ status: 500, json: { error: { code: 'generic_error' } } }));
    await page.getByRole('checkbox', { name: 'Done: Rehearsal' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'An unexpected error occurred while updating the item.' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Done: Rehearsal' })).not.toBeChecked();
    await expect(page.getByTestId('checklist-count')).toHaveText('0 of 18 tasks completed');
  });

  test('en español, en el teléfono: edición en un modal, sin filtro de atrasadas si no hay', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, accounts.planner);
    await setLanguage(page, 'es');
    try {
      const weddingId = await createWeddingOf(page, daysFromToday(3 * 365));
      await page.goto(`/wedding/${weddingId}/checklist`);
      await expect(page.getByRole('heading', { name: 'Checklist', level: 2 })).toBeVisible();
      await expect(page.getByLabel('Mostrar completadas')).toBeVisible();
      await expect(page.getByLabel('Mostrar atrasadas')).toHaveCount(0);
      await expect(section(page, 'El día de la boda')).toBeVisible();

      await page.getByRole('button', { name: 'Editar Rehearsal' }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar tarea' });
      await dialog.getByLabel('Tarea').fill('Ensayo general');
      await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(item(page, 'Ensayo general')).toBeVisible();

      await page.getByRole('button', { name: 'Eliminar Ensayo general' }).click();
      await page.getByRole('alertdialog', { name: '¿Eliminar esta tarea?' }).getByRole('button', { name: 'Eliminar tarea' }).click();
      await expect(page.getByText('La tarea ha sido eliminada.')).toBeVisible();
      await expect(item(page, 'Ensayo general')).toHaveCount(0);
      await expect(page.getByTestId('checklist-count')).toHaveText('0 de 17 tareas completadas');
    } finally {
      await setLanguage(page, 'en');
    }
  });
});
