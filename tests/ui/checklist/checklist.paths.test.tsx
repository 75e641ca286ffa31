import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { ChecklistItem } from '../../../contract/checklist';
import type { ActionCode } from '../../../contract/permissions';
import { i18nObject } from '../../../i18n/i18n-util';
import { checklistMachine } from '../../../machines/checklist/checklist.machine';
import { renderApp, type RenderedApp } from '../../support/ui/render-app';
import { useScreenWidth } from '../../support/ui/screen-width';
import { sessionUser } from '../../support/ui/session-users';
import { notingEffects } from '../../support/ui/noted-effects';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { answerWedding, sofiaAndMateo } from '../../support/ui/wedding-screens';

const LL = i18nObject('en');

/** Sixty days away: a task due 12 months before is late, one due on the day is not. */
const inSixtyDays = (() => {
  const date = new Date();
  date.setDate(date.getDate() + 60);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
})();
/** Late until it is done; the search "VENUE" finds it. */
const venue: ChecklistItem = { id: 5, text: 'Book the venue', time: 12, time_unit: 'months', completed: false, category_id: null };
/** Done, and due on the day: never late; the search "VENUE" leaves it out. */
const rings: ChecklistItem = { id: 6, text: 'Pick up the rings', time: 0, time_unit: 'days', completed: true, category_id: null };
const weddingActions: ActionCode[] = ['ADD', 'EDIT', 'DELETE', 'CHECK_UNCHECK'];
const isWedding = (owner: unknown) => (owner as { wedding_id?: number }).wedding_id !== undefined;

/**
 * The walk's model notes what the page's list does to the two tasks (ticked or not, the venue
 * deleted), so that a walk never ticks a task twice or deletes one that is gone.
 */
const { model, effectsOf } = notingEffects(
  checklistMachine,
  { completed: { [venue.id]: false, [rings.id]: true } as Record<number, boolean>, deleted: false },
  {
    checkItem: (effects, { event }) => ({ ...effects, completed: { ...effects.completed, [event.id as number]: event.completed as boolean } }),
    deleteItem: (effects) => ({ ...effects, deleted: true }),
  },
);

interface Driver {
  app: RenderedApp;
  wedding: boolean;
  /** Items as the server holds them, and the filters typed or ticked. */
  items: ChecklistItem[];
  completedShown: boolean;
  lateShown: boolean;
  searched: boolean;
}

/** The tasks on screen, spelled out for this world: "VENUE" finds the venue only; an undone venue is late. */
function expectedRows({ wedding, items, completedShown, lateShown, searched }: Driver): string[] {
  const held = (id: number) => items.find((item) => item.id === id);
  const shown = (item: ChecklistItem | undefined, late: boolean) => item !== undefined && (!wedding || (item.completed ? completedShown : !late || lateShown));
  return [...(shown(held(venue.id), true) ? [venue.text] : []), ...(!searched && shown(held(rings.id), false) ? [rings.text] : [])];
}

/** The wedding's progress, as the spec states it for these tasks: done of those still held. */
const progressCounts: Record<string, string> = {
  '2 of 2': LL.checklist.progressCount({ completed: 2, total: 2 }),
  '1 of 2': LL.checklist.progressCount({ completed: 1, total: 2 }),
  '0 of 2': LL.checklist.progressCount({ completed: 0, total: 2 }),
  '1 of 1': LL.checklist.progressCount({ completed: 1, total: 1 }),
  '0 of 1': LL.checklist.progressCount({ completed: 0, total: 1 }),
};
const progressOf = ({ items }: Driver) => progressCounts[`${items.filter((item) => item.completed).length} of ${items.length}`]!;

const rowOf = (text: string) => screen.queryByText(text, { selector: 'li[data-item-id] p' });
const shownRows = () => [...document.querySelectorAll('li[data-item-id] > div > p:first-child')].map((paragraph) => paragraph.textContent);

describe('checklist page, along the checklist machine’s paths (a wedding’s and the template)', () => {
  describeUiPaths<Driver>({
    machine: model,
    walks: 'tours',
    inputs: [{ owner: { wedding_id: 7 } }, { owner: { person_id: 2 } }],
    // A retry, each answer to the question, a check and an uncheck carry rules of their own.
    walkEvery: ['load.retry', 'delete.confirm', 'delete.cancel', 'item.check'],
    stateKey: (snapshot) => [snapshot.context.filters, effectsOf(snapshot)],
    // The template has no check boxes and no completed or late filters (part 1 §9). The filters
    // are walked on the tasks as loaded, the checks and the deletion with every task shown (each
    // filter has a task it hides: the venue is late, the rings are done); a check box ticks what
    // is not ticked and unticks what is.
    bound: (snapshot, event) => {
      // The question is modal: only its answers can be given.
      if (snapshot.matches({ ready: 'confirmingDelete' })) return event.type === 'delete.confirm' || event.type === 'delete.cancel';
      const wedding = isWedding(snapshot.context.owner);
      if (!wedding && ['item.check', 'filter.completed', 'filter.late'].includes(event.type)) return false;
      const { filters } = snapshot.context;
      const effects = effectsOf(snapshot);
      const asLoaded = !effects.deleted && !effects.completed[venue.id] && effects.completed[rings.id]!;
      const unfiltered = filters.text === '' && filters.completed && filters.late;
      if (event.type.startsWith('filter.')) return asLoaded;
      if (event.type === 'item.delete') return unfiltered && !effects.deleted;
      if (event.type === 'item.check') return unfiltered && effects.completed[event.id] !== event.completed && !(event.id === venue.id && effects.deleted);
      return true;
    },
    events: [
      { type: 'xstate.done.actor.loadChecklist', output: { rows: [], categories: [], actions: weddingActions } },
      { type: 'xstate.error.actor.loadChecklist', error: { code: 'generic_error', messageKey: 'errors.generic_error' } },
      { type: 'load.retry' },
      { type: 'filter.text', text: 'VENUE' },
      { type: 'filter.text', text: '' },
      { type: 'filter.completed', show: false },
      { type: 'filter.completed', show: true },
      { type: 'filter.late', show: false },
      { type: 'filter.late', show: true },
      { type: 'item.check', id: venue.id, completed: true },
      { type: 'item.check', id: venue.id, completed: false },
      { type: 'item.check', id: rings.id, completed: false },
      { type: 'item.delete', id: venue.id },
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
      return { app, wedding, items: [venue, rings], completedShown: true, lateShown: true, searched: false };
    },
    perform: {
      'xstate.done.actor.loadChecklist': async (driver) => {
        const request = await driver.app.backend.answer('GET /checklist/index', { items: driver.items, categories: [] });
        expect(request.query).toEqual(driver.wedding ? { wedding_id: '7' } : { person_id: '2' });
      },
      'xstate.error.actor.loadChecklist': async ({ app }) => {
        await app.backend.refuse('GET /checklist/index', 500, 'generic_error');
      },
      // A retry asks the server again.
      'load.retry': async ({ app }) => {
        await app.user.click(screen.getByRole('button', { name: LL.checklist.retry() }));
        await app.backend.next('GET /checklist/index');
      },
      'filter.text': async (driver, event) => {
        const search = screen.getByRole('searchbox', { name: LL.checklist.search() });
        await driver.app.user.clear(search);
        if (event.text) await driver.app.user.type(search, event.text);
        driver.searched = event.text !== '';
      },
      'filter.completed': async (driver, event) => {
        await driver.app.user.click(screen.getByRole('checkbox', { name: LL.checklist.showCompleted() }));
        driver.completedShown = event.show;
      },
      'filter.late': async (driver, event) => {
        await driver.app.user.click(screen.getByRole('checkbox', { name: LL.checklist.showLate() }));
        driver.lateShown = event.show;
      },
      // Ticking or unticking one task sends that task's new state, and only it.
      'item.check': async (driver, event) => {
        const text = event.id === venue.id ? venue.text : rings.text;
        await driver.app.user.click(screen.getByRole('checkbox', { name: LL.checklist.actions.done({ text }) }));
        const request = await driver.app.backend.answer('PUT /checklist/check_item');
        expect(request.body).toEqual({ id: event.id, completed: event.completed });
        driver.items = driver.items.map((item) => (item.id === event.id ? { ...item, completed: event.completed } : item));
      },
      'item.delete': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.checklist.actions.delete({ text: venue.text }) })),
      'delete.confirm': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: LL.checklist.deleteItem.confirm() }));
        const request = await driver.app.backend.answer('DELETE /checklist/destroy');
        expect(request.query).toEqual({ id: String(venue.id) });
        driver.items = driver.items.filter((item) => item.id !== venue.id);
      },
      // Keeping the task sends nothing.
      'delete.cancel': async ({ app }) => {
        await app.user.click(screen.getByRole('button', { name: LL.checklist.deleteItem.cancel() }));
        expect(app.backend.requests.filter((request) => request.method === 'DELETE')).toEqual([]);
      },
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
        expect(screen.queryByRole('checkbox', { name: LL.checklist.showCompleted() }) !== null).toBe(driver.wedding);
        if (driver.wedding) expect(screen.getByTestId('checklist-count')).toHaveTextContent(progressOf(driver));
        else expect(screen.queryByRole('progressbar')).toBeNull();
        expect(shownRows()).toEqual(expectedRows(driver));
        for (const item of driver.wedding ? driver.items : []) {
          const row = rowOf(item.text)?.closest('li');
          if (!row) continue;
          expect(within(row).getByRole('checkbox', { name: LL.checklist.actions.done({ text: item.text }) })).toHaveProperty('checked', item.completed);
          // Only the venue, not yet done, is late.
          expect(within(row).queryByText(LL.checklist.late()) !== null).toBe(item.id === venue.id && !item.completed);
        }
      },
      'checklist.ready.confirmingDelete': () => {
        const question = screen.getByRole('alertdialog', { name: LL.checklist.deleteItem.title() });
        expect(question).toHaveTextContent(LL.checklist.deleteItem.body({ text: venue.text }));
      },
    },
  });
});
