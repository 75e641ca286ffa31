import { assertEvent, assign, setup, type ActorRefFrom, type AnyActorRef } from 'xstate';
import type { Table, TableType } from '../../contract/tables';
import type { NotificationEmitted } from '../shared/messages';
import { notify } from '../shared/notify';
import { providedByApp } from '../shared/provided';
import {
  alignChanges,
  deleteChanges,
  draftFor,
  duplicateChanges,
  editChanges,
  moveChanges,
  numbersAfter,
  placeChanges,
  placed,
  tablesNumbered,
  type EditorScene,
  type TableDraft,
} from './editor-changes';
import { addingMode } from './editor-modes/adding-mode';
import { defaultMode } from './editor-modes/default-mode';
import { selectingMode } from './editor-modes/selecting-mode';
import { commit } from './editor-modes/shared';
import {
  arrowDirections,
  boxOfCorners,
  isInsideLayout,
  layoutToFraction,
  movedInside,
  nudgeStep,
  screenDeltaToLayout,
  tablesInBox,
  type Alignment,
  type ArrowKey,
  type PlacedTable,
  type Point,
  type Size,
} from './geometry';
import { emptyHistory, listChangesOf, onlyPlaces, record, redo, undo, type History, type ListChanges, type TableChange } from './history';
import { listIds, type TableIntent, type tablesList, type tableTypesList } from './tables-lists';

/**
 * The layout editor (spec §4 "Layout editor modes"), a hierarchy of modes in the manner of
 * tldraw's tools, one file per mode under editor-modes/:
 * - `default`: `idle → pointing → dragging` (press a table, then click to select it or drag it);
 * - `adding`: a ghost table follows the pointer and a click places it (`creatingType` while a
 *   new table type is saved from the add-table popover);
 * - `selecting`: `idle → banding`, a rubber band selects the tables it touches.
 * Ctrl held toggles selecting; Escape returns to default (cancelling an add).
 *
 * The tables and types live in the page's two optimistic lists (siblings in the actor system,
 * see tables-lists.ts): the editor reads them and sends them its changes. Every change is
 * computed as tables before and after (editor-changes.ts), sent as list events, and recorded
 * in the undo/redo history (history.ts). Tables are named by number, which survives the
 * temporary id of a table not yet saved.
 */

export interface LayoutEditorInput {
  weddingId: number;
  layout: Size;
}

/**
 * A drag or a held arrow key in progress: the tables shown moved, not yet sent. A drag's
 * delta stays zero here: the pointer's movement is drawn by the screen and reaches the
 * machine once, with the drop (a snapshot per pointer move would wake every reader).
 */
export interface PendingMove {
  numbers: number[];
  /** Where the tables were when the move began, with their sizes: whether the move stays inside the plan. */
  origins: PlacedTable[];
  /** Layout pixels (arrow keys). */
  delta: Point;
}

export interface LayoutEditorContext extends LayoutEditorInput {
  /** Selected tables, by number. */
  selected: number[];
  draft: TableDraft;
  /** Where the ghost table is (layout pixels) while adding. */
  ghost: Point | null;
  /** The table pressed, and whether Shift was held, until it is clicked or dragged. */
  pressed: { number: number; shift: boolean } | null;
  moving: PendingMove | null;
  /** Arrow-key repeats so far: the nudge step grows with them. */
  nudgeRepeats: number;
  /** The rubber band's corners (layout pixels). */
  band: { start: Point; end: Point } | null;
  history: History;
  /** The list events of the change just made, sent right after it is computed. */
  outgoing: (ListChanges & { step: TableIntent['step'] }) | null;
}

export type LayoutEditorEvent =
  | { type: 'mode.add' }
  | { type: 'mode.select' }
  | { type: 'mode.cancel' }
  | { type: 'key.ctrl'; down: boolean }
  | { type: 'draft.change'; patch: Partial<TableDraft> }
  | { type: 'type.add'; name: string }
  | { type: 'pointer.move'; point: Point }
  | { type: 'plan.click'; point: Point }
  | { type: 'table.pointerDown'; number: number; shift: boolean }
  | { type: 'table.pointerUp' }
  | { type: 'table.select'; number: number; shift: boolean }
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
  | { type: 'selection.duplicate' }
  | { type: 'selection.align'; alignment: Alignment }
  | { type: 'table.edit'; number: number; patch: Partial<Pick<Table, 'number' | 'seats' | 'table_type'>> }
  | { type: 'history.undo' }
  | { type: 'history.redo' }
  | { type: 'layout.changed'; layout: Size };

/** What `createTableType` saves: the type's fields, its wedding. */
export interface NewTableType {
  wedding_id: number;
  name: string;
}

/** The actor system the editor and the page's lists share. */
type AnyActorSystem = AnyActorRef['system'];
type TablesRef = ActorRefFrom<typeof tablesList>;
type TypesRef = ActorRefFrom<typeof tableTypesList>;

const tablesRef = (system: AnyActorSystem) => system.get(listIds.tables) as TablesRef | undefined;
const typesRef = (system: AnyActorSystem) => system.get(listIds.tableTypes) as TypesRef | undefined;

/** The tables and types on screen, as the lists show them now. */
export const sceneOf = (context: LayoutEditorContext, system: AnyActorSystem): EditorScene => ({
  rows: tablesRef(system)?.getSnapshot().context.rows ?? [],
  types: typesRef(system)?.getSnapshot().context.rows ?? [],
  layout: context.layout,
});

/** A change made now: recorded for undo, and queued to be sent (see `sendOutgoing`). */
const committed = (context: LayoutEditorContext, scene: EditorScene, changes: TableChange[] | null) =>
  changes && changes.length > 0
    ? {
        history: record(context.history, changes),
        outgoing: { ...listChangesOf(scene.rows, changes, 'before', context.weddingId), step: 'do' as const },
        selected: numbersAfter(changes),
      }
    : { outgoing: null };

const noMove = { moving: null, nudgeRepeats: 0 };

const editorSetup = setup({
  types: {
    input: {} as LayoutEditorInput,
    context: {} as LayoutEditorContext,
    events: {} as LayoutEditorEvent,
    emitted: {} as NotificationEmitted,
  },
  actors: {
    createTableType: providedByApp<TableType, NewTableType>('createTableType'),
  },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0,
    isMoving: ({ context }) => context.moving !== null,
    canPlace: ({ context, event }) => {
      assertEvent(event, 'plan.click');
      const { number, table_type } = context.draft;
      return number !== null && table_type !== null && isInsideLayout(layoutToFraction(event.point, context.layout));
    },
    isMoveInside: ({ context, event }) => {
      const moving = context.moving;
      if (!moving) return false;
      const delta = event.type === 'drag.end' ? screenDeltaToLayout(event.delta, event.scale) : moving.delta;
      return movedInside(moving.origins, delta, context.layout) !== null;
    },
    isCtrlDown: ({ event }) => {
      assertEvent(event, 'key.ctrl');
      return event.down;
    },
    isCtrlUp: ({ event }) => {
      assertEvent(event, 'key.ctrl');
      return !event.down;
    },
  },
  actions: {
    notify,
    startDraft: assign(({ context, system }) => ({ draft: draftFor(sceneOf(context, system), context.draft.table_type), ghost: null })),
    changeDraft: assign(({ context, system, event }) => {
      assertEvent(event, 'draft.change');
      // A new type brings its own most common seat count with it.
      const typeChanged = event.patch.table_type !== undefined && event.patch.table_type !== context.draft.table_type;
      const draft = typeChanged ? draftFor(sceneOf(context, system), event.patch.table_type!) : context.draft;
      return { draft: { ...draft, ...event.patch, ...(typeChanged ? { seats: draft.seats } : {}) } };
    }),
    useCreatedType: assign(({ context, system }, type: TableType) => {
      const types = typesRef(system);
      if (types) types.send({ type: 'list.load', rows: [...types.getSnapshot().context.confirmed, type] });
      return { draft: { ...context.draft, table_type: type.id } };
    }),
    followPointer: assign({
      ghost: ({ event }) => {
        assertEvent(event, 'pointer.move');
        return event.point;
      },
    }),
    clearGhost: assign({ ghost: null }),
    placeTable: assign(({ context, system, event }) => {
      assertEvent(event, 'plan.click');
      const scene = sceneOf(context, system);
      return { ...committed(context, scene, placeChanges(scene, context.draft, event.point)), ghost: null };
    }),
    press: assign({
      pressed: ({ event }) => {
        assertEvent(event, 'table.pointerDown');
        return { number: event.number, shift: event.shift };
      },
    }),
    selectPressed: assign(({ context }) => ({ selected: toggled(context.selected, context.pressed!.number, context.pressed!.shift), pressed: null })),
    selectTable: assign(({ context, event }) => {
      assertEvent(event, 'table.select');
      return { selected: toggled(context.selected, event.number, event.shift) };
    }),
    startDrag: assign(({ context, system }) => {
      const number = context.pressed!.number;
      // Dragging a selected table moves the whole selection; another table moves alone.
      const numbers = context.selected.includes(number) ? context.selected : [number];
      return { selected: numbers, moving: startMove(sceneOf(context, system), numbers), pressed: null };
    }),
    dropMove: assign(({ context, system, event }) => {
      assertEvent(event, 'drag.end');
      const scene = sceneOf(context, system);
      return { ...committed(context, scene, moveChanges(scene, context.moving!.numbers, screenDeltaToLayout(event.delta, event.scale))), ...noMove };
    }),
    cancelMove: assign(noMove),
    nudge: assign(({ context, system, event }) => {
      assertEvent(event, 'nudge.press');
      const step = nudgeStep(context.nudgeRepeats);
      const direction = arrowDirections[event.key];
      const moving = context.moving ?? startMove(sceneOf(context, system), context.selected);
      return {
        moving: { ...moving, delta: { x: moving.delta.x + direction.x * step, y: moving.delta.y + direction.y * step } },
        nudgeRepeats: context.nudgeRepeats + 1,
      };
    }),
    saveNudge: assign(({ context, system }) => {
      if (!context.moving) return noMove;
      const scene = sceneOf(context, system);
      return { ...committed(context, scene, moveChanges(scene, context.moving.numbers, context.moving.delta)), ...noMove };
    }),
    startBand: assign({
      band: ({ event }) => {
        assertEvent(event, 'band.start');
        return { start: event.point, end: event.point };
      },
    }),
    stretchBand: assign({
      band: ({ context, event }) => {
        assertEvent(event, 'band.move');
        return { start: context.band!.start, end: event.point };
      },
    }),
    selectInBand: assign(({ context, system, event }) => {
      assertEvent(event, 'band.end');
      const scene = sceneOf(context, system);
      const tables = scene.rows.map((row) => placed(scene, row));
      const hits = tablesInBox(tables, boxOfCorners(context.band!.start, context.band!.end), scene.layout);
      return { selected: event.shift ? [...new Set([...context.selected, ...hits])] : hits, band: null };
    }),
    clearSelection: assign({ selected: [] }),
    clearBand: assign({ band: null }),
    deleteSelection: assign(({ context, system }) => {
      const scene = sceneOf(context, system);
      return { ...committed(context, scene, deleteChanges(scene, context.selected)), selected: [] };
    }),
    duplicateSelection: assign(({ context, system }) => {
      const scene = sceneOf(context, system);
      return committed(context, scene, duplicateChanges(scene, context.selected));
    }),
    alignSelection: assign(({ context, system, event }) => {
      assertEvent(event, 'selection.align');
      const scene = sceneOf(context, system);
      return { ...committed(context, scene, alignChanges(scene, context.selected, event.alignment)), selected: context.selected };
    }),
    editTable: assign(({ context, system, event }) => {
      assertEvent(event, 'table.edit');
      const scene = sceneOf(context, system);
      return committed(context, scene, editChanges(scene, event.number, event.patch));
    }),
    undo: assign(({ context, system }) => {
      const done = undo(context.history, sceneOf(context, system).rows, context.weddingId);
      return done ? { history: done.history, outgoing: { ...done.changes, step: 'undo' as const }, selected: [] } : { outgoing: null };
    }),
    redo: assign(({ context, system }) => {
      const done = redo(context.history, sceneOf(context, system).rows, context.weddingId);
      return done ? { history: done.history, outgoing: { ...done.changes, step: 'redo' as const }, selected: [] } : { outgoing: null };
    }),
    /** Sends the change just computed to the tables list: adds, then updates, then deletes. */
    sendOutgoing: ({ context, system }) => {
      const list = tablesRef(system);
      const outgoing = context.outgoing;
      if (!list || !outgoing) return;
      if (outgoing.creates.length > 0) list.send({ type: 'rows.create', rows: outgoing.creates });
      if (outgoing.updates.length > 0) {
        const intent: TableIntent = { type: onlyPlaces(outgoing.updates) ? 'place' : 'edit', step: outgoing.step };
        list.send({ type: 'rows.update', changes: outgoing.updates, intent });
      }
      if (outgoing.deletes.length > 0) list.send({ type: 'rows.delete', ids: outgoing.deletes });
    },
    changeLayout: assign({
      layout: ({ event }) => {
        assertEvent(event, 'layout.changed');
        return event.layout;
      },
    }),
  },
});

/** A move beginning: the tables by number, where they are now. */
const startMove = (scene: EditorScene, numbers: number[]): PendingMove => ({
  numbers,
  origins: tablesNumbered(scene, numbers).map((table) => placed(scene, table)),
  delta: { x: 0, y: 0 },
});

/** A click selects one table; Shift+click adds it to the selection or takes it out. */
function toggled(selected: readonly number[], number: number, shift: boolean): number[] {
  if (!shift) return [number];
  return selected.includes(number) ? selected.filter((other) => other !== number) : [...selected, number];
}

export const layoutEditorMachine = editorSetup.createMachine({
  id: 'layoutEditor',
  context: ({ input }) => ({
    ...input,
    selected: [],
    draft: { number: null, seats: 10, table_type: null },
    ghost: null,
    pressed: null,
    moving: null,
    nudgeRepeats: 0,
    band: null,
    history: emptyHistory,
    outgoing: null,
  }),
  on: {
    'layout.changed': { actions: 'changeLayout' },
    'history.undo': { actions: commit('undo') },
    'history.redo': { actions: commit('redo') },
  },
  initial: 'default',
  states: {
    default: defaultMode,
    adding: addingMode,
    selecting: selectingMode,
  },
});

export type LayoutEditorRef = ActorRefFrom<typeof layoutEditorMachine>;
