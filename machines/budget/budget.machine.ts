import { assertEvent, enqueueActions, sendTo, spawnChild, stopChild, type SnapshotFrom } from 'xstate';
import { loadingStates } from '../shared/loader';
import type { BudgetPermissions } from './budget-rows';
import { budgetBase, initialBudgetContext, type BudgetContext, type LoadedBudget } from './budget-setup';

export * from './budget-lists';
export * from './budget-setup';

/**
 * The budget page (part 2 §2, §4): it loads the expenses, payments, suppliers and what the
 * person may do, then keeps the two columns' searches and orders and the question before an
 * expense (and its payments) is deleted. Changes come from its children, the expense row being
 * written, the expense's detail, the add-payment modal and the suppliers panel, and from the
 * rows' buttons; each is checked against the person's actions and goes through its
 * optimistic list (`expenses`, `payments`, `suppliers`): shown at once, rolled back with the
 * spec's message if the server refuses. Changes saved on other screens (`live.change`) join the
 * lists' confirmed rows, under what this screen is still saving; when the stream says it missed
 * some (`live.reset`), the lists are read again behind the rows on screen (what this screen is
 * still saving stays on top; a failed read leaves the rows as they are).
 */

const budgetSetup = budgetBase.extend({
  actions: {
    createExpense: sendTo('expenses', ({ context, event }) => {
      assertEvent(event, 'expense.create');
      return { type: 'rows.create' as const, rows: [{ id: event.id, wedding_id: context.weddingId, ...event.fields }] };
    }),
    updateExpense: sendTo('expenses', ({ event }) => {
      assertEvent(event, 'expense.update');
      return { type: 'rows.update' as const, changes: [{ id: event.id, patch: event.patch }], intent: 'details' as const };
    }),
    deleteExpense: sendTo('expenses', ({ context }) => ({ type: 'rows.delete' as const, ids: [context.deletingId!] })),
    /** Its detail closes: the expense is gone. */
    closeDeletedDetail: sendTo('expenseDetail', ({ context }) => ({ type: 'expense.gone' as const, id: context.deletingId! })),
    createPayment: sendTo('payments', ({ context, event }) => {
      assertEvent(event, 'payment.create');
      return { type: 'rows.create' as const, rows: [{ ...event.draft, wedding_id: context.weddingId }] };
    }),
    payPayment: sendTo('payments', ({ event }) => {
      assertEvent(event, 'payment.pay');
      return { type: 'rows.update' as const, changes: [{ id: event.id, patch: { paid: true, date: event.date } }], intent: 'pay' as const };
    }),
    deletePayment: sendTo('payments', ({ event }) => {
      assertEvent(event, 'payment.delete');
      return { type: 'rows.delete' as const, ids: [event.id] };
    }),
    createSupplier: sendTo('suppliers', ({ context, event }) => {
      assertEvent(event, 'supplier.create');
      return { type: 'rows.create' as const, rows: [{ id: event.id, wedding_id: context.weddingId, ...event.fields }] };
    }),
    updateSupplier: sendTo('suppliers', ({ event }) => {
      assertEvent(event, 'supplier.update');
      return { type: 'rows.update' as const, changes: [{ id: event.id, patch: event.fields }], intent: 'details' as const };
    }),
    applyLiveChange: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'live.change');
      const { change } = event;
      if (change.kind === 'expenses.saved') enqueue.sendTo('expenses', { type: 'list.upsert', rows: change.expenses });
      if (change.kind === 'expenses.deleted') {
        enqueue.sendTo('expenses', { type: 'list.remove', ids: change.ids });
        for (const id of change.ids) enqueue.sendTo('expenseDetail', { type: 'expense.gone', id });
      }
      if (change.kind === 'payments.saved') enqueue.sendTo('payments', { type: 'list.upsert', rows: change.payments });
      if (change.kind === 'payments.deleted') enqueue.sendTo('payments', { type: 'list.remove', ids: change.ids });
      if (change.kind === 'suppliers.saved') enqueue.sendTo('suppliers', { type: 'list.upsert', rows: change.suppliers });
      if (change.kind === 'suppliers.deleted') enqueue.sendTo('suppliers', { type: 'list.remove', ids: change.ids });
    }),
    // A reset heard while a read runs starts it over: that read may have begun before the missed changes.
    rereadBudget: enqueueActions(({ context, enqueue }) => {
      enqueue(stopChild('rereadBudget'));
      enqueue(spawnChild('loadBudget', { id: 'rereadBudget', input: { weddingId: context.weddingId } }));
    }),
    deleteSupplier: sendTo('suppliers', ({ event }) => {
      assertEvent(event, 'supplier.delete');
      return { type: 'rows.delete' as const, ids: [event.id] };
    }),
  },
});

type Loaded = { event: { output: LoadedBudget } };

const storeLoaded = [
  { type: 'storeLoad', params: ({ event }: Loaded) => event.output },
  { type: 'loadLists', params: ({ event }: Loaded) => event.output },
] as const;

const firstLoad = loadingStates({
  src: 'loadBudget',
  input: ({ context }: { context: BudgetContext }) => ({ weddingId: context.weddingId }),
  onDone: { target: 'ready', actions: storeLoaded },
  onFailure: { type: 'storeLoadError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
});

export const budgetMachine = budgetSetup.createMachine({
  id: 'budget',
  context: ({ input }) => initialBudgetContext(input),
  invoke: [
    { id: 'expenses', src: 'expenses', input: {} },
    { id: 'payments', src: 'payments', input: {} },
    { id: 'suppliers', src: 'suppliers', input: {} },
  ],
  initial: 'loading',
  states: {
    ...firstLoad,
    // A read that began before the missed changes may lack them: it starts over.
    loading: { ...firstLoad.loading, on: { 'live.reset': { target: 'loading', reenter: true } } },
    ready: {
      invoke: [
        { id: 'expenseRow', src: 'expenseRow' },
        { id: 'expenseDetail', src: 'expenseDetail', input: ({ context }) => ({ can: context.can }) },
        { id: 'suppliersPanel', src: 'suppliersPanel' },
      ],
      on: {
        'expenses.search': { actions: 'searchExpenses' },
        'expenses.sort': { actions: 'sortExpenses' },
        'expenses.show': { actions: 'showAmounts' },
        'payments.search': { actions: 'searchPayments' },
        'payments.sort': { actions: 'sortPayments' },
        'payments.due': { actions: 'filterPayments' },
        'expense.create': { guard: 'canAddExpense', actions: 'createExpense' },
        'expense.update': { guard: 'canEditExpense', actions: 'updateExpense' },
        // An expense takes its payments with it: asked first.
        'expense.delete': { guard: 'canDeleteExpense', target: '.confirmingDelete', actions: 'askToDelete' },
        'expense.open': { actions: 'openDetail' },
        'detail.close': { actions: 'closeDetail' },
        'payment.add': { guard: 'canAddPayment', actions: 'openPaymentForm' },
        'payment.create': { guard: 'canAddPayment', actions: 'createPayment' },
        // Marking a scheduled payment made records a payment: ADD_PAYMENT, as the server asks.
        'payment.pay': { guard: 'canAddPayment', actions: 'payPayment' },
        'payment.delete': { guard: 'canDeletePayment', actions: 'deletePayment' },
        'supplier.create': { guard: 'canAddSupplier', actions: 'createSupplier' },
        'supplier.update': { guard: 'canEditSupplier', actions: 'updateSupplier' },
        'supplier.delete': { guard: 'canDeleteSupplier', actions: 'deleteSupplier' },
        // Before the budget is loaded there is nothing to update: the load reads it as it is.
        'live.change': { actions: 'applyLiveChange' },
        'live.reset': { actions: 'rereadBudget' },
        'xstate.done.actor.rereadBudget': { actions: storeLoaded },
      },
      initial: 'idle',
      states: {
        // Entered after the answer (the deletion reads the id on its way out of confirmingDelete).
        idle: { entry: 'forgetDeleting' },
        confirmingDelete: {
          on: {
            'delete.confirm': { target: 'idle', actions: ['deleteExpense', 'closeDeletedDetail'] },
            'delete.cancel': 'idle',
          },
        },
      },
    },
  },
});

export type BudgetSnapshot = SnapshotFrom<typeof budgetMachine>;

/** What the person may do: the page's components read the same flags the guards read. */
export const selectBudgetPermissions = (snapshot: BudgetSnapshot): BudgetPermissions => snapshot.context.can;
