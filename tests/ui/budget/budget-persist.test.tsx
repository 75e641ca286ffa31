import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Expense, Payment } from '../../../contract/budget';
import { i18nObject } from '../../../i18n/i18n-util';
import type { RenderedApp } from '../../support/ui/render-app';
import { florist, flowers as worldFlowers } from '../../machines/budget/budget-world';
import { openBudget } from './budget-screen';

const LL = i18nObject('en');
const flowers: Expense = { ...worldFlowers, supplier_id: null };
const deposit: Payment = {
  id: 21,
  wedding_id: 7,
  expense_id: 11,
  name: 'Flowers [1]',
  date: '2026-03-02',
  amount: '234.50',
  payment_method: 'cash',
  paid: true,
};

interface Intent {
  /** What the person does; the change shows at once. */
  act: (app: RenderedApp) => Promise<void>;
  /** The call the change needs (the list's persist actor picks it by the change's intent). */
  call: string;
  /** The screen as it was before the change. */
  expectOld: () => void;
  message: string;
}

const expenseNames = () => [...document.querySelectorAll('li[data-expense-id] > button > span:first-child')].map((name) => name.textContent);
const paymentNames = () => [...document.querySelectorAll('li[data-payment-id] span span:first-child')].map((name) => name.textContent);
const supplierNames = () => [...screen.getByRole('dialog').querySelectorAll('li button > span:first-child')].map((name) => name.textContent);
const openSuppliers = (app: RenderedApp) => app.user.click(screen.getByRole('button', { name: LL.budget.suppliersButton() }));
const fill = async (app: RenderedApp, label: string, text: string) => {
  await app.user.clear(screen.getByRole('textbox', { name: label }));
  await app.user.type(screen.getByRole('textbox', { name: label }), text);
};

/**
 * Every intent of the budget lists' persist actors not walked by the page's walk (which refuses
 * an expense's update and a payment marked paid), its call refused by the server: the list puts
 * back what the server holds and says the spec's message (part 2 §8).
 */
const intents: Record<string, Intent> = {
  'expense create': {
    act: async (app) => {
      await app.user.click(screen.getByRole('button', { name: LL.budget.expenses.add() }));
      await app.user.type(screen.getByRole('textbox', { name: LL.budget.row.name() }), 'Cake{Enter}');
    },
    call: 'POST /expenses/create',
    expectOld: () => expect(expenseNames()).toEqual(['Flowers']),
    message: LL.budget.messages.unexpectedAddingExpense(),
  },
  'expense delete': {
    act: async (app) => {
      await app.user.click(screen.getByRole('button', { name: LL.budget.row.remove({ name: 'Flowers' }) }));
      await app.user.click(screen.getByRole('button', { name: LL.budget.deleteExpense.confirm() }));
    },
    call: 'DELETE /expenses/destroy',
    expectOld: () => expect(expenseNames()).toEqual(['Flowers']),
    message: LL.budget.messages.unexpectedDeletingExpense(),
  },
  'payment create': {
    act: async (app) => {
      await app.user.click(screen.getByRole('button', { name: LL.budget.row.pay({ name: 'Flowers' }) }));
      await fill(app, LL.budget.paymentForm.amount(), '100');
      await app.user.click(screen.getByRole('button', { name: LL.budget.paymentForm.save() }));
    },
    call: 'POST /payments/create',
    expectOld: () => expect(paymentNames()).toEqual(['Flowers [1]']),
    message: LL.budget.messages.unexpectedAddingPayment(),
  },
  'payment delete': {
    act: (app) => app.user.click(screen.getByRole('button', { name: LL.budget.payments.remove({ name: 'Flowers [1]' }) })),
    call: 'DELETE /payments/destroy',
    expectOld: () => expect(paymentNames()).toEqual(['Flowers [1]']),
    message: LL.budget.messages.unexpectedDeletingPayment(),
  },
  'supplier create': {
    act: async (app) => {
      await openSuppliers(app);
      await app.user.click(screen.getByRole('button', { name: LL.budget.suppliers.add() }));
      await fill(app, LL.budget.suppliers.fields.name(), 'Dulce Pastel{Enter}');
    },
    call: 'POST /suppliers/create',
    expectOld: () => expect(supplierNames()).toEqual(['Rosa Flores']),
    message: LL.budget.messages.unexpectedAddingSupplier(),
  },
  'supplier update': {
    act: async (app) => {
      await openSuppliers(app);
      await app.user.click(screen.getByRole('button', { name: /Rosa Flores/ }));
      await app.user.click(screen.getByRole('button', { name: LL.budget.suppliers.edit() }));
      await fill(app, LL.budget.suppliers.fields.name(), 'Rosa Flores Norte{Enter}');
    },
    call: 'PUT /suppliers/update',
    expectOld: () => expect(within(screen.getByRole('dialog')).getByText('Rosa Flores')).toBeVisible(),
    message: LL.budget.messages.unexpectedUpdatingSupplier(),
  },
  'supplier delete': {
    act: async (app) => {
      await openSuppliers(app);
      await app.user.click(screen.getByRole('button', { name: /Rosa Flores/ }));
      await app.user.click(screen.getByRole('button', { name: LL.budget.suppliers.delete() }));
    },
    call: 'DELETE /suppliers/destroy',
    expectOld: () => expect(supplierNames()).toEqual(['Rosa Flores']),
    message: LL.budget.messages.unexpectedDeletingSupplier(),
  },
};

describe('budget changes refused by the server, one per intent of the persist actors', { timeout: 30_000 }, () => {
  it.each(Object.entries(intents))('%s: the old value comes back, with the message', async (_, { act, call, expectOld, message }) => {
    const app = openBudget({ expenses: [flowers], payments: [deposit], suppliers: [florist] });
    await screen.findByText('Flowers');
    await act(app);
    await app.backend.refuse(call, 500, 'generic_error');
    await waitFor(() => expect(app.toasts()).toContain(message));
    expectOld();
  });
});
