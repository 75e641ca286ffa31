import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { Expense, Payment } from '../../../contract/budget';
import { i18nObject } from '../../../i18n/i18n-util';
import { paymentFormMachine } from '../../../machines/budget/payment-form.machine';
import type { RenderedApp } from '../../support/ui/render-app';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { flowers as worldFlowers } from '../../machines/budget/budget-world';
import { openBudget } from './budget-screen';

const LL = i18nObject('en');
const flowers: Expense = { ...worldFlowers, supplier_id: null };
const now = new Date();
const pad = (value: number) => String(value).padStart(2, '0');
const todayWire = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
const todayShown = `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`;

/** What the Payments column says of each payment the walk saves: paid on, or due on (this week, or far ahead). */
const statusOf: Record<string, string> = {
  [`true ${todayWire}`]: `Paid ${todayShown}`,
  [`false ${todayWire}`]: `Due ${todayShown}Due this week`,
  'true 2031-08-15': 'Paid 15/08/2031',
  'false 2031-08-15': 'Due 15/08/2031',
};

interface Driver {
  app: RenderedApp;
  amount: string;
  date: string;
  paid: boolean;
  saveTried: boolean;
  /** The payment the server holds once saved: what the Payments column lists. */
  saved: Payment | null;
}

const dialog = () => screen.queryByRole('dialog', { name: LL.budget.paymentForm.title() });
const field = (label: string) => within(dialog()!).getByRole('textbox', { name: label });
/** The rules (part 2 §5): an amount above zero, a real date; the name is given. */
const amountError = ({ amount }: Driver) => (amount === '' ? LL.validation.required() : amount === '0' ? LL.validation.min({ min: 0.01 }) : undefined);
/** The dates the walk types, as the wire carries them; any other is no date. */
const wireDates: Record<string, string> = { [todayShown]: todayWire, '15/08/2031': '2031-08-15' };
const dateError = ({ date }: Driver) => (wireDates[date] ? undefined : LL.validation.date());

describe('the add-payment modal, along its machine’s paths (part 2 §2, §5)', () => {
  describeUiPaths<Driver>({
    // A saved payment goes to the page machine (its parent); on screen, the page's payments list takes it.
    machine: paymentFormMachine.provide({ actions: { commit: () => {} } }),
    // Opened from the flowers' row: named after the expense, dated today.
    inputs: [{ id: -1, expenseId: 11, name: 'Flowers [1]', date: todayShown, isoDate: todayWire, locale: 'en' }],
    walks: 'tours',
    walkEvery: ['form.save', 'form.cancel'],
    stateKey: (snapshot) => [Object.keys(snapshot.context.form.errors).length > 0, snapshot.context.form.values.isoDate],
    events: [
      { type: 'form.change', values: { amount: '234.5' } },
      { type: 'form.change', values: { amount: '0' } },
      { type: 'form.change', values: { date: '30/02/2026', isoDate: null } },
      // Typed again: what the wire carries is the date typed, as yyyy-MM-dd.
      { type: 'form.change', values: { date: '15/08/2031', isoDate: '2031-08-15' } },
      { type: 'form.change', values: { paid: false } },
      { type: 'form.save' },
      { type: 'form.cancel' },
    ],
    open: async () => {
      const app = openBudget({ expenses: [flowers], payments: [], suppliers: [] });
      await app.user.click(await screen.findByRole('button', { name: LL.budget.row.pay({ name: 'Flowers' }) }));
      return { app, amount: '', date: todayShown, paid: true, saveTried: false, saved: null };
    },
    perform: {
      'form.change': async (driver, event) => {
        if (event.values.paid === false) {
          await driver.app.user.click(within(dialog()!).getByRole('checkbox', { name: LL.budget.paymentForm.paid() }));
          driver.paid = false;
          return;
        }
        const [label, text] =
          event.values.amount === undefined ? [LL.budget.paymentForm.date(), event.values.date] : [LL.budget.paymentForm.amount(), event.values.amount];
        await driver.app.user.clear(field(label));
        await driver.app.user.type(field(label), text);
        if (event.values.amount === undefined) driver.date = text;
        else driver.amount = text;
        // Errors follow the typing while there are some; once all are mended, the form is quiet until the next save.
        if (!amountError(driver) && !dateError(driver)) driver.saveTried = false;
      },
      'form.save': async (driver) => {
        await driver.app.user.click(within(dialog()!).getByRole('button', { name: LL.budget.paymentForm.save() }));
        driver.saveTried = true;
        if (amountError(driver) || dateError(driver)) {
          expect(driver.app.backend.unanswered).toEqual([]);
          return;
        }
        // Named after the expense with the next number; the amount exact; the date on the wire as yyyy-MM-dd.
        const sent = {
          expense_id: 11,
          name: 'Flowers [1]',
          amount: '234.50',
          date: wireDates[driver.date]!,
          payment_method: 'cash',
          paid: driver.paid,
        };
        const stored: Payment = { ...sent, id: 200, wedding_id: 7, payment_method: 'cash' };
        const request = await driver.app.backend.answer('POST /payments/create', stored);
        expect(request.body).toEqual({ ...sent, wedding_id: 7 });
        driver.saved = stored;
      },
      'form.cancel': async ({ app }) => {
        await app.user.click(within(dialog()!).getByRole('button', { name: LL.budget.paymentForm.cancel() }));
        expect(app.backend.unanswered).toEqual([]);
      },
    },
    shows: {
      'paymentForm.saved': ({ saved }) => {
        expect(dialog()).toBeNull();
        const rows = [...document.querySelectorAll('li[data-payment-id]')].map((row) => row.textContent);
        expect(rows).toEqual([`Flowers [1]${statusOf[`${saved!.paid} ${saved!.date}`]}$234.50`]);
      },
      'paymentForm.cancelled': () => {
        expect(dialog()).toBeNull();
        expect(document.querySelectorAll('li[data-payment-id]')).toHaveLength(0);
      },
      'paymentForm.open': (driver) => {
        expect(field(LL.budget.paymentForm.name())).toHaveValue('Flowers [1]');
        expect(field(LL.budget.paymentForm.amount())).toHaveValue(driver.amount);
        expect(field(LL.budget.paymentForm.date())).toHaveValue(driver.date);
        const amountMessage = driver.saveTried ? amountError(driver) : undefined;
        if (amountMessage) expect(field(LL.budget.paymentForm.amount())).toHaveAccessibleDescription(amountMessage);
        else expect(field(LL.budget.paymentForm.amount())).not.toHaveAccessibleDescription();
        const dateMessage = driver.saveTried ? dateError(driver) : undefined;
        if (dateMessage) expect(field(LL.budget.paymentForm.date())).toHaveAccessibleDescription(dateMessage);
      },
    },
  });
});
