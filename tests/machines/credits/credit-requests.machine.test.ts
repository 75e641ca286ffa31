import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CreditRequest } from '../../../contract/credits';
import { creditRequestsMachine } from '../../../machines/credits/credit-requests.machine';
import { creditsRequestMachine } from '../../../machines/credits/credits-request.machine';
import { describePathCoverage } from '../../support/path-coverage';

const request: CreditRequest = {
  id: 40,
  planner_id: 7,
  planner_name: 'Paula Planner',
  planner_email: 'paula@example.com',
  package_id: 2,
  credits: 5,
  price: 6750,
  note: '',
  created_at: '2026-11-03',
};
const other: CreditRequest = { ...request, id: 41, package_id: 3, credits: 10 };

describe('credits request machine (a Planner asks for a package)', () => {
  it('refuses a note over 500 characters without calling the server', async () => {
    let sent = 0;
    const actor = createActor(
      creditsRequestMachine.provide({
        actors: { loadRequests: fromPromise(async (): Promise<CreditRequest[]> => []), sendRequest: fromPromise(async () => (sent++, request)) },
      }),
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    actor.send({ type: 'request.start', packageId: 2 });
    actor.send({ type: 'request.change', note: 'x'.repeat(501) });
    actor.send({ type: 'request.submit' });
    expect(actor.getSnapshot().value).toBe('composing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ note: ['maxLength'] });
    expect(sent).toBe(0);
  });

  describe('paths', () => {
    describePathCoverage(creditsRequestMachine, {
      // Each answered request adds one to the list: one is enough to cover the graph.
      bound: (snapshot) => snapshot.context.requests.length < 2,
      stateKey: (snapshot) => [snapshot.context.requests.length, snapshot.context.note, snapshot.context.fieldErrors],
      events: [
        { type: 'load.retry' },
        { type: 'xstate.done.actor.loadRequests', output: [] },
        { type: 'xstate.error.actor.loadRequests', error: { messageKey: 'errors.generic_error' } },
        { type: 'request.start', packageId: 2 },
        { type: 'request.change', note: 'x'.repeat(501) },
        { type: 'request.change', note: 'ok' },
        { type: 'request.submit' },
        { type: 'request.cancel' },
        { type: 'xstate.done.actor.sendRequest', output: request },
        { type: 'xstate.error.actor.sendRequest', error: { code: 'credit_request_open' } },
      ],
    });
  });
});

describe('credit requests machine (the Administrator handles them)', () => {
  it('tells the app the balances changed only when credits were added', async () => {
    let changed = 0;
    const actor = createActor(
      creditRequestsMachine.provide({
        actors: { loadRequests: fromPromise(async () => [request]), handleRequest: fromPromise(async () => ({ planner_id: 7, credits: 5 })) },
        actions: { balanceChanged: () => void changed++ },
      }),
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    actor.send({ type: 'request.dismiss', request });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect([actor.getSnapshot().context.requests, changed]).toEqual([[], 0]);
  });

  describe('paths', () => {
    describePathCoverage(creditRequestsMachine, {
      // Two requests, one added and one dismissed, so the two outcomes leave different lists.
      bound: (snapshot, event) => !('request' in event) || snapshot.context.requests.some((row: CreditRequest) => row.id === event.request.id),
      events: [
        { type: 'load.retry' },
        { type: 'xstate.done.actor.loadRequests', output: [request, other] },
        { type: 'xstate.error.actor.loadRequests', error: { messageKey: 'errors.generic_error' } },
        { type: 'request.add', request },
        { type: 'request.dismiss', request: other },
        { type: 'confirm.accept' },
        { type: 'confirm.cancel' },
        { type: 'xstate.done.actor.handleRequest', output: { planner_id: 7, credits: 5 } },
        { type: 'xstate.error.actor.handleRequest', error: { code: 'credit_request_handled' } },
        { type: 'xstate.error.actor.handleRequest', error: { code: 'generic_error' } },
      ],
    });
  });
});
