import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { ChecklistCategory } from '../../contract/checklist';
import type { Owned } from '../../contract/owner';
import type { ActionCode } from '../../contract/permissions';
import { defaultFilters, type ChecklistFilters, type ChecklistRow } from './checklist-rows';
import { failureMessageKey } from '../shared/failure';
import { optimisticListMachine, type OptimisticListInput } from '../shared/legacy/optimistic-list.machine';

/**
 * A checklist page: the planner's template (person_id) or a wedding's checklist (wedding_id).
 * It loads the items, their categories and the granted actions, keeps the filters, and owns
 * the optimistic list every change goes through (added, edited, checked, deleted: shown at
 * once, rolled back with the spec's message if the server refuses).
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
  actions: ActionCode[];
  categories: ChecklistCategory[];
  filters: ChecklistFilters;
  loadError: string | null;
}

export type ChecklistEvent =
  | { type: 'checklist.retry' }
  | { type: 'filter.text'; text: string }
  | { type: 'filter.completed'; show: boolean }
  | { type: 'filter.late'; show: boolean }
  | { type: 'item.create'; item: ChecklistRow }
  | { type: 'item.update'; item: ChecklistRow }
  | { type: 'item.check'; item: ChecklistRow; completed: boolean }
  | { type: 'item.delete'; id: number };

type EventOf<T extends ChecklistEvent['type']> = Extract<ChecklistEvent, { type: T }>;

export const checklistListInput: OptimisticListInput = {
  failureMessages: {
    create: 'checklist.messages.unexpectedAdding',
    update: 'checklist.messages.unexpectedUpdating',
    delete: 'checklist.messages.unexpectedDeleting',
  },
  successMessages: { create: 'checklist.messages.checklistAdded', delete: 'checklist.messages.itemDeleted' },
};

const notProvided = () => Promise.reject(new Error('loadChecklist is provided by the app'));

const can =
  (action: ActionCode) =>
  ({ context }: { context: ChecklistContext }) =>
    context.actions.includes(action);

const checklistSetup = setup({
  types: {
    input: {} as ChecklistInput,
    context: {} as ChecklistContext,
    events: {} as ChecklistEvent,
  },
  actors: {
    loadChecklist: fromPromise<LoadedChecklist, Owned>(notProvided),
    items: optimisticListMachine,
  },
  guards: {
    canAdd: can('ADD'),
    canEdit: can('EDIT'),
    canDelete: can('DELETE'),
    canCheck: can('CHECK_UNCHECK'),
  },
  actions: {
    storeChecklist: assign((_, loaded: LoadedChecklist) => ({ actions: loaded.actions, categories: loaded.categories, loadError: null })),
    loadItems: sendTo('items', (_, loaded: LoadedChecklist) => ({ type: 'list.load' as const, items: loaded.rows })),
    storeLoadError: assign({ loadError: (_, { error }: { error: unknown }) => failureMessageKey(error) }),
    setText: assign({ filters: ({ context, event }) => ({ ...context.filters, text: (event as EventOf<'filter.text'>).text }) }),
    setCompleted: assign({ filters: ({ context, event }) => ({ ...context.filters, completed: (event as EventOf<'filter.completed'>).show }) }),
    setLate: assign({ filters: ({ context, event }) => ({ ...context.filters, late: (event as EventOf<'filter.late'>).show }) }),
    createItem: sendTo('items', ({ event }) => ({ type: 'item.create' as const, item: (event as EventOf<'item.create'>).item })),
    updateItem: sendTo('items', ({ event }) => ({ type: 'item.update' as const, item: (event as EventOf<'item.update'>).item })),
    checkItem: sendTo('items', ({ event }) => {
      const { item, completed } = event as EventOf<'item.check'>;
      return { type: 'item.update' as const, item: { ...item, completed, change: 'check' as const } };
    }),
    deleteItem: sendTo('items', ({ event }) => ({ type: 'item.delete' as const, id: (event as EventOf<'item.delete'>).id })),
  },
});

const loaded = [
  { type: 'storeChecklist', params: ({ event }: { event: { output: LoadedChecklist } }) => event.output },
  { type: 'loadItems', params: ({ event }: { event: { output: LoadedChecklist } }) => event.output },
] as const;

export const checklistMachine = checklistSetup.createMachine({
  id: 'checklist',
  context: ({ input }) => ({ owner: input.owner, actions: [], categories: [], filters: defaultFilters, loadError: null }),
  invoke: { id: 'items', src: 'items', input: checklistListInput },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadChecklist',
        src: 'loadChecklist',
        input: ({ context }) => context.owner,
        onDone: { target: 'ready', actions: loaded },
        onError: { target: 'failed', actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'checklist.retry': 'loading' },
    },
    ready: {
      on: {
        'filter.text': { actions: 'setText' },
        'filter.completed': { actions: 'setCompleted' },
        'filter.late': { actions: 'setLate' },
        'item.create': { guard: 'canAdd', actions: 'createItem' },
        'item.update': { guard: 'canEdit', actions: 'updateItem' },
        'item.check': { guard: 'canCheck', actions: 'checkItem' },
        'item.delete': { guard: 'canDelete', actions: 'deleteItem' },
      },
    },
  },
});
