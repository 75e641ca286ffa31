import type { Expense, Payment, Supplier } from '../../contract/budget';
import type { Locale } from '../../contract/locale';
import { createDownload } from '../shared/download.machine';
import { genericErrorKey } from '../shared/messages';
import { createOptimisticList } from '../shared/optimistic-list.machine';
import type { ExpenseIntent, PaymentIntent, SupplierIntent } from './budget-rows';

/**
 * The budget's three optimistic lists, with the spec's messages (part 2 §8). A refusal says the
 * spec's message, then why when the server says (`refusalMessage`): a payment whose expense
 * another screen deleted is "…adding the payment. The expense no longer exists."
 */

const gone = {
  expense: 'budget.messages.gone.expense',
  payment: 'budget.messages.gone.payment',
  supplier: 'budget.messages.gone.supplier',
} as const;
/** The rows a budget row names by field: the server lists the missing one in `validationErrors`. */
const named = { expense_id: gone.expense, supplier_id: gone.supplier };

export const expensesList = createOptimisticList<Expense, ExpenseIntent>(
  {
    create: { failure: 'budget.messages.unexpectedAddingExpense' },
    delete: { failure: 'budget.messages.unexpectedDeletingExpense', success: 'budget.messages.expenseDeleted' },
    update: { details: { failure: 'budget.messages.unexpectedUpdatingExpense' } },
  },
  { refusals: { row: gone.expense, fields: named } },
);

export const paymentsList = createOptimisticList<Payment, PaymentIntent>(
  {
    create: { failure: 'budget.messages.unexpectedAddingPayment', success: 'budget.messages.paymentRegistered' },
    delete: { failure: 'budget.messages.unexpectedDeletingPayment', success: 'budget.messages.paymentDeleted' },
    update: { pay: { failure: 'budget.messages.unexpectedPayingPayment', success: 'budget.messages.paymentRegistered' } },
  },
  { refusals: { row: gone.payment, fields: named } },
);

export const suppliersList = createOptimisticList<Supplier, SupplierIntent>(
  {
    create: { failure: 'budget.messages.unexpectedAddingSupplier', success: 'budget.messages.supplierAdded' },
    delete: { failure: 'budget.messages.unexpectedDeletingSupplier', success: 'budget.messages.supplierDeleted' },
    update: { details: { failure: 'budget.messages.unexpectedUpdatingSupplier' } },
  },
  { refusals: { row: gone.supplier } },
);

/** budget.xlsx in the language on screen (one at a time; a failure says so). */
export const budgetExportDownload = createDownload<{ language: Locale }>(genericErrorKey);
