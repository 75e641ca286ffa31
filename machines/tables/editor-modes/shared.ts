import { and } from 'xstate';
import { errorNotice } from '../../shared/notify';

/**
 * What the layout editor's modes share: how a change is made, and what the selection answers
 * to wherever it is idle (default mode, selecting mode).
 */

/** Every change: computed by an assign (recorded for undo), then sent to the tables list. */
export const commit = <const A extends string>(action: A) => [action, 'sendOutgoing'] as const;

export const outsidePlanNotice = { type: 'notify', params: errorNotice('tables.messages.outsidePlan') } as const;

/** Keys and the selection's tools, while no pointer gesture is under way. */
export const selectionHandlers = {
  'table.select': { actions: 'selectTable' },
  'selection.clear': { actions: 'clearSelection' },
  'selection.delete': { guard: 'hasSelection', actions: commit('deleteSelection') },
  'selection.duplicate': { guard: 'hasSelection', actions: commit('duplicateSelection') },
  'selection.align': { guard: 'hasSelection', actions: commit('alignSelection') },
  'table.edit': { actions: commit('editTable') },
  'nudge.press': { guard: 'hasSelection', actions: 'nudge' },
  // Spec §4: the step grows while the key is held, and the move is saved once, on release.
  'nudge.release': [
    { guard: and(['isMoving', 'isMoveInside']), actions: commit('saveNudge') },
    { guard: 'isMoving', actions: ['cancelMove', outsidePlanNotice] },
  ],
} as const;
