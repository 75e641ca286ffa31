import type { BaseTranslation } from '../i18n-types';

/** The budget spreadsheet the server writes (`GET budget/export`). */
export const budgetExport = {
  fileName: 'budget.xlsx',
  sheets: {
    expenses: 'Expenses',
    payments: 'Payments',
    suppliers: 'Suppliers',
  },
  expenses: {
    name: 'Expense',
    supplier: 'Supplier',
    amount: 'Total',
    paid: 'Paid',
    remaining: 'Remaining',
    notes: 'Notes',
  },
  payments: {
    date: 'Date',
    expense: 'Expense',
    name: 'Payment',
    amount: 'Amount',
    method: 'Method',
    status: 'Status',
  },
  suppliers: {
    name: 'Supplier',
    phone: 'Phone',
    bank: 'Bank',
    bankAccount: 'Account number',
    clabe: 'CLABE',
    expenses: 'Expenses',
  },
  methods: {
    cash: 'Cash',
    creditCard: 'Credit card',
    transfer: 'Transfer',
    check: 'Check',
  },
  statuses: {
    paid: 'Paid',
    due: 'Due',
  },
  /** An expense whose amount is still to be decided. */
  tbd: 'TBD',
  total: 'Total',
  totalPaid: 'Total paid',
  totalDue: 'Total due',
} satisfies BaseTranslation;
