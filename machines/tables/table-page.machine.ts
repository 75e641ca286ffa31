import { assertEvent, assign, sendTo, setup } from 'xstate';
import type { ActionCode } from '../../contract/permissions';
import type { Table, TableType, UploadedLayout } from '../../contract/tables';
import { loadingStates, type RetryLoadEvent } from '../shared/loader';
import type { NotificationEmitted } from '../shared/messages';
import { notify, notifyFailure } from '../shared/notify';
import { permissionsOf, type Permissions } from '../shared/permissions';
import { providedByApp } from '../shared/provided';
import type { EditorTablesChange } from './editor-steps';
import { layoutEditorMachine } from './layout-editor.machine';
import { editingMode, giveListTheChange, tellEditorLists } from './page-modes/editing-mode';
import { storeUploaded, uploadedNotice, uploadFailed, uploadOf } from './page-modes/layout-upload';
import { followLists, tablesList, tableTypesList, type ListsChanged } from './tables-lists';

/**
 * The tables page (spec §2 "Tables page", §4 "Table page modes"): it loads the wedding's
 * tables, table types, layout image and what the person may do, owns the two optimistic lists
 * every change goes through, and switches between the page's modes (the `mode` region):
 * - `noLayout`: no floor plan yet; who holds EDIT_LAYOUT uploads one (`uploading`), and a
 *   successful upload opens the editor;
 * - `viewing` (DEFAULT): the plan, zoomable; EDIT_LAYOUT offers the editor;
 * - `editing` (EDIT): the layout editor (a child machine) and its change-layout dialog; done
 *   goes back to viewing (page-modes/editing-mode.ts).
 * HOSTESS and the seating of DEFAULT arrive with the seating issue. Beside the mode, `zoom`
 * shows the zoom indicator for 2 seconds after each zoom change (spec §9).
 *
 * The lists are children; `followLists` tells the page what they show (`lists.changed`), kept
 * in `tables` and `types` and passed on to the editor, which sends its changes back up
 * (`editor.change`, `editor.typeCreated`) for the page to give the lists.
 */

export const tablesActions = { editLayout: 'EDIT_LAYOUT' } as const satisfies Record<string, ActionCode>;
export type TablesPermissions = Permissions<keyof typeof tablesActions>;
export const tablesPermissions = (granted: readonly ActionCode[]): TablesPermissions => permissionsOf(granted, tablesActions);

/** A file chosen for upload (a browser `File` fits). */
export interface LayoutFile {
  name: string;
  size: number;
}

export interface LoadedTables {
  tables: Table[];
  tableTypes: TableType[];
  layout: UploadedLayout | null;
  actions: ActionCode[];
}

export interface LayoutUpload {
  weddingId: number;
  file: LayoutFile;
}

export interface TablePageInput {
  weddingId: number;
}

export interface TablePageContext extends TablePageInput {
  can: TablesPermissions;
  layout: UploadedLayout | null;
  /** What the two lists show (as loaded, then after every change of theirs). */
  tables: Table[];
  types: TableType[];
  /** The types as the server stored them (`types` is them with the changes on their way applied). */
  storedTypes: TableType[];
  /** The zoom on screen (1 = the layout's own pixels). */
  scale: number;
}

export type TablePageEvent =
  | RetryLoadEvent
  | ListsChanged
  | EditorTablesChange
  | { type: 'editor.typeCreated'; tableType: TableType }
  | { type: 'layout.upload'; file: LayoutFile }
  | { type: 'editor.open' }
  | { type: 'editor.done' }
  | { type: 'layoutDialog.open' }
  | { type: 'layoutDialog.close' }
  | { type: 'zoom.changed'; scale: number };

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
    },
  },
  actors: {
    loadTables: providedByApp<LoadedTables, TablePageInput>('loadTables'),
    uploadLayout: providedByApp<UploadedLayout, LayoutUpload>('uploadLayout'),
    tables: tablesList,
    tableTypes: tableTypesList,
    followLists,
    layoutEditor: layoutEditorMachine,
  },
  guards: {
    canEditLayout: ({ context }) => context.can.editLayout,
    hasLayout: ({ context }) => context.layout !== null,
  },
  actions: {
    notify,
    storeLoad: assign((_, loaded: LoadedTables) => ({
      layout: loaded.layout,
      can: tablesPermissions(loaded.actions),
      tables: loaded.tables,
      types: loaded.tableTypes,
      storedTypes: loaded.tableTypes,
    })),
    storeLists: assign(({ event }) => {
      assertEvent(event, 'lists.changed');
      return { tables: event.tables, types: event.types, storedTypes: event.storedTypes };
    }),
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
  context: ({ input }) => ({ ...input, can: tablesPermissions([]), layout: null, tables: [], types: [], storedTypes: [], scale: 1 }),
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
        { id: 'followLists', src: 'followLists', input: ({ self }) => ({ page: self }) },
      ],
      on: { 'lists.changed': { actions: 'storeLists' } },
      states: {
        mode: {
          initial: 'opening',
          states: {
            opening: {
              always: [{ guard: 'hasLayout', target: 'viewing' }, { target: 'noLayout' }],
            },
            noLayout: {
              on: { 'layout.upload': { guard: 'canEditLayout', target: 'uploading' } },
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
            viewing: {
              on: { 'editor.open': { guard: 'canEditLayout', target: 'editing' } },
            },
            editing: editingMode,
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
