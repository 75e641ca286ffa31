import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { ChecklistItem } from '../../../contract/checklist';
import type { ActionCode } from '../../../contract/permissions';
import { i18nObject } from '../../../i18n/i18n-util';
import { checklistMachine } from '../../../machines/checklist/checklist.machine';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { useScreenWidth } from '../../support/ui/screen-width';
import { sessionUser } from '../../support/ui/session-users';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { answerWedding, sofiaAndMateo } from '../../support/ui/wedding-screens';

const LL = i18nObject('en');

/** Sixty days away: a task due 12 months before is late, one due on the day is not. */
const inSixtyDays = (() => {
  const date = new Date();
  date.setDate(date.getDate() + 60);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
})();
const venue: ChecklistItem = { id: 5, text: 'Book the venue', time: 12, time_unit: 'months', completed: false, category_id: null };
const rings: ChecklistItem = { id: 6, text: 'Pick up the rings', time: 0, time_unit: 'days', completed: true, category_id: null };
const weddingActions: ActionCode[] = ['ADD', 'EDIT', 'DELETE', 'CHECK_UNCHECK'];
const isWedding = (owner: unknown) => (owner as { wedding_id?: number }).wedding_id !== undefined;

interface Driver {
  app: RenderedApp;
  wedding: boolean;
  /** Items as the server holds them, and the filters typed or ticked. */
  items: ChecklistItem[];
  completedShown: boolean;
  lateShown: boolean;
  text: string;
}

const row = (text: string) => screen.queryByText(text, { selector: 'li[data-item-id] p' });

describe('checklist page, along the checklist machine’s paths (a wedding’s and the template)', () => {
  describeUiPaths<Driver>({
    machine: checklistMachine,
    inputs: [{ owner: { wedding_id: 7 } }, { owner: { person_id: 2 } }],
    stateKey: (snapshot) => snapshot.context.filters,
    // The template has no check boxes and no completed or late filters (part 1 §9).
    // The venue task is late: with late tasks hidden it has no buttons to press.
    bound: (snapshot, event) => {
      // The question is modal: only its answers can be given.
      if (snapshot.matches({ ready: 'confirmingDelete' })) return event.type === 'delete.confirm' || event.type === 'delete.cancel';
      if (!isWedding(snapshot.context.owner)) return !['item.check', 'filter.completed', 'filter.late'].includes(event.type);
      return snapshot.context.filters.late || !['item.check', 'item.delete'].includes(event.type);
    },
    events: [
      { type: 'xstate.done.actor.loadChecklist', output: { rows: [], categories: [], actions: weddingActions } },
      { type: 'xstate.error.actor.loadChecklist', error: { code: 'generic_error', messageKey: 'errors.generic_error' } },
      { type: 'load.retry' },
      { type: 'filter.text', text: 'VENUE' },
      { type: 'filter.completed', show: false },
      { type: 'filter.late', show: false },
      { type: 'item.check', id: 5, completed: true },
      { type: 'item.delete', id: 5 },
      { type: 'delete.confirm' },
      { type: 'delete.cancel' },
    ],
    open: (input) => {
      useScreenWidth(1280);
      const wedding = isWedding((input as { owner: unknown }).owner);
      const app = renderApp({
        path: wedding ? '/wedding/7/checklist' : '/my_checklist',
        signedInAs: sessionUser('Planner'),
        backend: (backend) => answerWedding(backend, { CHECKLIST: weddingActions }, { ...sofiaAndMateo, date: inSixtyDays }),
      });
      return { app, wedding, items: [venue, rings], completedShown: true, lateShown: true, text: '' };
    },
    perform: {
      'xstate.done.actor.loadChecklist': async (driver) => {
        const request = await driver.app.backend.answer('GET /checklist/index', { items: driver.items, categories: [] });
        expect(request.query).toEqual(driver.wedding ? { wedding_id: '7' } : { person_id: '2' });
      },
      'xstate.error.actor.loadChecklist': async ({ app }) => {
        await app.backend.refuse('GET /checklist/index', 500, 'generic_error');
      },
      'load.retry': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.checklist.retry() })),
      'filter.text': async (driver, event) => {
        await driver.app.user.type(screen.getByRole('searchbox', { name: LL.checklist.search() }), event.text);
        driver.text = event.text;
      },
      'filter.completed': async (driver) => {
        await driver.app.user.click(screen.getByRole('checkbox', { name: LL.checklist.showCompleted() }));
        driver.completedShown = false;
      },
      'filter.late': async (driver) => {
        await driver.app.user.click(screen.getByRole('checkbox', { name: LL.checklist.showLate() }));
        driver.lateShown = false;
      },
      'item.check': async (driver) => {
        await driver.app.user.click(screen.getByRole('checkbox', { name: LL.checklist.actions.done({ text: venue.text }) }));
        const request = await driver.app.backend.answer('PUT /checklist/check_item');
        expect(request.body).toEqual({ id: venue.id, completed: true });
        driver.items = driver.items.map((item) => (item.id === venue.id ? { ...item, completed: true } : item));
      },
      'item.delete': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.checklist.actions.delete({ text: venue.text }) })),
      'delete.confirm': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: LL.checklist.deleteItem.confirm() }));
        const request = await driver.app.backend.answer('DELETE /checklist/destroy');
        expect(request.query).toEqual({ id: String(venue.id) });
        driver.items = driver.items.filter((item) => item.id !== venue.id);
      },
      'delete.cancel': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.checklist.deleteItem.cancel() })),
    },
    shows: {
      'checklist.loading': () => {
        expect(screen.getByRole('status')).toHaveTextContent(LL.common.loading());
      },
      'checklist.failed': () => {
        expect(screen.getByText(LL.errors.generic_error())).toBeVisible();
        expect(screen.getByRole('button', { name: LL.checklist.retry() })).toBeEnabled();
      },
      'checklist.ready.idle': (driver) => {
        expect(screen.queryByRole('alertdialog')).toBeNull();
        // The wedding's checklist counts back from its date; the template has no progress, no dates, no filters but the text.
        expect(screen.queryByRole('progressbar') !== null).toBe(driver.wedding);
        expect(screen.queryByRole('checkbox', { name: LL.checklist.showCompleted() }) !== null).toBe(driver.wedding);
        // What the filters leave, worked out here from the items and the spec's rules, not from the machine.
        for (const item of [venue, rings]) {
          const held = driver.items.find((candidate) => candidate.id === item.id);
          const late = driver.wedding && held !== undefined && !held.completed && item.time_unit === 'months';
          const visible =
            held !== undefined &&
            item.text.toLowerCase().includes(driver.text.toLowerCase()) &&
            (!driver.wedding || ((driver.completedShown || !held.completed) && (driver.lateShown || !late)));
          expect(row(item.text) !== null).toBe(visible);
          if (visible && late) expect(within(row(item.text)!.closest('li')!).getByText(LL.checklist.late())).toBeVisible();
        }
      },
      'checklist.ready.confirmingDelete': () => {
        const question = screen.getByRole('alertdialog', { name: LL.checklist.deleteItem.title() });
        expect(question).toHaveTextContent(LL.checklist.deleteItem.body({ text: venue.text }));
      },
    },
  });
});
