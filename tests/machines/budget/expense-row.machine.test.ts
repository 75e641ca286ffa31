import { describe, expect, it } from 'vitest';
import { expenseRowMachine } from '../../../machines/budget/expense-row.machine';
import { describeIgnoredEvents } from '../../support/ignored-events';
import { describePathCoverage } from '../../support/path-coverage';
import { snapshotAfter } from '../../support/snapshot-after';
import { flowers, hosted } from './budget-world';

describe('expense row machine (part 2 §4)', () => {
  it('saves a new row on Enter with its amount read in Spanish, and sends it to the page', () => {
    const { child, received } = hosted(expenseRowMachine);
    child.send({ type: 'expense.add', id: -1000030, locale: 'es' });
    child.send({ type: 'form.change', values: { name: ' Pastel ', amount: '1.234,5' } });
    child.send({ type: 'form.save' });
    expect(received).toEqual([{ type: 'expense.create', id: -1000030, fields: { name: 'Pastel', amount: '1234.50', supplier_id: null, notes: null } }]);
    expect(child.getSnapshot().value).toBe('closed');
  });

  it('keeps a row with an error open with the error; once shown, the error follows the typing', () => {
    const { child, received } = hosted(expenseRowMachine);
    child.send({ type: 'expense.add', id: -1000031, locale: 'en' });
    child.send({ type: 'form.change', values: { name: 'Cake', amount: '12,5' } });
    child.send({ type: 'form.save' });
    expect(child.getSnapshot().context.form?.errors).toEqual({ amount: ['numeric'] });
    child.send({ type: 'form.change', values: { amount: '12.5' } });
    expect(child.getSnapshot().context.form?.errors).toEqual({});
    expect(received).toEqual([]);
    expect(child.getSnapshot().value).toBe('adding');
  });

  it('cancels a new row on Escape, and saves an existing one on Escape with only what changed', () => {
    const { child, received } = hosted(expenseRowMachine);
    child.send({ type: 'expense.add', id: -1000032, locale: 'en' });
    child.send({ type: 'form.change', values: { name: 'Never saved' } });
    child.send({ type: 'form.escape' });
    expect(child.getSnapshot().value).toBe('closed');
    child.send({ type: 'expense.edit', expense: flowers, locale: 'en' });
    expect(child.getSnapshot().context.form?.values).toMatchObject({ name: 'Flowers', amount: '1234.50' });
    child.send({ type: 'form.change', values: { amount: '1,300' } });
    child.send({ type: 'form.escape' });
    expect(received).toEqual([{ type: 'expense.update', id: flowers.id, patch: { amount: '1300.00' } }]);
  });

  it('closes an untouched row without a call, and hands a delete to the page', () => {
    const { child, received } = hosted(expenseRowMachine);
    child.send({ type: 'expense.edit', expense: flowers, locale: 'es' });
    child.send({ type: 'form.save' });
    expect(child.getSnapshot().value).toBe('closed');
    child.send({ type: 'expense.edit', expense: flowers, locale: 'es' });
    child.send({ type: 'form.delete' });
    expect(received).toEqual([{ type: 'expense.delete', id: flowers.id }]);
  });

  describe('paths', () => {
    // Saved rows go to the budget page (its parent); alone, they go nowhere.
    describePathCoverage(expenseRowMachine.provide({ actions: { commit: () => {}, commitDelete: () => {} } }), {
      events: [
        { type: 'expense.add', id: -1000001, locale: 'en' },
        { type: 'expense.edit', expense: flowers, locale: 'en' },
        { type: 'form.change', values: { name: '' } },
        { type: 'form.change', values: { name: 'Cake' } },
        { type: 'form.save' },
        { type: 'form.escape' },
        { type: 'form.cancel' },
        { type: 'form.delete' },
      ],
    });
  });
});

// One row at a time: another row opens once this one is closed (a click on it saves this one first).
describeIgnoredEvents([
  {
    state: 'closed',
    snapshot: snapshotAfter(expenseRowMachine, []),
    ignores: [{ type: 'form.change', values: { name: 'Cake' } }, { type: 'form.save' }, { type: 'form.escape' }, { type: 'form.delete' }],
  },
  {
    state: 'adding',
    snapshot: snapshotAfter(expenseRowMachine, [{ type: 'expense.add', id: -1, locale: 'en' }]),
    ignores: [{ type: 'expense.add', id: -2, locale: 'en' }, { type: 'expense.edit', expense: flowers, locale: 'en' }, { type: 'form.delete' }],
  },
  {
    state: 'editing',
    snapshot: snapshotAfter(expenseRowMachine, [{ type: 'expense.edit', expense: flowers, locale: 'en' }]),
    ignores: [
      { type: 'expense.add', id: -2, locale: 'en' },
      { type: 'expense.edit', expense: flowers, locale: 'en' },
      // An existing row has no cancel: leaving it saves it (part 2 §4).
      { type: 'form.cancel' },
    ],
  },
]);
