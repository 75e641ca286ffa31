import { describe, expect, it } from 'vitest';
import { paymentFormMachine, type PaymentOpening } from '../../../machines/budget/payment-form.machine';
import { describeIgnoredEvents } from '../../support/ignored-events';
import { describePathCoverage } from '../../support/path-coverage';
import { snapshotAfter } from '../../support/snapshot-after';
import { hosted } from './budget-world';

const opening: PaymentOpening = { id: -1000040, expenseId: 11, name: 'Flowers [2]', date: '04/03/2026', isoDate: '2026-03-04', locale: 'es' };

describe('add-payment form (part 2 §5)', () => {
  it('opens named after the expense, dated today, paid in cash; saves the amount to the cent', () => {
    const { child, received } = hosted(paymentFormMachine, opening);
    expect(child.getSnapshot().context.form.values).toEqual({
      name: 'Flowers [2]',
      amount: '',
      date: '04/03/2026',
      isoDate: '2026-03-04',
      method: 'cash',
      paid: true,
    });
    child.send({ type: 'form.change', values: { amount: '0,29', method: 'transfer' } });
    child.send({ type: 'form.save' });
    expect(received).toEqual([
      {
        type: 'payment.create',
        draft: { id: -1000040, expense_id: 11, name: 'Flowers [2]', amount: '0.29', date: '2026-03-04', payment_method: 'transfer', paid: true },
      },
    ]);
  });

  it('needs a name, an amount above zero and a real date, and keeps a scheduled payment unpaid', () => {
    const { child, received } = hosted(paymentFormMachine, opening);
    child.send({ type: 'form.change', values: { name: ' ', date: '30/02/2026', isoDate: null } });
    child.send({ type: 'form.save' });
    expect(child.getSnapshot().context.form.errors).toEqual({ name: ['required'], amount: ['required'], date: ['date'] });
    child.send({ type: 'form.change', values: { amount: '0' } });
    expect(child.getSnapshot().context.form.errors.amount).toEqual(['min']);
    child.send({ type: 'form.change', values: { name: 'Balance', amount: '1.000', date: '30/03/2026', isoDate: '2026-03-30', paid: false } });
    child.send({ type: 'form.save' });
    expect(received).toEqual([
      { type: 'payment.create', draft: expect.objectContaining({ name: 'Balance', amount: '1000.00', date: '2026-03-30', paid: false }) },
    ]);
  });

  describe('paths', () => {
    describePathCoverage(paymentFormMachine.provide({ actions: { commit: () => {} } }), {
      inputs: [opening],
      events: [
        { type: 'form.change', values: { amount: '' } },
        { type: 'form.change', values: { amount: '10' } },
        { type: 'form.save' },
        { type: 'form.cancel' },
      ],
    });
  });
});

// Saved or cancelled, a form is done: another payment opens a form of its own.
describeIgnoredEvents(
  (['saved', 'cancelled'] as const).map((state) => ({
    state,
    snapshot: snapshotAfter(
      paymentFormMachine.provide({ actions: { commit: () => {} } }),
      state === 'saved' ? [{ type: 'form.change', values: { amount: '10' } }, { type: 'form.save' }] : [{ type: 'form.cancel' }],
      opening,
    ),
    ignores: [{ type: 'form.change', values: { amount: '1' } }, { type: 'form.save' }, { type: 'form.cancel' }],
  })),
);
