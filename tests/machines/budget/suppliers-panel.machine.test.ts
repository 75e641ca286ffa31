import { describe, expect, it } from 'vitest';
import { suppliersPanelMachine } from '../../../machines/budget/suppliers-panel.machine';
import { describeIgnoredEvents } from '../../support/ignored-events';
import { describePathCoverage } from '../../support/path-coverage';
import { snapshotAfter } from '../../support/snapshot-after';
import { florist, hosted } from './budget-world';

describe('suppliers panel machine (part 2 §4)', () => {
  it('adds a supplier with blank fields as null, after its name is given', () => {
    const { child, received } = hosted(suppliersPanelMachine);
    child.send({ type: 'panel.open' });
    child.send({ type: 'supplier.add', id: -1000050 });
    child.send({ type: 'form.save' });
    expect(child.getSnapshot().context.errors).toEqual({ name: ['required'] });
    child.send({ type: 'form.change', values: { name: ' Dulce Pastel ', phone: '  ' } });
    child.send({ type: 'form.save' });
    expect(received).toEqual([
      { type: 'supplier.create', id: -1000050, fields: { name: 'Dulce Pastel', phone: null, bank: null, bank_account: null, clabe: null } },
    ]);
    expect(child.getSnapshot().value).toBe('list');
  });

  it('shows, edits and deletes a supplier', () => {
    const { child, received } = hosted(suppliersPanelMachine);
    child.send({ type: 'panel.open' });
    child.send({ type: 'supplier.view', supplier: florist });
    child.send({ type: 'info.edit' });
    expect(child.getSnapshot().context.form).toEqual({ name: 'Rosa Flores', phone: '555 0101', bank: '', bank_account: '', clabe: '' });
    child.send({ type: 'form.change', values: { bank: 'Banorte' } });
    child.send({ type: 'form.save' });
    expect(child.getSnapshot().value).toEqual({ info: 'viewing' });
    child.send({ type: 'info.delete' });
    expect(received).toEqual([
      { type: 'supplier.update', id: 31, fields: { name: 'Rosa Flores', phone: '555 0101', bank: 'Banorte', bank_account: null, clabe: null } },
      { type: 'supplier.delete', id: 31 },
    ]);
  });

  describe('paths', () => {
    const silent = { commitNew: () => {}, commitEdit: () => {}, commitDelete: () => {} };
    describePathCoverage(suppliersPanelMachine.provide({ actions: silent }), {
      events: [
        { type: 'panel.open' },
        { type: 'panel.close' },
        { type: 'panel.search', text: 'ros' },
        { type: 'supplier.view', supplier: florist },
        { type: 'supplier.add', id: -1 },
        { type: 'info.edit' },
        { type: 'info.back' },
        { type: 'info.delete' },
        { type: 'form.change', values: { name: '' } },
        { type: 'form.change', values: { name: 'Rosa' } },
        { type: 'form.save' },
        { type: 'form.cancel' },
      ],
      stateKey: (snapshot) => [snapshot.context.form.name, Object.keys(snapshot.context.errors).length],
    });
  });
});

// A form open keeps the list's buttons away: nothing is shown or added behind it.
describeIgnoredEvents([
  {
    state: 'adding',
    snapshot: snapshotAfter(suppliersPanelMachine, [{ type: 'panel.open' }, { type: 'supplier.add', id: -1 }]),
    ignores: [{ type: 'supplier.view', supplier: florist }, { type: 'supplier.add', id: -2 }, { type: 'info.delete' }],
  },
  {
    state: { info: 'editing' },
    snapshot: snapshotAfter(suppliersPanelMachine, [{ type: 'panel.open' }, { type: 'supplier.view', supplier: florist }, { type: 'info.edit' }]),
    ignores: [{ type: 'info.delete' }, { type: 'info.back' }, { type: 'supplier.add', id: -2 }],
  },
]);
