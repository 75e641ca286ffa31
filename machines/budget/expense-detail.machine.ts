import { assertEvent, assign, enqueueActions, sendParent, setup } from 'xstate';
import { budgetLimits } from '../../contract/budget';
import type { ValidationErrors } from '../../contract/errors';
import type { BudgetPermissions } from './budget-rows';
import type { ExpenseCommit } from './expense-row.machine';
import { paymentFormMachine, type PaymentDraft, type PaymentOpening } from './payment-form.machine';

/**
 * An expense's detail (part 2 §2, §4 "Expense detail"): its figures, payments, supplier and
 * notes, opened from its row. From `viewing` the person chooses a supplier
 * (`selectingSupplier`: the suppliers panel in select mode, searchable; a pick attaches it and
 * comes back), writes the notes (`editingNotes`: saved by their button or when the detail
 * closes; with an error the detail stays open on it), or adds a payment (`addingPayment`: the
 * add-payment modal over the detail, its child until it is saved or cancelled). Changes go to
 * the budget page, its parent, which checks again that the person may and saves them. An
 * expense deleted (here or on another screen) closes its detail.
 */

export interface ExpenseDetailInput {
  can: BudgetPermissions;
}

export interface NotesForm {
  /** The notes as the expense had them when writing began: an unchanged text is not sent. */
  original: string | null;
  text: string;
  errors: ValidationErrors;
}

export interface ExpenseDetailContext extends ExpenseDetailInput {
  /** The expense shown; null when the detail is closed. */
  expenseId: number | null;
  /** The suppliers panel's search while choosing. */
  search: string;
  notes: NotesForm | null;
}

export type ExpenseDetailEvent =
  | { type: 'expense.open'; id: number }
  | { type: 'detail.close' }
  /** The expense no longer exists (deleted here or on another screen). */
  | { type: 'expense.gone'; id: number }
  | { type: 'supplier.choose' }
  | { type: 'picker.search'; text: string }
  | { type: 'supplier.pick'; id: number }
  | { type: 'picker.close' }
  /** `notes`: the expense's notes as shown, where writing starts. */
  | { type: 'notes.edit'; notes: string | null }
  | { type: 'notes.change'; text: string }
  | { type: 'notes.save' }
  | { type: 'payment.add'; opening: PaymentOpening }
  /** From the add-payment form, its child: passed on to the page. */
  | { type: 'payment.create'; draft: PaymentDraft };

export function notesErrors(notes: NotesForm): ValidationErrors {
  return notes.text.trim().length > budgetLimits.notesMax ? { notes: ['maxLength'] } : {};
}

const notesOf = (notes: NotesForm) => (notes.text.trim() === '' ? null : notes.text.trim());

const detailSetup = setup({
  types: {
    input: {} as ExpenseDetailInput,
    context: {} as ExpenseDetailContext,
    events: {} as ExpenseDetailEvent,
    children: {} as { paymentForm: 'paymentForm' },
  },
  actors: { paymentForm: paymentFormMachine },
  guards: {
    canEditExpense: ({ context }) => context.can.editExpense,
    canAddPayment: ({ context }) => context.can.addPayment,
    areNotesValid: ({ context }) => context.notes !== null && Object.keys(notesErrors(context.notes)).length === 0,
    isShownExpense: ({ context, event }) => {
      assertEvent(event, 'expense.gone');
      return event.id === context.expenseId;
    },
  },
  actions: {
    show: assign(({ event }) => {
      assertEvent(event, 'expense.open');
      return { expenseId: event.id, notes: null };
    }),
    forget: assign({ expenseId: null, notes: null, search: '' }),
    startChoosing: assign({ search: '' }),
    setSearch: assign(({ event }) => {
      assertEvent(event, 'picker.search');
      return { search: event.text };
    }),
    attach: sendParent(({ context, event }): ExpenseCommit => {
      assertEvent(event, 'supplier.pick');
      return { type: 'expense.update', id: context.expenseId!, patch: { supplier_id: event.id } };
    }),
    startNotes: assign(({ event }) => {
      assertEvent(event, 'notes.edit');
      return { notes: { original: event.notes, text: event.notes ?? '', errors: {} } };
    }),
    changeNotes: assign(({ context, event }) => {
      assertEvent(event, 'notes.change');
      const notes = { ...context.notes!, text: event.text };
      // Once errors show, they follow the typing.
      return { notes: Object.keys(notes.errors).length ? { ...notes, errors: notesErrors(notes) } : notes };
    }),
    showNotesErrors: assign({ notes: ({ context }) => ({ ...context.notes!, errors: notesErrors(context.notes!) }) }),
    /** Untouched notes close without a call. */
    commitNotes: enqueueActions(({ context, enqueue }) => {
      const notes = notesOf(context.notes!);
      if (notes !== context.notes!.original) enqueue.sendParent({ type: 'expense.update', id: context.expenseId!, patch: { notes } } satisfies ExpenseCommit);
    }),
    closeNotes: assign({ notes: null }),
    passPaymentOn: sendParent(({ event }) => {
      assertEvent(event, 'payment.create');
      return event;
    }),
  },
});

export const expenseDetailMachine = detailSetup.createMachine({
  id: 'expenseDetail',
  context: ({ input }) => ({ ...input, expenseId: null, search: '', notes: null }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'expense.open': { target: 'open', actions: 'show' } },
    },
    open: {
      initial: 'viewing',
      on: { 'expense.gone': { guard: 'isShownExpense', target: 'closed', actions: 'forget' } },
      states: {
        viewing: {
          on: {
            'detail.close': { target: '#expenseDetail.closed', actions: 'forget' },
            // Only pressed with the detail out of sight: its expense was a new row the server refused.
            'expense.open': { actions: 'show' },
            'supplier.choose': { guard: 'canEditExpense', target: 'selectingSupplier', actions: 'startChoosing' },
            'notes.edit': { guard: 'canEditExpense', target: 'editingNotes', actions: 'startNotes' },
            'payment.add': { guard: 'canAddPayment', target: 'addingPayment' },
          },
        },
        selectingSupplier: {
          on: {
            'picker.search': { actions: 'setSearch' },
            'supplier.pick': { target: 'viewing', actions: 'attach' },
            'picker.close': 'viewing',
          },
        },
        editingNotes: {
          on: {
            'notes.change': { actions: 'changeNotes' },
            'notes.save': [{ guard: 'areNotesValid', target: 'viewing', actions: ['commitNotes', 'closeNotes'] }, { actions: 'showNotesErrors' }],
            // Closing saves what was written, as leaving a row does.
            'detail.close': [{ guard: 'areNotesValid', target: '#expenseDetail.closed', actions: ['commitNotes', 'forget'] }, { actions: 'showNotesErrors' }],
          },
        },
        addingPayment: {
          invoke: {
            id: 'paymentForm',
            src: 'paymentForm',
            input: ({ event }) => {
              assertEvent(event, 'payment.add');
              return event.opening;
            },
            onDone: 'viewing',
          },
          on: { 'payment.create': { actions: 'passPaymentOn' } },
        },
      },
    },
  },
});
