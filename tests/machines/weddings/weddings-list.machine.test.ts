import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { WeddingListItem } from '../../../contract/weddings';
import { createWeddingMachine, type CreatedWedding } from '../../../machines/weddings/create-wedding.machine';
import { collectNotices } from '../../support/notices';
import { weddingsListMachine, type WeddingsInput, type WeddingsLoad } from '../../../machines/weddings/weddings-list.machine';
import { describePathCoverage } from '../../support/path-coverage';

const sofia: WeddingListItem = { id: 1, name: 'Sofía & Mateo', date: '2027-05-22', guestsCount: 0 };
const emma: WeddingListItem = { id: 2, name: 'Emma & Olivia', date: '2027-09-11', guestsCount: 0 };
const planner: WeddingsInput = { canCreate: true, charged: true, credits: 3 };

function start(loads: Array<() => Promise<WeddingsLoad>>, createWedding: () => Promise<CreatedWedding> = () => new Promise(() => {}), input = planner) {
  const shared: number[] = [];
  let calls = 0;
  const actor = createActor(
    weddingsListMachine.provide({
      actors: {
        loadWeddings: fromPromise(() => loads[Math.min(calls++, loads.length - 1)]!()),
        createWedding: createWeddingMachine.provide({ actors: { createWedding: fromPromise(createWedding) } }),
      },
      actions: { shareBalance: (_, { credits }) => shared.push(credits) },
    }),
    { input },
  );
  const notices = collectNotices(actor);
  actor.start();
  return { actor, notices, shared, loadCalls: () => calls };
}

function fillWizard(actor: ReturnType<typeof start>['actor']) {
  const wizard = actor.getSnapshot().children.wizard!;
  wizard.send({ type: 'wizard.change', step: 'information', values: { name: 'Ana & Leo', date: '14/06/2027', isoDate: '2027-06-14' } });
  wizard.send({ type: 'wizard.next' });
  wizard.send({ type: 'wizard.change', step: 'spouse1', values: { first_name: 'Ana', last_name: 'Ruiz', gender: '2', email: 'ana@example.com' } });
  wizard.send({ type: 'wizard.next' });
  wizard.send({ type: 'wizard.change', step: 'spouse2', values: { first_name: 'Leo', last_name: 'Paz', gender: '1', email: 'leo@example.com' } });
  wizard.send({ type: 'wizard.add' });
  wizard.send({ type: 'wizard.confirm' });
}

describe('weddings machine', () => {
  it('loads the list with the current balance', async () => {
    const { actor } = start([async () => ({ weddings: [sofia], credits: 5 })]);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ weddings: [sofia], credits: 5 });
  });

  it('keeps the known balance when the load does not say (nobody is charged)', async () => {
    const { actor } = start([async () => ({ weddings: [], credits: null })]);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.credits).toBe(3);
  });

  it('says retrieve_weddings_error when the list fails, and tries again on request', async () => {
    const { actor, notices } = start([() => Promise.reject(new Error('down')), async () => ({ weddings: [sofia], credits: 3 })]);
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(notices).toEqual([{ kind: 'error', message: { key: 'weddings.retrieveWeddingsError' } }]);
    actor.send({ type: 'load.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
  });

  it('opens the wizard with the balance; a created wedding updates the balance and reloads the list', async () => {
    const { actor, loadCalls, shared } = start(
      [async () => ({ weddings: [sofia], credits: 3 }), async () => ({ weddings: [sofia, emma], credits: 2 })],
      async () => ({ id: 2, credits: 2 }),
    );
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'wizard.open' });
    expect(actor.getSnapshot().children.wizard!.getSnapshot().context).toMatchObject({ credits: 3, charged: true });
    fillWizard(actor);
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { wizard: 'closed', rows: 'refreshing' } }));
    expect(actor.getSnapshot().context.credits).toBe(2);
    expect(shared).toEqual([2]);
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { rows: 'shown' } }));
    expect(actor.getSnapshot().context.weddings).toEqual([sofia, emma]);
    expect(loadCalls()).toBe(2);
  });

  it('closes a cancelled wizard without reloading', async () => {
    const { actor, loadCalls } = start([async () => ({ weddings: [sofia], credits: 3 })]);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'wizard.open' });
    actor.getSnapshot().children.wizard!.send({ type: 'wizard.cancel' });
    expect(actor.getSnapshot().matches({ ready: { wizard: 'closed', rows: 'shown' } })).toBe(true);
    expect(loadCalls()).toBe(1);
  });

  it('keeps the rows when the reload fails', async () => {
    const { actor, notices } = start([async () => ({ weddings: [sofia], credits: 3 }), () => Promise.reject(new Error('down'))]);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'weddings.refresh' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { rows: 'shown' } }));
    expect(actor.getSnapshot().context.weddings).toEqual([sofia]);
    expect(notices).toEqual([{ kind: 'error', message: { key: 'weddings.retrieveWeddingsError' } }]);
  });

  it('never opens the wizard for someone who may not create', async () => {
    const { actor } = start([async () => ({ weddings: [], credits: null })], undefined, { canCreate: false, charged: false, credits: 0 });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'wizard.open' });
    expect(actor.getSnapshot().matches({ ready: { wizard: 'closed' } })).toBe(true);
  });

  describe('paths', () => {
    // The balance leaves through an effect the app provides; here it goes nowhere.
    describePathCoverage(weddingsListMachine.provide({ actions: { shareBalance: () => {} } }), {
      inputs: [planner, { canCreate: false, charged: false, credits: 0 }],
      events: [
        { type: 'load.retry' },
        { type: 'weddings.refresh' },
        { type: 'wizard.open' },
        { type: 'xstate.done.actor.loadWeddings', output: { weddings: [sofia], credits: 3 } },
        { type: 'xstate.error.actor.loadWeddings', error: { messageKey: 'errors.generic_error' } },
        { type: 'xstate.done.actor.reloadWeddings', output: { weddings: [sofia, emma], credits: 2 } },
        { type: 'xstate.error.actor.reloadWeddings', error: { messageKey: 'errors.generic_error' } },
        { type: 'xstate.done.actor.wizard', output: { created: { id: 2, credits: 2 } } },
        { type: 'xstate.done.actor.wizard', output: { created: null } },
        { type: 'query.search', text: 'sofia' },
        { type: 'query.sort', sort: 'nameAsc' },
        { type: 'query.show', show: 'archived' },
      ],
    });
  });
});
