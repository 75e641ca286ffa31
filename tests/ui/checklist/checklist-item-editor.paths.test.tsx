import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { ChecklistItem } from '../../../contract/checklist';
import { i18nObject } from '../../../i18n/i18n-util';
import { checklistItemEditorMachine } from '../../../machines/checklist/checklist-item-editor.machine';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { useScreenWidth } from '../../support/ui/screen-width';
import { sessionUser } from '../../support/ui/session-users';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { answerChecklist } from '../../support/ui/wedding-screens';

const LL = i18nObject('en');
const venue: ChecklistItem = { id: 5, text: 'Book the venue', time: 12, time_unit: 'months', completed: false, category_id: null };

interface Driver {
  app: RenderedApp;
  /** The text the form holds, and the item's text on screen (it changes once an edit is saved). */
  typed: string;
  itemText: string;
  saves: number;
}

const taskField = () => screen.queryByRole('textbox', { name: LL.checklist.form.text() });

describe('checklist item form on the template, along the item editor’s paths', () => {
  describeUiPaths<Driver>({
    // On its own the editor has no checklist to hand saved forms to; on screen, the page's checklist takes them.
    machine: checklistItemEditorMachine.provide({ actions: { commit: () => {} } }),
    // Every screen by its shortest walk, and every way of saving, cancelling and opening a form
    // (switching forms included): those land on screens seen before, and carry the rules.
    walkEvery: ['item.add', 'item.edit', 'form.save', 'form.cancel'],
    // What the screen shows differently: which form, and whether its errors show.
    // An item edited in place has no edit button until its form closes.
    bound: (snapshot, event) => !(event.type === 'item.edit' && snapshot.matches('editing')),
    stateKey: (snapshot) => Object.keys(snapshot.context.form?.errors ?? {}).length > 0,
    events: [
      { type: 'item.add', id: -1000001 },
      { type: 'item.edit', item: { ...venue, category_name: null } },
      { type: 'form.text', text: 'Call the florist' },
      { type: 'form.text', text: '' },
      { type: 'form.unit', unit: 'weeks' },
      { type: 'form.save' },
      { type: 'form.cancel' },
    ],
    open: async () => {
      useScreenWidth(1280);
      const app = renderApp({ path: '/my_checklist', signedInAs: sessionUser('Planner'), backend: (backend) => answerChecklist(backend, [venue]) });
      await screen.findByRole('button', { name: LL.checklist.add() });
      return { app, typed: '', itemText: venue.text, saves: 0 };
    },
    perform: {
      'item.add': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: LL.checklist.add() }));
        driver.typed = '';
      },
      'item.edit': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: LL.checklist.actions.edit({ text: driver.itemText }) }));
        driver.typed = driver.itemText;
      },
      'form.text': async (driver, event) => {
        await driver.app.user.clear(taskField()!);
        if (event.text) await driver.app.user.type(taskField()!, event.text);
        driver.typed = event.text;
      },
      'form.unit': async ({ app }, event) => app.user.selectOptions(screen.getByRole('combobox', { name: LL.checklist.form.unit() }), event.unit),
      'form.save': async (driver) => {
        const adding = screen.queryByRole('heading', { name: LL.checklist.form.newItem() }) !== null;
        await driver.app.user.click(screen.getByRole('button', { name: LL.checklist.form.save() }));
        if (!driver.typed.trim()) return;
        // A task needs its text (part 1 §5); a valid form is sent at once, to the template.
        if (adding) {
          const request = await driver.app.backend.answer('POST /checklist/create', { id: 100 + ++driver.saves, category_id: null });
          expect(request.body).toMatchObject({ text: driver.typed, person_id: 2 });
        } else {
          const request = await driver.app.backend.answer('PUT /checklist/update', { category_id: null });
          expect(request.body).toMatchObject({ id: venue.id, text: driver.typed });
          driver.itemText = driver.typed;
        }
      },
      'form.cancel': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.checklist.form.cancel() })),
    },
    shows: {
      'checklistItemEditor.closed': () => {
        expect(taskField()).toBeNull();
        expect(screen.getByRole('button', { name: LL.checklist.add() })).toBeEnabled();
      },
      // The graph keeps one snapshot per screen (state and stateKey): what was typed comes from the driver.
      'checklistItemEditor.adding': (driver, snapshot) => {
        expect(screen.getByRole('heading', { name: LL.checklist.form.newItem() })).toBeVisible();
        expect(taskField()).toHaveValue(driver.typed);
        // New items fall on the day itself unless changed: 0 days (part 1 §3).
        const unit = screen.getByRole('combobox', { name: LL.checklist.form.unit() });
        if ((unit as HTMLSelectElement).value === 'days') expect(screen.getByRole('combobox', { name: LL.checklist.form.time() })).toHaveValue('0');
        if (snapshot.context.form!.errors.text) expect(taskField()).toHaveAccessibleDescription(LL.validation.required());
        else expect(taskField()).not.toHaveAccessibleDescription(LL.validation.required());
      },
      'checklistItemEditor.editing': (driver, snapshot) => {
        expect(screen.queryByRole('heading', { name: LL.checklist.form.newItem() })).toBeNull();
        expect(taskField()).toHaveValue(driver.typed);
        if (snapshot.context.form!.errors.text) expect(taskField()).toHaveAccessibleDescription(LL.validation.required());
        // Edited in place: the item's own row is the form.
        expect(screen.queryByRole('button', { name: LL.checklist.actions.edit({ text: driver.itemText }) })).toBeNull();
      },
    },
  });
});
