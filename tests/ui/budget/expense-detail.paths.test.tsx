import { act, fireEvent, screen, within } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect } from 'vitest';
import type { Expense, Payment, Supplier } from '../../../contract/budget';
import { i18nObject } from '../../../i18n/i18n-util';
import { budgetPermissions } from '../../../machines/budget/budget-rows';
import { expenseDetailMachine } from '../../../machines/budget/expense-detail.machine';
import { installLiveStream, type LiveStream } from '../../support/ui/fake-event-source';
import { notingEffects } from '../../support/ui/noted-effects';
import type { RenderedApp } from '../../support/ui/render-app';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { budgetActions, florist, flowers as worldFlowers, flowersDeposit } from '../../machines/budget/budget-world';
import { openBudget } from './budget-screen';

const LL = i18nObject('en');
const labels = LL.budget.detail;
const flowers: Expense = { ...worldFlowers, supplier_id: null };
const deposit: Payment = { ...flowersDeposit, payment_method: 'cash' };
const baker: Supplier = { id: 32, wedding_id: 7, name: 'Dulce Pastel', phone: null, bank: null, bank_account: null, clabe: null };
const peonies = 'White peonies';
const tooLong = 'x'.repeat(2001);
const now = new Date();
const pad = (value: number) => String(value).padStart(2, '0');
const todayWire = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** What the server holds, as the model notes it: the florist attached, the notes saved, the flowers deleted on another screen. */
interface World {
  attached: boolean;
  notes: string | null;
  gone: boolean;
}

const { model, effectsOf } = notingEffects<World>(
  expenseDetailMachine,
  { attached: false, notes: null, gone: false },
  {
    attach: (world) => ({ ...world, attached: true }),
    commitNotes: (world, { context }) => ({ ...world, notes: context.notes.text.trim() || null }),
    forget: (world, { event }) => ({ ...world, gone: world.gone || event.type === 'expense.gone' }),
  },
);

/** Screens differ by what the server holds, the search, and notes being written: changed or not, with an error or not. */
const stateKey = (snapshot: AnyMachineSnapshot) => {
  const { notes, search } = snapshot.context;
  return [effectsOf(snapshot), search, notes && [notes.text !== (notes.original ?? ''), Object.keys(notes.errors).length]];
};

interface Driver {
  app: RenderedApp;
  live: LiveStream;
  /** What the server holds of the flowers: its notes and whether the florist is attached. */
  notes: string | null;
  attached: boolean;
  /** The notes as typed, and whether a save was tried on them. */
  typed: string;
  saveTried: boolean;
  /** Payments the walk added from the detail (each 100.00, after the deposit of 234.50). */
  added: number;
  search: string;
}

const detail = () => screen.getByRole('dialog', { name: 'Flowers' });
const notesBox = () => within(detail()).getByRole('textbox', { name: labels.notes() });
const paymentDialog = () => screen.getByRole('dialog', { name: LL.budget.paymentForm.title() });
const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

describe('the expense detail, along its machine’s paths (part 2 §2, §4 "Expense detail")', () => {
  describeUiPaths<Driver>({
    machine: model,
    inputs: [{ can: budgetPermissions(budgetActions) }],
    walks: 'tours',
    // Saving the notes, by their button or by closing, carries the rules (only what changed, nothing while too long).
    walkEvery: ['notes.save', 'detail.close'],
    stateKey,
    tourKey: (snapshot) => [snapshot.value, stateKey(snapshot), snapshot.context.notes?.text.length ?? null],
    bound: (snapshot, event) => {
      const world = effectsOf(snapshot);
      // From the row (in viewing, it is only pressed when the detail is out of sight: machine tests).
      if (event.type === 'expense.open') return snapshot.matches('closed') && !world.gone;
      // Deleted elsewhere while the person reads it.
      if (event.type === 'expense.gone') return snapshot.matches({ open: 'viewing' });
      if (event.type === 'supplier.pick') return !world.attached && snapshot.context.search === '';
      if (event.type === 'notes.edit') return event.notes === world.notes;
      return true;
    },
    events: [
      { type: 'expense.open', id: flowers.id },
      { type: 'detail.close' },
      { type: 'expense.gone', id: flowers.id },
      { type: 'supplier.choose' },
      { type: 'picker.search', text: 'ros' },
      { type: 'supplier.pick', id: florist.id },
      { type: 'picker.close' },
      { type: 'notes.edit', notes: null },
      { type: 'notes.edit', notes: peonies },
      { type: 'notes.change', text: peonies },
      { type: 'notes.change', text: tooLong },
      { type: 'notes.save' },
      { type: 'payment.add', opening: { id: -1, expenseId: flowers.id, name: 'Flowers [2]', date: '', isoDate: todayWire, locale: 'en' } },
      // The add-payment form, its child, ends saved or cancelled.
      { type: 'xstate.done.actor.paymentForm', how: 'saved' },
      { type: 'xstate.done.actor.paymentForm', how: 'cancelled' },
    ],
    open: async () => {
      const live = installLiveStream();
      const app = openBudget({ expenses: [flowers], payments: [deposit], suppliers: [florist, baker] });
      await screen.findByRole('button', { name: /^Flowers/ });
      return { app, live, notes: null, attached: false, typed: '', saveTried: false, added: 0, search: '' };
    },
    perform: {
      'expense.open': async ({ app }) => app.user.click(screen.getByRole('button', { name: /^Flowers/ })),
      // Notes being written are saved on the way out.
      'detail.close': async (driver) => {
        const writing = within(detail()).queryByRole('textbox', { name: labels.notes() }) !== null;
        await driver.app.user.click(within(detail()).getByRole('button', { name: LL.common.close() }));
        if (writing) await settleNotes(driver);
      },
      'expense.gone': async ({ live }) => act(() => live.send({ kind: 'expenses.deleted', ids: [flowers.id] })),
      'supplier.choose': async (driver) => {
        await driver.app.user.click(within(detail()).getByRole('button', { name: labels.chooseSupplier() }));
        driver.search = '';
      },
      'picker.search': async (driver, event) => {
        const search = screen.getByRole('searchbox', { name: LL.budget.suppliers.search() });
        await driver.app.user.clear(search);
        if (event.text) await driver.app.user.type(search, event.text);
        driver.search = event.text;
      },
      'supplier.pick': async (driver) => {
        await driver.app.user.click(
          within(screen.getByRole('dialog', { name: LL.budget.suppliers.selectTitle() })).getByRole('button', { name: /Rosa Flores/ }),
        );
        driver.attached = true;
        const request = await driver.app.backend.answer('PUT /expenses/update', stored(driver));
        expect(request.body).toEqual({ wedding_id: 7, id: flowers.id, supplier_id: florist.id });
      },
      'picker.close': async ({ app }) =>
        app.user.click(within(screen.getByRole('dialog', { name: LL.budget.suppliers.selectTitle() })).getByRole('button', { name: LL.common.close() })),
      'notes.edit': async (driver, event) => {
        await driver.app.user.click(within(detail()).getByRole('button', { name: labels.editNotes() }));
        Object.assign(driver, { typed: event.notes ?? '', saveTried: false });
      },
      // One change, as a paste over the whole text makes.
      'notes.change': async (driver, event) => {
        fireEvent.change(notesBox(), { target: { value: event.text } });
        driver.typed = event.text;
        // Errors follow the typing while there are some; once mended, the notes are quiet until the next save.
        if (event.text.length <= 2000) driver.saveTried = false;
      },
      'notes.save': async (driver) => {
        await driver.app.user.click(within(detail()).getByRole('button', { name: labels.saveNotes() }));
        await settleNotes(driver);
      },
      'payment.add': async ({ app }) => app.user.click(within(detail()).getByRole('button', { name: labels.addPayment() })),
      'xstate.done.actor.paymentForm': async (driver, event) => {
        if (event.how === 'cancelled') return driver.app.user.click(within(paymentDialog()).getByRole('button', { name: LL.budget.paymentForm.cancel() }));
        await driver.app.user.type(within(paymentDialog()).getByRole('textbox', { name: LL.budget.paymentForm.amount() }), '100');
        await driver.app.user.click(within(paymentDialog()).getByRole('button', { name: LL.budget.paymentForm.save() }));
        const name = `Flowers [${driver.added + 2}]`;
        const sent = { expense_id: flowers.id, name, amount: '100.00', date: todayWire, payment_method: 'cash', paid: true };
        const request = await driver.app.backend.answer('POST /payments/create', { ...sent, id: 300 + driver.added, wedding_id: 7 });
        expect(request.body).toEqual({ ...sent, wedding_id: 7 });
        driver.added += 1;
      },
    },
    shows: {
      'expenseDetail.closed': (driver, snapshot) => {
        expect(screen.queryByRole('dialog')).toBeNull();
        const world = effectsOf(snapshot);
        const row = document.querySelector(`li[data-expense-id="${flowers.id}"]`);
        if (world.gone) return expect(row).toBeNull();
        expect(row?.textContent).toBe(`Flowers${world.attached ? 'Rosa Flores' : ''}$1,234.50${money(100_000 - driver.added * 10_000)} left`);
      },
      'expenseDetail.open.viewing': (driver, snapshot) => {
        const world = effectsOf(snapshot);
        const paidCents = 23_450 + driver.added * 10_000;
        const figures = [...detail().querySelectorAll('dd')].map((figure) => figure.textContent);
        expect(figures).toEqual(['$1,234.50', money(paidCents), money(123_450 - paidCents)]);
        expect(detail()).toHaveTextContent(`${labels.supplier()}: ${world.attached ? 'Rosa Flores' : labels.noSupplier()}`);
        expect(world.notes).toBe(driver.notes);
        if (driver.notes) expect(within(detail()).getByText(driver.notes)).toBeVisible();
        const payments = [...detail().querySelectorAll('li .truncate')].map((name) => name.textContent);
        expect(payments).toEqual(['Flowers [1]', ...Array.from({ length: driver.added }, (_, index) => `Flowers [${index + 2}]`)]);
        expect(screen.getAllByRole('dialog')).toHaveLength(1);
      },
      'expenseDetail.open.selectingSupplier': (driver) => {
        const picker = screen.getByRole('dialog', { name: LL.budget.suppliers.selectTitle() });
        const names = [...picker.querySelectorAll('li button > span:first-child')].map((name) => name.textContent);
        // By name; the search finds the florist alone.
        expect(names).toEqual(driver.search === 'ros' ? ['Rosa Flores'] : ['Dulce Pastel', 'Rosa Flores']);
        expect(within(picker).queryByRole('button', { name: LL.budget.suppliers.add() })).toBeNull();
      },
      'expenseDetail.open.editingNotes': (driver) => {
        expect(notesBox()).toHaveValue(driver.typed);
        const error = driver.saveTried && driver.typed.length > 2000 ? LL.validation.maxLength({ max: 2000 }) : undefined;
        if (error) expect(within(detail()).getByRole('alert')).toHaveTextContent(error);
        else expect(within(detail()).queryByRole('alert')).toBeNull();
      },
      'expenseDetail.open.addingPayment': (driver) => {
        expect(within(paymentDialog()).getByRole('textbox', { name: LL.budget.paymentForm.name() })).toHaveValue(`Flowers [${driver.added + 2}]`);
        // Over the detail, which waits behind it.
        expect(screen.getAllByRole('dialog', { hidden: true }).map((dialog) => dialog.textContent?.slice(0, 7))).toEqual([
          'Flowers',
          LL.budget.paymentForm.title().slice(0, 7),
        ]);
      },
    },
  });
});

/** Notes saved (as closing saves them): sent when they changed and are valid; too long, they stay open on their error. */
async function settleNotes(driver: Driver) {
  if (driver.typed.length > 2000) {
    driver.saveTried = true;
    return expect(driver.app.backend.unanswered).toEqual([]);
  }
  const sent = driver.typed.trim() || null;
  // Notes left as they were send nothing.
  if (sent === driver.notes) return expect(driver.app.backend.unanswered).toEqual([]);
  driver.notes = sent;
  const request = await driver.app.backend.answer('PUT /expenses/update', stored(driver));
  expect(request.body).toEqual({ wedding_id: 7, id: flowers.id, notes: sent });
}

/** The flowers as the server holds them, as it answers a change. */
const stored = ({ notes, attached }: Driver): Expense => ({ ...flowers, notes, supplier_id: attached ? florist.id : null });
