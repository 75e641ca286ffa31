import { assertEvent, assign, setup } from 'xstate';
import type { TableType } from '../../contract/tables';
import type { NotificationEmitted } from '../shared/messages';
import { notify } from '../shared/notify';
import { providedByApp } from '../shared/provided';
import { draftFor, fieldProblems, hasProblems, placed, tablesWithIds } from './editor-changes';
import { followIds } from './editor-scene';
import { commit, sceneOf, selecting, stepHistory, useCreatedType } from './editor-steps';
import {
  arrowDirections,
  boxOfCorners,
  isClickGesture,
  isInsideLayout,
  layoutToFraction,
  movedInside,
  nudgeStep,
  screenDeltaToLayout,
  tablesInBox,
} from './geometry';
import { additionsOfStep } from './history';
import type { LayoutEditorContext, LayoutEditorEvent, LayoutEditorInput, NewTableType, PendingMove } from './layout-editor.machine';

const noMove = { moving: null, nudgeRepeats: 0 };

/** A move beginning: the tables by id, where they are now. */
function startMove(context: LayoutEditorContext, ids: number[]): PendingMove {
  const scene = sceneOf(context);
  return { ids, origins: tablesWithIds(scene, ids).map((table) => placed(scene, table)), delta: { x: 0, y: 0 } };
}

/** A click selects one table; Shift+click adds it to the selection or takes it out. */
function toggled(selected: readonly number[], id: number, shift: boolean): number[] {
  if (!shift) return [id];
  return selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id];
}

/**
 * The layout editor's types, actor, guards (the questions its modes ask) and actions; its states
 * are in editor-modes/, and layout-editor.machine.ts puts them together. Two actions change
 * tables, `commit` for every operation of a mode and `stepHistory` for undo and redo (both in
 * editor-steps.ts): they show the change at once, record it, and send it to the page with
 * `sendParent`. The others move the editor's own state: the draft, the press, the move, the
 * band, the selection.
 */
export const editorSetup = setup({
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
    // An alignment lines up two tables or more.
    hasSeveralSelected: ({ context }) => context.selected.length > 1,
    isMoving: ({ context }) => context.moving !== null,
    // The README's "Layout editor input": a press on the plan that travelled more than 4 px was a pan.
    isClick: ({ event }) => {
      assertEvent(event, 'plan.click');
      return event.pressedAt === null || isClickGesture(event.pressedAt, event.at);
    },
    // Spec §5: a table needs a number (0–999), seats (0–99) and a type; inside the plan.
    canPlace: ({ context, event }) => {
      assertEvent(event, 'plan.click');
      const { number, table_type } = context.draft;
      return (
        number !== null && table_type !== null && !hasProblems(fieldProblems(context.draft)) && isInsideLayout(layoutToFraction(event.point, context.layout))
      );
    },
    // Tables a change adds take ids the event brought: an undo (or redo) or a duplicate brings one per table it adds.
    bringsEnoughIds: ({ context, event }) => {
      assertEvent(event, ['selection.duplicate', 'history.undo', 'history.redo']);
      if (event.type === 'selection.duplicate') return event.ids.length >= context.selected.length;
      return event.ids.length >= additionsOfStep(context.history, context.tables, event.type === 'history.undo' ? 'undo' : 'redo');
    },
    isValidEdit: ({ event }) => {
      assertEvent(event, 'table.edit');
      return !hasProblems(fieldProblems(event.patch));
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
    /** The page's tables, after any change: the picked tables follow a new table's real id (editor-scene.ts). */
    storeTables: assign(({ context, event }) => {
      assertEvent(event, 'tables.changed');
      const follow = (ids: readonly number[]) => followIds(context.tables, event.tables, ids);
      const [pressedId] = context.pressed ? follow([context.pressed.id]) : [];
      const moving = context.moving && {
        ...context.moving,
        ids: follow(context.moving.ids),
        origins: context.moving.origins.flatMap((origin) => follow([origin.id]).map((id) => ({ ...origin, id }))),
      };
      return {
        tables: event.tables,
        selected: follow(context.selected),
        pressed: pressedId === undefined ? null : { ...context.pressed!, id: pressedId },
        moving,
      };
    }),
    storeTypes: assign({
      types: ({ event }) => {
        assertEvent(event, 'types.changed');
        return event.types;
      },
    }),
    changeLayout: assign({
      layout: ({ event }) => {
        assertEvent(event, 'layout.changed');
        return event.layout;
      },
    }),
    commit,
    stepHistory,
    showEditProblems: assign({
      editProblems: ({ event }) => {
        assertEvent(event, 'table.edit');
        return { id: event.id, ...fieldProblems(event.patch) };
      },
    }),
    clearEditProblems: assign({ editProblems: null }),
    startDraft: assign(({ context }) => ({ draft: draftFor(sceneOf(context), context.draft.table_type), ghost: null })),
    changeDraft: assign(({ context, event }) => {
      assertEvent(event, 'draft.change');
      // A new type brings its own most common seat count with it.
      const typeChanged = event.patch.table_type !== undefined && event.patch.table_type !== context.draft.table_type;
      const draft = typeChanged ? draftFor(sceneOf(context), event.patch.table_type!) : context.draft;
      return { draft: { ...draft, ...event.patch, ...(typeChanged ? { seats: draft.seats } : {}) } };
    }),
    useCreatedType,
    followPointer: assign({
      ghost: ({ event }) => {
        assertEvent(event, 'pointer.move');
        return event.point;
      },
    }),
    clearGhost: assign({ ghost: null }),
    press: assign({
      pressed: ({ event }) => {
        assertEvent(event, 'table.pointerDown');
        return { id: event.id, shift: event.shift };
      },
    }),
    selectPressed: assign(({ context }) => ({ ...selecting(toggled(context.selected, context.pressed!.id, context.pressed!.shift)), pressed: null })),
    selectTable: assign(({ context, event }) => {
      assertEvent(event, 'table.select');
      return selecting(toggled(context.selected, event.id, event.shift));
    }),
    startDrag: assign(({ context }) => {
      const id = context.pressed!.id;
      // Dragging a selected table moves the whole selection; another table moves alone.
      const ids = context.selected.includes(id) ? context.selected : [id];
      return { ...selecting(ids), moving: startMove(context, ids), pressed: null };
    }),
    cancelMove: assign(noMove),
    nudge: assign(({ context, event }) => {
      assertEvent(event, 'nudge.press');
      const step = nudgeStep(context.nudgeRepeats);
      const direction = arrowDirections[event.key];
      const moving = context.moving ?? startMove(context, context.selected);
      return {
        moving: { ...moving, delta: { x: moving.delta.x + direction.x * step, y: moving.delta.y + direction.y * step } },
        nudgeRepeats: context.nudgeRepeats + 1,
      };
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
    selectInBand: assign(({ context, event }) => {
      assertEvent(event, 'band.end');
      const scene = sceneOf(context);
      const hits = tablesInBox(
        scene.rows.map((row) => placed(scene, row)),
        boxOfCorners(context.band!.start, context.band!.end),
        scene.layout,
      );
      return { ...selecting(event.shift ? [...new Set([...context.selected, ...hits])] : hits), band: null };
    }),
    clearSelection: assign(selecting([])),
    clearBand: assign({ band: null }),
  },
});
