import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { packageDiscount, type CreditPackage, type PlannerBalance } from '../../../contract/credits';
import { addCreditsErrors, steppedAmount } from '../../../machines/credits/credits-add-form';
import { creditsAddMachine } from '../../../machines/credits/credits-add.machine';
import { creditsHistoryMachine, type CreditsHistory } from '../../../machines/credits/credits-history.machine';
import { creditsPlannersMachine } from '../../../machines/credits/credits-planners.machine';
import { creditsPricingMachine } from '../../../machines/credits/credits-pricing.machine';
import { collectNotices } from '../../support/notices';
import { describePathCoverage } from '../../support/path-coverage';

const history: CreditsHistory = {
  transactions: [{ id: 1, type: 'purchase', amount: 10, cost: 12000, balance: 10, date: '2026-01-02', wedding_name: null }],
  balance: 10,
  ledgerBalance: null,
};
const daniela: PlannerBalance = { id: 2, first_name: 'Daniela', last_name: 'Ríos', email: 'planner@demo.local', credits: 7 };
const packages: CreditPackage[] = [
  { id: 1, quantity: 1, price: 1500 },
  { id: 2, quantity: 5, price: 6000 },
];

describe('credits history machine', () => {
  it("loads a planner's ledger, their own when no planner is named", async () => {
    let asked: number | null | undefined;
    const actor = createActor(
      creditsHistoryMachine.provide({ actors: { loadHistory: fromPromise(async ({ input }) => ((asked = input.personId), history)) } }),
      { input: { personId: null } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(asked).toBeNull();
    expect(actor.getSnapshot().context.history).toEqual(history);
  });

  it('says why it failed and tries again', async () => {
    let calls = 0;
    const actor = createActor(
      creditsHistoryMachine.provide({
        actors: {
          loadHistory: fromPromise(() => (calls++ === 0 ? Promise.reject({ code: 'not_found', messageKey: 'errors.not_found' }) : Promise.resolve(history))),
        },
      }),
      { input: { personId: 2 } },
    );
    const notices = collectNotices(actor);
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(notices).toEqual([{ kind: 'error', message: { key: 'errors.not_found' } }]);
    actor.send({ type: 'load.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
  });

  describe('paths', () => {
    describePathCoverage(creditsHistoryMachine, {
      inputs: [{ personId: null }],
      events: [
        { type: 'load.retry' },
        { type: 'xstate.done.actor.loadHistory', output: history },
        { type: 'xstate.error.actor.loadHistory', error: { messageKey: 'errors.generic_error' } },
      ],
    });
  });
});

describe('credits pricing machine', () => {
  it('loads the packages', async () => {
    const actor = createActor(creditsPricingMachine.provide({ actors: { loadPackages: fromPromise(async () => packages) } })).start();
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(actor.getSnapshot().context.packages).toEqual(packages);
  });

  it('computes the discount against the 1-credit price', () => {
    expect(packages.map((pack) => packageDiscount(pack, packages))).toEqual([0, 20]);
  });

  describe('paths', () => {
    describePathCoverage(creditsPricingMachine, {
      events: [
        { type: 'load.retry' },
        { type: 'xstate.done.actor.loadPackages', output: packages },
        { type: 'xstate.error.actor.loadPackages', error: { messageKey: 'errors.generic_error' } },
      ],
    });
  });
});

describe('credits add machine', () => {
  function start(addCredits: (payload: unknown) => Promise<{ credits: number }>) {
    const actor = createActor(creditsAddMachine.provide({ actors: { addCredits: fromPromise(({ input }) => addCredits(input)) } }), { input: { personId: 2 } });
    const notices = collectNotices(actor);
    actor.start();
    return { actor, notices };
  }

  it('sends the amount and the cost with its commas stripped, and ends with the new balance', async () => {
    let sent: unknown;
    const { actor, notices } = start(async (payload) => ((sent = payload), { credits: 12 }));
    actor.send({ type: 'add.step', by: 1 });
    actor.send({ type: 'add.step', by: 1 });
    actor.send({ type: 'add.step', by: 1 });
    actor.send({ type: 'add.step', by: -1 });
    actor.send({ type: 'add.change', values: { cost: '12,500.50' } });
    actor.send({ type: 'add.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sent).toEqual({ person_id: 2, amount: 3, cost: 12500.5 });
    expect(actor.getSnapshot().output).toEqual({ credits: 12 });
    expect(notices).toEqual([{ kind: 'success', message: { key: 'credits.creditsAdded' } }]);
  });

  it('requires a cost, numeric, and an amount of at least 1', () => {
    const { actor } = start(() => new Promise(() => {}));
    actor.send({ type: 'add.change', values: { amount: '0' } });
    actor.send({ type: 'add.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ amount: ['min'], cost: ['required'] });
    actor.send({ type: 'add.change', values: { cost: 'twelve' } });
    actor.send({ type: 'add.step', by: 1 });
    actor.send({ type: 'add.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ cost: ['numeric'] });
  });

  it('keeps the form after a refusal, with the adding-credits message', async () => {
    const { actor, notices } = start(() => Promise.reject(new Error('down')));
    actor.send({ type: 'add.change', values: { cost: '100' } });
    actor.send({ type: 'add.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.values).toEqual({ amount: '1', cost: '100' });
    expect(notices).toEqual([{ kind: 'error', message: { key: 'credits.unexpectedAdding' } }]);
  });

  it('cannot be cancelled while the purchase is being recorded', () => {
    const { actor } = start(() => new Promise(() => {}));
    actor.send({ type: 'add.change', values: { cost: '100' } });
    actor.send({ type: 'add.submit' });
    actor.send({ type: 'add.cancel' });
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  it('steps never below 1', () => {
    expect([steppedAmount('1', -1), steppedAmount('', 1), steppedAmount('abc', -1), steppedAmount('9', 1)]).toEqual(['1', '1', '1', '10']);
    expect(addCreditsErrors(2, { amount: '1.5', cost: '1,000' })).toEqual({ amount: ['numeric'] });
  });

  describe('paths', () => {
    describePathCoverage(creditsAddMachine, {
      inputs: [{ personId: 2 }],
      bound: (snapshot) => (snapshot.context as { values: { amount: string } }).values.amount.length < 2,
      events: [
        { type: 'add.change', values: { cost: '1,000' } },
        { type: 'add.change', values: { cost: '' } },
        { type: 'add.step', by: 1 },
        { type: 'add.step', by: -1 },
        { type: 'add.submit' },
        { type: 'add.cancel' },
        { type: 'xstate.done.actor.addCredits', output: { credits: 8 } },
        { type: 'xstate.error.actor.addCredits', error: { code: 'auth_forbidden', messageKey: 'errors.auth_forbidden' } },
      ],
    });
  });
});

describe('credits planners machine', () => {
  function start(loads: Array<() => Promise<PlannerBalance[]>>, addCredits: () => Promise<{ credits: number }> = () => new Promise(() => {})) {
    let calls = 0;
    const actor = createActor(
      creditsPlannersMachine.provide({
        actors: {
          loadPlanners: fromPromise(() => loads[Math.min(calls++, loads.length - 1)]!()),
          history: creditsHistoryMachine.provide({ actors: { loadHistory: fromPromise(async () => history) } }),
          addCredits: creditsAddMachine.provide({ actors: { addCredits: fromPromise(addCredits) } }),
        },
      }),
    ).start();
    return { actor, loadCalls: () => calls };
  }

  it("opens a planner's history in a dialog", async () => {
    const { actor } = start([async () => [daniela]]);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'planner.viewHistory', planner: daniela });
    const child = actor.getSnapshot().children.history!;
    expect(child.getSnapshot().context.personId).toBe(2);
    await waitFor(child, (snapshot) => snapshot.matches('loaded'));
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().children.history).toBeUndefined();
  });

  it('shows added credits at once, then reloads the planners', async () => {
    const { actor, loadCalls } = start([async () => [daniela], async () => [{ ...daniela, credits: 10 }]], async () => ({ credits: 10 }));
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'planner.addCredits', planner: daniela });
    const adding = actor.getSnapshot().children.addCredits!;
    adding.send({ type: 'add.change', values: { amount: '3', cost: '3,600' } });
    adding.send({ type: 'add.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { dialog: 'closed', rows: 'refreshing' } }));
    expect(actor.getSnapshot().context.planners[0]!.credits).toBe(10);
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { rows: 'shown' } }));
    expect(loadCalls()).toBe(2);
  });

  it('closes a cancelled add-credits dialog without reloading', async () => {
    const { actor, loadCalls } = start([async () => [daniela]]);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'planner.addCredits', planner: daniela });
    actor.getSnapshot().children.addCredits!.send({ type: 'add.cancel' });
    expect(actor.getSnapshot().matches({ ready: { dialog: 'closed', rows: 'shown' } })).toBe(true);
    expect(loadCalls()).toBe(1);
  });

  describe('paths', () => {
    describePathCoverage(creditsPlannersMachine, {
      events: [
        { type: 'load.retry' },
        { type: 'planners.refresh' },
        { type: 'planner.viewHistory', planner: daniela },
        { type: 'planner.addCredits', planner: daniela },
        { type: 'dialog.close' },
        { type: 'xstate.done.actor.loadPlanners', output: [daniela] },
        { type: 'xstate.error.actor.loadPlanners', error: { messageKey: 'errors.generic_error' } },
        { type: 'xstate.done.actor.reloadPlanners', output: [{ ...daniela, credits: 10 }] },
        { type: 'xstate.error.actor.reloadPlanners', error: { messageKey: 'errors.generic_error' } },
        { type: 'xstate.done.actor.addCredits', output: { credits: 10 } },
        { type: 'xstate.done.actor.addCredits', output: { credits: null } },
      ],
    });
  });
});
