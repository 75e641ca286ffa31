import { describe } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { planEditorMachine } from '../../../machines/plan/plan-editor.machine';
import type { ElementRow, LoadedPlan } from '../../../machines/plan/plan-rows';
import { planValueEditorMachine } from '../../../machines/plan/plan-value-editor.machine';
import { describeIgnoredEvents } from '../../support/ignored-events';
import { snapshotAfter } from '../../support/snapshot-after';

const officiant: ElementRow = { id: 11, element: 'Officiant', type_id: 1, section_id: 1, value: 'Judge Ruiz', extra: null, order: 0, options: [] };
const plan: LoadedPlan = { sections: [{ id: 1, section: 'Ceremony', order: 0 }], elements: [officiant], actions: ['ADD', 'EDIT', 'DELETE', 'UPDATE_VALUE'] };
const loaded = { type: 'xstate.done.actor.loadPlan', output: plan };
const wedding = { owner: { wedding_id: 7 }, alwaysEditing: false, decimalSeparator: '.' };
const after = (events: AnyEventObject[]) => snapshotAfter(planEditorMachine, events, wedding);

const editStart = { type: 'edit.start' };
const sectionAdd = { type: 'section.add', id: -1, order: 1 };
const sectionDelete = { type: 'section.delete', id: 1, hasElements: true };
const elementEdit = { type: 'element.edit', element: officiant };
const elementDelete = { type: 'element.delete', id: 11 };
const retype = { type: 'form.type', typeId: 3, optionId: -2 };
const save = { type: 'form.save' };
/** What edit mode offers on the plan itself: none of it while a question is open or outside edit mode. */
const structureChanges: AnyEventObject[] = [
  sectionAdd,
  { type: 'section.rename', section: plan.sections[0] },
  sectionDelete,
  { type: 'section.move', id: 1, order: 1, index: 1 },
  { type: 'element.add', id: -3, sectionId: 1, order: 1 },
  elementEdit,
  elementDelete,
  { type: 'element.move', id: 11, order: 1, index: 1, sectionId: 1 },
  { type: 'edit.done' },
];

/** Issue 23 item 29: what the plan editor and the value editor must refuse where they are. */
describe('plan editor', () => {
  describeIgnoredEvents([
    {
      state: 'loading',
      snapshot: after([]),
      ignores: [editStart, sectionAdd, { type: 'load.retry' }, { type: 'element.value', id: 11, value: 'x', extra: null }],
    },
    { state: 'failed', snapshot: after([{ type: 'xstate.error.actor.loadPlan', error: {} }]), ignores: [editStart, sectionAdd] },
    // View mode changes values only: the structure waits for edit mode (part 1 §4).
    { state: { ready: 'viewing' }, snapshot: after([loaded]), ignores: [...structureChanges, save, { type: 'form.cancel' }, { type: 'delete.confirm' }] },
    {
      state: { ready: { editing: 'idle' } },
      snapshot: after([loaded, editStart]),
      ignores: [save, { type: 'form.cancel' }, { type: 'form.title', title: 'x' }, retype, { type: 'delete.confirm' }, { type: 'erase.confirm' }],
    },
    {
      state: { ready: { editing: 'sectionForm' } },
      snapshot: after([loaded, editStart, sectionAdd]),
      ignores: [retype, { type: 'option.add', id: -4 }, { type: 'delete.confirm' }, { type: 'erase.confirm' }],
    },
    // A question is modal: only its answers count.
    {
      state: { ready: { editing: 'confirmingDelete' } },
      snapshot: after([loaded, editStart, sectionDelete]),
      ignores: [...structureChanges, save, { type: 'form.cancel' }, { type: 'erase.confirm' }],
    },
    {
      state: { ready: { editing: 'confirmingErase' } },
      snapshot: after([loaded, editStart, elementEdit, retype, save]),
      ignores: [...structureChanges, save, { type: 'form.title', title: 'x' }, { type: 'delete.confirm' }],
    },
  ]);
});

const valueEditor = (events: AnyEventObject[], canUpdate = true) => snapshotAfter(planValueEditorMachine, events, { canUpdate, decimalSeparator: ',' });

describe('plan value editor', () => {
  describeIgnoredEvents([
    // Nothing open: nothing to type, save, upload, remove or cancel.
    {
      state: 'idle',
      snapshot: valueEditor([]),
      ignores: [
        { type: 'value.change', value: '1' },
        { type: 'value.save' },
        { type: 'value.upload', file: { name: 'a.pdf', size: 10 } },
        { type: 'value.clear' },
        { type: 'value.cancel' },
      ],
    },
    // Without UPDATE_VALUE no editor opens.
    { state: 'idle', snapshot: valueEditor([], false), ignores: [{ type: 'value.edit', element: officiant }] },
  ]);
});
