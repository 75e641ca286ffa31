import { and, assign, enqueueActions, setup } from 'xstate';
import { isDoubleClick, type ElementRow, type PlanChange, type UploadFile } from './plan-rows';
import { checkDraft, fileFits, sameValue, type ValueDraft } from './value-formats';

/**
 * Editing one element's value (UPDATE_VALUE), in view and in edit mode alike. A double click
 * within 400 ms opens the editor, and so does the explicit edit button (keyboard and touch).
 * Saving checks the value as the server will; a valid, changed value is handed to the plan
 * (`commit`), which shows it at once and persists it through the elements list.
 */

export interface PlanValueEditorInput {
  canUpdate: boolean;
}

/** The value change the plan applies to the element's row. */
export interface ValueCommit {
  id: number;
  value: string | null;
  extra: string | null;
  change: PlanChange;
}

export interface PlanValueEditorContext {
  canUpdate: boolean;
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

type EventOf<T extends PlanValueEditorEvent['type']> = Extract<PlanValueEditorEvent, { type: T }>;

const draftCheck = (context: PlanValueEditorContext) => checkDraft(context.element!, context.draft);

const commitDraft = ({ context }: { context: PlanValueEditorContext }): ValueCommit => {
  const checked = draftCheck(context);
  const { value, extra } = checked.ok ? checked : context.draft;
  return { id: context.element!.id, value, extra, change: { kind: 'value' } };
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
      const { element, at } = event as EventOf<'value.click'>;
      return isDoubleClick(context.lastClick, element.id, at);
    },
    isUnchanged: ({ context }) => {
      const checked = draftCheck(context);
      return checked.ok && sameValue(context.element!, checked);
    },
    isDraftValid: ({ context }) => draftCheck(context).ok,
    fileFits: ({ event }) => fileFits((event as EventOf<'value.upload'>).file),
  },
  actions: {
    open: assign(({ event }) => {
      const { element } = event as EventOf<'value.edit'>;
      return { element, draft: { value: element.value, extra: element.extra }, error: null, lastClick: null };
    }),
    rememberClick: assign({
      lastClick: ({ event }) => {
        const { element, at } = event as EventOf<'value.click'>;
        return { id: element.id, at };
      },
    }),
    change: assign(({ context, event }) => {
      const { value, extra } = event as EventOf<'value.change'>;
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
    commit: (_, _params: ValueCommit) => {},
  },
});

const commitFile = ({ context, event }: { context: PlanValueEditorContext; event: PlanValueEditorEvent }): ValueCommit => {
  const { file } = event as EventOf<'value.upload'>;
  // The stored path arrives with the server's answer; until then the name shows.
  return { id: context.element!.id, value: file.name, extra: null, change: { kind: 'file', file } };
};

const commitEmpty = ({ context }: { context: PlanValueEditorContext }): ValueCommit => ({
  id: context.element!.id,
  value: null,
  extra: null,
  change: { kind: 'value' },
});

const opening = [
  { guard: and(['canUpdate', 'isDoubleClick']), target: '#planValueEditor.editing', reenter: true, actions: 'open' },
  { actions: 'rememberClick' },
] as const;

export const planValueEditorMachine = planValueEditorSetup.createMachine({
  id: 'planValueEditor',
  context: ({ input }) => ({ canUpdate: input.canUpdate, element: null, draft: { value: null, extra: null }, error: null, lastClick: null }),
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
