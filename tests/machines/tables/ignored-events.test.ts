import { describe } from 'vitest';
import { createActor, fromPromise, type AnyEventObject, type StateValue } from 'xstate';
import type { TableType } from '../../../contract/tables';
import { layoutEditorMachine, type LayoutEditorInput, type NewTableType } from '../../../machines/tables/layout-editor.machine';
import { tablePageMachine } from '../../../machines/tables/table-page.machine';
import { tablesPermissions } from '../../../machines/tables/table-page-types';
import { describeIgnoredEvents } from '../../support/ignored-events';
import { banquet, layout, one, round, two } from './support';

/**
 * The (state, event) pairs the layout editor and the tables page must ignore (issue 23 item 29):
 * a walk only follows what a machine accepts, so an event it wrongly accepts is tried here.
 */

const input: LayoutEditorInput = { weddingId: 7, layout, tables: [one, two], types: [round, banquet] };
const at = { x: 1000, y: 900 };
const click = { type: 'plan.click', point: at, pressedAt: at, at, id: -1 };

/** The editor alone, its new type never saved, after these events. */
function editorAfter(events: AnyEventObject[], opening: LayoutEditorInput = input) {
  const actor = createActor(layoutEditorMachine.provide({ actors: { createTableType: fromPromise<TableType, NewTableType>(() => new Promise(() => {})) } }), {
    input: opening,
  });
  actor.start();
  for (const event of events) actor.send(event as never);
  return actor.getSnapshot();
}

/** What any gesture or change of the selection would be: none may start in the middle of another. */
const selectionChanges: AnyEventObject[] = [
  { type: 'selection.delete' },
  { type: 'selection.duplicate', ids: [-5] },
  { type: 'selection.align', alignment: 'top' },
  { type: 'nudge.press', key: 'ArrowRight' },
  { type: 'table.edit', id: 11, patch: { seats: 4 } },
  { type: 'history.undo', ids: [] },
];

describe('layout editor', () => {
  describeIgnoredEvents([
    {
      state: { default: 'pointing' },
      snapshot: () => editorAfter([{ type: 'table.pointerDown', id: 11, shift: false }]),
      ignores: [...selectionChanges, { type: 'mode.add' }, { type: 'mode.select' }, click, { type: 'band.start', point: at }],
    },
    {
      state: { default: 'dragging' },
      snapshot: () =>
        editorAfter([{ type: 'table.select', id: 11, shift: false }, { type: 'table.pointerDown', id: 11, shift: false }, { type: 'drag.start' }]),
      ignores: [...selectionChanges, { type: 'mode.add' }, { type: 'table.pointerDown', id: 12, shift: false }, click],
    },
    {
      state: { default: 'idle' },
      snapshot: () => editorAfter([]),
      // Nothing selected: nothing to delete, copy, align or move.
      ignores: selectionChanges.slice(0, 4),
    },
    {
      state: { default: 'idle' },
      snapshot: () => editorAfter([{ type: 'table.select', id: 11, shift: false }]),
      // One table lines up with nothing.
      ignores: [{ type: 'selection.align', alignment: 'top' }],
    },
    {
      state: { default: 'idle' },
      snapshot: () => editorAfter([{ type: 'table.select', id: 11, shift: false }, { type: 'selection.delete' }]),
      // An undo that adds a table back needs a temporary id for it.
      ignores: [{ type: 'history.undo', ids: [] }],
    },
    {
      state: { selecting: 'banding' },
      snapshot: () => editorAfter([{ type: 'mode.select' }, { type: 'band.start', point: at }]),
      ignores: [...selectionChanges, { type: 'table.pointerDown', id: 11, shift: false }],
    },
    {
      state: { adding: 'placing' },
      snapshot: () => editorAfter([{ type: 'mode.add' }, { type: 'draft.change', patch: { number: 1000 } }]),
      // Spec §5: a number out of 0–999 places nothing (the popover says why).
      ignores: [click, ...selectionChanges],
    },
    {
      state: { adding: 'placing' },
      snapshot: () => editorAfter([{ type: 'mode.add' }, { type: 'draft.change', patch: { seats: null } }]),
      ignores: [click],
    },
    {
      state: { adding: 'placing' },
      snapshot: () => editorAfter([{ type: 'mode.add' }], { ...input, tables: [], types: [] }),
      // Issue 23 item 13: no type, no table (the popover offers the first type).
      ignores: [click],
    },
    {
      state: { adding: 'creatingType' },
      snapshot: () => editorAfter([{ type: 'mode.add' }, { type: 'type.add', name: 'new type' }]),
      // The table waits for its type: nothing is placed on a type not saved, one type at a time.
      ignores: [click, { type: 'type.add', name: 'new type' }, { type: 'draft.change', patch: { table_type: 2 } }],
    },
  ]);
});

const file = { name: 'venue.png', size: 2048 };

/** The page in a state, as loaded with or without EDIT_LAYOUT (its children do not decide what it ignores). */
const pageIn = (value: StateValue, canEdit: boolean) => () =>
  tablePageMachine.resolveState({
    value,
    context: {
      weddingId: 7,
      can: tablesPermissions(canEdit ? ['EDIT_LAYOUT'] : []),
      layout,
      tables: [one, two],
      types: [round],
      storedTypes: [round],
      scale: 1,
      seats: [],
      guests: [],
      categories: [],
      guestsShown: true,
      hostess: { query: '', side: 'outside', tableId: null, statusId: null, categoryId: null },
    },
  });

const viewing = { ready: { mode: 'viewing', zoom: 'quiet' } };
const editingIn = (child: string) => ({ ready: { mode: { editing: child }, zoom: 'quiet' } });

describe('tables page', () => {
  describeIgnoredEvents([
    {
      state: 'loading',
      snapshot: pageIn('loading', true),
      ignores: [{ type: 'editor.open' }, { type: 'layout.upload', file }, { type: 'zoom.changed', scale: 2 }],
    },
    {
      state: viewing,
      snapshot: pageIn(viewing, false),
      // Without EDIT_LAYOUT: no editor, no upload, no dialog.
      ignores: [{ type: 'editor.open' }, { type: 'layout.upload', file }, { type: 'layoutDialog.open' }],
    },
    {
      state: { ready: { mode: 'noLayout' } },
      snapshot: pageIn({ ready: { mode: 'noLayout', zoom: 'quiet' } }, false),
      ignores: [{ type: 'layout.upload', file }],
    },
    {
      state: { ready: { mode: 'uploading' } },
      snapshot: pageIn({ ready: { mode: 'uploading', zoom: 'quiet' } }, true),
      // The first layout on its way: one upload at a time, no editor before it is there.
      ignores: [{ type: 'layout.upload', file }, { type: 'editor.open' }],
    },
    {
      state: editingIn('changingLayout'),
      snapshot: pageIn(editingIn('changingLayout'), true),
      // Done belongs to the editor, not to the dialog over it.
      ignores: [{ type: 'editor.done' }],
    },
    {
      state: editingIn('uploadingLayout'),
      snapshot: pageIn(editingIn('uploadingLayout'), true),
      // A new layout on its way: the dialog stays, Done waits, one upload at a time.
      ignores: [{ type: 'layoutDialog.close' }, { type: 'editor.done' }, { type: 'layout.upload', file }],
    },
  ]);
});
