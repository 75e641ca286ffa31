import { dropStep } from '../editor-steps';
import { commit, outsidePlanNotice, selectionHandlers } from './shared';

/**
 * The editor's default mode: `idle → pointing → dragging`. A press on a table is `pointing`
 * until it turns into a click (select it; Shift adds or removes it) or a drag (the drag
 * library decides, after a few pixels). A drag moves the selection if the table was in it,
 * otherwise the table alone, and applies only if every table stays strictly inside the plan.
 * A click on the plan itself (or Escape) clears the selection; a press on the plan that
 * moved more than 4 px panned it, and keeps the selection (`isClick`).
 */
export const defaultMode = {
  initial: 'idle',
  exit: 'cancelMove',
  states: {
    idle: {
      on: {
        ...selectionHandlers,
        'mode.add': { target: '#layoutEditor.adding' },
        'mode.select': { target: '#layoutEditor.selecting' },
        'key.ctrl': { guard: 'isCtrlDown', target: '#layoutEditor.selecting' },
        'mode.cancel': { actions: 'clearSelection' },
        'plan.click': { guard: 'isClick', actions: 'clearSelection' },
        'table.pointerDown': { target: 'pointing', actions: 'press' },
      },
    },
    pointing: {
      on: {
        'table.pointerUp': { target: 'idle', actions: 'selectPressed' },
        'drag.start': { target: 'dragging', actions: 'startDrag' },
        'drag.cancel': { target: 'idle' },
      },
    },
    dragging: {
      on: {
        'drag.end': [
          { guard: 'isMoveInside', target: 'idle', actions: [commit(dropStep), 'cancelMove'] },
          { target: 'idle', actions: ['cancelMove', outsidePlanNotice] },
        ],
        'drag.cancel': { target: 'idle', actions: 'cancelMove' },
      },
    },
  },
} as const;
