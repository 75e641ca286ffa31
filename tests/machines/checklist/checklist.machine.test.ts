import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import type { Owned } from '../../../contract/owner';
import type { ChecklistRow } from '../../../machines/checklist/checklist-rows';
import { checklistMachine, type LoadedChecklist } from '../../../machines/checklist/checklist.machine';
import type { NotifyParams } from '../../../machines/shared/messages';
import { optimisticListMachine } from '../../../machines/shared/legacy/optimistic-list.machine';
import type { Mutation, PersistOutput } from '../../../machines/shared/legacy/optimistic-list';
import { describePathCoverage } from '../../support/path-coverage';

const budget: ChecklistRow = { id: 1, text: 'Set the budget', time: 13, time_unit: 'months', completed: false, category_id: 4, category_name: 'Planning' };
const wedding: LoadedChecklist = { rows: [budget], categories: [{ id: 4, name: 'Planning' }], actions: ['ADD', 'EDIT', 'DELETE', 'CHECK_UNCHECK'] };

function start(loaded: LoadedChecklist = wedding, refuse = false) {
  const persisted: Mutation[] = [];
  const notices: Array<NotifyParams | null> = [];
  const persist = fromPromise<PersistOutput | undefined, Mutation>(async ({ input }) => {
    persisted.push(input);
    if (refuse) throw new Error('refused');
    return input.kind === 'create' ? { id: 90, patch: { category_id: 12 } } : undefined;
  });
  const actor = createActor(
    checklistMachine.provide({
      actors: {
        loadChecklist: fromPromise<LoadedChecklist, Owned>(async () => loaded),
        items: optimisticListMachine.provide({ actors: { persist }, actions: { notify: (_, params) => notices.push(params) } }),
      },
    }),
    { input: { owner: { wedding_id: 3 } } },
  ).start();
  const rows = () => (actor.getSnapshot().children.items as AnyActorRef).getSnapshot().context.items as ChecklistRow[];
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, persisted, notices, rows, settle };
}

describe('checklist machine', () => {
  it('loads with the default filters', async () => {
    const { actor, rows } = start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.filters).toEqual({ text: '', completed: true, late: true });
    expect(rows()).toEqual([budget]);
  });

  it('adds an item at once and announces it, with the category the server created', async () => {
    const { actor, rows, notices, settle } = start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'item.create', item: { ...budget, id: -1000010, text: 'Rings', category_id: null, category_name: 'Jewellery', change: 'details' } });
    expect(rows().at(-1)!.id).toBe(-1000010);
    await settle();
    expect(rows().at(-1)).toMatchObject({ id: 90, category_id: 12, category_name: 'Jewellery' });
    expect(notices).toEqual([{ kind: 'success', message: { key: 'checklist.messages.checklistAdded' } }]);
  });

  it('rolls a refused check back with the updating message', async () => {
    const { actor, rows, notices, persisted, settle } = start(wedding, true);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'item.check', item: budget, completed: true });
    expect(rows()[0]!.completed).toBe(true);
    expect(persisted[0]).toEqual({ kind: 'update', item: { ...budget, completed: true, change: 'check' } });
    await settle();
    expect(rows()[0]!.completed).toBe(false);
    expect(notices).toEqual([{ kind: 'error', message: { key: 'checklist.messages.unexpectedUpdating' } }]);
  });

  it('keeps the template to adding, editing and deleting', async () => {
    const { actor, rows } = start({ ...wedding, actions: ['ADD', 'EDIT', 'DELETE'] });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'item.check', item: budget, completed: true });
    expect(rows()[0]!.completed).toBe(false);
    actor.send({ type: 'item.delete', id: 1 });
    expect(rows()).toEqual([]);
  });

  describe('paths', () => {
    describePathCoverage(checklistMachine, {
      inputs: [{ owner: { wedding_id: 3 } }],
      events: [
        { type: 'xstate.done.actor.loadChecklist', output: wedding },
        { type: 'xstate.done.actor.loadChecklist', output: { ...wedding, actions: [] } },
        { type: 'xstate.error.actor.loadChecklist', error: { messageKey: 'errors.auth_forbidden' } },
        { type: 'checklist.retry' },
        { type: 'filter.text', text: 'venue' },
        { type: 'filter.completed', show: false },
        { type: 'filter.late', show: false },
        { type: 'item.create', item: { ...budget, id: -1000011 } },
        { type: 'item.update', item: { ...budget, text: 'Budget' } },
        { type: 'item.check', item: budget, completed: true },
        { type: 'item.delete', id: 1 },
      ],
    });
  });
});
