import { and, assertEvent, assign, raise, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { ValidationErrors } from '../../contract/errors';
import { guestColors, type GuestCategory, type GuestStatusId, type MassUpdateColumn } from '../../contract/guests';
import type { ActionCode } from '../../contract/permissions';
import { failureMessageKey } from '../shared/failure';
import { loadingStates, type RetryLoadEvent } from '../shared/loader';
import type { MessageKey, NotificationEmitted } from '../shared/messages';
import { notify, notifyFailure, successNotice } from '../shared/notify';
import { createOptimisticList } from '../shared/optimistic-list.machine';
import { temporaryId } from '../shared/optimistic-list';
import { providedByApp } from '../shared/provided';
import { guestBatches } from './guest-batches';
import { noFilters, toggled, type GuestFilters, type ListFilter } from './guest-filters';
import { changedFields, emptyGuestForm, fieldsOfForm, formOfGuest, guestFormErrors, type GuestFormValues } from './guest-form';
import { guestPermissions, inviterFor, type GuestIntent, type GuestPermissions, type GuestRow, type Inviter } from './guest-rows';
import { guestImportMachine } from './guest-import.machine';
import { guestStatisticsMachine } from './guest-statistics.machine';

/**
 * The guests page (part 2 §2, §4): it loads the guests, their categories and what the person
 * may do, keeps the filters, the view (default or RSVP), the batches shown and the selection,
 * and owns the optimistic list every change goes through (a new guest, an edit, a one-tap RSVP,
 * a delete, a bulk change or delete of the selection: shown at once, rolled back with the
 * spec's message if the server refuses). Categories are drafted and created from the guest
 * form (a refused one stays as typed, with the reason) and deleted after a confirmation; a deleted category's guests show without one at once. The
 * statistics modal and the import wizard run as its children; an import's guests and
 * categories join the list when the wizard hands them over (`guests.imported`).
 */

export interface GuestsInput {
  weddingId: number;
  /** The signed-in person: a spouse's new guests are invited by that spouse. */
  userId: number;
  /** The wedding's spouses, who guests can be invited by. */
  inviters: Inviter[];
}

export interface LoadedGuests {
  guests: GuestRow[];
  categories: GuestCategory[];
  actions: ActionCode[];
}

export type GuestsView = 'default' | 'rsvp';

/** A bulk change of the selection waiting for its confirmation. */
export type BulkChange = { kind: 'delete' } | { kind: 'update'; column: MassUpdateColumn; value: number | null };

export interface NewCategory {
  wedding_id: number;
  name: string;
  color: { r: number; g: number; b: number };
}

/** A category being written in the guest form: its name and a colour of the catalogue. */
export interface CategoryDraft {
  name: string;
  colorId: number;
}

export interface GuestsContext extends GuestsInput {
  /** What the person may do; guards and components both read it (`selectGuestPermissions`). */
  can: GuestPermissions;
  categories: GuestCategory[];
  filters: GuestFilters;
  view: GuestsView;
  /** How many of the filtered guests the list renders (part 2 §9: 50, then 30 more per batch). */
  shown: number;
  selected: number[];
  form: GuestFormValues;
  fieldErrors: ValidationErrors;
  /** The guest the edit dialog changes; null while adding. */
  editing: GuestRow | null;
  deleting: GuestRow | null;
  bulk: BulkChange | null;
  categoryDraft: CategoryDraft | null;
  /** Why the server refused the draft; it stays as typed until changed. */
  categoryError: MessageKey | null;
  deletingCategory: GuestCategory | null;
  loadError: MessageKey | null;
}

export type GuestsEvent =
  | RetryLoadEvent
  | { type: 'filter.name'; text: string }
  | { type: 'filter.toggle'; filter: ListFilter; value: number | string }
  | { type: 'filters.clear' }
  | { type: 'filters.apply'; filters: GuestFilters }
  | { type: 'view.default' }
  | { type: 'view.rsvp' }
  | { type: 'list.more' }
  | { type: 'list.top' }
  | { type: 'guest.add' }
  | { type: 'guest.edit'; guest: GuestRow }
  | { type: 'form.change'; values: Partial<GuestFormValues> }
  | { type: 'form.save' }
  | { type: 'form.cancel' }
  | { type: 'guest.status'; id: number; status_id: GuestStatusId }
  | { type: 'guest.delete'; guest: GuestRow }
  | { type: 'delete.confirm' }
  | { type: 'dialog.close' }
  | { type: 'select.start' }
  | { type: 'select.end' }
  | { type: 'select.guest'; id: number }
  | { type: 'select.only'; ids: number[] }
  | { type: 'bulk.delete' }
  | { type: 'bulk.update'; column: MassUpdateColumn; value: number | null }
  | { type: 'bulk.confirm' }
  | { type: 'category.draft' }
  | { type: 'category.draftChange'; name?: string; colorId?: number }
  | { type: 'category.cancelDraft' }
  | { type: 'category.create' }
  | { type: 'category.delete'; category: GuestCategory }
  | { type: 'category.confirmDelete' }
  | { type: 'category.cancelDelete' }
  | { type: 'import.open' }
  | { type: 'guests.imported'; guests: GuestRow[]; categories: GuestCategory[] };

export const guestsList = createOptimisticList<GuestRow, GuestIntent>({
  create: { failure: 'guests.messages.unexpectedAddingGuest' },
  delete: {
    one: { failure: 'guests.messages.defaultRemoveGuest', success: 'guests.messages.guestDeleted' },
    many: { failure: 'guests.messages.defaultRemoveMulipleGuests', success: 'guests.messages.guestsDeleted' },
  },
  update: {
    details: { failure: 'guests.messages.unexpectedSavingGuest' },
    status: { failure: 'guests.messages.unexpectedSavingGuestStatus' },
    bulk: { failure: 'guests.messages.defaultUpdateMultipleGuests', success: 'guests.messages.guestsUpdated' },
  },
});

/** Nothing loaded, nothing filtered, nothing open. */
export const initialGuestsContext = (input: GuestsInput): GuestsContext => ({
  ...input,
  can: guestPermissions([]),
  categories: [],
  filters: noFilters,
  view: 'default',
  shown: guestBatches.first,
  selected: [],
  form: emptyGuestForm,
  fieldErrors: {},
  editing: null,
  deleting: null,
  bulk: null,
  categoryDraft: null,
  categoryError: null,
  deletingCategory: null,
  loadError: null,
});

const bulkIntent = (column: MassUpdateColumn): GuestIntent => ({ type: 'bulk', column });

const guestsSetup = setup({
  types: {
    input: {} as GuestsInput,
    context: {} as GuestsContext,
    events: {} as GuestsEvent,
    emitted: {} as NotificationEmitted,
    children: {} as {
      loadGuests: 'loadGuests';
      list: 'list';
      statistics: 'statistics';
      importer: 'importer';
      createCategory: 'createCategory';
      destroyCategory: 'destroyCategory';
    },
  },
  actors: {
    loadGuests: providedByApp<LoadedGuests, { weddingId: number }>('loadGuests'),
    list: guestsList,
    statistics: guestStatisticsMachine,
    importer: guestImportMachine,
    createCategory: providedByApp<GuestCategory, NewCategory>('createCategory'),
    destroyCategory: providedByApp<void, GuestCategory>('destroyCategory'),
  },
  guards: {
    canAdd: ({ context }) => context.can.add,
    canEdit: ({ context }) => context.can.edit,
    canDelete: ({ context }) => context.can.delete,
    canRsvp: ({ context }) => context.can.rsvp,
    /** A category is made from the form with the form's own right: ADD while adding, EDIT while editing. */
    canCreateCategory: ({ context }) => (context.editing === null ? context.can.add : context.can.edit),
    isDraftNamed: ({ context }) => (context.categoryDraft?.name.trim() ?? '') !== '',
    isFormValid: ({ context }) => Object.keys(guestFormErrors(context.form)).length === 0,
    hasSelection: ({ context }) => context.selected.length > 0,
  },
  actions: {
    storeLoad: assign((_, loaded: LoadedGuests) => ({ can: guestPermissions(loaded.actions), categories: loaded.categories, loadError: null })),
    loadList: sendTo('list', (_, loaded: LoadedGuests) => ({ type: 'list.load' as const, rows: loaded.guests })),
    storeLoadError: assign({ loadError: (_, { error }: { error: unknown }) => failureMessageKey(error) }),
    setName: assign(({ context, event }) => {
      assertEvent(event, 'filter.name');
      return { filters: { ...context.filters, name: event.text }, shown: guestBatches.first };
    }),
    toggleFilter: assign(({ context, event }) => {
      assertEvent(event, 'filter.toggle');
      const chosen = context.filters[event.filter] as Array<number | string>;
      return { filters: { ...context.filters, [event.filter]: toggled(chosen, event.value) }, shown: guestBatches.first };
    }),
    clearFilters: assign({ filters: noFilters, shown: guestBatches.first }),
    applyFilters: assign(({ event }) => {
      assertEvent(event, 'filters.apply');
      return { filters: event.filters, shown: guestBatches.first };
    }),
    showDefaultView: assign({ view: 'default' as GuestsView }),
    // The RSVP view is for calling the guests who have not answered yet (part 2 §2).
    showRsvpView: assign(({ context }) => ({
      view: 'rsvp' as GuestsView,
      filters: { ...context.filters, statuses: [3 as GuestStatusId] },
      shown: guestBatches.first,
    })),
    showMore: assign({ shown: ({ context }) => context.shown + guestBatches.more }),
    showFirst: assign({ shown: guestBatches.first }),
    startAdding: assign({ editing: null, form: emptyGuestForm, fieldErrors: {} }),
    startEditing: assign(({ event }) => {
      assertEvent(event, 'guest.edit');
      return { editing: event.guest, form: formOfGuest(event.guest), fieldErrors: {} };
    }),
    change: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      const form = { ...context.form, ...event.values };
      // Once errors show, they follow the edits; before the first save attempt the form stays quiet.
      return { form, fieldErrors: Object.keys(context.fieldErrors).length ? guestFormErrors(form) : {} };
    }),
    showFormErrors: assign({ fieldErrors: ({ context }) => guestFormErrors(context.form) }),
    createGuest: sendTo('list', ({ context }) => {
      const fields = fieldsOfForm(context.form);
      const row: GuestRow = {
        id: temporaryId(),
        wedding_id: context.weddingId,
        ...fields,
        invitedBy_id: inviterFor(context.inviters, context.userId, fields.invitedBy_id),
        tables: [],
        seats: 0,
      };
      // First, where the person looks.
      return { type: 'rows.create' as const, rows: [row], index: 0 };
    }),
    updateGuest: sendTo('list', ({ context }) => ({
      type: 'rows.update' as const,
      changes: [{ id: context.editing!.id, patch: changedFields(context.editing!, fieldsOfForm(context.form)) }],
      intent: 'details' as GuestIntent,
    })),
    closeForm: assign({ editing: null, form: emptyGuestForm, fieldErrors: {} }),
    changeStatus: sendTo('list', ({ event }) => {
      assertEvent(event, 'guest.status');
      return { type: 'rows.update' as const, changes: [{ id: event.id, patch: { status_id: event.status_id } }], intent: 'status' as GuestIntent };
    }),
    startDeleting: assign({
      deleting: ({ event }) => {
        assertEvent(event, 'guest.delete');
        return event.guest;
      },
    }),
    deleteGuest: sendTo('list', ({ context }) => ({ type: 'rows.delete' as const, ids: [context.deleting!.id] })),
    forgetDialog: assign({ deleting: null, bulk: null }),
    toggleSelected: assign({
      selected: ({ context, event }) => {
        assertEvent(event, 'select.guest');
        return toggled(context.selected, event.id);
      },
    }),
    selectOnly: assign({
      selected: ({ event }) => {
        assertEvent(event, 'select.only');
        return event.ids;
      },
    }),
    clearSelection: assign({ selected: [] }),
    askBulkDelete: assign({ bulk: { kind: 'delete' } as BulkChange }),
    askBulkUpdate: assign({
      bulk: ({ event }) => {
        assertEvent(event, 'bulk.update');
        return { kind: 'update', column: event.column, value: event.value } as BulkChange;
      },
    }),
    applyBulk: sendTo('list', ({ context }) => {
      const bulk = context.bulk!;
      if (bulk.kind === 'delete') return { type: 'rows.delete' as const, ids: context.selected };
      const changes = context.selected.map((id) => ({ id, patch: { [bulk.column]: bulk.value } }));
      return { type: 'rows.update' as const, changes, intent: bulkIntent(bulk.column) };
    }),
    startDraft: assign({ categoryDraft: { name: '', colorId: guestColors[0].id }, categoryError: null }),
    changeDraft: assign(({ context, event }) => {
      assertEvent(event, 'category.draftChange');
      const { type: _type, ...change } = event;
      return { categoryDraft: { ...context.categoryDraft!, ...change }, categoryError: null };
    }),
    forgetDraft: assign({ categoryDraft: null, categoryError: null }),
    // The form closing takes its unfinished category with it.
    dropDraft: raise({ type: 'category.cancelDraft' as const }),
    storeCategoryRefusal: assign({ categoryError: (_, { error }: { error: unknown }) => failureMessageKey(error) }),
    addCategory: assign(({ context }, category: GuestCategory) => ({
      categories: [...context.categories, category],
      // The form that asked for it takes it.
      form: { ...context.form, category_id: category.id },
      categoryDraft: null,
    })),
    askCategoryDelete: assign({
      deletingCategory: ({ event }) => {
        assertEvent(event, 'category.delete');
        return event.category;
      },
    }),
    // Its guests show without a category at once; the server keeps them too (categories/destroy).
    hideCategory: assign(({ context }) => ({
      categories: context.categories.filter((category) => category.id !== context.deletingCategory!.id),
      filters: { ...context.filters, categories: context.filters.categories.filter((id) => id !== context.deletingCategory!.id) },
    })),
    restoreCategory: assign({ categories: ({ context }) => [...context.categories, context.deletingCategory!] }),
    forgetCategoryDelete: assign({ deletingCategory: null }),
    addImported: assign(({ context, event }) => {
      assertEvent(event, 'guests.imported');
      const known = new Set(context.categories.map((category) => category.id));
      return { categories: [...context.categories, ...event.categories.filter((category) => !known.has(category.id))] };
    }),
    openImport: sendTo('importer', { type: 'import.open' as const }),
    loadImported: sendTo('list', ({ event }) => {
      assertEvent(event, 'guests.imported');
      return { type: 'list.add' as const, rows: event.guests };
    }),
    notify,
  },
});

/** What a category draft's colour id names in the catalogue (the first colour if unknown). */
function newCategoryOf(context: GuestsContext): NewCategory {
  const draft = context.categoryDraft!;
  const color = guestColors.find((entry) => entry.id === draft.colorId) ?? guestColors[0];
  return { wedding_id: context.weddingId, name: draft.name.trim(), color: { r: color.color_r, g: color.color_g, b: color.color_b } };
}

/** A new category being written: typed, coloured, sent once named, or dropped. */
const categoryDraftEvents = {
  'category.draftChange': { actions: 'changeDraft' },
  'category.create': { guard: 'isDraftNamed', target: 'creating' },
  'category.cancelDraft': { target: 'idle', actions: 'forgetDraft' },
} as const;

type Loaded = { event: { output: LoadedGuests } };
const loaded = [
  { type: 'storeLoad', params: ({ event }: Loaded) => event.output },
  { type: 'loadList', params: ({ event }: Loaded) => event.output },
] as const;

/** The add row and the edit dialog: a valid form is handed to the list (created or updated) and closes. */
const guestForm = (save: 'createGuest' | 'updateGuest') =>
  ({
    'form.change': { actions: 'change' },
    'form.save': [{ guard: 'isFormValid', target: 'closed', actions: [save, 'closeForm', 'dropDraft'] }, { actions: 'showFormErrors' }],
    'form.cancel': { target: 'closed', actions: ['closeForm', 'dropDraft'] },
  }) as const;

export const guestsMachine = guestsSetup.createMachine({
  id: 'guests',
  context: ({ input }) => initialGuestsContext(input),
  invoke: { id: 'list', src: 'list', input: {} },
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'loadGuests',
      input: ({ context }: { context: GuestsContext }) => ({ weddingId: context.weddingId }),
      onDone: { target: 'ready', actions: loaded },
      onFailure: { type: 'storeLoadError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    }),
    ready: {
      type: 'parallel',
      invoke: [
        { id: 'statistics', src: 'statistics' },
        { id: 'importer', src: 'importer' },
      ],
      on: {
        'filter.name': { actions: 'setName' },
        'filter.toggle': { actions: 'toggleFilter' },
        'filters.clear': { actions: 'clearFilters' },
        'filters.apply': { actions: 'applyFilters' },
        'list.more': { actions: 'showMore' },
        'list.top': { actions: 'showFirst' },
        'guest.status': { guard: 'canRsvp', actions: 'changeStatus' },
        // Importing adds guests: ADD (part 2 §6).
        'import.open': { guard: 'canAdd', actions: 'openImport' },
        'guests.imported': { guard: 'canAdd', actions: ['addImported', 'loadImported'] },
      },
      states: {
        view: {
          initial: 'default',
          states: {
            default: { on: { 'view.rsvp': { guard: 'canRsvp', target: 'rsvp', actions: 'showRsvpView' } } },
            rsvp: { on: { 'view.default': { target: 'default', actions: 'showDefaultView' } } },
          },
        },
        form: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                'guest.add': { guard: 'canAdd', target: 'adding', actions: 'startAdding' },
                'guest.edit': { guard: 'canEdit', target: 'editing', actions: 'startEditing' },
              },
            },
            adding: { on: guestForm('createGuest') },
            editing: { on: guestForm('updateGuest') },
          },
        },
        selection: {
          initial: 'off',
          states: {
            off: { on: { 'select.start': { guard: 'canEdit', target: 'on' } } },
            on: {
              on: {
                'select.end': { target: 'off', actions: 'clearSelection' },
                'select.guest': { actions: 'toggleSelected' },
                'select.only': { actions: 'selectOnly' },
              },
            },
          },
        },
        dialog: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                'guest.delete': { guard: 'canDelete', target: 'confirmingDelete', actions: 'startDeleting' },
                'bulk.delete': { guard: and(['canDelete', 'hasSelection']), target: 'confirmingBulk', actions: 'askBulkDelete' },
                'bulk.update': { guard: and(['canEdit', 'hasSelection']), target: 'confirmingBulk', actions: 'askBulkUpdate' },
              },
            },
            confirmingDelete: {
              on: {
                'delete.confirm': { target: 'closed', actions: ['deleteGuest', 'forgetDialog'] },
                'dialog.close': { target: 'closed', actions: 'forgetDialog' },
              },
            },
            confirmingBulk: {
              on: {
                // All or none (one call): the selection empties, the rows change at once.
                'bulk.confirm': { target: 'closed', actions: ['applyBulk', 'clearSelection', 'forgetDialog'] },
                'dialog.close': { target: 'closed', actions: 'forgetDialog' },
              },
            },
          },
        },
        categories: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'category.draft': { guard: 'canCreateCategory', target: 'drafting', actions: 'startDraft' },
                'category.delete': { guard: 'canDelete', target: 'confirmingDelete', actions: 'askCategoryDelete' },
              },
            },
            drafting: { on: categoryDraftEvents },
            creating: {
              invoke: {
                id: 'createCategory',
                src: 'createCategory',
                input: ({ context }) => newCategoryOf(context),
                onDone: { target: 'idle', actions: { type: 'addCategory', params: ({ event }) => event.output } },
                // Refused (a name the wedding has, say): the draft stays as typed, with the reason.
                onError: { target: 'refused', actions: { type: 'storeCategoryRefusal', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            refused: { on: { ...categoryDraftEvents, 'category.draftChange': { target: 'drafting', actions: 'changeDraft' } } },
            confirmingDelete: {
              on: {
                'category.confirmDelete': { target: 'deleting', actions: 'hideCategory' },
                'category.cancelDelete': { target: 'idle', actions: 'forgetCategoryDelete' },
              },
            },
            deleting: {
              invoke: {
                id: 'destroyCategory',
                src: 'destroyCategory',
                input: ({ context }) => context.deletingCategory!,
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'notify', params: ({ context }) => successNotice('guests.messages.categoryDeleted', { name: context.deletingCategory!.name }) },
                    'forgetCategoryDelete',
                  ],
                },
                onError: { target: 'idle', actions: [notifyFailure, 'restoreCategory', 'forgetCategoryDelete'] },
              },
            },
          },
        },
      },
    },
  },
});

export type GuestsSnapshot = SnapshotFrom<typeof guestsMachine>;

/** What the person may do: the page's components read the same flags the guards read. */
export const selectGuestPermissions = (snapshot: GuestsSnapshot): GuestPermissions => snapshot.context.can;
