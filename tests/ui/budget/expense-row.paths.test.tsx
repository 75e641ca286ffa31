import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { Expense } from '../../../contract/budget';
import { i18nObject } from '../../../i18n/i18n-util';
import { expenseRowMachine } from '../../../machines/budget/expense-row.machine';
import type { RenderedApp } from '../../support/ui/render-app';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { flowers as worldFlowers } from '../../machines/budget/budget-world';
import { openBudget } from './budget-screen';

const LL = i18nObject('en');
const flowers: Expense = { ...worldFlowers, supplier_id: null };

interface Driver {
  app: RenderedApp;
  /** What the open row holds, and whether a save was tried since it opened (its first error shows from then on). */
  name: string;
  amount: string;
  saveTried: boolean;
  /** The expense rows as the server holds them: name and amount as the screen writes it. */
  rows: Array<{ name: string; amount: string }>;
  adding: boolean;
}

const nameField = () => screen.queryByRole('textbox', { name: LL.budget.row.name() });
const amountField = () => screen.getByRole('textbox', { name: LL.budget.row.amount() });
/** Names and totals of the rows on screen, top to bottom. */
const shownRows = () =>
  [...document.querySelectorAll('li[data-expense-id]')].map((row) => ({
    name: row.querySelector('button span')?.textContent,
    amount: row.querySelector('.tabular-nums span')?.textContent,
  }));
/** The rules of the row (part 2 §5): a name, and an amount in the reader's notation ("12,5" is no English amount). */
const firstError = ({ name, amount }: Driver) => (name.trim() === '' ? LL.validation.required() : amount === '12,5' ? LL.validation.numeric() : null);

async function saved(driver: Driver) {
  if (firstError(driver)) {
    driver.saveTried = true;
    expect(driver.app.backend.unanswered).toEqual([]);
    return;
  }
  const amount = { '': null, '350': '350.00', '1234.50': '1234.50' }[driver.amount] ?? null;
  const shown = { '': LL.budget.tbd(), '350': '$350.00', '1234.50': '$1,234.50' }[driver.amount]!;
  if (driver.adding) {
    const stored = { id: 100 + driver.rows.length, wedding_id: 7, name: driver.name, amount, supplier_id: null, notes: null };
    const request = await driver.app.backend.answer('POST /expenses/create', stored);
    expect(request.body).toEqual({ wedding_id: 7, name: driver.name, amount, supplier_id: null, notes: null });
    driver.rows = [...driver.rows, { name: driver.name, amount: shown }];
  } else if (driver.name !== driver.rows[0]!.name) {
    // Only what changed is sent.
    const request = await driver.app.backend.answer('PUT /expenses/update', { ...flowers, name: driver.name });
    expect(request.body).toEqual({ wedding_id: 7, id: flowers.id, name: driver.name });
    driver.rows = [{ name: driver.name, amount: '$1,234.50' }, ...driver.rows.slice(1)];
  } else expect(driver.app.backend.unanswered).toEqual([]);
}

describe('the expense row, along the expense row machine’s paths (part 2 §4)', () => {
  describeUiPaths<Driver>({
    // Saved rows go to the page machine (its parent); on screen, the page's lists take them.
    machine: expenseRowMachine.provide({ actions: { commit: () => {}, commitDelete: () => {} } }),
    walks: 'tours',
    walkEvery: ['form.save', 'form.escape', 'form.cancel', 'form.delete'],
    stateKey: (snapshot) => Object.keys(snapshot.context.form?.errors ?? {}).length > 0,
    // A new row is named Cake, the flowers renamed Roses; each new row is saved once at most, as the walk's world is small.
    bound: (snapshot, event) => {
      if (event.type === 'form.change' && event.values.name) return event.values.name === (snapshot.matches('adding') ? 'Cake' : 'Roses');
      return true;
    },
    events: [
      { type: 'expense.add', id: -1, locale: 'en' },
      { type: 'expense.edit', expense: flowers, locale: 'en' },
      { type: 'form.change', values: { name: '' } },
      { type: 'form.change', values: { name: 'Cake' } },
      { type: 'form.change', values: { name: 'Roses' } },
      { type: 'form.change', values: { amount: '12,5' } },
      { type: 'form.change', values: { amount: '350' } },
      { type: 'form.save', by: 'enter' },
      { type: 'form.save', by: 'outside' },
      { type: 'form.escape' },
      { type: 'form.cancel' },
      { type: 'form.delete' },
    ],
    open: async () => {
      const app = openBudget({ expenses: [flowers], payments: [], suppliers: [] });
      await screen.findByRole('button', { name: LL.budget.expenses.add() });
      return { app, name: '', amount: '', saveTried: false, rows: [{ name: 'Flowers', amount: '$1,234.50' }], adding: false };
    },
    perform: {
      'expense.add': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: LL.budget.expenses.add() }));
        Object.assign(driver, { name: '', amount: '', saveTried: false, adding: true });
      },
      'expense.edit': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: LL.budget.row.edit({ name: driver.rows[0]!.name }) }));
        Object.assign(driver, { name: driver.rows[0]!.name, amount: '1234.50', saveTried: false, adding: false });
      },
      'form.change': async (driver, event) => {
        const field = event.values.name === undefined ? amountField() : nameField()!;
        const text: string = event.values.name ?? event.values.amount;
        await driver.app.user.clear(field);
        if (text) await driver.app.user.type(field, text);
        if (event.values.name === undefined) driver.amount = text;
        else driver.name = text;
      },
      'form.save': async (driver, event) => {
        if (event.by === 'enter') await driver.app.user.type(nameField()!, '{Enter}');
        else await driver.app.user.click(screen.getByRole('heading', { name: LL.budget.payments.heading() }));
        await saved(driver);
      },
      // Escape cancels a new row and saves an existing one.
      'form.escape': async (driver) => {
        await driver.app.user.type(nameField()!, '{Escape}');
        if (driver.adding) expect(driver.app.backend.unanswered).toEqual([]);
        else await saved(driver);
      },
      'form.cancel': async ({ app }) => {
        await app.user.click(screen.getByRole('button', { name: LL.budget.row.cancel() }));
        expect(app.backend.unanswered).toEqual([]);
      },
      // The row hands the delete to the page, which asks first; kept, nothing is sent.
      'form.delete': async ({ app }) => {
        await app.user.click(screen.getByRole('button', { name: LL.budget.row.delete() }));
        await app.user.click(await screen.findByRole('button', { name: LL.budget.deleteExpense.cancel() }));
        expect(app.backend.unanswered).toEqual([]);
      },
    },
    shows: {
      'expenseRow.closed': (driver) => {
        expect(nameField()).toBeNull();
        expect(screen.queryByRole('alertdialog')).toBeNull();
        expect(shownRows()).toEqual([...driver.rows].sort((a, b) => a.name.localeCompare(b.name)));
      },
      'expenseRow.adding': (driver) => {
        expect(nameField()).toHaveValue(driver.name);
        expect(amountField()).toHaveValue(driver.amount);
        expect(screen.getByRole('button', { name: LL.budget.row.add() })).toBeVisible();
        expect(screen.queryByRole('alert')?.textContent ?? null).toBe(driver.saveTried ? firstError(driver) : null);
      },
      'expenseRow.editing': (driver) => {
        expect(nameField()).toHaveValue(driver.name);
        expect(amountField()).toHaveValue(driver.amount);
        expect(screen.queryByRole('button', { name: LL.budget.row.cancel() })).toBeNull();
        expect(screen.queryByRole('alert')?.textContent ?? null).toBe(driver.saveTried ? firstError(driver) : null);
      },
    },
  });
});
