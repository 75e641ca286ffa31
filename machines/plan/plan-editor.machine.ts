import { and, assign, fromPromise, sendTo, setup, waitFor, type AnyActorRef } from 'xstate';
import type { Owned } from '../../contract/owner';
import type { ActionCode } from '../../contract/permissions';
import { optimisticListMachine, type OptimisticListInput } from '../shared/legacy/optimistic-list.machine';
import { failureMessageOr } from '../shared/failure';
import { changesStructure, type ElementRow, type LoadedPlan, type SectionRow } from './plan-rows';
import {
  elementFormOf,
  isFormValid,
  newElementForm,
  newSectionForm,
  savedElement,
  savedSection,
  sectionFormOf,
  withErrors,
  withNewOption,
  withOption,
  withoutOption,
  withTitle,
  withType,
  type ElementForm,
  type PlanForm,
  type SectionForm,
} from './plan-editor-forms';

/**
 * A plan page: the base plan (always in edit mode) or a wedding's plan (view mode, and edit
 * mode for whoever may add, edit or delete). It loads the plan and its granted actions, and
 * owns the two optimistic lists (sections, elements) every change goes through.
 *
 * Edit mode opens one form at a time. A new section or element is a draft with a temporary
 * (negative) id: saving creates it, cancelling, opening another form or leaving edit mode
 * discards it. Done waits (`saving`) until the lists have sent what is queued, then shows
 * the plan in view mode. Values change in both modes, for whoever holds UPDATE_VALUE.
 */

export interface PlanEditorInput {
  owner: Owned;
  alwaysEditing: boolean;
}

export interface PlanEditorContext extends PlanEditorInput {
  actions: ActionCode[];
  form: PlanForm | null;
  deletingSectionId: number | null;
  /** The message key shown when the plan could not be loaded. */
  loadError: string | null;
}

export type PlanEditorEvent =
  | { type: 'plan.retry' }
  | { type: 'edit.start' }
  | { type: 'edit.done' }
  | { type: 'section.add'; id: number; order: number }
  | { type: 'section.rename'; section: SectionRow }
  | { type: 'section.delete'; id: number; hasElements: boolean }
  | { type: 'section.move'; section: SectionRow }
  | { type: 'element.add'; id: number; sectionId: number; order: number }
  | { type: 'element.edit'; element: ElementRow }
  | { type: 'element.delete'; id: number }
  | { type: 'element.move'; element: ElementRow }
  | { type: 'element.value'; element: ElementRow }
  | { type: 'form.title'; title: string }
  | { type: 'form.type'; typeId: number; optionId: number }
  | { type: 'option.add'; id: number }
  | { type: 'option.change'; index: number; option: string }
  | { type: 'option.remove'; index: number }
  | { type: 'form.save' }
  | { type: 'form.cancel' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

type EventOf<T extends PlanEditorEvent['type']> = Extract<PlanEditorEvent, { type: T }>;

export const sectionListInput: OptimisticListInput = {
  failureMessages: {
    create: 'plan.messages.unexpectedCreatingSection',
    update: 'plan.messages.unexpectedUpdatingSection',
    delete: 'plan.messages.unexpectedDeletingSection',
  },
  successMessages: { delete: 'plan.messages.successDeleteSection' },
};

export const elementListInput: OptimisticListInput = {
  failureMessages: {
    create: 'plan.messages.unexpectedAddingElement',
    update: 'plan.messages.unexpectedUpdatingElement',
    delete: 'plan.messages.unexpectedDeletingElement',
  },
};

const notProvided = () => Promise.reject(new Error('loadPlan is provided by the app'));

/** The lists' ids in the editor's actor system. */
export const planListIds = { sections: 'planSections', elements: 'planElements' } as const;

/** Resolves once none of the lists is still sending a change. */
const settleLists = fromPromise<void>(async ({ system }) => {
  const lists = Object.values(planListIds).map((id) => system.get(id) as AnyActorRef);
  await Promise.all(lists.map((list) => waitFor(list, (snapshot) => !snapshot.matches('persisting'), { timeout: Infinity })));
});

const can =
  (action: ActionCode) =>
  ({ context }: { context: PlanEditorContext }) =>
    context.actions.includes(action);

const planEditorSetup = setup({
  types: {
    input: {} as PlanEditorInput,
    context: {} as PlanEditorContext,
    events: {} as PlanEditorEvent,
  },
  actors: {
    loadPlan: fromPromise<LoadedPlan, Owned>(notProvided),
    sections: optimisticListMachine,
    elements: optimisticListMachine,
    settleLists,
  },
  guards: {
    isAlwaysEditing: ({ context }) => context.alwaysEditing,
    canLeaveEditing: ({ context }) => !context.alwaysEditing,
    canChangeStructure: ({ context }) => changesStructure(context.actions),
    canAdd: can('ADD'),
    canEdit: can('EDIT'),
    canDelete: can('DELETE'),
    canUpdateValue: can('UPDATE_VALUE'),
    hasElements: ({ event }) => (event as EventOf<'section.delete'>).hasElements,
    isFormValid: ({ context }) => context.form !== null && isFormValid(context.form),
  },
  actions: {
    storePlan: assign({ actions: (_, plan: LoadedPlan) => plan.actions, loadError: null }),
    loadSections: sendTo('sections', (_, plan: LoadedPlan) => ({ type: 'list.load' as const, items: plan.sections })),
    loadElements: sendTo('elements', (_, plan: LoadedPlan) => ({ type: 'list.load' as const, items: plan.elements })),
    storeLoadError: assign({
      loadError: (_, { error }: { error: unknown }) => failureMessageOr(error, 'plan.messages.unexpectedLoading'),
    }),
    openNewSection: assign({ form: ({ event }) => newSectionForm((event as EventOf<'section.add'>).id, (event as EventOf<'section.add'>).order) }),
    openSection: assign({ form: ({ event }) => sectionFormOf((event as EventOf<'section.rename'>).section) }),
    openNewElement: assign({
      form: ({ event }) => {
        const { id, sectionId, order } = event as EventOf<'element.add'>;
        return newElementForm(id, sectionId, order);
      },
    }),
    openElement: assign({ form: ({ event }) => elementFormOf((event as EventOf<'element.edit'>).element) }),
    changeTitle: assign({ form: ({ context, event }) => withTitle(context.form!, (event as EventOf<'form.title'>).title) }),
    changeType: assign({
      form: ({ context, event }) => {
        const { typeId, optionId } = event as EventOf<'form.type'>;
        return withType(context.form as ElementForm, typeId, optionId);
      },
    }),
    addOption: assign({ form: ({ context, event }) => withNewOption(context.form as ElementForm, (event as EventOf<'option.add'>).id) }),
    changeOption: assign({
      form: ({ context, event }) => {
        const { index, option } = event as EventOf<'option.change'>;
        return withOption(context.form as ElementForm, index, option);
      },
    }),
    removeOption: assign({ form: ({ context, event }) => withoutOption(context.form as ElementForm, (event as EventOf<'option.remove'>).index) }),
    showErrors: assign({ form: ({ context }) => withErrors(context.form!) }),
    saveSection: sendTo('sections', ({ context }) => {
      const form = context.form as SectionForm;
      return { type: form.original ? ('item.update' as const) : ('item.create' as const), item: savedSection(form) };
    }),
    saveElement: sendTo('elements', ({ context }) => {
      const form = context.form as ElementForm;
      return { type: form.original ? ('item.update' as const) : ('item.create' as const), item: savedElement(form) };
    }),
    closeForm: assign({ form: null, deletingSectionId: null }),
    askToDelete: assign({ deletingSectionId: ({ event }) => (event as EventOf<'section.delete'>).id }),
    deleteSection: sendTo('sections', ({ event }) => ({ type: 'item.delete' as const, id: (event as EventOf<'section.delete'>).id })),
    deleteConfirmedSection: sendTo('sections', ({ context }) => ({ type: 'item.delete' as const, id: context.deletingSectionId! })),
    deleteElement: sendTo('elements', ({ event }) => ({ type: 'item.delete' as const, id: (event as EventOf<'element.delete'>).id })),
    moveSection: sendTo('sections', ({ event }) => ({ type: 'item.update' as const, item: (event as EventOf<'section.move'>).section })),
    moveElement: sendTo('elements', ({ event }) => ({ type: 'item.update' as const, item: (event as EventOf<'element.move'>).element })),
    updateValue: sendTo('elements', ({ event }) => ({ type: 'item.update' as const, item: (event as EventOf<'element.value'>).element })),
  },
});

const loaded = [
  { type: 'storePlan', params: ({ event }: { event: { output: LoadedPlan } }) => event.output },
  { type: 'loadSections', params: ({ event }: { event: { output: LoadedPlan } }) => event.output },
  { type: 'loadElements', params: ({ event }: { event: { output: LoadedPlan } }) => event.output },
] as const;

export const planEditorMachine = planEditorSetup.createMachine({
  id: 'planEditor',
  context: ({ input }) => ({ ...input, actions: [], form: null, deletingSectionId: null, loadError: null }),
  invoke: [
    { id: 'sections', systemId: planListIds.sections, src: 'sections', input: sectionListInput },
    { id: 'elements', systemId: planListIds.elements, src: 'elements', input: elementListInput },
  ],
  on: {
    'element.value': { guard: 'canUpdateValue', actions: 'updateValue' },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPlan',
        src: 'loadPlan',
        input: ({ context }) => context.owner,
        onDone: [
          { guard: 'isAlwaysEditing', target: 'editing', actions: loaded },
          { target: 'viewing', actions: loaded },
        ],
        onError: { target: 'failed', actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'plan.retry': 'loading' },
    },
    viewing: {
      on: { 'edit.start': { guard: 'canChangeStructure', target: 'editing' } },
    },
    editing: {
      // Whatever form is open, its draft goes when edit mode ends.
      exit: 'closeForm',
      on: {
        'edit.done': { guard: 'canLeaveEditing', target: 'saving' },
        'section.add': { guard: 'canAdd', target: '.sectionForm', actions: 'openNewSection' },
        'section.rename': { guard: 'canEdit', target: '.sectionForm', actions: 'openSection' },
        'section.delete': [
          { guard: and(['canDelete', 'hasElements']), target: '.confirmingDelete', actions: 'askToDelete' },
          { guard: 'canDelete', actions: 'deleteSection' },
        ],
        'section.move': { guard: 'canEdit', actions: 'moveSection' },
        'element.add': { guard: 'canAdd', target: '.elementForm', actions: 'openNewElement' },
        'element.edit': { guard: 'canEdit', target: '.elementForm', actions: 'openElement' },
        'element.delete': { guard: 'canDelete', actions: 'deleteElement' },
        'element.move': { guard: 'canEdit', actions: 'moveElement' },
      },
      initial: 'idle',
      states: {
        idle: {
          entry: 'closeForm',
        },
        sectionForm: {
          on: {
            'form.title': { actions: 'changeTitle' },
            'form.save': [{ guard: 'isFormValid', target: 'idle', actions: 'saveSection' }, { actions: 'showErrors' }],
            'form.cancel': 'idle',
          },
        },
        elementForm: {
          on: {
            'form.title': { actions: 'changeTitle' },
            'form.type': { actions: 'changeType' },
            'option.add': { actions: 'addOption' },
            'option.change': { actions: 'changeOption' },
            'option.remove': { actions: 'removeOption' },
            'form.save': [{ guard: 'isFormValid', target: 'idle', actions: 'saveElement' }, { actions: 'showErrors' }],
            'form.cancel': 'idle',
          },
        },
        confirmingDelete: {
          on: {
            'delete.confirm': { target: 'idle', actions: 'deleteConfirmedSection' },
            'delete.cancel': 'idle',
          },
        },
      },
    },
    saving: {
      invoke: {
        id: 'settleLists',
        src: 'settleLists',
        onDone: 'viewing',
        onError: 'viewing',
      },
    },
  },
});
