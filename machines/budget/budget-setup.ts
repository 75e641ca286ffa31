import { assertEvent, assign, enqueueActions, setup } from 'xstate';
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
import { expenseRowMachine, type ExpenseCommit } from './expense-row.machine';
import { paymentFormMachine, type PaymentDraft } from './payment-form.machine';
import { suppliersPanelMachine, type SupplierCommit } from './suppliers-panel.machine';

/**
 * What the budget page machine is made of: its input, context and events, and the setup it
 * builds on (the actors it runs, the guards that read what the person may do, and the actions
 * that keep the columns' searches and orders, the detail and the delete question).
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
  | { type: 'payments.due'; due: PaymentDueFilter }
  | ExpenseCommit
  | Exclude<SupplierCommit, { type: 'expense.update' }>
  | { type: 'expense.open'; id: number }
  | { type: 'detail.close' }
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
    filterPayments: assign(({ event }) => {
      assertEvent(event, 'payments.due');
      return { paymentDue: event.due };
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
  detailId: null,
  deletingId: null,
});
