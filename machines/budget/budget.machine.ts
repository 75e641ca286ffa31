import { assertEvent, assign, enqueueActions, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { Expense, Payment, Supplier } from '../../contract/budget';
import type { ActionCode } from '../../contract/permissions';
import { failureMessageKey } from '../shared/failure';
import { loadingStates, type RetryLoadEvent } from '../shared/loader';
import type { MessageKey } from '../shared/messages';
import { providedByApp } from '../shared/provided';
import {
  budgetPermissions,
  defaultExpenseOrder,
  defaultPaymentOrder,
  reordered,
  type BudgetPermissions,
  type ExpenseShow,
  type ExpenseSortColumn,
  type ListOrder,
  type PaymentSortColumn,
} from './budget-rows';
import { expensesList, paymentsList, suppliersList } from './budget-lists';
import { expenseRowMachine, type ExpenseCommit } from './expense-row.machine';
import { paymentFormMachine, type PaymentDraft } from './payment-form.machine';
import { suppliersPanelMachine, type SupplierCommit } from './suppliers-panel.machine';

export * from './budget-lists';

/**
 * The budget page (part 2 §2, §4): it loads the expenses, payments, suppliers and what the
 * person may do, then keeps the two columns' searches and orders, the expense whose detail is
 * open, and the question before an expense (and its payments) is deleted. Changes come from its
 * children, the expense row being written, the add-payment modal and the suppliers panel, and
 * from the detail's buttons; each is checked against the person's actions and goes through its
 * optimistic list (`expenses`, `payments`, `suppliers`): shown at once, rolled back with the
 * spec's message if the server refuses.
 */

export interface BudgetInput {
  weddingId: number;
}

export interface LoadedBudget {
  expenses: Expense[];
  payments: Payment[];
  suppliers: Supplier[];
  actions: ActionCode[];
}

export interface BudgetContext extends BudgetInput {
  /** What the person may do; guards and components both read it (`selectBudgetPermissions`). */
  can: BudgetPermissions;
  loadError: MessageKey | null;
  expenseSearch: string;
  expenseOrder: ListOrder<ExpenseSortColumn>;
  show: ExpenseShow;
  paymentSearch: string;
  paymentOrder: ListOrder<PaymentSortColumn>;
  /** The expense whose detail is open. */
  detailId: number | null;
  /** The expense whose deletion waits for the person's answer. */
  deletingId: number | null;
}

export type BudgetEvent =
  | RetryLoadEvent
  | { type: 'expenses.search'; text: string }
  | { type: 'expenses.sort'; column: ExpenseSortColumn }
  | { type: 'expenses.show'; show: ExpenseShow }
  | { type: 'payments.search'; text: string }
  | { type: 'payments.sort'; column: PaymentSortColumn }
  | ExpenseCommit
  | Exclude<SupplierCommit, { type: 'expense.update' }>
  | { type: 'expense.open'; id: number }
  | { type: 'detail.close' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'payment.create'; draft: PaymentDraft }
  /** A scheduled payment made on `date` (yyyy-MM-dd). */
  | { type: 'payment.pay'; id: number; date: string }
  | { type: 'payment.delete'; id: number };

const budgetSetup = setup({
  types: {
    input: {} as BudgetInput,
    context: {} as BudgetContext,
    events: {} as BudgetEvent,
    children: {} as {
      loadBudget: 'loadBudget';
      expenses: 'expenses';
      payments: 'payments';
      suppliers: 'suppliers';
      expenseRow: 'expenseRow';
      paymentForm: 'paymentForm';
      suppliersPanel: 'suppliersPanel';
    },
  },
  actors: {
    loadBudget: providedByApp<LoadedBudget, BudgetInput>('loadBudget'),
    expenses: expensesList,
    payments: paymentsList,
    suppliers: suppliersList,
    expenseRow: expenseRowMachine,
    paymentForm: paymentFormMachine,
    suppliersPanel: suppliersPanelMachine,
  },
  guards: {
    canAddExpense: ({ context }) => context.can.addExpense,
    canEditExpense: ({ context }) => context.can.editExpense,
    canDeleteExpense: ({ context }) => context.can.deleteExpense,
    canAddPayment: ({ context }) => context.can.addPayment,
    canDeletePayment: ({ context }) => context.can.deletePayment,
    canAddSupplier: ({ context }) => context.can.addSupplier,
    canEditSupplier: ({ context }) => context.can.editSupplier,
    canDeleteSupplier: ({ context }) => context.can.deleteSupplier,
  },
  actions: {
    storeLoad: assign((_, loaded: LoadedBudget) => ({ can: budgetPermissions(loaded.actions), loadError: null })),
    loadLists: enqueueActions(({ enqueue }, loaded: LoadedBudget) => {
      enqueue.sendTo('expenses', { type: 'list.load', rows: loaded.expenses });
      enqueue.sendTo('payments', { type: 'list.load', rows: loaded.payments });
      enqueue.sendTo('suppliers', { type: 'list.load', rows: loaded.suppliers });
    }),
    storeLoadError: assign({ loadError: (_, { error }: { error: unknown }) => failureMessageKey(error) }),
    searchExpenses: assign(({ event }) => {
      assertEvent(event, 'expenses.search');
      return { expenseSearch: event.text };
    }),
    sortExpenses: assign(({ context, event }) => {
      assertEvent(event, 'expenses.sort');
      return { expenseOrder: reordered(context.expenseOrder, event.column) };
    }),
    showAmounts: assign(({ event }) => {
      assertEvent(event, 'expenses.show');
      return { show: event.show };
    }),
    searchPayments: assign(({ event }) => {
      assertEvent(event, 'payments.search');
      return { paymentSearch: event.text };
    }),
    sortPayments: assign(({ context, event }) => {
      assertEvent(event, 'payments.sort');
      return { paymentOrder: reordered(context.paymentOrder, event.column) };
    }),
    openDetail: assign(({ event }) => {
      assertEvent(event, 'expense.open');
      return { detailId: event.id };
    }),
    closeDetail: assign({ detailId: null }),
    askToDelete: assign(({ event }) => {
      assertEvent(event, 'expense.delete');
      return { deletingId: event.id };
    }),
    forgetDeleting: assign({ deletingId: null }),
    createExpense: sendTo('expenses', ({ context, event }) => {
      assertEvent(event, 'expense.create');
      return { type: 'rows.create' as const, rows: [{ id: event.id, wedding_id: context.weddingId, ...event.fields }] };
    }),
    updateExpense: sendTo('expenses', ({ event }) => {
      assertEvent(event, 'expense.update');
      return { type: 'rows.update' as const, changes: [{ id: event.id, patch: event.patch }], intent: 'details' as const };
    }),
    deleteExpense: sendTo('expenses', ({ context }) => ({ type: 'rows.delete' as const, ids: [context.deletingId!] })),
    createPayment: sendTo('payments', ({ context, event }) => {
      assertEvent(event, 'payment.create');
      return { type: 'rows.create' as const, rows: [{ ...event.draft, wedding_id: context.weddingId }] };
    }),
    payPayment: sendTo('payments', ({ event }) => {
      assertEvent(event, 'payment.pay');
      return { type: 'rows.update' as const, changes: [{ id: event.id, patch: { paid: true, date: event.date } }], intent: 'pay' as const };
    }),
    deletePayment: sendTo('payments', ({ event }) => {
      assertEvent(event, 'payment.delete');
      return { type: 'rows.delete' as const, ids: [event.id] };
    }),
    createSupplier: sendTo('suppliers', ({ context, event }) => {
      assertEvent(event, 'supplier.create');
      return { type: 'rows.create' as const, rows: [{ id: event.id, wedding_id: context.weddingId, ...event.fields }] };
    }),
    updateSupplier: sendTo('suppliers', ({ event }) => {
      assertEvent(event, 'supplier.update');
      return { type: 'rows.update' as const, changes: [{ id: event.id, patch: event.fields }], intent: 'details' as const };
    }),
    deleteSupplier: sendTo('suppliers', ({ event }) => {
      assertEvent(event, 'supplier.delete');
      return { type: 'rows.delete' as const, ids: [event.id] };
    }),
  },
});

type Loaded = { event: { output: LoadedBudget } };

export const initialBudgetContext = (input: BudgetInput): BudgetContext => ({
  ...input,
  can: budgetPermissions([]),
  loadError: null,
  expenseSearch: '',
  expenseOrder: defaultExpenseOrder,
  show: 'both',
  paymentSearch: '',
  paymentOrder: defaultPaymentOrder,
  detailId: null,
  deletingId: null,
});

export const budgetMachine = budgetSetup.createMachine({
  id: 'budget',
  context: ({ input }) => initialBudgetContext(input),
  invoke: [
    { id: 'expenses', src: 'expenses', input: {} },
    { id: 'payments', src: 'payments', input: {} },
    { id: 'suppliers', src: 'suppliers', input: {} },
  ],
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'loadBudget',
      input: ({ context }: { context: BudgetContext }) => ({ weddingId: context.weddingId }),
      onDone: {
        target: 'ready',
        actions: [
          { type: 'storeLoad', params: ({ event }: Loaded) => event.output },
          { type: 'loadLists', params: ({ event }: Loaded) => event.output },
        ],
      },
      onFailure: { type: 'storeLoadError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    }),
    ready: {
      invoke: [
        { id: 'expenseRow', src: 'expenseRow' },
        { id: 'paymentForm', src: 'paymentForm' },
        { id: 'suppliersPanel', src: 'suppliersPanel' },
      ],
      on: {
        'expenses.search': { actions: 'searchExpenses' },
        'expenses.sort': { actions: 'sortExpenses' },
        'expenses.show': { actions: 'showAmounts' },
        'payments.search': { actions: 'searchPayments' },
        'payments.sort': { actions: 'sortPayments' },
        'expense.create': { guard: 'canAddExpense', actions: 'createExpense' },
        'expense.update': { guard: 'canEditExpense', actions: 'updateExpense' },
        // An expense takes its payments with it: asked first.
        'expense.delete': { guard: 'canDeleteExpense', target: '.confirmingDelete', actions: 'askToDelete' },
        'expense.open': { actions: 'openDetail' },
        'detail.close': { actions: 'closeDetail' },
        'payment.create': { guard: 'canAddPayment', actions: 'createPayment' },
        // Marking a scheduled payment made records a payment: ADD_PAYMENT, as the server asks.
        'payment.pay': { guard: 'canAddPayment', actions: 'payPayment' },
        'payment.delete': { guard: 'canDeletePayment', actions: 'deletePayment' },
        'supplier.create': { guard: 'canAddSupplier', actions: 'createSupplier' },
        'supplier.update': { guard: 'canEditSupplier', actions: 'updateSupplier' },
        'supplier.delete': { guard: 'canDeleteSupplier', actions: 'deleteSupplier' },
      },
      initial: 'idle',
      states: {
        // Entered after the answer (the deletion reads the id on its way out of confirmingDelete).
        idle: { entry: 'forgetDeleting' },
        confirmingDelete: {
          on: {
            'delete.confirm': { target: 'idle', actions: ['deleteExpense', 'closeDetail'] },
            'delete.cancel': 'idle',
          },
        },
      },
    },
  },
});

export type BudgetSnapshot = SnapshotFrom<typeof budgetMachine>;

/** What the person may do: the page's components read the same flags the guards read. */
export const selectBudgetPermissions = (snapshot: BudgetSnapshot): BudgetPermissions => snapshot.context.can;
