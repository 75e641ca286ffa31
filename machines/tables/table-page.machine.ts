import { and, assertEvent, assign, not, sendTo, setup, stateIn } from 'xstate';
import type { Guest } from '../../contract/guests';
import type { UploadedLayout } from '../../contract/tables';
import { loadingStates } from '../shared/loader';
import type { NotificationEmitted } from '../shared/messages';
import { notify, notifyFailure } from '../shared/notify';
import { providedByApp } from '../shared/provided';
import { layoutEditorMachine } from './layout-editor.machine';
import { editingMode, giveListTheChange, tellEditorLists } from './page-modes/editing-mode';
import { hostessMode, moveThroughDoor, storeHostess } from './page-modes/hostess-mode';
import { applyLiveChange } from './page-modes/live-changes';
import { giveSeatsTheChange, seatingMode, tellSeating } from './page-modes/seating-mode';
import { seatingMachine } from './seating.machine';
import { seatsList } from './seats-list';
import { storeUploaded, uploadedNotice, uploadFailed, uploadOf } from './page-modes/layout-upload';
import { followLists, tablesList, tableTypesList } from './tables-lists';
import { tablesPermissions, type LoadedTables, type TablePageContext, type TablePageEvent, type TablePageInput, type LayoutUpload } from './table-page-types';

/**
 * The tables page (spec §2 "Tables page", §4 "Table page modes"): it loads the wedding's
 * tables, table types, layout image and what the person may do, owns the two optimistic lists
 * every change goes through, and switches between the page's modes (the `mode` region):
 * - `noLayout`: no floor plan yet; who holds EDIT_LAYOUT uploads one (`uploading`), and a
 *   successful upload opens the editor;
 * - `viewing` (DEFAULT): the plan, zoomable, and seating (a child machine,
 *   page-modes/seating-mode.ts); EDIT_LAYOUT offers the editor, HOSTESS_VIEW the hostess view;
 * - `editing` (EDIT): the layout editor (a child machine) and its change-layout dialog; done
 *   goes back to viewing (page-modes/editing-mode.ts);
 * - `hostess` (HOSTESS): the door (page-modes/hostess-mode.ts); a hostess-only user opens
 *   here, with or without a plan, and cannot leave.
 * Beside the mode, `zoom` shows the zoom indicator for 2 seconds after each zoom change (spec §9).
 *
 * The lists (tables, types, seats) are children; `followLists` tells the page what they show
 * (`lists.changed`), kept in the context and passed on to the editor or seating, which send
 * their changes back up for the page to give the lists. The guests are read here, never
 * changed: they come with the load and with live changes. Changes made on other screens
 * (`live.change`) go to the lists as remote changes (page-modes/live-changes.ts); `live.reset`
 * reads everything again.
 */

export const zoomIndicatorMs = 2000;

const tablePageSetup = setup({
  types: {
    input: {} as TablePageInput,
    context: {} as TablePageContext,
    events: {} as TablePageEvent,
    emitted: {} as NotificationEmitted,
    children: {} as {
      loadTables: 'loadTables';
      uploadLayout: 'uploadLayout';
      tables: 'tables';
      tableTypes: 'tableTypes';
      followLists: 'followLists';
      editor: 'layoutEditor';
      seats: 'seats';
      seating: 'seating';
    },
  },
  actors: {
    loadTables: providedByApp<LoadedTables, TablePageInput>('loadTables'),
    uploadLayout: providedByApp<UploadedLayout, LayoutUpload>('uploadLayout'),
    tables: tablesList,
    tableTypes: tableTypesList,
    seats: seatsList,
    followLists,
    layoutEditor: layoutEditorMachine,
    seating: seatingMachine,
  },
  guards: {
    savesTablesOrTypes: ({ event }) => event.type === 'live.change' && (event.change.kind === 'tables.saved' || event.change.kind === 'tableTypes.saved'),
    canEditLayout: ({ context }) => context.can.editLayout,
    hasLayout: ({ context }) => context.layout !== null,
    canOpenHostess: ({ context }) => context.can.hostess,
    isHostessOnly: ({ context }) => context.hostessOnly === true,
    /** Spec §7: `update_inside` needs HOSTESS_VIEW or ADD_GUESTS. */
    canUseDoor: ({ context }) => context.can.hostess || context.can.addGuests,
  },
  actions: {
    notify,
    storeLoad: assign((_, loaded: LoadedTables) => ({
      layout: loaded.layout,
      can: tablesPermissions(loaded.actions),
      tables: loaded.tables,
      types: loaded.tableTypes,
      storedTypes: loaded.tableTypes,
      seats: loaded.seats,
      guests: loaded.guests ?? [],
      categories: loaded.categories ?? [],
      guestsShown: loaded.guests !== null,
    })),
    storeLists: assign(({ event }) => {
      assertEvent(event, 'lists.changed');
      return { tables: event.tables, types: event.types, storedTypes: event.storedTypes, seats: event.seats };
    }),
    tellSeating,
    giveSeatsTheChange,
    moveThroughDoor,
    storeHostess,
    applyLiveChange,
    storeGuests: assign((_, guests: Guest[]) => ({ guests })),
    tellEditorLists,
    giveListTheChange,
    /** A type the editor saved joins the types as stored, last, where the server lists it. */
    addCreatedType: sendTo('tableTypes', ({ context, event }) => {
      assertEvent(event, 'editor.typeCreated');
      return { type: 'list.load' as const, rows: [...context.storedTypes, event.tableType] };
    }),
    storeLayout: assign((_, layout: UploadedLayout) => ({ layout })),
    tellEditorLayout: sendTo('editor', (_, layout: UploadedLayout) => ({
      type: 'layout.changed' as const,
      layout: { width: layout.width, height: layout.height },
    })),
    storeScale: assign({
      scale: ({ event }) => {
        assertEvent(event, 'zoom.changed');
        return event.scale;
      },
    }),
  },
});

export const tablePageMachine = tablePageSetup.createMachine({
  id: 'tablePage',
  context: ({ input }) => ({
    ...input,
    can: tablesPermissions([]),
    layout: null,
    tables: [],
    types: [],
    storedTypes: [],
    scale: 1,
    seats: [],
    guests: [],
    categories: [],
    guestsShown: false,
    hostess: { query: '', side: 'outside', tableId: null, statusId: null, categoryId: null },
  }),
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'loadTables',
      input: ({ context }: { context: TablePageContext }) => ({ weddingId: context.weddingId }),
      onDone: { target: 'ready', actions: { type: 'storeLoad', params: ({ event }: { event: { output: LoadedTables } }) => event.output } },
      onFailure: notifyFailure,
    }),
    ready: {
      type: 'parallel',
      invoke: [
        { id: 'tables', src: 'tables', input: ({ context }) => ({ rows: context.tables }) },
        { id: 'tableTypes', src: 'tableTypes', input: ({ context }) => ({ rows: context.types }) },
        { id: 'seats', src: 'seats', input: ({ context }) => ({ rows: context.seats }) },
        { id: 'followLists', src: 'followLists', input: ({ self }) => ({ page: self }) },
      ],
      on: {
        'lists.changed': { actions: 'storeLists' },
        // While editing, the editor is the layout's writer: the stream's echo of a table or type it
        // is creating would arrive with the real id before the answer and show twice. Others' saves
        // then wait for the next read; deletes apply (by id, harmlessly twice).
        'live.change': { guard: not(and([stateIn('#tablePage.ready.mode.editing'), 'savesTablesOrTypes'])), actions: 'applyLiveChange' },
        'live.reset': { target: 'loading' },
      },
      states: {
        mode: {
          initial: 'opening',
          states: {
            opening: {
              always: [{ guard: 'isHostessOnly', target: 'hostess' }, { guard: 'hasLayout', target: 'viewing' }, { target: 'noLayout' }],
            },
            noLayout: {
              on: { 'layout.upload': { guard: 'canEditLayout', target: 'uploading' }, 'hostess.open': { guard: 'canOpenHostess', target: 'hostess' } },
            },
            uploading: {
              invoke: {
                id: 'uploadLayout',
                src: 'uploadLayout',
                input: uploadOf,
                onDone: { target: 'editing', actions: [storeUploaded, uploadedNotice('tables.messages.layoutUpdatedSuccess')] },
                onError: { target: 'noLayout', actions: uploadFailed },
              },
            },
            viewing: seatingMode,
            editing: editingMode,
            hostess: hostessMode,
          },
        },
        zoom: {
          // The transitions stay on the children: one on `zoom` itself that re-enters it would
          // take the whole parallel `ready` as its domain and restart the page's mode too.
          initial: 'quiet',
          states: {
            quiet: {
              on: { 'zoom.changed': { target: 'shown', actions: 'storeScale' } },
            },
            shown: {
              on: { 'zoom.changed': { target: 'shown', reenter: true, actions: 'storeScale' } },
              after: { [zoomIndicatorMs]: { target: 'quiet' } },
            },
          },
        },
      },
    },
  },
});

/** What the page's components read about what the person may do. */
export const selectTablesPermissions = (snapshot: { context: TablePageContext }) => snapshot.context.can;
