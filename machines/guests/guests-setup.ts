import { assign, setup, type AssignArgs } from 'xstate';
import type { ValidationErrors } from '../../contract/errors';
import type { GuestCategory, GuestStatusId, MassUpdateColumn } from '../../contract/guests';
import type { LiveChange } from '../../contract/live-events';
import type { ActionCode } from '../../contract/permissions';
import type { RetryLoadEvent } from '../shared/loader';
import type { MessageKey, NotificationEmitted } from '../shared/messages';
import { createOptimisticList } from '../shared/optimistic-list.machine';
import { effectProvidedByApp, providedByApp } from '../shared/provided';
import { guestBatches } from './guest-batches';
import { noFilters, type GuestFilters, type ListFilter } from './guest-filters';
import { emptyGuestForm, guestFormErrors, type GuestFormValues } from './guest-form';
import { guestImportMachine } from './guest-import.machine';
import { guestsLiveEffect } from './guest-live';
import { guestPermissions, type GuestIntent, type GuestPermissions, type GuestRow, type Inviter } from './guest-rows';
import type { GuestSort, SortColumn, SortDirection } from './guest-sort';
import { guestStatisticsMachine } from './guest-statistics.machine';

/**
 * What the guests page machine is made of: its input, context and events, the optimistic list
 * its changes go through, and the setup every region (page-regions/) builds on: the actors it
 * calls and the guards that read what the person may do.
 */

export interface GuestsInput {
  weddingId: number;
  /** The signed-in person: a spouse's new guests are invited by that spouse. */
  userId: number;
  /** The wedding's spouses, who guests can be invited by. */
  inviters: Inviter[];
  /** The order this device last chose for this wedding (null: the server's order). */
  sort?: GuestSort | null;
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
  sort: GuestSort | null;
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
  /** Without a direction (a column's header): the same column turns its direction, another starts ascending. */
  | { type: 'sort.by'; column: SortColumn; direction?: SortDirection }
  | { type: 'sort.clear' }
  | { type: 'view.default' }
  | { type: 'view.rsvp' }
  | { type: 'list.more' }
  | { type: 'list.top' }
  | { type: 'guest.add' }
  | { type: 'guest.edit'; guest: GuestRow }
  | { type: 'form.change'; values: Partial<GuestFormValues> }
  /** `newGuestId`: the temporary id a new guest shows with until the server gives its own (`temporaryId()`, by whoever sends it). */
  | { type: 'form.save'; newGuestId: number }
  | { type: 'form.cancel' }
  | { type: 'guest.status'; id: number; status_id: GuestStatusId }
  | { type: 'guest.delete'; guest: GuestRow }
  | { type: 'delete.confirm' }
  | { type: 'dialog.close' }
  | { type: 'select.start' }
  | { type: 'select.end' }
  | { type: 'select.guest'; id: number }
  /** "Select all": `rows` are the guests on the list; the machine selects those its filters show. */
  | { type: 'select.shown'; rows: readonly GuestRow[] }
  | { type: 'select.none' }
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
  | { type: 'guests.imported'; guests: GuestRow[]; categories: GuestCategory[] }
  /** A change made on another screen of this wedding (or this one's echo), as the live updates send it. */
  | { type: 'live.change'; change: LiveChange }
  /** Changes were missed for good: read everything again. */
  | { type: 'live.reset' };

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

/** Nothing loaded, nothing filtered, nothing open; sorted as this device last chose. */
export const initialGuestsContext = (input: GuestsInput): GuestsContext => ({
  ...input,
  can: guestPermissions([]),
  categories: [],
  filters: noFilters,
  sort: input.sort ?? null,
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

/** An answer of the guests' read, the first or one again: the rights and categories, then the rows. */
export const storeLoaded = [
  { type: 'storeLoad', params: ({ event }: { event: { output: LoadedGuests } }) => event.output },
  { type: 'loadList', params: ({ event }: { event: { output: LoadedGuests } }) => event.output },
] as const;

/** Where the order chosen is remembered (this device, per wedding): the app provides it. */
export interface RememberedSort {
  weddingId: number;
  sort: GuestSort | null;
}

export const guestsBase = setup({
  types: {
    input: {} as GuestsInput,
    context: {} as GuestsContext,
    events: {} as GuestsEvent,
    emitted: {} as NotificationEmitted,
    children: {} as {
      loadGuests: 'loadGuests';
      reloadGuests: 'loadGuests';
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
  actions: {
    rememberSort: effectProvidedByApp<RememberedSort>('rememberSort'),
  },
  guards: {
    canAdd: ({ context }) => context.can.add,
    canEdit: ({ context }) => context.can.edit,
    canDelete: ({ context }) => context.can.delete,
    canRsvp: ({ context }) => context.can.rsvp,
    isDraftNamed: ({ context }) => (context.categoryDraft?.name.trim() ?? '') !== '',
    isFormValid: ({ context }) => Object.keys(guestFormErrors(context.form)).length === 0,
    hasSelection: ({ context }) => context.selected.length > 0,
    liveChangeNeedsReload: ({ event }) => event.type === 'live.change' && guestsLiveEffect(event.change).kind === 'reload',
    liveChangeShows: ({ event }) => event.type === 'live.change' && guestsLiveEffect(event.change).kind !== 'none',
  },
});

/**
 * An assign whose params carry an invoked actor's answer (a load, a created category), typed by
 * the page's context and events, so a region's file can declare it beside its state config.
 */
export const assignAnswer = <TParams>(
  assigner: (args: AssignArgs<GuestsContext, GuestsEvent, GuestsEvent, never>, params: TParams) => Partial<GuestsContext>,
) => assign<GuestsContext, GuestsEvent, TParams, GuestsEvent, never>(assigner);
