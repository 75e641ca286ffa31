import type { Expense, Payment, Supplier } from '../../contract/budget';
import type { Locale } from '../../contract/locale';
import { createDownload } from '../shared/download.machine';
import { genericErrorKey } from '../shared/messages';
import { createOptimisticList } from '../shared/optimistic-list.machine';
import type { ExpenseIntent, PaymentIntent, SupplierIntent } from './budget-rows';

/** The budget's three optimistic lists, with the spec's messages (part 2 §8). */

export const expensesList = createOptimisticList<Expense, ExpenseIntent>({
  create: { failure: 'budget.messages.unexpectedAddingExpense' },
  delete: { failure: 'budget.messages.unexpectedDeletingExpense', success: 'budget.messages.expenseDeleted' },
  update: { details: { failure: 'budget.messages.unexpectedUpdatingExpense' } },
});

export const paymentsList = createOptimisticList<Payment, PaymentIntent>({
  create: { failure: 'budget.messages.unexpectedAddingPayment', success: 'budget.messages.paymentRegistered' },
  delete: { failure: 'budget.messages.unexpectedDeletingPayment', success: 'budget.messages.paymentDeleted' },
  update: { pay: { failure: 'budget.messages.unexpectedPayingPayment', success: 'budget.messages.paymentRegistered' } },
});

export const suppliersList = createOptimisticList<Supplier, SupplierIntent>({
  create: { failure: 'budget.messages.unexpectedAddingSupplier', success: 'budget.messages.supplierAdded' },
  delete: { failure: 'budget.messages.unexpectedDeletingSupplier', success: 'budget.messages.supplierDeleted' },
  update: { details: { failure: 'budget.messages.unexpectedUpdatingSupplier' } },
});

/** budget.xlsx in the language on screen (one at a time; a failure says so). */
export const budgetExportDownload = createDownload<{ language: Locale }>(genericErrorKey);
