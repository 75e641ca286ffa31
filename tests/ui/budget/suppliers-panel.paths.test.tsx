import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { Expense, Supplier } from '../../../contract/budget';
import { i18nObject } from '../../../i18n/i18n-util';
import { suppliersPanelMachine } from '../../../machines/budget/suppliers-panel.machine';
import { notingEffects } from '../../support/ui/noted-effects';
import type { RenderedApp } from '../../support/ui/render-app';
import { describeUiPaths } from '../../support/ui/ui-paths';
import { florist, flowers as worldFlowers } from '../../machines/budget/budget-world';
import { budgetActions, openBudget } from './budget-screen';

const LL = i18nObject('en');
const labels = LL.budget.suppliers;
const flowers: Expense = { ...worldFlowers, supplier_id: null };
const baker: Supplier = { id: 32, wedding_id: 7, name: 'Dulce Pastel', phone: null, bank: null, bank_account: null, clabe: null };

/** What the walk's model notes of the server: the baker added (once), the florist deleted. */
interface World {
  added: boolean;
  deleted: boolean;
}

// Saved forms go to the page machine (the panel's parent); on screen, the page's lists take them.
const { model, effectsOf } = notingEffects<World>(
  suppliersPanelMachine.provide({ actions: { commitEdit: () => {} } }),
  { added: false, deleted: false },
  {
    commitNew: (world) => ({ ...world, added: true }),
    commitDelete: (world) => ({ ...world, deleted: true }),
  },
);

/** The server as the screen should show it: also the florist renamed. */
interface Driver extends World {
  app: RenderedApp;
  renamed: boolean;
  search: string;
  form: { name: string };
  saveTried: boolean;
}

const floristName = ({ renamed }: Driver) => (renamed ? 'Rosa Flores Norte' : 'Rosa Flores');
/** The list, by name, as the search leaves it ("ros" finds the florist only). */
const listed = (driver: Driver) =>
  [...(driver.added ? ['Dulce Pastel'] : []), ...(driver.deleted ? [] : [floristName(driver)])].filter((name) => name.toLowerCase().includes(driver.search));
const panel = (title: string) => screen.getByRole('dialog', { name: title });
const names = (dialog: HTMLElement) => [...dialog.querySelectorAll('li button > span:first-child')].map((name) => name.textContent);

describe('the suppliers panel, along its machine’s paths (part 2 §2, §4)', () => {
  describeUiPaths<Driver>({
    machine: model,
    walks: 'tours',
    walkEvery: ['form.save', 'form.cancel', 'info.back', 'panel.close'],
    stateKey: (snapshot) => [effectsOf(snapshot), snapshot.context.search, Object.keys(snapshot.context.errors).length > 0],
    // The baker is added once; the florist is shown while it is there. Renaming again is
    // harmless (the same call with the same value).
    bound: (snapshot, event) => {
      const world = effectsOf(snapshot);
      if (event.type === 'supplier.add') return !world.added;
      // The search is walked on the suppliers as loaded.
      if (event.type === 'panel.search') return !world.added && !world.deleted;
      if (event.type === 'supplier.view') return !world.deleted && snapshot.context.search === '';
      if (event.type === 'form.change' && event.values.name) return event.values.name === (snapshot.matches('adding') ? 'Dulce Pastel' : 'Rosa Flores Norte');
      return true;
    },
    events: [
      { type: 'panel.open' },
      { type: 'panel.close' },
      { type: 'panel.search', text: 'ros' },
      { type: 'panel.search', text: '' },
      { type: 'supplier.view', supplier: florist },
      { type: 'supplier.add', id: -1 },
      { type: 'info.edit' },
      { type: 'info.back' },
      { type: 'info.delete' },
      { type: 'form.change', values: { name: '' } },
      { type: 'form.change', values: { name: 'Dulce Pastel' } },
      { type: 'form.change', values: { name: 'Rosa Flores Norte' } },
      { type: 'form.save' },
      { type: 'form.cancel' },
    ],
    open: async () => {
      const app = openBudget({ expenses: [flowers], payments: [], suppliers: [florist], actions: budgetActions.filter((code) => !code.includes('PAYMENT')) });
      await screen.findByRole('button', { name: LL.budget.suppliersButton() });
      return { app, added: false, renamed: false, deleted: false, search: '', form: { name: '' }, saveTried: false };
    },
    perform: {
      'panel.open': async ({ app }) => app.user.click(screen.getByRole('button', { name: LL.budget.suppliersButton() })),
      'panel.close': async (driver) => {
        await driver.app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: LL.common.close() }));
        driver.search = '';
      },
      'panel.search': async (driver, event) => {
        const search = screen.getByRole('searchbox', { name: labels.search() });
        await driver.app.user.clear(search);
        if (event.text) await driver.app.user.type(search, event.text);
        driver.search = event.text;
      },
      'supplier.view': async (driver) => driver.app.user.click(screen.getByRole('button', { name: new RegExp(floristName(driver)) })),
      'supplier.add': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: labels.add() }));
        Object.assign(driver, { form: { name: '' }, saveTried: false });
      },
      'info.edit': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: labels.edit() }));
        Object.assign(driver, { form: { name: floristName(driver) }, saveTried: false });
      },
      'info.back': async ({ app }) => app.user.click(screen.getByRole('button', { name: labels.back() })),
      'info.delete': async (driver) => {
        await driver.app.user.click(screen.getByRole('button', { name: labels.delete() }));
        const request = await driver.app.backend.answer('DELETE /suppliers/destroy', { expense_ids: [] });
        expect(request.query).toEqual({ id: String(florist.id), wedding_id: '7' });
        driver.deleted = true;
      },
      'form.change': async (driver, event) => {
        const name = screen.getByRole('textbox', { name: labels.fields.name() });
        await driver.app.user.clear(name);
        if (event.values.name) await driver.app.user.type(name, event.values.name);
        driver.form = { name: event.values.name };
      },
      'form.save': async (driver) => {
        const adding = screen.queryByRole('dialog', { name: labels.newSupplier() }) !== null;
        await driver.app.user.click(screen.getByRole('button', { name: labels.save() }));
        driver.saveTried = true;
        if (driver.form.name === '') return expect(driver.app.backend.unanswered).toEqual([]);
        if (adding) {
          const request = await driver.app.backend.answer('POST /suppliers/create', baker);
          // Blank fields are sent as null (spec §3).
          expect(request.body).toEqual({ wedding_id: 7, name: 'Dulce Pastel', phone: null, bank: null, bank_account: null, clabe: null });
          driver.added = true;
        } else {
          const request = await driver.app.backend.answer('PUT /suppliers/update', { ...florist, name: driver.form.name });
          expect(request.body).toEqual({
            wedding_id: 7,
            id: florist.id,
            name: driver.form.name,
            phone: '555 0101',
            bank: null,
            bank_account: null,
            clabe: null,
          });
          driver.renamed ||= driver.form.name === 'Rosa Flores Norte';
        }
      },
      'form.cancel': async ({ app }) => {
        await app.user.click(screen.getByRole('button', { name: labels.cancel() }));
        expect(app.backend.unanswered).toEqual([]);
      },
    },
    shows: {
      'suppliersPanel.closed': () => {
        expect(screen.queryByRole('dialog')).toBeNull();
        const row = document.querySelector(`li[data-expense-id="${flowers.id}"]`)!;
        expect(row.textContent).toBe('Flowers$1,234.50$1,234.50 left');
      },
      'suppliersPanel.list': (driver) => {
        const dialog = panel(labels.title());
        expect(names(dialog)).toEqual(listed(driver));
        expect(within(dialog).getByRole('button', { name: labels.add() })).toBeVisible();
      },
      'suppliersPanel.info.viewing': (driver) => {
        const dialog = panel(labels.title());
        expect(dialog).toHaveTextContent(floristName(driver));
        expect(dialog).toHaveTextContent('555 0101');
      },
      'suppliersPanel.info.editing': (driver) => {
        expect(screen.getByRole('textbox', { name: labels.fields.name() })).toHaveValue(driver.form.name);
        expect(screen.getByRole('textbox', { name: labels.fields.phone() })).toHaveValue('555 0101');
        if (driver.saveTried && driver.form.name === '')
          expect(screen.getByRole('textbox', { name: labels.fields.name() })).toHaveAccessibleDescription(LL.validation.required());
      },
      'suppliersPanel.adding': (driver) => {
        panel(labels.newSupplier());
        expect(screen.getByRole('textbox', { name: labels.fields.name() })).toHaveValue(driver.form.name);
        if (driver.saveTried && driver.form.name === '')
          expect(screen.getByRole('textbox', { name: labels.fields.name() })).toHaveAccessibleDescription(LL.validation.required());
      },
    },
  });
});
