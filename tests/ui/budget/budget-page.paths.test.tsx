import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { Expense, Payment } from '../../../contract/budget';
import { i18nObject } from '../../../i18n/i18n-util';
import { budgetMachine } from '../../../machines/budget/budget.machine';
import { notingEffects } from '../../support/ui/noted-effects';
import type { RenderedApp } from '../../support/ui/render-app';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { flowersDeposit, flowers as worldFlowers, music as worldMusic, musicDue as worldMusicDue } from '../../machines/budget/budget-world';
import { budgetActions, openBudget } from './budget-screen';

const LL = i18nObject('en');

/** The world (tests/machines/budget/budget-world.ts), with nothing attached and the music's payment due far ahead. */
const flowers: Expense = { ...worldFlowers, supplier_id: null };
const music: Expense = { ...worldMusic, notes: null };
const deposit: Payment = { ...flowersDeposit, payment_method: 'cash' };
const musicDue: Payment = { ...worldMusicDue, date: '2099-03-10' };
const cake: Expense = { id: 13, wedding_id: 7, name: 'Cake', amount: '350.00', supplier_id: null, notes: null };
const today = (() => {
  const date = new Date();
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
})();

/** What the server holds after the walk's accepted changes: the cake added, the flowers deleted (its deposit with it), the music's payment made; and whether the flowers' detail is open. */
interface World {
  cake: boolean;
  deleted: boolean;
  paid: boolean;
  detail: boolean;
}

/** The progress bar for each world, worked out by hand from the amounts above (percent rounded down). */
const progressOf: Record<string, string> = {
  '---': '$1,000.00 left to pay · 18 % paid',
  'c--': '$1,350.00 left to pay · 14 % paid',
  '--p': '$700.00 left to pay · 43 % paid',
  'c-p': '$1,050.00 left to pay · 33 % paid',
  '-d-': 'Add expenses and payments to follow what is left to pay.',
  'cd-': '$350.00 left to pay · 0 % paid',
  '-dp': 'Positive balance: $300.00 paid beyond the total (100 %).',
  cdp: '$50.00 left to pay · 85 % paid',
};
const keyOf = ({ cake, deleted, paid }: World) => `${cake ? 'c' : '-'}${deleted ? 'd' : '-'}${paid ? 'p' : '-'}`;

const { model, effectsOf } = notingEffects<World>(
  budgetMachine,
  { cake: false, deleted: false, paid: false, detail: false },
  {
    createExpense: (world) => ({ ...world, cake: true }),
    deleteExpense: (world) => ({ ...world, deleted: true }),
    payPayment: (world, { event }) => ({ ...world, paid: world.paid || event.answer === 'accepted' }),
    // Passed on to the detail, its child (walked in expense-detail.paths.test.tsx).
    openDetail: (world) => ({ ...world, detail: true }),
    closeDetail: (world) => ({ ...world, detail: false }),
  },
);

interface Driver extends World {
  app: RenderedApp;
}

const rowOf = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('li[data-expense-id]')].find((row) => row.querySelector('button span')?.textContent === name);
const expenseNames = () => [...document.querySelectorAll('li[data-expense-id] > button > span:first-child')].map((name) => name.textContent);

describe('budget page, along the budget machine’s paths', () => {
  describeUiPaths<Driver>({
    machine: model,
    walks: 'tours',
    walkEvery: ['load.retry', 'delete.confirm', 'delete.cancel'],
    stateKey: (snapshot) => effectsOf(snapshot),
    // Each change once: a refused one leaves the world as it was, so it is tried while there is something to refuse.
    bound: (snapshot, event) => {
      const world = effectsOf(snapshot);
      if (snapshot.matches({ ready: 'confirmingDelete' })) return event.type === 'delete.confirm' || event.type === 'delete.cancel';
      // The detail covers the page: closing it is all there is to do.
      if (world.detail) return event.type === 'detail.close';
      if (event.type === 'detail.close') return false;
      if (event.type === 'expense.open') return !world.deleted;
      if (event.type === 'expense.create') return !world.cake;
      if (event.type === 'expense.update' || event.type === 'expense.delete') return !world.deleted;
      if (event.type === 'payment.pay') return !world.paid;
      return true;
    },
    events: [
      { type: 'xstate.done.actor.loadBudget', output: { expenses: [], payments: [], suppliers: [], actions: budgetActions } },
      { type: 'xstate.error.actor.loadBudget', error: { code: 'generic_error', messageKey: 'errors.generic_error' } },
      { type: 'load.retry' },
      { type: 'expense.create', id: -1, fields: { name: cake.name, amount: cake.amount, supplier_id: null, notes: null } },
      // Refused: the row goes back to what the server holds, and says why.
      { type: 'expense.update', id: flowers.id, patch: { amount: '1300.00' } },
      { type: 'expense.delete', id: flowers.id },
      { type: 'delete.confirm' },
      { type: 'delete.cancel' },
      { type: 'payment.pay', id: musicDue.id, date: today, answer: 'accepted' },
      { type: 'payment.pay', id: musicDue.id, date: today, answer: 'refused' },
      { type: 'expense.open', id: flowers.id },
      { type: 'detail.close' },
    ],
    open: () => {
      const app = openBudget({ payments: [deposit, musicDue], suppliers: [] });
      return { app, cake: false, deleted: false, paid: false, detail: false };
    },
    perform: {
      'xstate.done.actor.loadBudget': async ({ app }) => {
        const request = await app.backend.answer('GET /expenses/index', { expenses: [flowers, music] });
        expect(request.query).toEqual({ wedding_id: '7' });
      },
      'xstate.error.actor.loadBudget': async ({ app }) => {
        await app.backend.refuse('GET /expenses/index', 500, 'generic_error');
      },
      'load.retry': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.budget.retry() })),
      // Typed inline and saved with Enter.
      'expense.create': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: LL.budget.expenses.add() }));
        await driver.app.user.type(screen.getByRole('textbox', { name: LL.budget.row.name() }), 'Cake');
        await driver.app.user.type(screen.getByRole('textbox', { name: LL.budget.row.amount() }), '350{Enter}');
        const request = await driver.app.backend.answer('POST /expenses/create', cake);
        expect(request.body).toEqual({ wedding_id: 7, name: 'Cake', amount: '350.00', supplier_id: null, notes: null });
        driver.cake = true;
      },
      'expense.update': async ({ app }) => {
        await app.user.click(screen.getByRole('button', { name: LL.budget.row.edit({ name: 'Flowers' }) }));
        const amount = screen.getByRole('textbox', { name: LL.budget.row.amount() });
        await app.user.clear(amount);
        await app.user.type(amount, '1300{Enter}');
        const request = await app.backend.refuse('PUT /expenses/update', 500, 'generic_error');
        expect(request.body).toEqual({ wedding_id: 7, id: flowers.id, amount: '1300.00' });
        expect(await screen.findByText(LL.budget.messages.unexpectedUpdatingExpense())).toBeVisible();
      },
      'expense.delete': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.budget.row.remove({ name: 'Flowers' }) })),
      'delete.cancel': async ({ app }) => {
        await app.user.click(screen.getByRole('button', { name: LL.budget.deleteExpense.cancel() }));
        expect(app.backend.requests.filter((request) => request.method === 'DELETE')).toEqual([]);
      },
      'delete.confirm': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: LL.budget.deleteExpense.confirm() }));
        const request = await driver.app.backend.answer('DELETE /expenses/destroy', { payment_ids: [deposit.id] });
        expect(request.query).toEqual({ id: String(flowers.id), wedding_id: '7' });
        driver.deleted = true;
      },
      'expense.open': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: /^Flowers/ }));
        driver.detail = true;
      },
      'detail.close': async (driver) => {
        await driver.app.user.click(within(screen.getByRole('dialog', { name: 'Flowers' })).getByRole('button', { name: LL.common.close() }));
        driver.detail = false;
      },
      'payment.pay': async (driver, event) => {
        await driver.app.user.click(screen.getByRole('button', { name: LL.budget.payments.pay({ name: 'Music [1]' }) }));
        if (event.answer === 'accepted') {
          const request = await driver.app.backend.answer('PUT /payments/pay', { ...musicDue, paid: true, date: today });
          expect(request.body).toEqual({ wedding_id: 7, id: musicDue.id, date: today });
          driver.paid = true;
        } else {
          await driver.app.backend.refuse('PUT /payments/pay', 500, 'generic_error');
          expect(await screen.findByText(LL.budget.messages.unexpectedPayingPayment())).toBeVisible();
        }
      },
    },
    shows: {
      'budget.loading': () => {
        expect(screen.getByRole('status')).toHaveTextContent(LL.common.loading());
      },
      'budget.failed': () => {
        expect(screen.getByText(LL.errors.generic_error())).toBeVisible();
        expect(screen.getByRole('button', { name: LL.budget.retry() })).toBeEnabled();
      },
      'budget.ready.idle': (driver) => {
        expect(screen.queryByRole('alertdialog')).toBeNull();
        expect(screen.getByTestId('budget-progress')).toHaveTextContent(progressOf[keyOf(driver)]!);
        expect(expenseNames()).toEqual([...(driver.cake ? ['Cake'] : []), ...(driver.deleted ? [] : ['Flowers']), 'Music']);
        // A refused change of the flowers' amount shows what the server holds.
        if (!driver.deleted) expect(rowOf('Flowers')).toHaveTextContent('$1,234.50');
        const musicPayment = document.querySelector<HTMLElement>(`li[data-payment-id="${musicDue.id}"]`)!;
        expect(musicPayment).toHaveTextContent(driver.paid ? 'Paid' : 'Due 10/03/2099');
        expect(within(musicPayment).queryByRole('button', { name: LL.budget.payments.pay({ name: 'Music [1]' }), hidden: true }) === null).toBe(driver.paid);
        // The flowers' detail, over the page: its figures as the server holds them.
        const detail = screen.queryByRole('dialog', { name: 'Flowers' });
        if (!driver.detail) return expect(detail).toBeNull();
        expect([...detail!.querySelectorAll('dd')].map((figure) => figure.textContent)).toEqual(['$1,234.50', '$234.50', '$1,000.00']);
        expect(detail).toHaveTextContent(`${LL.budget.detail.supplier()}: ${LL.budget.detail.noSupplier()}`);
      },
      'budget.ready.confirmingDelete': () => {
        const question = screen.getByRole('alertdialog', { name: LL.budget.deleteExpense.title() });
        expect(question).toHaveTextContent(LL.budget.deleteExpense.body({ name: 'Flowers' }));
      },
    },
  });
});
