import type { ActorRefFrom } from 'xstate';
import type { Table, TableType } from '../../contract/tables';
import type { FieldProblems, TableDraft, TableEdit } from './editor-changes';
import { editorSetup } from './editor-setup';
import { addingMode } from './editor-modes/adding-mode';
import { defaultMode } from './editor-modes/default-mode';
import { selectingMode } from './editor-modes/selecting-mode';
import type { Alignment, ArrowKey, PlacedTable, Point, Size } from './geometry';
import { emptyHistory, type History } from './history';

/**
 * The layout editor (spec §4 "Layout editor modes"), a hierarchy of modes in the manner of
 * tldraw's tools, one file per mode under editor-modes/:
 * - `default`: `idle → pointing → dragging` (press a table, then click to select it or drag it);
 * - `adding`: a ghost table follows the pointer and a click places it (`creatingType` while a
 *   new table type is saved from the add-table popover);
 * - `selecting`: `idle → banding`, a rubber band selects the tables it touches.
 * Ctrl held toggles selecting; Escape returns to default (cancelling an add).
 *
 * It stands alone: the tables and types come in with its input and, whenever the page's lists
 * change, with `tables.changed` and `types.changed` (editor-scene.ts); every change it makes is
 * computed purely (editor-steps.ts), shown in its own context at once, recorded for undo
 * (history.ts) and sent to its parent, the page, which owns the lists (`editor.change`,
 * `editor.typeCreated`). Tables it adds take the temporary ids their event brought.
 *
 * Its parts: editor-setup.ts (actor, guards, actions), editor-modes/ (states).
 */

export interface LayoutEditorInput {
  weddingId: number;
  layout: Size;
  tables: Table[];
  types: TableType[];
}

/**
 * A drag or a held arrow key in progress: the tables shown moved, not yet sent. A drag's
 * delta stays zero here: the pointer's movement is drawn by the screen and reaches the
 * machine once, with the drop (a snapshot per pointer move would wake every reader).
 */
export interface PendingMove {
  ids: number[];
  /** Where the tables were when the move began, with their sizes: whether the move stays inside the plan. */
  origins: PlacedTable[];
  /** Layout pixels (arrow keys). */
  delta: Point;
}

export interface LayoutEditorContext extends LayoutEditorInput {
  /** Selected tables, by id. */
  selected: number[];
  draft: TableDraft;
  /** Where the ghost table is (layout pixels) while adding. */
  ghost: Point | null;
  /** The table pressed, and whether Shift was held, until it is clicked or dragged. */
  pressed: { id: number; shift: boolean } | null;
  moving: PendingMove | null;
  /** Arrow-key repeats so far: the nudge step grows with them. */
  nudgeRepeats: number;
  /** The rubber band's corners (layout pixels). */
  band: { start: Point; end: Point } | null;
  history: History;
  /** An edit of the selected table refused before it was sent (a number out of range), shown beside its field. */
  editProblems: (FieldProblems & { id: number }) | null;
}

export type LayoutEditorEvent =
  | { type: 'tables.changed'; tables: Table[] }
  | { type: 'types.changed'; types: TableType[] }
  | { type: 'layout.changed'; layout: Size }
  | { type: 'mode.add' }
  | { type: 'mode.select' }
  | { type: 'mode.cancel' }
  | { type: 'key.ctrl'; down: boolean }
  | { type: 'draft.change'; patch: Partial<TableDraft> }
  | { type: 'type.add'; name: string }
  | { type: 'pointer.move'; point: Point }
  /**
   * A click on the plan itself: `point` in layout pixels; `pressedAt` and `at`, where the press
   * began and where it was let go on screen (a press that travelled more than 4 px was a pan,
   * `isClick`); `id`, the temporary id a table placed there takes.
   */
  | { type: 'plan.click'; point: Point; pressedAt: Point | null; at: Point; id: number }
  | { type: 'table.pointerDown'; id: number; shift: boolean }
  | { type: 'table.pointerUp' }
  | { type: 'table.select'; id: number; shift: boolean }
  | { type: 'drag.start' }
  | { type: 'drag.end'; delta: Point; scale: number }
  | { type: 'drag.cancel' }
  | { type: 'band.start'; point: Point }
  | { type: 'band.move'; point: Point }
  | { type: 'band.end'; shift: boolean }
  | { type: 'nudge.press'; key: ArrowKey }
  | { type: 'nudge.release' }
  | { type: 'selection.clear' }
  | { type: 'selection.delete' }
  /** `ids`: one temporary id per selected table, for the copies. */
  | { type: 'selection.duplicate'; ids: number[] }
  | { type: 'selection.align'; alignment: Alignment }
  | { type: 'table.edit'; id: number; patch: TableEdit }
  /** `ids`: the temporary ids of the tables the step adds back (at least `additionsOfStep`). */
  | { type: 'history.undo'; ids: number[] }
  | { type: 'history.redo'; ids: number[] };

/** What `createTableType` saves: the type's fields, its wedding. */
export interface NewTableType {
  wedding_id: number;
  name: string;
}

export const layoutEditorMachine = editorSetup.createMachine({
  id: 'layoutEditor',
  context: ({ input }) => ({
    ...input,
    selected: [],
    editProblems: null,
    draft: { number: null, seats: null, table_type: null },
    ghost: null,
    pressed: null,
    moving: null,
    nudgeRepeats: 0,
    band: null,
    history: emptyHistory,
  }),
  on: {
    'tables.changed': { actions: 'storeTables' },
    'types.changed': { actions: 'storeTypes' },
    'layout.changed': { actions: 'changeLayout' },
  },
  initial: 'default',
  states: {
    default: defaultMode,
    adding: addingMode,
    selecting: selectingMode,
  },
});

export type LayoutEditorRef = ActorRefFrom<typeof layoutEditorMachine>;
