import { and, assertEvent, assign, enqueueActions, sendParent, setup } from 'xstate';
import { isDoubleClick, type ElementRow, type UploadFile } from './plan-rows';
import { checkDraft, fileFits, sameValue, toDisplayNumber, typeOf, type DecimalSeparator, type ValueDraft } from './value-formats';

/**
 * Editing one element's value (UPDATE_VALUE), in view and in edit mode alike. A double click
 * within 400 ms opens the editor, and so does the explicit edit button (keyboard and touch).
 * Saving checks the value as the server will; a valid, changed value is handed to the plan
 * editor, its parent (`commit`: `element.value` or `element.upload`), which shows it at once
 * and persists it through the elements list.
 */

export interface PlanValueEditorInput {
  canUpdate: boolean;
  /** How the reader writes decimals (`,` in Spanish); the wire always has a dot. */
  decimalSeparator: DecimalSeparator;
}

/** The value change the plan applies to the element's row: a value, or a file to upload as the value. */
export type ValueCommit =
  { type: 'element.value'; id: number; value: string | null; extra: string | null } | { type: 'element.upload'; id: number; file: UploadFile };

export interface PlanValueEditorContext {
  canUpdate: boolean;
  decimalSeparator: DecimalSeparator;
  element: ElementRow | null;
  draft: ValueDraft;
  /** The rule the draft breaks (a `validation.*` or `plan.values.*` code), once saving was tried. */
  error: string | null;
  lastClick: { id: number; at: number } | null;
}

export type PlanValueEditorEvent =
  | { type: 'value.click'; element: ElementRow; at: number }
  | { type: 'value.edit'; element: ElementRow }
  | { type: 'value.change'; value: string | null; extra?: string | null }
  | { type: 'value.save' }
  | { type: 'value.upload'; file: UploadFile }
  | { type: 'value.clear' }
  | { type: 'value.cancel' };

const draftCheck = (context: PlanValueEditorContext) => checkDraft(context.element!, context.draft, context.decimalSeparator);

const commitDraft = ({ context }: { context: PlanValueEditorContext }): ValueCommit => {
  const checked = draftCheck(context);
  const { value, extra } = checked.ok ? checked : context.draft;
  return { type: 'element.value', id: context.element!.id, value, extra };
};

const planValueEditorSetup = setup({
  types: {
    input: {} as PlanValueEditorInput,
    context: {} as PlanValueEditorContext,
    events: {} as PlanValueEditorEvent,
  },
  guards: {
    canUpdate: ({ context }) => context.canUpdate,
    isDoubleClick: ({ context, event }) => {
      assertEvent(event, 'value.click');
      return isDoubleClick(context.lastClick, event.element.id, event.at);
    },
    isUnchanged: ({ context }) => {
      const checked = draftCheck(context);
      return checked.ok && sameValue(context.element!, checked);
    },
    isDraftValid: ({ context }) => draftCheck(context).ok,
    fileFits: ({ event }) => {
      assertEvent(event, 'value.upload');
      return fileFits(event.file);
    },
  },
  actions: {
    open: assign(({ context, event }) => {
      assertEvent(event, ['value.edit', 'value.click']);
      const { element } = event;
      // A number opens as the reader writes it (12,5 in Spanish).
      const value = typeOf(element) === 'number' && element.value !== null ? toDisplayNumber(element.value, context.decimalSeparator) : element.value;
      return { element, draft: { value, extra: element.extra }, error: null, lastClick: null };
    }),
    rememberClick: assign({
      lastClick: ({ event }) => {
        assertEvent(event, 'value.click');
        return { id: event.element.id, at: event.at };
      },
    }),
    change: assign(({ context, event }) => {
      assertEvent(event, 'value.change');
      const { value, extra } = event;
      return { draft: { value, extra: extra === undefined ? context.draft.extra : extra }, error: null };
    }),
    storeError: assign({
      error: ({ context }) => {
        const checked = draftCheck(context);
        return checked.ok ? null : checked.rule;
      },
    }),
    storeFileTooLarge: assign({ error: 'fileTooLarge' }),
    close: assign({ element: null, draft: { value: null, extra: null }, error: null }),
    commit: sendParent((_, change: ValueCommit) => change),
  },
});

const commitFile = ({ context, event }: { context: PlanValueEditorContext; event: PlanValueEditorEvent }): ValueCommit => {
  assertEvent(event, 'value.upload');
  return { type: 'element.upload', id: context.element!.id, file: event.file };
};

const commitEmpty = ({ context }: { context: PlanValueEditorContext }): ValueCommit => ({
  type: 'element.value',
  id: context.element!.id,
  value: null,
  extra: null,
});

const opening = [
  { guard: and(['canUpdate', 'isDoubleClick']), target: '#planValueEditor.editing', reenter: true, actions: 'open' },
  { actions: 'rememberClick' },
] as const;

export const planValueEditorMachine = planValueEditorSetup.createMachine({
  id: 'planValueEditor',
  context: ({ input }) => ({
    canUpdate: input.canUpdate,
    decimalSeparator: input.decimalSeparator,
    element: null,
    draft: { value: null, extra: null },
    error: null,
    lastClick: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'value.click': opening,
        'value.edit': { guard: 'canUpdate', target: 'editing', actions: 'open' },
      },
    },
    editing: {
      on: {
        // Another element's value replaces this one's unsaved draft.
        'value.click': opening,
        'value.edit': { target: 'editing', reenter: true, actions: 'open' },
        'value.change': { actions: 'change' },
        'value.save': [
          {
            guard: 'isDraftValid',
            target: 'idle',
            // An unchanged value closes the editor without a call.
            actions: enqueueActions(({ context, enqueue, check }) => {
              if (!check('isUnchanged')) enqueue({ type: 'commit', params: commitDraft({ context }) });
              enqueue('close');
            }),
          },
          { actions: 'storeError' },
        ],
        'value.upload': [{ guard: 'fileFits', target: 'idle', actions: [{ type: 'commit', params: commitFile }, 'close'] }, { actions: 'storeFileTooLarge' }],
        'value.clear': { target: 'idle', actions: [{ type: 'commit', params: commitEmpty }, 'close'] },
        'value.cancel': { target: 'idle', actions: 'close' },
      },
    },
  },
});
