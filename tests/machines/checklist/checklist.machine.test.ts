import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Owned } from '../../../contract/owner';
import type { ActionCode } from '../../../contract/permissions';
import type { ChecklistIntent, ChecklistRow } from '../../../machines/checklist/checklist-rows';
import { checklistItemList, checklistMachine, selectChecklistPermissions, type LoadedChecklist } from '../../../machines/checklist/checklist.machine';
import { ControlledServer } from '../../support/controlled-server';
import { collectNotices } from '../../support/notices';
import { describePathCoverage } from '../../support/path-coverage';

const budget: ChecklistRow = { id: 1, text: 'Set the budget', time: 13, time_unit: 'months', completed: false, category_id: 4, category_name: 'Planning' };
const { id: _, completed: __, ...budgetDetails } = budget;
const wedding: LoadedChecklist = { rows: [budget], categories: [{ id: 4, name: 'Planning' }], actions: ['ADD', 'EDIT', 'DELETE', 'CHECK_UNCHECK'] };

/** The fields each call writes, as the real endpoints do. */
const writes = (intent: ChecklistIntent): Array<keyof ChecklistRow> =>
  intent === 'check' ? ['completed'] : ['text', 'time', 'time_unit', 'category_id', 'category_name'];

function start(loaded: LoadedChecklist = wedding) {
  const server = new ControlledServer<ChecklistRow, ChecklistIntent>(loaded.rows, writes, 90);
  const actor = createActor(
    checklistMachine.provide({
      actors: {
        loadChecklist: fromPromise<LoadedChecklist, Owned>(async () => loaded),
        items: checklistItemList.provide({ actors: { persist: fromPromise(({ input }) => server.persist(input)) } }),
      },
    }),
    { input: { owner: { wedding_id: 3 } } },
  );
  const notices = collectNotices(actor);
  actor.start();
  const rows = () => actor.getSnapshot().children.items!.getSnapshot().context.rows;
  const ready = () => waitFor(actor, (snapshot) => snapshot.matches('ready'));
  return { actor, server, notices, rows, ready };
}

describe('checklist machine', () => {
  it('loads with the default filters', async () => {
    const { actor, rows, ready } = start();
    await ready();
    expect(actor.getSnapshot().context.filters).toEqual({ text: '', completed: true, late: true });
    expect(rows()).toEqual([budget]);
  });

  it('adds an item from the item editor at once and announces it, with the category the server created', async () => {
    const { actor, rows, notices, server, ready } = start();
    await ready();
    const editor = actor.getSnapshot().children.itemEditor!;
    editor.send({ type: 'item.add', id: -1000010 });
    editor.send({ type: 'form.text', text: 'Rings' });
    editor.send({ type: 'form.category', category: { kind: 'new', name: 'Jewellery' } });
    editor.send({ type: 'form.save' });
    expect(rows().at(-1)).toMatchObject({ id: -1000010, text: 'Rings', category_name: 'Jewellery' });
    await server.answer(true);
    expect(rows().at(-1)).toMatchObject({ id: 90, text: 'Rings', category_name: 'Jewellery' });
    expect(notices).toEqual([{ kind: 'success', message: { key: 'checklist.messages.checklistAdded' } }]);
  });

  it('a refused check of an item keeps its accepted text edit, and says why', async () => {
    const { actor, rows, notices, server, ready } = start();
    await ready();
    actor.send({ type: 'item.check', id: 1, completed: true });
    actor.send({ type: 'item.update', id: 1, details: { ...budgetDetails, text: 'Agree the budget', time: 12 } });
    expect(rows()[0]).toMatchObject({ completed: true, text: 'Agree the budget' });
    expect(server.calls[0]).toEqual({ kind: 'update', intent: 'check', changes: [{ id: 1, patch: { completed: true } }] });
    await server.answer(false);
    await server.answer(true);
    expect(rows()[0]).toEqual({ ...budget, text: 'Agree the budget', time: 12 });
    expect(server.rows).toEqual(rows());
    expect(notices).toEqual([{ kind: 'error', message: { key: 'checklist.messages.unexpectedUpdating' } }]);
  });

  it('hears items saved and deleted on another screen, with a category made for them; this screen’s queued change stays on top', async () => {
    const { actor, rows, server, ready } = start();
    await ready();
    actor.send({ type: 'item.check', id: 1, completed: true });
    const dress = { id: 7, text: 'Choose the dress', time: 6, time_unit: 'months' as const, completed: false, category_id: 9 };
    actor.send({
      type: 'live.change',
      change: { kind: 'checklist.saved', items: [dress, { ...budget, text: 'Budget agreed' }], categories: [{ id: 9, name: 'Attire' }] },
    });
    expect(rows()).toEqual([
      { ...budget, text: 'Budget agreed', completed: true },
      { ...dress, category_name: 'Attire' },
    ]);
    expect(actor.getSnapshot().context.categories).toEqual([
      { id: 4, name: 'Planning' },
      { id: 9, name: 'Attire' },
    ]);
    actor.send({ type: 'live.change', change: { kind: 'checklist.deleted', ids: [7] } });
    actor.send({ type: 'live.change', change: { kind: 'guests.deleted', ids: [7] } });
    await server.answer(false);
    expect(rows()).toEqual([{ ...budget, text: 'Budget agreed' }]);
  });

  it('asks before deleting an item: kept on cancel, deleted on confirm (issue 8, item 12)', async () => {
    const { actor, rows, server, ready } = start();
    await ready();
    actor.send({ type: 'item.delete', id: 1 });
    expect(actor.getSnapshot().matches({ ready: 'confirmingDelete' })).toBe(true);
    expect(actor.getSnapshot().context.deletingId).toBe(1);
    actor.send({ type: 'delete.cancel' });
    expect(rows()).toHaveLength(1);
    expect(server.calls).toHaveLength(0);
    expect(actor.getSnapshot().context.deletingId).toBeNull();
    actor.send({ type: 'item.delete', id: 1 });
    actor.send({ type: 'delete.confirm' });
    expect(rows()).toHaveLength(0);
    expect(server.calls[0]).toMatchObject({ kind: 'delete', ids: [1] });
  });

  it('a refused edit keeps the accepted check behind it', async () => {
    const { actor, rows, server, ready } = start();
    await ready();
    actor.send({ type: 'item.update', id: 1, details: { ...budgetDetails, text: 'Agree the budget' } });
    actor.send({ type: 'item.check', id: 1, completed: true });
    await server.answer(false);
    await server.answer(true);
    expect(rows()[0]).toEqual({ ...budget, completed: true });
  });

  describe('what the person may do, as the guards and the page see it', () => {
    const codes = ['ADD', 'EDIT', 'DELETE', 'CHECK_UNCHECK'] as const satisfies readonly ActionCode[];
    it.each(codes.flatMap((code) => [true, false].map((granted) => [code, granted] as const)))('%s granted: %s', async (code, granted) => {
      const { actor, rows, ready } = start({ ...wedding, actions: granted ? [code] : codes.filter((other) => other !== code) });
      await ready();
      const can = selectChecklistPermissions(actor.getSnapshot());
      expect({ ADD: can.add, EDIT: can.edit, DELETE: can.delete, CHECK_UNCHECK: can.check }[code]).toBe(granted);
      if (code === 'ADD') actor.send({ type: 'item.create', row: { ...budget, id: -1000030 } });
      if (code === 'EDIT') actor.send({ type: 'item.update', id: 1, details: { ...budgetDetails, text: 'Edited' } });
      if (code === 'DELETE') {
        actor.send({ type: 'item.delete', id: 1 });
        actor.send({ type: 'delete.confirm' });
      }
      if (code === 'CHECK_UNCHECK') actor.send({ type: 'item.check', id: 1, completed: true });
      expect(rows().length === 1 && rows()[0]!.text === budget.text && !rows()[0]!.completed).toBe(!granted);
    });
  });

  describe('paths', () => {
    describePathCoverage(checklistMachine, {
      inputs: [{ owner: { wedding_id: 3 } }],
      events: [
        { type: 'xstate.done.actor.loadChecklist', output: wedding },
        { type: 'xstate.done.actor.loadChecklist', output: { ...wedding, actions: [] } },
        { type: 'xstate.error.actor.loadChecklist', error: { messageKey: 'errors.auth_forbidden' } },
        { type: 'load.retry' },
        { type: 'filter.text', text: 'venue' },
        { type: 'filter.completed', show: false },
        { type: 'filter.late', show: false },
        { type: 'item.create', row: { ...budget, id: -1000011 } },
        { type: 'item.update', id: 1, details: { ...budgetDetails, text: 'Budget' } },
        { type: 'item.check', id: 1, completed: true },
        { type: 'item.delete', id: 1 },
        { type: 'delete.confirm' },
        { type: 'delete.cancel' },
        { type: 'live.change', change: { kind: 'checklist.deleted', ids: [1] } },
        { type: 'live.reset' },
      ],
    });
  });
});
