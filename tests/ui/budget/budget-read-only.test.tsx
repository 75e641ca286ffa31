import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Expense, Payment } from '../../../contract/budget';
import { i18nObject } from '../../../i18n/i18n-util';
import { florist } from '../../machines/budget/budget-world';
import { openBudget } from './budget-screen';

const LL = i18nObject('en');
const flowers: Expense = { id: 11, wedding_id: 7, name: 'Flowers', amount: '1234.50', supplier_id: 31, notes: 'Peonies' };
const due: Payment = { id: 22, wedding_id: 7, expense_id: 11, name: 'Flowers [1]', date: '2099-03-10', amount: '300.00', payment_method: 'cash', paid: false };

/** Part 2 §6: the eight budget actions decide the controls; with none, the budget can be read and nothing else. */
describe('the budget of someone who may only read it', () => {
  it('shows figures, the detail and the suppliers, with no control to change them', async () => {
    const app = openBudget({ expenses: [flowers], payments: [due], suppliers: [florist], actions: [], as: 'Helper' });
    expect(await screen.findByTestId('budget-progress')).toHaveTextContent('$1,234.50 left to pay · 0 % paid');
    expect(screen.queryByRole('button', { name: LL.budget.expenses.add() })).toBeNull();
    for (const label of [LL.budget.row.pay, LL.budget.row.edit, LL.budget.row.remove])
      expect(screen.queryByRole('button', { name: label({ name: 'Flowers' }) })).toBeNull();
    expect(screen.queryByRole('button', { name: LL.budget.payments.pay({ name: 'Flowers [1]' }) })).toBeNull();
    expect(screen.queryByRole('button', { name: LL.budget.payments.remove({ name: 'Flowers [1]' }) })).toBeNull();
    // Reading includes the due filter: the payment due in 2099 is upcoming, not overdue.
    const paymentRows = () => [...document.querySelectorAll('li[data-payment-id]')].map((row) => row.querySelector('span span')?.textContent);
    const dueFilter = screen.getByRole('combobox', { name: LL.budget.payments.due.label() });
    await app.user.selectOptions(dueFilter, 'overdue');
    expect(paymentRows()).toEqual([]);
    expect(screen.getByText(LL.budget.payments.noMatches())).toBeVisible();
    await app.user.selectOptions(dueFilter, 'upcoming');
    expect(paymentRows()).toEqual(['Flowers [1]']);

    await app.user.click(screen.getByRole('button', { name: /^Flowers/ }));
    const detail = await screen.findByRole('dialog', { name: 'Flowers' });
    expect(detail).toHaveTextContent('Rosa Flores');
    expect(detail).toHaveTextContent('Peonies');
    expect(within(detail).queryByRole('button', { name: LL.budget.detail.chooseSupplier() })).toBeNull();
    expect(within(detail).queryByRole('button', { name: LL.budget.detail.addPayment() })).toBeNull();
    await app.user.click(within(detail).getByRole('button', { name: LL.common.close() }));

    await app.user.click(screen.getByRole('button', { name: LL.budget.suppliersButton() }));
    const panel = await screen.findByRole('dialog', { name: LL.budget.suppliers.title() });
    expect(within(panel).queryByRole('button', { name: LL.budget.suppliers.add() })).toBeNull();
    await app.user.click(within(panel).getByRole('button', { name: /Rosa Flores/ }));
    for (const label of [LL.budget.suppliers.edit(), LL.budget.suppliers.delete()]) expect(within(panel).queryByRole('button', { name: label })).toBeNull();
    expect(app.backend.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});
