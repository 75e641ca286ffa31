import { assertEvent, enqueueActions } from 'xstate';
import type { TableType } from '../../contract/tables';
import type { TableIntent } from './tables-lists';
import { alignChanges, deleteChanges, duplicateChanges, editChanges, moveChanges, placeChanges, type EditorScene } from './editor-changes';
import { withChanges } from './editor-scene';
import { screenDeltaToLayout } from './geometry';
import { changesNothing, listChangesOf, onlyPlaces, record, redo, undo, type ListChanges, type TableChange } from './history';
import type { LayoutEditorContext, LayoutEditorEvent } from './layout-editor.machine';

/**
 * The layout editor's changes as the person makes them: each operation of a mode is computed
 * here, purely, from the editor's context and the event (the `commit` action's params), and
 * the `commit` action (below, with undo and redo) shows it, records it for undo and sends it
 * to the page. Tables the change adds take the temporary ids the event brought.
 */

export interface EditorStep {
  changes: TableChange[] | null;
  newIds: readonly number[];
  /** An alignment keeps the selection as it was (a table left where it was is still selected). */
  keepsSelection?: boolean;
}

/** What the page sends its tables list for a change: the list's events, and which call an update needs. */
export type EditorTablesChange = { type: 'editor.change'; intent: TableIntent } & Omit<ListChanges, 'idsAfter'>;

export const tablesChangeOf = (changes: ListChanges, step: TableIntent['step']): EditorTablesChange => ({
  type: 'editor.change',
  creates: changes.creates,
  updates: changes.updates,
  deletes: changes.deletes,
  intent: { type: onlyPlaces(changes.updates) ? 'place' : 'edit', step },
});

type StepArgs = { context: LayoutEditorContext; event: LayoutEditorEvent };

export const sceneOf = (context: LayoutEditorContext): EditorScene => ({ rows: context.tables, types: context.types, layout: context.layout });

const none: readonly number[] = [];

export const placeStep = ({ context, event }: StepArgs): EditorStep => {
  assertEvent(event, 'plan.click');
  return { changes: placeChanges(sceneOf(context), context.draft, event.point), newIds: [event.id] };
};

export const dropStep = ({ context, event }: StepArgs): EditorStep => {
  assertEvent(event, 'drag.end');
  return { changes: moveChanges(sceneOf(context), context.moving!.ids, screenDeltaToLayout(event.delta, event.scale)), newIds: none };
};

export const releaseNudgeStep = ({ context }: StepArgs): EditorStep => ({
  changes: moveChanges(sceneOf(context), context.moving!.ids, context.moving!.delta),
  newIds: none,
});

export const deleteStep = ({ context }: StepArgs): EditorStep => ({ changes: deleteChanges(sceneOf(context), context.selected), newIds: none });

export const duplicateStep = ({ context, event }: StepArgs): EditorStep => {
  assertEvent(event, 'selection.duplicate');
  return { changes: duplicateChanges(sceneOf(context), context.selected), newIds: event.ids };
};

export const alignStep = ({ context, event }: StepArgs): EditorStep => {
  assertEvent(event, 'selection.align');
  return { changes: alignChanges(sceneOf(context), context.selected, event.alignment), newIds: none, keepsSelection: true };
};

export const editStep = ({ context, event }: StepArgs): EditorStep => {
  assertEvent(event, 'table.edit');
  const { number, seats, table_type } = event.patch;
  // Checked by the `isValidEdit` guard: no field is empty here.
  const patch = { ...(number != null && { number }), ...(seats != null && { seats }), ...(table_type !== undefined && { table_type }) };
  return { changes: editChanges(sceneOf(context), event.id, patch), newIds: none };
};

/** A new selection: what the panel said about an edit of the one before goes with it. */
export const selecting = (ids: number[]) => ({ selected: ids, editProblems: null });

// The three actions that also send (`enqueueActions` with params) are typed here, outside
// `setup`, whose inference does not reach into them; the actor, action, guard, delay and
// emitted types are `any`, as in shared/notify.ts: these actions use none of them. They send
// to the page only when there is one: walked or simulated alone, the editor tells nobody.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** Shows a change at once (one of the steps above), records it for undo and sends it to the page. */
export const commit = enqueueActions<LayoutEditorContext, LayoutEditorEvent, EditorStep, LayoutEditorEvent, any, any, any, any, any>(
  ({ context, self, enqueue }, step) => {
    // Nothing to send, nothing to undo: tables left as they were are no change.
    const made = (step.changes ?? []).filter((change) => !changesNothing(change));
    if (made.length === 0) return;
    const changes = listChangesOf(context.tables, made, 'before', context.weddingId, step.newIds);
    enqueue.assign({
      history: record(context.history, made),
      tables: withChanges(context.tables, changes),
      ...selecting(step.keepsSelection ? context.selected : changes.idsAfter),
    });
    if (self._parent) enqueue.sendParent(tablesChangeOf(changes, 'do'));
  },
);

/** Undo or redo: itself a change sent to the page, refused or accepted like any other. */
export const stepHistory = enqueueActions<LayoutEditorContext, LayoutEditorEvent, 'undo' | 'redo', LayoutEditorEvent, any, any, any, any, any>(
  ({ context, event, self, enqueue }, step) => {
    assertEvent(event, ['history.undo', 'history.redo']);
    const done = (step === 'undo' ? undo : redo)(context.history, context.tables, context.weddingId, event.ids);
    if (!done) return;
    enqueue.assign({ history: done.history, tables: withChanges(context.tables, done.changes), ...selecting([]) });
    if (self._parent) enqueue.sendParent(tablesChangeOf(done.changes, step));
  },
);

/** A type saved from the popover: chosen for the table, and given to the page's types list. */
export const useCreatedType = enqueueActions<LayoutEditorContext, LayoutEditorEvent, TableType, LayoutEditorEvent, any, any, any, any, any>(
  ({ context, self, enqueue }, type) => {
    enqueue.assign({ types: [...context.types, type], draft: { ...context.draft, table_type: type.id } });
    if (self._parent) enqueue.sendParent({ type: 'editor.typeCreated', tableType: type });
  },
);
/* eslint-enable @typescript-eslint/no-explicit-any */
