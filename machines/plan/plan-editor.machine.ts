import { and, type SnapshotFrom } from 'xstate';
import { loadingStates } from '../shared/loader';
import { planPermissions, type LoadedPlan, type PlanPermissions } from './plan-rows';
import { planEditorSetup, planListIds, type PlanEditorContext } from './plan-editor-setup';

export type { PlanEditorEvent } from './plan-editor-setup';
/** The plan page (what it does and why: plan-editor-setup.ts): loading, then viewing or editing, one form or question at a time. */

type Loaded = { event: { output: LoadedPlan } };
const loaded = [
  { type: 'storePlan', params: ({ event }: Loaded) => event.output },
  { type: 'loadSections', params: ({ event }: Loaded) => event.output },
  { type: 'loadElements', params: ({ event }: Loaded) => event.output },
] as const;

/**
 * What edit mode offers on the plan itself, from the plan or from an open form (which another
 * change replaces); a question (confirmingDelete, confirmingErase) takes only its answers.
 */
const structureChanges = {
  'edit.done': { guard: 'canLeaveEditing', target: '#planEditor.ready.saving' },
  'section.add': { guard: 'canAdd', target: '#planEditor.ready.editing.sectionForm', actions: 'openNewSection' },
  'section.rename': { guard: 'canEdit', target: '#planEditor.ready.editing.sectionForm', actions: 'openSection' },
  'section.delete': [
    { guard: and(['canDelete', 'hasElements']), target: '#planEditor.ready.editing.confirmingDelete', actions: 'askToDelete' },
    { guard: 'canDelete', actions: 'deleteSection' },
  ],
  'section.move': { guard: 'canEdit', actions: 'moveSection' },
  'element.add': { guard: 'canAdd', target: '#planEditor.ready.editing.elementForm', actions: 'openNewElement' },
  'element.edit': { guard: 'canEdit', target: '#planEditor.ready.editing.elementForm', actions: 'openElement' },
  'element.delete': { guard: 'canDelete', actions: 'deleteElement' },
  'element.move': { guard: 'canEdit', actions: 'moveElement' },
} as const;

export const planEditorMachine = planEditorSetup.createMachine({
  id: 'planEditor',
  context: ({ input }) => ({ ...input, can: planPermissions([]), form: null, deletingSectionId: null, loadError: null }),
  invoke: [
    { id: 'sections', systemId: planListIds.sections, src: 'sections', input: {} },
    { id: 'elements', systemId: planListIds.elements, src: 'elements', input: {} },
  ],
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'loadPlan',
      input: ({ context }: { context: PlanEditorContext }) => context.owner,
      onDone: [
        { guard: 'isAlwaysEditing', target: 'ready.editing', actions: loaded },
        { target: 'ready', actions: loaded },
      ],
      onFailure: { type: 'storeLoadError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    }),
    ready: {
      invoke: [
        { id: 'values', src: 'values', input: ({ context }) => ({ canUpdate: context.can.updateValue, decimalSeparator: context.decimalSeparator }) },
        { id: 'fileDownload', src: 'fileDownload' },
      ],
      on: {
        'element.value': { guard: 'canUpdateValue', actions: 'updateValue' },
        'element.upload': { guard: 'canUpdateValue', actions: 'uploadValue' },
      },
      initial: 'viewing',
      states: {
        viewing: {
          on: { 'edit.start': { guard: 'canChangeStructure', target: 'editing' } },
        },
        editing: {
          // Whatever form is open, its draft goes when edit mode ends.
          exit: 'closeForm',
          initial: 'idle',
          states: {
            idle: {
              entry: 'closeForm',
              on: structureChanges,
            },
            sectionForm: {
              on: {
                ...structureChanges,
                'form.title': { actions: { type: 'changeTitle', params: ({ event }) => event } },
                'form.save': [{ guard: 'isFormValid', target: 'idle', actions: 'saveSection' }, { actions: 'showErrors' }],
                'form.cancel': 'idle',
              },
            },
            elementForm: {
              on: {
                ...structureChanges,
                'form.title': { actions: { type: 'changeTitle', params: ({ event }) => event } },
                'form.type': { actions: { type: 'changeType', params: ({ event }) => event } },
                'option.add': { actions: { type: 'addOption', params: ({ event }) => event } },
                'option.change': { actions: { type: 'changeOption', params: ({ event }) => event } },
                'option.remove': { actions: { type: 'removeOption', params: ({ event }) => event } },
                'form.save': [
                  { guard: and(['isFormValid', 'erasesValue']), target: 'confirmingErase' },
                  { guard: 'isFormValid', target: 'idle', actions: 'saveElement' },
                  { actions: 'showErrors' },
                ],
                'form.cancel': 'idle',
              },
            },
            // A new type (or a removed dropdown choice) would erase the element's value: asked first.
            confirmingErase: {
              on: {
                'erase.confirm': { target: 'idle', actions: 'saveElement' },
                'erase.cancel': 'elementForm',
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
    },
  },
});

type PlanEditorSnapshot = SnapshotFrom<typeof planEditorMachine>;

/** What the person may do: the page's components read the same flags the guards read. */
export const selectPlanPermissions = (snapshot: PlanEditorSnapshot): PlanPermissions => snapshot.context.can;

export type PlanPhase = 'loading' | 'failed' | 'viewing' | 'editing' | 'saving';

export function selectPlanPhase(snapshot: PlanEditorSnapshot): PlanPhase {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches({ ready: 'viewing' })) return 'viewing';
  return snapshot.matches({ ready: 'saving' }) ? 'saving' : 'editing';
}
