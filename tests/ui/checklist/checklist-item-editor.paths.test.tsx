import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { ChecklistItem, TimeUnit } from '../../../contract/checklist';
import { i18nObject } from '../../../i18n/i18n-util';
import { checklistItemEditorMachine } from '../../../machines/checklist/checklist-item-editor.machine';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { useScreenWidth } from '../../support/ui/screen-width';
import { sessionUser } from '../../support/ui/session-users';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { answerChecklist } from '../../support/ui/wedding-screens';

const LL = i18nObject('en');
const venue: ChecklistItem = { id: 5, text: 'Book the venue', time: 12, time_unit: 'months', completed: false, category_id: null };

/** How long before the wedding, as the form's two selects show it. */
interface Due {
  time: number;
  unit: TimeUnit;
}

/**
 * Switching to weeks keeps the nearest choice weeks offer (1 to 7): what each due date this
 * walk can hold becomes. A new item starts on the day itself (0 days).
 */
const inWeeks = (due: Due): Due => ({
  time: ({ '0 days': 1, '12 months': 7, '1 weeks': 1, '7 weeks': 7 } as Record<string, number>)[`${due.time} ${due.unit}`]!,
  unit: 'weeks',
});
const onTheDay: Due = { time: 0, unit: 'days' };
const newTask = 'Call the florist';
const renamedVenue = 'Book the hall';

interface Driver {
  app: RenderedApp;
  /** The text the form holds, and the item's text on screen (it changes once an edit is saved). */
  typed: string;
  itemText: string;
  /** The due date the form shows, and the item's as last saved. */
  formDue: Due;
  itemDue: Due;
  /** Save was pressed since the form opened: from then on an empty task says it is required. */
  saveTried: boolean;
  saves: number;
}

const taskField = () => screen.queryByRole('textbox', { name: LL.checklist.form.text() });

function expectForm({ typed, formDue, saveTried }: Driver) {
  expect(taskField()).toHaveValue(typed);
  expect(screen.getByRole('combobox', { name: LL.checklist.form.time() })).toHaveValue(String(formDue.time));
  expect(screen.getByRole('combobox', { name: LL.checklist.form.unit() })).toHaveValue(formDue.unit);
  // A task needs its text (part 1 §5); the form says so once a save was tried.
  if (saveTried && typed === '') expect(taskField()).toHaveAccessibleDescription(LL.validation.required());
  else expect(taskField()).not.toHaveAccessibleDescription(LL.validation.required());
}

describe('checklist item form on the template, along the item editor’s paths', () => {
  describeUiPaths<Driver>({
    // On its own the editor has no checklist to hand saved forms to; on screen, the page's checklist takes them.
    machine: checklistItemEditorMachine.provide({ actions: { commit: () => {} } }),
    walks: 'tours',
    // Every screen, and every way of saving, cancelling, opening a form (switching forms included)
    // and changing the unit: those land on screens seen before, and carry the rules.
    walkEvery: ['item.add', 'item.edit', 'form.save', 'form.cancel', 'form.unit'],
    // What the screen shows differently: which form, and whether its errors show.
    // An item edited in place has no edit button until its form closes. New items and the
    // edited one get texts of their own, so each keeps a name of its own on screen.
    bound: (snapshot, event) => {
      if (event.type === 'item.edit') return !snapshot.matches('editing');
      if (event.type === 'form.text' && event.text) return event.text === (snapshot.matches('adding') ? newTask : renamedVenue);
      return true;
    },
    stateKey: (snapshot) => Object.keys(snapshot.context.form?.errors ?? {}).length > 0,
    events: [
      { type: 'item.add', id: -1000001 },
      { type: 'item.edit', item: { ...venue, category_name: null } },
      { type: 'form.text', text: newTask },
      { type: 'form.text', text: renamedVenue },
      { type: 'form.text', text: '' },
      { type: 'form.unit', unit: 'weeks' },
      { type: 'form.save' },
      { type: 'form.cancel' },
    ],
    open: async () => {
      useScreenWidth(1280);
      const app = renderApp({ path: '/my_checklist', signedInAs: sessionUser('Planner'), backend: (backend) => answerChecklist(backend, [venue]) });
      await screen.findByRole('button', { name: LL.checklist.add() });
      return { app, typed: '', itemText: venue.text, formDue: onTheDay, itemDue: { time: venue.time, unit: venue.time_unit }, saveTried: false, saves: 0 };
    },
    perform: {
      'item.add': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: LL.checklist.add() }));
        Object.assign(driver, { typed: '', formDue: onTheDay, saveTried: false });
      },
      'item.edit': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: LL.checklist.actions.edit({ text: driver.itemText }) }));
        Object.assign(driver, { typed: driver.itemText, formDue: driver.itemDue, saveTried: false });
      },
      'form.text': async (driver, event) => {
        await driver.app.user.clear(taskField()!);
        if (event.text) await driver.app.user.type(taskField()!, event.text);
        driver.typed = event.text;
      },
      'form.unit': async (driver, event) => {
        await driver.app.user.selectOptions(screen.getByRole('combobox', { name: LL.checklist.form.unit() }), event.unit);
        driver.formDue = inWeeks(driver.formDue);
      },
      'form.save': async (driver) => {
        const adding = screen.queryByRole('heading', { name: LL.checklist.form.newItem() }) !== null;
        await driver.app.user.click(screen.getByRole('button', { name: LL.checklist.form.save() }));
        driver.saveTried = true;
        if (!driver.typed) {
          expect(driver.app.backend.unanswered).toEqual([]);
          return;
        }
        // A valid form is sent at once, to the template, with the due date it shows.
        const due = { time: driver.formDue.time, time_unit: driver.formDue.unit };
        if (adding) {
          const request = await driver.app.backend.answer('POST /checklist/create', { id: 100 + ++driver.saves, category_id: null });
          expect(request.body).toMatchObject({ text: driver.typed, person_id: 2, ...due });
        } else {
          const request = await driver.app.backend.answer('PUT /checklist/update', { category_id: null });
          expect(request.body).toMatchObject({ id: venue.id, text: driver.typed, ...due });
          Object.assign(driver, { itemText: driver.typed, itemDue: driver.formDue });
        }
      },
      'form.cancel': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.checklist.form.cancel() })),
    },
    shows: {
      'checklistItemEditor.closed': () => {
        expect(taskField()).toBeNull();
        expect(screen.getByRole('button', { name: LL.checklist.add() })).toBeEnabled();
      },
      // The graph keeps one snapshot per screen (state and stateKey): what the form holds comes from the driver.
      'checklistItemEditor.adding': (driver) => {
        expect(screen.getByRole('heading', { name: LL.checklist.form.newItem() })).toBeVisible();
        expectForm(driver);
      },
      'checklistItemEditor.editing': (driver) => {
        expect(screen.queryByRole('heading', { name: LL.checklist.form.newItem() })).toBeNull();
        expectForm(driver);
        // Edited in place: the item's own row is the form.
        expect(screen.queryByRole('button', { name: LL.checklist.actions.edit({ text: driver.itemText }) })).toBeNull();
      },
    },
  });
});
