import { assign, setup } from 'xstate';
import { updateItemPayload, type TimeUnit } from '../../contract/checklist';
import type { ValidationErrors } from '../../contract/errors';
import { toValidationErrors } from '../../contract/validation';
import { clampTime, type ChecklistRow } from './checklist-rows';

/**
 * Adding or editing one checklist item (in place, or in a modal on phones). A new item starts
 * as a draft with a temporary id due on the day itself (0 days); Escape or cancel discards
 * it. The category is none, an existing one, or a new one typed in, which needs a name.
 * A valid form is handed to the checklist (`commit`), which shows it at once and saves it.
 */

export type CategoryChoice = { kind: 'none' } | { kind: 'existing'; id: number; name: string } | { kind: 'new'; name: string };

export interface ItemForm {
  id: number;
  text: string;
  time: number;
  unit: TimeUnit;
  category: CategoryChoice;
  original: ChecklistRow | null;
  errors: ValidationErrors;
}

export interface ItemCommit {
  kind: 'create' | 'update';
  item: ChecklistRow;
}

export interface ChecklistItemEditorContext {
  form: ItemForm | null;
}

export type ChecklistItemEditorEvent =
  | { type: 'item.add'; id: number }
  | { type: 'item.edit'; item: ChecklistRow }
  | { type: 'form.text'; text: string }
  | { type: 'form.time'; time: number }
  | { type: 'form.unit'; unit: TimeUnit }
  | { type: 'form.category'; category: CategoryChoice }
  | { type: 'form.save' }
  | { type: 'form.cancel' };

type EventOf<T extends ChecklistItemEditorEvent['type']> = Extract<ChecklistItemEditorEvent, { type: T }>;

function formErrors(form: ItemForm): ValidationErrors {
  const result = updateItemPayload.safeParse({
    id: 1,
    text: form.text,
    time: form.time,
    time_unit: form.unit,
    ...(form.category.kind === 'new' ? { category_name: form.category.name } : {}),
  });
  return result.success ? {} : toValidationErrors(result.error);
}

/** Once errors show, they follow the edits; before the first save attempt the form stays quiet. */
const revalidated = (form: ItemForm): ItemForm => (Object.keys(form.errors).length ? { ...form, errors: formErrors(form) } : form);

function formOf(item: ChecklistRow): ItemForm {
  const category: CategoryChoice = item.category_id ? { kind: 'existing', id: item.category_id, name: item.category_name ?? '' } : { kind: 'none' };
  return { id: item.id, text: item.text, time: item.time, unit: item.time_unit, category, original: item, errors: {} };
}

function savedItem(form: ItemForm): ChecklistRow {
  const { category } = form;
  return {
    id: form.id,
    text: form.text.trim(),
    time: form.time,
    time_unit: form.unit,
    completed: form.original?.completed ?? false,
    category_id: category.kind === 'existing' ? category.id : null,
    category_name: category.kind === 'none' ? null : category.name.trim(),
    change: 'details',
  };
}

const checklistItemEditorSetup = setup({
  types: {
    context: {} as ChecklistItemEditorContext,
    events: {} as ChecklistItemEditorEvent,
  },
  guards: {
    isFormValid: ({ context }) => context.form !== null && Object.keys(formErrors(context.form)).length === 0,
  },
  actions: {
    openNew: assign({
      form: ({ event }) => ({
        id: (event as EventOf<'item.add'>).id,
        text: '',
        time: 0,
        unit: 'days' as const,
        category: { kind: 'none' as const },
        original: null,
        errors: {},
      }),
    }),
    openItem: assign({ form: ({ event }) => formOf((event as EventOf<'item.edit'>).item) }),
    setText: assign({ form: ({ context, event }) => revalidated({ ...context.form!, text: (event as EventOf<'form.text'>).text }) }),
    setTime: assign({ form: ({ context, event }) => revalidated({ ...context.form!, time: (event as EventOf<'form.time'>).time }) }),
    setUnit: assign({
      form: ({ context, event }) => {
        const { unit } = event as EventOf<'form.unit'>;
        return revalidated({ ...context.form!, unit, time: clampTime(context.form!.time, unit) });
      },
    }),
    setCategory: assign({ form: ({ context, event }) => revalidated({ ...context.form!, category: (event as EventOf<'form.category'>).category }) }),
    showErrors: assign({ form: ({ context }) => ({ ...context.form!, errors: formErrors(context.form!) }) }),
    close: assign({ form: null }),
    commit: (_, _params: ItemCommit) => {},
  },
});

const committed = ({ context }: { context: ChecklistItemEditorContext }): ItemCommit => ({
  kind: context.form!.original ? 'update' : 'create',
  item: savedItem(context.form!),
});

const formEvents = {
  'form.text': { actions: 'setText' },
  'form.time': { actions: 'setTime' },
  'form.unit': { actions: 'setUnit' },
  'form.category': { actions: 'setCategory' },
  'form.save': [
    { guard: 'isFormValid', target: '#checklistItemEditor.closed', actions: [{ type: 'commit', params: committed }, 'close'] },
    { actions: 'showErrors' },
  ],
  'form.cancel': { target: '#checklistItemEditor.closed', actions: 'close' },
} as const;

export const checklistItemEditorMachine = checklistItemEditorSetup.createMachine({
  id: 'checklistItemEditor',
  context: { form: null },
  initial: 'closed',
  // Opening another item replaces the open form (and discards a draft).
  on: {
    'item.add': { target: '.adding', actions: 'openNew' },
    'item.edit': { target: '.editing', actions: 'openItem' },
  },
  states: {
    closed: {},
    adding: { on: formEvents },
    editing: { on: formEvents },
  },
});
