import { and, assertEvent, stateIn } from 'xstate';
import { guestColors, type GuestCategory } from '../../../contract/guests';
import { failureMessageKey } from '../../shared/failure';
import { notifyFailure, successNotice } from '../../shared/notify';
import { assignAnswer, guestsBase, type GuestsContext, type NewCategory } from '../guests-setup';

/**
 * The wedding's categories, from the guest form (part 2 §2): a new one is drafted (a name and
 * a colour of the catalogue), created once named and chosen in the form, or kept as typed with
 * the server's reason if refused. Deleting one asks first; its guests show without a category
 * at once, and it comes back if the server refuses.
 */

type Refusal = { error: unknown };

/** The page without category `gone`: not offered, not filtered by; its guests show without one. */
export const withoutCategory = (context: Pick<GuestsContext, 'categories' | 'filters'>, gone: number): Pick<GuestsContext, 'categories' | 'filters'> => ({
  categories: context.categories.filter((category) => category.id !== gone),
  filters: { ...context.filters, categories: context.filters.categories.filter((id) => id !== gone) },
});

export const categoryActions = {
  startDraft: guestsBase.assign({ categoryDraft: { name: '', colorId: guestColors[0].id }, categoryError: null }),
  changeDraft: guestsBase.assign(({ context, event }) => {
    assertEvent(event, 'category.draftChange');
    const { type: _type, ...change } = event;
    return { categoryDraft: { ...context.categoryDraft!, ...change }, categoryError: null };
  }),
  forgetDraft: guestsBase.assign({ categoryDraft: null, categoryError: null }),
  storeCategoryRefusal: assignAnswer((_, { error }: Refusal) => ({ categoryError: failureMessageKey(error) })),
  addCategory: assignAnswer(({ context }, category: GuestCategory) => ({
    categories: [...context.categories, category],
    // The form that asked for it takes it.
    form: { ...context.form, category_id: category.id },
    categoryDraft: null,
  })),
  askCategoryDelete: guestsBase.assign({
    deletingCategory: ({ event }) => {
      assertEvent(event, 'category.delete');
      return event.category;
    },
  }),
  // Its guests show without a category at once; the server keeps them too (categories/destroy).
  hideCategory: guestsBase.assign(({ context }) => withoutCategory(context, context.deletingCategory!.id)),
  restoreCategory: guestsBase.assign({ categories: ({ context }) => [...context.categories, context.deletingCategory!] }),
  forgetCategoryDelete: guestsBase.assign({ deletingCategory: null }),
};

/** What a category draft's colour id names in the catalogue (the first colour if unknown). */
function newCategoryOf(context: GuestsContext): NewCategory {
  const draft = context.categoryDraft!;
  const color = guestColors.find((entry) => entry.id === draft.colorId) ?? guestColors[0];
  return { wedding_id: context.weddingId, name: draft.name.trim(), color: { r: color.color_r, g: color.color_g, b: color.color_b } };
}

/** A new category being written: typed, coloured, sent once named, or dropped. */
const draftEvents = {
  'category.draftChange': { actions: 'changeDraft' },
  'category.create': { guard: 'isDraftNamed', target: 'creating' },
  'category.cancelDraft': { target: 'idle', actions: 'forgetDraft' },
} as const;

const deletedNotice = ({ context }: { context: GuestsContext }) => successNotice('guests.messages.categoryDeleted', { name: context.deletingCategory!.name });

export const categoriesRegion = {
  initial: 'idle',
  states: {
    idle: {
      on: {
        // From the form only, with the form's own right: ADD while adding, EDIT while editing.
        'category.draft': [
          { guard: and([stateIn('#guests.ready.form.adding'), 'canAdd']), target: 'drafting', actions: 'startDraft' },
          { guard: and([stateIn('#guests.ready.form.editing'), 'canEdit']), target: 'drafting', actions: 'startDraft' },
        ],
        'category.delete': { guard: 'canDelete', target: 'confirmingDelete', actions: 'askCategoryDelete' },
      },
    },
    drafting: { on: draftEvents },
    creating: {
      invoke: {
        id: 'createCategory',
        src: 'createCategory',
        input: ({ context }: { context: GuestsContext }) => newCategoryOf(context),
        onDone: { target: 'idle', actions: { type: 'addCategory', params: ({ event }: { event: { output: GuestCategory } }) => event.output } },
        // Refused (a name the wedding has, say): the draft stays as typed, with the reason.
        onError: { target: 'refused', actions: { type: 'storeCategoryRefusal', params: ({ event }: { event: Refusal }) => ({ error: event.error }) } },
      },
    },
    refused: { on: { ...draftEvents, 'category.draftChange': { target: 'drafting', actions: 'changeDraft' } } },
    confirmingDelete: {
      on: {
        'category.confirmDelete': { target: 'deleting', actions: 'hideCategory' },
        'category.cancelDelete': { target: 'idle', actions: 'forgetCategoryDelete' },
      },
    },
    deleting: {
      invoke: {
        id: 'destroyCategory',
        src: 'destroyCategory',
        input: ({ context }: { context: GuestsContext }) => context.deletingCategory!,
        onDone: { target: 'idle', actions: [{ type: 'notify', params: deletedNotice }, 'forgetCategoryDelete'] },
        onError: { target: 'idle', actions: [notifyFailure, 'restoreCategory', 'forgetCategoryDelete'] },
      },
    },
  },
} as const;
