import { assertEvent, assign, enqueueActions, forwardTo, setup, spawnChild, stopChild } from 'xstate';
import type { Expense, Payment, Supplier } from '../../contract/budget';
import type { LiveChange } from '../../contract/live-events';
import type { ActionCode } from '../../contract/permissions';
import { failureMessageKey } from '../shared/failure';
import type { RetryLoadEvent } from '../shared/loader';
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
  type PaymentDueFilter,
  type PaymentSortColumn,
} from './budget-rows';
import { expensesList, paymentsList, suppliersList } from './budget-lists';
import { expenseDetailMachine } from './expense-detail.machine';
import { expenseRowMachine, type ExpenseCommit } from './expense-row.machine';
import { paymentFormMachine, type PaymentDraft, type PaymentOpening } from './payment-form.machine';
import { suppliersPanelMachine, type SupplierCommit } from './suppliers-panel.machine';

/**
 * What the budget page machine is made of: its input, context and events, and the setup it
 * builds on (the actors it runs, the guards that read what the person may do, and the actions
 * that keep the columns' searches and orders, open and close the expense's detail and the
 * add-payment form, and keep the delete question).
 * budget.machine.ts adds the changes sent to the lists and the states.
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
  paymentDue: PaymentDueFilter;
  paymentOrder: ListOrder<PaymentSortColumn>;
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
  | { type: 'payments.due'; due: PaymentDueFilter }
  | ExpenseCommit
  | SupplierCommit
  /** Passed on to the expense's detail, its child. */
  | { type: 'expense.open'; id: number }
  | { type: 'detail.close' }
  /** A row's pay button: the add-payment form opens for its expense. */
  | { type: 'payment.add'; opening: PaymentOpening }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'payment.create'; draft: PaymentDraft }
  /** A scheduled payment made on `date` (yyyy-MM-dd). */
  | { type: 'payment.pay'; id: number; date: string }
  | { type: 'payment.delete'; id: number }
  /** A change saved on another screen (live updates): it joins its list as an accepted change would. */
  | { type: 'live.change'; change: LiveChange }
  /** The live stream missed changes (it reconnected too late): the three lists are read again. */
  | { type: 'live.reset' };

export const budgetBase = setup({
  types: {
    input: {} as BudgetInput,
    context: {} as BudgetContext,
    events: {} as BudgetEvent,
    children: {} as {
      loadBudget: 'loadBudget';
      rereadBudget: 'loadBudget';
      expenses: 'expenses';
      payments: 'payments';
      suppliers: 'suppliers';
      expenseRow: 'expenseRow';
      expenseDetail: 'expenseDetail';
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
    expenseDetail: expenseDetailMachine,
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
    filterPayments: assign(({ event }) => {
      assertEvent(event, 'payments.due');
      return { paymentDue: event.due };
    }),
    sortPayments: assign(({ context, event }) => {
      assertEvent(event, 'payments.sort');
      return { paymentOrder: reordered(context.paymentOrder, event.column) };
    }),
    openDetail: forwardTo('expenseDetail'),
    closeDetail: forwardTo('expenseDetail'),
    /** One form per payment; the last one, saved or cancelled, makes way. */
    openPaymentForm: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'payment.add');
      enqueue(stopChild('paymentForm'));
      enqueue(spawnChild('paymentForm', { id: 'paymentForm', input: event.opening }));
    }),
    askToDelete: assign(({ event }) => {
      assertEvent(event, 'expense.delete');
      return { deletingId: event.id };
    }),
    forgetDeleting: assign({ deletingId: null }),
  },
});

export const initialBudgetContext = (input: BudgetInput): BudgetContext => ({
  ...input,
  can: budgetPermissions([]),
  loadError: null,
  expenseSearch: '',
  expenseOrder: defaultExpenseOrder,
  show: 'both',
  paymentSearch: '',
  paymentDue: 'all',
  paymentOrder: defaultPaymentOrder,
  deletingId: null,
});
