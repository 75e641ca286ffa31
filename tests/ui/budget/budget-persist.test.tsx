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
  /** The server's answer, as it refuses when another screen deleted what the change needs (the row, or the row a field names). */
  refusal: { status: number; code: string; validationErrors?: Record<string, string[]> };
  /** The spec's message (part 2 §8), then why. */
  message: string;
}

const gone = { status: 422, code: 'not_found' };
const said = (message: string, reason?: string) => (reason ? `${message} ${reason}` : message);

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
 * back what the server holds and says the spec's message (part 2 §8), followed by why when the
 * server said: what no longer exists, or its own reason; an unexpected failure adds nothing.
 */
const intents: Record<string, Intent> = {
  'expense create': {
    act: async (app) => {
      await app.user.click(screen.getByRole('button', { name: LL.budget.expenses.add() }));
      await app.user.type(screen.getByRole('textbox', { name: LL.budget.row.name() }), 'Cake{Enter}');
    },
    call: 'POST /expenses/create',
    expectOld: () => expect(expenseNames()).toEqual(['Flowers']),
    refusal: { status: 500, code: 'generic_error' },
    message: LL.budget.messages.unexpectedAddingExpense(),
  },
  'expense delete': {
    act: async (app) => {
      await app.user.click(screen.getByRole('button', { name: LL.budget.row.remove({ name: 'Flowers' }) }));
      await app.user.click(screen.getByRole('button', { name: LL.budget.deleteExpense.confirm() }));
    },
    call: 'DELETE /expenses/destroy',
    expectOld: () => expect(expenseNames()).toEqual(['Flowers']),
    refusal: gone,
    message: said(LL.budget.messages.unexpectedDeletingExpense(), LL.budget.messages.gone.expense()),
  },
  'payment create': {
    act: async (app) => {
      await app.user.click(screen.getByRole('button', { name: LL.budget.row.pay({ name: 'Flowers' }) }));
      await fill(app, LL.budget.paymentForm.amount(), '100');
      await app.user.click(screen.getByRole('button', { name: LL.budget.paymentForm.save() }));
    },
    call: 'POST /payments/create',
    expectOld: () => expect(paymentNames()).toEqual(['Flowers [1]']),
    // Its expense deleted on another screen meanwhile: the server names the field.
    refusal: { ...gone, validationErrors: { expense_id: ['not_found'] } },
    message: said(LL.budget.messages.unexpectedAddingPayment(), LL.budget.messages.gone.expense()),
  },
  'payment delete': {
    act: (app) => app.user.click(screen.getByRole('button', { name: LL.budget.payments.remove({ name: 'Flowers [1]' }) })),
    call: 'DELETE /payments/destroy',
    expectOld: () => expect(paymentNames()).toEqual(['Flowers [1]']),
    refusal: gone,
    message: said(LL.budget.messages.unexpectedDeletingPayment(), LL.budget.messages.gone.payment()),
  },
  'supplier create': {
    act: async (app) => {
      await openSuppliers(app);
      await app.user.click(screen.getByRole('button', { name: LL.budget.suppliers.add() }));
      await fill(app, LL.budget.suppliers.fields.name(), 'Dulce Pastel{Enter}');
    },
    call: 'POST /suppliers/create',
    expectOld: () => expect(supplierNames()).toEqual(['Rosa Flores']),
    // The server's own reason follows the spec's message.
    refusal: { status: 403, code: 'auth_forbidden' },
    message: said(LL.budget.messages.unexpectedAddingSupplier(), LL.errors.auth_forbidden()),
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
    refusal: gone,
    message: said(LL.budget.messages.unexpectedUpdatingSupplier(), LL.budget.messages.gone.supplier()),
  },
  'supplier delete': {
    act: async (app) => {
      await openSuppliers(app);
      await app.user.click(screen.getByRole('button', { name: /Rosa Flores/ }));
      await app.user.click(screen.getByRole('button', { name: LL.budget.suppliers.delete() }));
    },
    call: 'DELETE /suppliers/destroy',
    expectOld: () => expect(supplierNames()).toEqual(['Rosa Flores']),
    refusal: { status: 500, code: 'generic_error' },
    message: LL.budget.messages.unexpectedDeletingSupplier(),
  },
};

describe('budget changes refused by the server, one per intent of the persist actors', { timeout: 30_000 }, () => {
  it.each(Object.entries(intents))('%s: the old value comes back, with the message', async (_, { act, call, expectOld, refusal, message }) => {
    const app = openBudget({ expenses: [flowers], payments: [deposit], suppliers: [florist] });
    await screen.findByText('Flowers');
    await act(app);
    await app.backend.refuse(call, refusal.status, refusal.code, refusal.validationErrors);
    await waitFor(() => expect(app.toasts()).toContain(message));
    expectOld();
  });
});
