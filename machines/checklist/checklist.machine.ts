import { assertEvent, assign, enqueueActions, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { ChecklistCategory } from '../../contract/checklist';
import type { Owned } from '../../contract/owner';
import type { LiveChange } from '../../contract/live-events';
import type { ActionCode } from '../../contract/permissions';
import {
  checklistPermissions,
  defaultFilters,
  type ChecklistFilters,
  type ChecklistIntent,
  type ChecklistPermissions,
  type ChecklistRow,
  toChecklistRows,
} from './checklist-rows';
import { checklistItemEditorMachine, type ItemCommit } from './checklist-item-editor.machine';
import { failureMessageKey } from '../shared/failure';
import { loadingStates, type RetryLoadEvent } from '../shared/loader';
import type { MessageKey } from '../shared/messages';
import { createOptimisticList } from '../shared/optimistic-list.machine';
import { providedByApp } from '../shared/provided';

/**
 * A checklist page: the planner's template (person_id) or a wedding's checklist (wedding_id).
 * It loads the items, their categories and what the person may do, keeps the filters, and
 * owns the optimistic list every change goes through (added, edited, checked, deleted: shown
 * at once, rolled back with the spec's message if the server refuses) and the item editor,
 * whose saved forms come back here (`item.create`, `item.update`). A wedding's checklist hears
 * the changes other screens make (`live.change`); a missed stretch (`live.reset`) reads it again.
 */

export interface ChecklistInput {
  owner: Owned;
}

export interface LoadedChecklist {
  rows: ChecklistRow[];
  categories: ChecklistCategory[];
  actions: ActionCode[];
}

export interface ChecklistContext extends ChecklistInput {
  /** What the person may do; guards and the page's components both read it (`selectChecklistPermissions`). */
  can: ChecklistPermissions;
  categories: ChecklistCategory[];
  filters: ChecklistFilters;
  loadError: MessageKey | null;
  /** The item whose deletion waits for the person's answer. */
  deletingId: number | null;
}

export type ChecklistEvent =
  | RetryLoadEvent
  | { type: 'filter.text'; text: string }
  | { type: 'filter.completed'; show: boolean }
  | { type: 'filter.late'; show: boolean }
  | ItemCommit
  | { type: 'item.check'; id: number; completed: boolean }
  | { type: 'item.delete'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  /** A change of the wedding's checklist made on another screen (or this one's echo: applied by id, twice is harmless). */
  | { type: 'live.change'; change: LiveChange }
  /** Changes were missed for good: read the checklist again. */
  | { type: 'live.reset' };

export const checklistItemList = createOptimisticList<ChecklistRow, ChecklistIntent>({
  create: { failure: 'checklist.messages.unexpectedAdding', success: 'checklist.messages.checklistAdded' },
  delete: { failure: 'checklist.messages.unexpectedDeleting', success: 'checklist.messages.itemDeleted' },
  update: {
    details: { failure: 'checklist.messages.unexpectedUpdating' },
    check: { failure: 'checklist.messages.unexpectedUpdating' },
  },
});

const checklistSetup = setup({
  types: {
    input: {} as ChecklistInput,
    context: {} as ChecklistContext,
    events: {} as ChecklistEvent,
    children: {} as { loadChecklist: 'loadChecklist'; items: 'items'; itemEditor: 'itemEditor' },
  },
  actors: {
    loadChecklist: providedByApp<LoadedChecklist, Owned>('loadChecklist'),
    items: checklistItemList,
    itemEditor: checklistItemEditorMachine,
  },
  guards: {
    canAdd: ({ context }) => context.can.add,
    canEdit: ({ context }) => context.can.edit,
    canDelete: ({ context }) => context.can.delete,
    canCheck: ({ context }) => context.can.check,
  },
  actions: {
    storeChecklist: assign((_, loaded: LoadedChecklist) => ({ can: checklistPermissions(loaded.actions), categories: loaded.categories, loadError: null })),
    loadItems: sendTo('items', (_, loaded: LoadedChecklist) => ({ type: 'list.load' as const, rows: loaded.rows })),
    storeLoadError: assign({ loadError: (_, { error }: { error: unknown }) => failureMessageKey(error) }),
    setText: assign({
      filters: ({ context, event }) => {
        assertEvent(event, 'filter.text');
        return { ...context.filters, text: event.text };
      },
    }),
    setCompleted: assign({
      filters: ({ context, event }) => {
        assertEvent(event, 'filter.completed');
        return { ...context.filters, completed: event.show };
      },
    }),
    setLate: assign({
      filters: ({ context, event }) => {
        assertEvent(event, 'filter.late');
        return { ...context.filters, late: event.show };
      },
    }),
    createItem: sendTo('items', ({ event }) => {
      assertEvent(event, 'item.create');
      return { type: 'rows.create' as const, rows: [event.row] };
    }),
    updateItem: sendTo('items', ({ event }) => {
      assertEvent(event, 'item.update');
      const intent: ChecklistIntent = 'details';
      return { type: 'rows.update' as const, changes: [{ id: event.id, patch: event.details }], intent };
    }),
    checkItem: sendTo('items', ({ event }) => {
      assertEvent(event, 'item.check');
      const intent: ChecklistIntent = 'check';
      return { type: 'rows.update' as const, changes: [{ id: event.id, patch: { completed: event.completed } }], intent };
    }),
    askToDelete: assign({
      deletingId: ({ event }) => {
        assertEvent(event, 'item.delete');
        return event.id;
      },
    }),
    forgetDeleting: assign({ deletingId: null }),
    deleteItem: sendTo('items', ({ context }) => ({ type: 'rows.delete' as const, ids: [context.deletingId!] })),
    /** Items saved or deleted elsewhere join the list as the server holds them; this screen's queued changes stay on top. */
    hearChange: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'live.change');
      const { change } = event;
      if (change.kind === 'checklist.saved') {
        const categories = [...context.categories, ...change.categories.filter((category) => !context.categories.some((known) => known.id === category.id))];
        enqueue.assign({ categories });
        enqueue.sendTo('items', { type: 'list.upsert', rows: toChecklistRows(change.items, categories) });
      }
      if (change.kind === 'checklist.deleted') enqueue.sendTo('items', { type: 'list.remove', ids: change.ids });
    }),
  },
});

type Loaded = { event: { output: LoadedChecklist } };
const loaded = [
  { type: 'storeChecklist', params: ({ event }: Loaded) => event.output },
  { type: 'loadItems', params: ({ event }: Loaded) => event.output },
] as const;

export const checklistMachine = checklistSetup.createMachine({
  id: 'checklist',
  context: ({ input }) => ({ owner: input.owner, can: checklistPermissions([]), categories: [], filters: defaultFilters, loadError: null, deletingId: null }),
  invoke: { id: 'items', src: 'items', input: {} },
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'loadChecklist',
      input: ({ context }: { context: ChecklistContext }) => context.owner,
      onDone: { target: 'ready', actions: loaded },
      onFailure: { type: 'storeLoadError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    }),
    ready: {
      invoke: { id: 'itemEditor', src: 'itemEditor' },
      on: {
        'filter.text': { actions: 'setText' },
        'filter.completed': { actions: 'setCompleted' },
        'filter.late': { actions: 'setLate' },
        'item.create': { guard: 'canAdd', actions: 'createItem' },
        'item.update': { guard: 'canEdit', actions: 'updateItem' },
        'item.check': { guard: 'canCheck', actions: 'checkItem' },
        // Deleting a task cannot be undone: asked first (issue 8, item 12).
        'item.delete': { guard: 'canDelete', target: '.confirmingDelete', actions: 'askToDelete' },
        'live.change': { actions: 'hearChange' },
        'live.reset': { target: '#checklist.loading' },
      },
      initial: 'idle',
      states: {
        // Entered after the answer (the deletion reads the id on its way out of confirmingDelete).
        idle: { entry: 'forgetDeleting' },
        confirmingDelete: {
          on: {
            'delete.confirm': { target: 'idle', actions: 'deleteItem' },
            'delete.cancel': 'idle',
          },
        },
      },
    },
  },
});

/** What the person may do: the page's components read the same flags the guards read. */
export const selectChecklistPermissions = (snapshot: SnapshotFrom<typeof checklistMachine>): ChecklistPermissions => snapshot.context.can;
