import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import { addPopover, openLayoutEditor, planLayer, tablesOnPlan, toolbarButton } from './layout-editor-screen';

const LL = i18nObject('en');
const texts = LL.tables;

/** A click on empty floor of the plan (screen and layout pixels are the same in jsdom's layer). */
const clickPlan = async (app: Awaited<ReturnType<typeof openLayoutEditor>>) =>
  app.user.pointer([{ keys: '[MouseLeft>]', target: planLayer(), coords: { clientX: 1500, clientY: 1050 } }, { keys: '[/MouseLeft]' }]);

describe('the first table of a wedding', { timeout: 30_000 }, () => {
  // Issue 23 item 13: with no table types, the add popover said nothing and the plan placed nothing.
  it('without table types, adding offers the first one (spec §9: "new type", round, 45 × 45) and then places the table', async () => {
    const app = await openLayoutEditor({ tables: [], types: [] });
    await app.user.click(toolbarButton(texts.editor.add()));
    const popover = within(addPopover()!);
    expect(popover.getByText(texts.addTable.noTypes())).toBeVisible();
    await clickPlan(app);
    expect(tablesOnPlan()).toEqual([]);
    await app.user.click(popover.getByRole('button', { name: texts.addTable.createFirstType() }));
    const request = await app.backend.answer('POST /table_types/create', { id: 40, name: 'new type', shape: 'round', width: 45, height: 45, wedding_id: 7 });
    expect(request.body).toEqual({ wedding_id: 7, name: 'new type', shape: 'round', width: 45, height: 45 });
    expect(await within(addPopover()!).findByLabelText(texts.addTable.type())).toHaveValue('40');
    await clickPlan(app);
    expect((await app.backend.answer('POST /tables/create', { id: 50 })).body).toEqual({
      wedding_id: 7,
      number: 1,
      seats: 10,
      table_type: 40,
      x: 0.75,
      y: 0.75,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Table 1, 10 seats' })).toBeVisible());
  });

  // Issue 23 item 12: a seat count out of range was taken as it was typed, or as 0 when emptied.
  it.each([
    ['1000', texts.tableForm.seatsRange()],
    ['-5', texts.tableForm.seatsRange()],
    ['', texts.tableForm.seatsRequired()],
  ])('seats typed as "%s" are said wrong under the field, and the plan places nothing', async (typed, rule) => {
    const app = await openLayoutEditor();
    await app.user.click(toolbarButton(texts.editor.add()));
    const seats = within(addPopover()!).getByLabelText(texts.addTable.seats());
    await app.user.clear(seats);
    if (typed) await app.user.type(seats, typed);
    expect(seats).toHaveAttribute('aria-invalid', 'true');
    expect(seats).toHaveAccessibleDescription(rule);
    await clickPlan(app);
    expect(tablesOnPlan()).toHaveLength(2);
    expect(app.backend.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});
