import { assertEvent, assign, fromPromise, sendTo, setup, waitFor } from 'xstate';
import type { Owned } from '../../contract/owner';
import { failureMessageOr } from '../shared/failure';
import type { RetryLoadEvent } from '../shared/loader';
import type { MessageKey } from '../shared/messages';
import { providedByApp } from '../shared/provided';
import {
  planPermissions,
  type ElementIntent,
  type ElementMove,
  type ElementRow,
  type LoadedPlan,
  type Move,
  type PlanPermissions,
  type SectionIntent,
  type SectionRow,
} from './plan-rows';
import {
  elementFormOf,
  erasesValue,
  isFormValid,
  newElementForm,
  newSectionForm,
  openElementForm,
  openSectionForm,
  savedElement,
  savedSection,
  sectionFormOf,
  withErrors,
  withNewOption,
  withOption,
  withoutOption,
  withTitle,
  withType,
  type PlanForm,
} from './plan-editor-forms';
import { planElementList, planFileDownload, planSectionList } from './plan-lists';
import { planValueEditorMachine, type ValueCommit } from './plan-value-editor.machine';
import type { DecimalSeparator } from './value-formats';

/*
 * The plan page machine's types, guards and actions (`planEditorSetup`); its states are in
 * plan-editor.machine.ts.
 */

/**
 * A plan page: the base plan (always in edit mode) or a wedding's plan (view mode, and edit
 * mode for whoever may add, edit or delete). It loads the plan and what the person may do, and
 * owns the two optimistic lists (sections, elements) every change goes through, the value
 * editor (whose saved values come back here as `element.value` / `element.upload`) and the
 * file downloads.
 *
 * Edit mode opens one form at a time. A new section or element is a draft with a temporary
 * (negative) id: saving creates it, cancelling, opening another form or leaving edit mode
 * discards it. Done waits (`saving`) until the lists have sent what is queued, then shows
 * the plan in view mode. Values change in both modes, for whoever holds UPDATE_VALUE.
 */

export interface PlanEditorInput {
  owner: Owned;
  alwaysEditing: boolean;
  /** How the reader writes decimals, for the value editor (`,` in Spanish). */
  decimalSeparator: DecimalSeparator;
}

export interface PlanEditorContext extends PlanEditorInput {
  /** What the person may do; guards and the page's components both read it (`selectPlanPermissions`). */
  can: PlanPermissions;
  form: PlanForm | null;
  deletingSectionId: number | null;
  /** The message shown when the plan could not be loaded. */
  loadError: MessageKey | null;
}

export type PlanEditorEvent =
  | RetryLoadEvent
  | { type: 'edit.start' }
  | { type: 'edit.done' }
  | { type: 'section.add'; id: number; order: number }
  | { type: 'section.rename'; section: SectionRow }
  | { type: 'section.delete'; id: number; hasElements: boolean }
  | ({ type: 'section.move' } & Move)
  | { type: 'element.add'; id: number; sectionId: number; order: number }
  | { type: 'element.edit'; element: ElementRow }
  | { type: 'element.delete'; id: number }
  | ({ type: 'element.move' } & ElementMove)
  | ValueCommit
  | { type: 'form.title'; title: string }
  | { type: 'form.type'; typeId: number; optionId: number }
  | { type: 'option.add'; id: number }
  | { type: 'option.change'; index: number; option: string }
  | { type: 'option.remove'; index: number }
  | { type: 'form.save' }
  | { type: 'form.cancel' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'erase.confirm' }
  | { type: 'erase.cancel' };

/** The lists' ids in the editor's actor system. */
export const planListIds = { sections: 'planSections', elements: 'planElements' } as const;

/** Resolves once none of the lists is still sending a change. */
const settleLists = fromPromise<void>(async ({ system }) => {
  const lists = Object.values(planListIds).map((id) => system.get(id));
  await Promise.all(lists.map((list) => list && waitFor(list, (snapshot) => !snapshot.matches('persisting'), { timeout: Infinity })));
});

export const planEditorSetup = setup({
  types: {
    input: {} as PlanEditorInput,
    context: {} as PlanEditorContext,
    events: {} as PlanEditorEvent,
    children: {} as {
      loadPlan: 'loadPlan';
      sections: 'sections';
      elements: 'elements';
      values: 'values';
      fileDownload: 'fileDownload';
      settleLists: 'settleLists';
    },
  },
  actors: {
    loadPlan: providedByApp<LoadedPlan, Owned>('loadPlan'),
    sections: planSectionList,
    elements: planElementList,
    values: planValueEditorMachine,
    fileDownload: planFileDownload,
    settleLists,
  },
  guards: {
    isAlwaysEditing: ({ context }) => context.alwaysEditing,
    canLeaveEditing: ({ context }) => !context.alwaysEditing,
    canChangeStructure: ({ context }) => context.can.changeStructure,
    canAdd: ({ context }) => context.can.add,
    canEdit: ({ context }) => context.can.edit,
    canDelete: ({ context }) => context.can.delete,
    canUpdateValue: ({ context }) => context.can.updateValue,
    hasElements: ({ event }) => {
      assertEvent(event, 'section.delete');
      return event.hasElements;
    },
    isFormValid: ({ context }) => context.form !== null && isFormValid(context.form),
    erasesValue: ({ context }) => erasesValue(context.form),
  },
  actions: {
    storePlan: assign({ can: (_, plan: LoadedPlan) => planPermissions(plan.actions), loadError: null }),
    loadSections: sendTo('sections', (_, plan: LoadedPlan) => ({ type: 'list.load' as const, rows: plan.sections })),
    loadElements: sendTo('elements', (_, plan: LoadedPlan) => ({ type: 'list.load' as const, rows: plan.elements })),
    storeLoadError: assign({ loadError: (_, { error }: { error: unknown }) => failureMessageOr(error, 'plan.messages.unexpectedLoading') }),
    openNewSection: assign({
      form: ({ event }) => {
        assertEvent(event, 'section.add');
        return newSectionForm(event.id, event.order);
      },
    }),
    openSection: assign({
      form: ({ event }) => {
        assertEvent(event, 'section.rename');
        return sectionFormOf(event.section);
      },
    }),
    openNewElement: assign({
      form: ({ event }) => {
        assertEvent(event, 'element.add');
        return newElementForm(event.id, event.sectionId, event.order);
      },
    }),
    openElement: assign({
      form: ({ event }) => {
        assertEvent(event, 'element.edit');
        return elementFormOf(event.element);
      },
    }),
    // The form's edits take their event's data as typed params (`params: ({ event }) => event`).
    changeTitle: assign({ form: ({ context }, { title }: { title: string }) => context.form && withTitle(context.form, title) }),
    changeType: assign({
      form: ({ context }, { typeId, optionId }: { typeId: number; optionId: number }) => withType(openElementForm(context.form), typeId, optionId),
    }),
    addOption: assign({ form: ({ context }, { id }: { id: number }) => withNewOption(openElementForm(context.form), id) }),
    changeOption: assign({
      form: ({ context }, { index, option }: { index: number; option: string }) => withOption(openElementForm(context.form), index, option),
    }),
    removeOption: assign({ form: ({ context }, { index }: { index: number }) => withoutOption(openElementForm(context.form), index) }),
    showErrors: assign({ form: ({ context }) => context.form && withErrors(context.form) }),
    saveSection: sendTo('sections', ({ context }) => savedSection(openSectionForm(context.form))),
    saveElement: sendTo('elements', ({ context }) => savedElement(openElementForm(context.form))),
    closeForm: assign({ form: null, deletingSectionId: null }),
    askToDelete: assign({
      deletingSectionId: ({ event }) => {
        assertEvent(event, 'section.delete');
        return event.id;
      },
    }),
    deleteSection: sendTo('sections', ({ event }) => {
      assertEvent(event, 'section.delete');
      return { type: 'rows.delete' as const, ids: [event.id] };
    }),
    deleteConfirmedSection: sendTo('sections', ({ context }) => ({ type: 'rows.delete' as const, ids: [context.deletingSectionId!] })),
    deleteElement: sendTo('elements', ({ event }) => {
      assertEvent(event, 'element.delete');
      return { type: 'rows.delete' as const, ids: [event.id] };
    }),
    moveSection: sendTo('sections', ({ event }) => {
      assertEvent(event, 'section.move');
      const intent: SectionIntent = { type: 'move', index: event.index };
      return { type: 'rows.update' as const, changes: [{ id: event.id, patch: { order: event.order } }], intent };
    }),
    moveElement: sendTo('elements', ({ event }) => {
      assertEvent(event, 'element.move');
      const intent: ElementIntent = { type: 'move', index: event.index };
      return { type: 'rows.update' as const, changes: [{ id: event.id, patch: { order: event.order, section_id: event.sectionId } }], intent };
    }),
    updateValue: sendTo('elements', ({ event }) => {
      assertEvent(event, 'element.value');
      const intent: ElementIntent = 'value';
      return { type: 'rows.update' as const, changes: [{ id: event.id, patch: { value: event.value, extra: event.extra } }], intent };
    }),
    // The stored path arrives with the server's answer; until then the file's name shows.
    uploadValue: sendTo('elements', ({ event }) => {
      assertEvent(event, 'element.upload');
      const intent: ElementIntent = { type: 'file', file: event.file };
      return { type: 'rows.update' as const, changes: [{ id: event.id, patch: { value: event.file.name, extra: null } }], intent };
    }),
  },
});
