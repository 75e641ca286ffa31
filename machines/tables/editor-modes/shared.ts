import { and } from 'xstate';
import { errorNotice } from '../../shared/notify';
import { alignStep, deleteStep, duplicateStep, editStep, releaseNudgeStep } from '../editor-steps';

/**
 * What the layout editor's modes share: how a change is made, and what the selection answers
 * to wherever it is idle (default mode, selecting mode).
 */

/** Every change: computed purely from the context and the event (editor-steps.ts), then committed. */
export const commit = <P>(step: P) => ({ type: 'commit', params: step }) as const;

export const outsidePlanNotice = { type: 'notify', params: errorNotice('tables.messages.outsidePlan') } as const;

/**
 * Keys, the selection's tools and the history, while no pointer gesture is under way (an undo
 * in the middle of a drag would take back what the dragged tables stand on).
 */
export const selectionHandlers = {
  'history.undo': { guard: 'bringsEnoughIds', actions: { type: 'stepHistory', params: 'undo' } },
  'history.redo': { guard: 'bringsEnoughIds', actions: { type: 'stepHistory', params: 'redo' } },
  'table.select': { actions: 'selectTable' },
  'selection.clear': { actions: 'clearSelection' },
  'selection.delete': { guard: 'hasSelection', actions: commit(deleteStep) },
  'selection.duplicate': { guard: and(['hasSelection', 'bringsEnoughIds']), actions: commit(duplicateStep) },
  'selection.align': { guard: 'hasSeveralSelected', actions: commit(alignStep) },
  // Spec §5: a number or a seat count out of range is said beside its field and sent nowhere.
  'table.edit': [{ guard: 'isValidEdit', actions: [commit(editStep), 'clearEditProblems'] }, { actions: 'showEditProblems' }],
  'nudge.press': { guard: 'hasSelection', actions: 'nudge' },
  // Spec §4: the step grows while the key is held, and the move is saved once, on release.
  'nudge.release': [
    { guard: and(['isMoving', 'isMoveInside']), actions: [commit(releaseNudgeStep), 'cancelMove'] },
    { guard: 'isMoving', actions: ['cancelMove', outsidePlanNotice] },
  ],
} as const;
