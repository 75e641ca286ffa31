import type { Expense, Payment, Supplier } from '../../../contract/budget';
import type { ActionCode } from '../../../contract/permissions';
import { createActor, createMachine, type AnyEventObject, type AnyStateMachine } from 'xstate';

/** The eight budget actions (part 2 §6). */
export const budgetActions: ActionCode[] = [
  'ADD_EXPENSE',
  'EDIT_EXPENSE',
  'DELETE_EXPENSE',
  'ADD_PAYMENT',
  'DELETE_PAYMENT',
  'ADD_SUPPLIER',
  'EDIT_SUPPLIER',
  'DELETE_SUPPLIER',
];

/** A small fixed budget: flowers agreed at 1,234.50 and paid 234.50, music still to be decided with 300.00 due. */
export const flowers: Expense = { id: 11, wedding_id: 7, name: 'Flowers', amount: '1234.50', supplier_id: 31, notes: null };
export const music: Expense = { id: 12, wedding_id: 7, name: 'Music', amount: null, supplier_id: null, notes: 'Band or DJ' };
export const flowersDeposit: Payment = {
  id: 21,
  wedding_id: 7,
  expense_id: 11,
  name: 'Flowers [1]',
  date: '2026-03-02',
  amount: '234.50',
  payment_method: 'transfer',
  paid: true,
};
export const musicDue: Payment = {
  id: 22,
  wedding_id: 7,
  expense_id: 12,
  name: 'Music [1]',
  date: '2026-03-10',
  amount: '300.00',
  payment_method: 'cash',
  paid: false,
};
export const florist: Supplier = { id: 31, wedding_id: 7, name: 'Rosa Flores', phone: '555 0101', bank: null, bank_account: null, clabe: null };

/** A child machine run under a parent that records what the child sends it (`sendParent`; not its done event). */
export function hosted<T extends AnyStateMachine>(child: T, input?: unknown) {
  const received: AnyEventObject[] = [];
  const parent = createMachine({
    invoke: { id: 'child', src: child, input },
    on: { '*': { actions: ({ event }) => !event.type.startsWith('xstate.') && received.push(event) } },
  });
  const actor = createActor(parent).start();
  return { child: actor.getSnapshot().children.child!, received };
}
