import { assertEvent, assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { IdeaCategory, IdeaType } from '../../contract/ideas';
import type { ActionCode } from '../../contract/permissions';
import { failureMessageKey } from '../shared/failure';
import { loadingStates, type RetryLoadEvent } from '../shared/loader';
import type { MessageKey } from '../shared/messages';
import { createOptimisticList } from '../shared/optimistic-list.machine';
import { providedByApp } from '../shared/provided';
import { ideaEditorMachine, type IdeaCommit } from './idea-editor.machine';
import { ideaPermissions, noIdeaFilters, toggled, type IdeaFilters, type IdeaIntent, type IdeaPermissions, type IdeaRow } from './idea-rows';

/**
 * The idea board (§2 "Idea board", §4): loads the ideas, their categories and what the person
 * may do; keeps the filters; owns the optimistic lists every change goes through (ideas
 * added, edited, pinned, deleted; categories added and deleted: shown at once, rolled back
 * with the spec's message when the server refuses), the idea editor whose saved forms come
 * back here, and the full-screen viewer (image, text and colours; Escape closes it, the
 * arrows go round the ideas shown).
 */

export interface IdeasInput {
  weddingId: number;
}

export interface LoadedIdeas {
  rows: IdeaRow[];
  categories: IdeaCategory[];
  actions: ActionCode[];
}

/** What waits for the person's answer before it is deleted. */
export type Deleting = { kind: 'idea' | 'category'; id: number } | null;

export interface IdeasContext extends IdeasInput {
  can: IdeaPermissions;
  filters: IdeaFilters;
  loadError: MessageKey | null;
  deleting: Deleting;
  /** The idea open in the full-screen viewer. */
  viewingId: number | null;
}

export type IdeasEvent =
  | RetryLoadEvent
  | { type: 'filter.text'; text: string }
  | { type: 'filter.category'; id: number }
  | { type: 'filter.type'; ideaType: IdeaType }
  | { type: 'filter.clear' }
  | IdeaCommit
  | { type: 'idea.pin'; id: number; pinned: boolean }
  | { type: 'idea.delete'; id: number }
  | { type: 'category.create'; category: IdeaCategory }
  | { type: 'category.delete'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'viewer.open'; id: number }
  /** The next or previous idea shown, chosen by the page (it knows the filtered order). */
  | { type: 'viewer.show'; id: number }
  | { type: 'viewer.close' };

// A refusal says the spec's message, then why when the server says (`refusalMessage`, as the budget does).
export const ideaList = createOptimisticList<IdeaRow, IdeaIntent>(
  {
    create: { failure: 'ideas.messages.unexpectedAdding' },
    delete: { failure: 'ideas.messages.unexpectedDeleting', success: 'ideas.messages.ideaDeleted' },
    update: {
      details: { failure: 'ideas.messages.unexpectedUpdating' },
      pin: { failure: 'ideas.messages.unexpectedUpdating' },
    },
  },
  { refusals: { row: 'ideas.messages.gone.idea', fields: { category_id: 'ideas.messages.gone.category' } } },
);

export const ideaCategoryList = createOptimisticList<IdeaCategory, never>(
  {
    create: { failure: 'ideas.messages.unexpectedAddingCategory' },
    delete: {
      failure: 'ideas.messages.unexpectedDeletingCategory',
      success: 'ideas.messages.categoryDeleted',
      successParams: ([category]) => ({ name: category?.name ?? '' }),
    },
    update: {},
  },
  { refusals: { row: 'ideas.messages.gone.category' } },
);

const ideasSetup = setup({
  types: {
    input: {} as IdeasInput,
    context: {} as IdeasContext,
    events: {} as IdeasEvent,
    children: {} as { loadIdeas: 'loadIdeas'; ideas: 'ideas'; categories: 'categories'; ideaEditor: 'ideaEditor' },
  },
  actors: {
    loadIdeas: providedByApp<LoadedIdeas, number>('loadIdeas'),
    ideas: ideaList,
    categories: ideaCategoryList,
    ideaEditor: ideaEditorMachine,
  },
  guards: {
    canAdd: ({ context }) => context.can.add,
    canEdit: ({ context }) => context.can.edit,
    canDelete: ({ context }) => context.can.delete,
    canPin: ({ context }) => context.can.pin,
    // A category is made from the idea form, so adding or editing an idea may make one.
    canCreateCategory: ({ context }) => context.can.add || context.can.edit,
  },
  actions: {
    storeLoaded: assign((_, loaded: LoadedIdeas) => ({ can: ideaPermissions(loaded.actions), loadError: null })),
    loadIdeaRows: sendTo('ideas', (_, loaded: LoadedIdeas) => ({ type: 'list.load' as const, rows: loaded.rows })),
    loadCategoryRows: sendTo('categories', (_, loaded: LoadedIdeas) => ({ type: 'list.load' as const, rows: loaded.categories })),
    storeLoadError: assign({ loadError: (_, error: unknown) => failureMessageKey(error) }),
    setText: assign({
      filters: ({ context, event }) => {
        assertEvent(event, 'filter.text');
        return { ...context.filters, text: event.text };
      },
    }),
    toggleCategory: assign({
      filters: ({ context, event }) => {
        assertEvent(event, 'filter.category');
        return { ...context.filters, categoryIds: toggled(context.filters.categoryIds, event.id) };
      },
    }),
    toggleType: assign({
      filters: ({ context, event }) => {
        assertEvent(event, 'filter.type');
        return { ...context.filters, types: toggled(context.filters.types, event.ideaType) };
      },
    }),
    clearFilters: assign({ filters: ({ context }) => ({ ...noIdeaFilters, text: context.filters.text }) }),
    createIdea: sendTo('ideas', ({ event }) => {
      assertEvent(event, 'idea.create');
      return { type: 'rows.create' as const, rows: [event.row] };
    }),
    updateIdea: sendTo('ideas', ({ event }) => {
      assertEvent(event, 'idea.update');
      const intent: IdeaIntent = 'details';
      return { type: 'rows.update' as const, changes: [{ id: event.id, patch: event.details }], intent };
    }),
    pinIdea: sendTo('ideas', ({ event }) => {
      assertEvent(event, 'idea.pin');
      const intent: IdeaIntent = 'pin';
      return { type: 'rows.update' as const, changes: [{ id: event.id, patch: { is_pinned: event.pinned } }], intent };
    }),
    createCategory: sendTo('categories', ({ event }) => {
      assertEvent(event, 'category.create');
      return { type: 'rows.create' as const, rows: [event.category] };
    }),
    askToDelete: assign({
      deleting: ({ event }) => {
        assertEvent(event, ['idea.delete', 'category.delete']);
        return { kind: event.type === 'idea.delete' ? ('idea' as const) : ('category' as const), id: event.id };
      },
    }),
    forgetDeleting: assign({ deleting: null }),
    deleteChosen: sendTo(
      ({ context }) => (context.deleting!.kind === 'idea' ? 'ideas' : 'categories'),
      ({ context }) => ({ type: 'rows.delete' as const, ids: [context.deleting!.id] }),
    ),
    openViewer: assign({
      viewingId: ({ event }) => {
        assertEvent(event, ['viewer.open', 'viewer.show']);
        return event.id;
      },
    }),
    closeViewer: assign({ viewingId: null }),
  },
});

type Loaded = { event: { output: LoadedIdeas } };

export const ideasMachine = ideasSetup.createMachine({
  id: 'ideas',
  context: ({ input }) => ({ weddingId: input.weddingId, can: ideaPermissions([]), filters: noIdeaFilters, loadError: null, deleting: null, viewingId: null }),
  invoke: [
    { id: 'ideas', src: 'ideas', input: {} },
    { id: 'categories', src: 'categories', input: {} },
  ],
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'loadIdeas',
      input: ({ context }: { context: IdeasContext }) => context.weddingId,
      onDone: {
        target: 'ready',
        actions: [
          { type: 'storeLoaded', params: ({ event }: Loaded) => event.output },
          { type: 'loadIdeaRows', params: ({ event }: Loaded) => event.output },
          { type: 'loadCategoryRows', params: ({ event }: Loaded) => event.output },
        ],
      },
      onFailure: { type: 'storeLoadError', params: ({ event }: { event: { error: unknown } }) => event.error },
    }),
    ready: {
      invoke: { id: 'ideaEditor', src: 'ideaEditor' },
      on: {
        'filter.text': { actions: 'setText' },
        'filter.category': { actions: 'toggleCategory' },
        'filter.type': { actions: 'toggleType' },
        'filter.clear': { actions: 'clearFilters' },
        'idea.create': { guard: 'canAdd', actions: 'createIdea' },
        'idea.update': { guard: 'canEdit', actions: 'updateIdea' },
        'idea.pin': { guard: 'canPin', actions: 'pinIdea' },
        'category.create': { guard: 'canCreateCategory', actions: 'createCategory' },
      },
      initial: 'idle',
      states: {
        // Entered after an answer (the deletion reads what to delete on its way out of confirmingDelete).
        idle: {
          entry: 'forgetDeleting',
          on: {
            // Deleting cannot be undone: asked first.
            'idea.delete': { guard: 'canDelete', target: 'confirmingDelete', actions: 'askToDelete' },
            'category.delete': { guard: 'canDelete', target: 'confirmingDelete', actions: 'askToDelete' },
            'viewer.open': { target: 'viewing', actions: 'openViewer' },
          },
        },
        confirmingDelete: {
          on: {
            'delete.confirm': { target: 'idle', actions: 'deleteChosen' },
            'delete.cancel': 'idle',
          },
        },
        viewing: {
          exit: 'closeViewer',
          on: {
            'viewer.show': { actions: 'openViewer' },
            'viewer.close': 'idle',
          },
        },
      },
    },
  },
});

export const selectIdeaPermissions = (snapshot: SnapshotFrom<typeof ideasMachine>): IdeaPermissions => snapshot.context.can;
