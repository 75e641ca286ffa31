import { assertEvent, assign, sendParent, setup } from 'xstate';
import { updateItemPayload, type TimeUnit } from '../../contract/checklist';
import type { ValidationErrors } from '../../contract/errors';
import { toValidationErrors } from '../../contract/validation';
import { clampTime, type ChecklistDetails, type ChecklistRow } from './checklist-rows';

/**
 * Adding or editing one checklist item (in place, or in a modal on phones). A new item starts
 * as a draft with a temporary id due on the day itself (0 days); Escape or cancel discards
 * it. The category is none, an existing one, or a new one typed in, which needs a name.
 * A valid form is handed to the checklist, its parent (`commit`: `item.create` or
 * `item.update`), which shows it at once and saves it.
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

/** A new item, or an item's new details (never its check box, which has a call of its own). */
export type ItemCommit = { type: 'item.create'; row: ChecklistRow } | { type: 'item.update'; id: number; details: ChecklistDetails };

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

function detailsOf(form: ItemForm): ChecklistDetails {
  const { category } = form;
  return {
    text: form.text.trim(),
    time: form.time,
    time_unit: form.unit,
    category_id: category.kind === 'existing' ? category.id : null,
    category_name: category.kind === 'none' ? null : category.name.trim(),
  };
}

function committed(form: ItemForm): ItemCommit {
  const details = detailsOf(form);
  return form.original ? { type: 'item.update', id: form.id, details } : { type: 'item.create', row: { id: form.id, completed: false, ...details } };
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
      form: ({ event }) => {
        assertEvent(event, 'item.add');
        return { id: event.id, text: '', time: 0, unit: 'days' as const, category: { kind: 'none' as const }, original: null, errors: {} };
      },
    }),
    openItem: assign({
      form: ({ event }) => {
        assertEvent(event, 'item.edit');
        return formOf(event.item);
      },
    }),
    setText: assign({
      form: ({ context, event }) => {
        assertEvent(event, 'form.text');
        return revalidated({ ...context.form!, text: event.text });
      },
    }),
    setTime: assign({
      form: ({ context, event }) => {
        assertEvent(event, 'form.time');
        return revalidated({ ...context.form!, time: event.time });
      },
    }),
    setUnit: assign({
      form: ({ context, event }) => {
        assertEvent(event, 'form.unit');
        return revalidated({ ...context.form!, unit: event.unit, time: clampTime(context.form!.time, event.unit) });
      },
    }),
    setCategory: assign({
      form: ({ context, event }) => {
        assertEvent(event, 'form.category');
        return revalidated({ ...context.form!, category: event.category });
      },
    }),
    showErrors: assign({ form: ({ context }) => ({ ...context.form!, errors: formErrors(context.form!) }) }),
    close: assign({ form: null }),
    commit: sendParent((_, change: ItemCommit) => change),
  },
});

const formEvents = {
  'form.text': { actions: 'setText' },
  'form.time': { actions: 'setTime' },
  'form.unit': { actions: 'setUnit' },
  'form.category': { actions: 'setCategory' },
  'form.save': [
    {
      guard: 'isFormValid',
      target: '#checklistItemEditor.closed',
      actions: [{ type: 'commit', params: ({ context }: { context: ChecklistItemEditorContext }) => committed(context.form!) }, 'close'],
    },
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
