import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { NotifyParams } from '../../../machines/shared/messages';
import { optimisticListMachine } from '../../../machines/shared/legacy/optimistic-list.machine';
import type { Mutation, PersistOutput, Row } from '../../../machines/shared/legacy/optimistic-list';
import { describePathCoverage } from '../../support/path-coverage';

interface Person extends Row {
  name: string;
}

const failureMessages = { create: 'users.unexpectedAdding', update: 'users.unexpectedUpdating', delete: 'users.unexpectedDeleting' };

/** A persist actor whose answers the test releases one by one. */
function controlledServer() {
  const calls: Array<{ mutation: Mutation; resolve: (output?: PersistOutput) => void; reject: (error: unknown) => void }> = [];
  const persist = fromPromise<PersistOutput | undefined, Mutation>(
    ({ input }) => new Promise((resolve, reject) => calls.push({ mutation: input, resolve, reject })),
  );
  return { calls, persist };
}

function start(
  items: Person[] = [
    { id: 1, name: 'Ana' },
    { id: 2, name: 'Luis' },
  ],
) {
  const server = controlledServer();
  const notices: Array<NotifyParams | null> = [];
  const actor = createActor(optimisticListMachine.provide({ actors: { persist: server.persist }, actions: { notify: (_, params) => notices.push(params) } }), {
    input: { items, failureMessages, successMessages: { delete: 'notifications.userDeleted' } },
  }).start();
  const names = () => (actor.getSnapshot().context.items as Person[]).map((item) => `${item.id}:${item.name}`);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, server, notices, names, settle };
}

describe('optimistic list machine', () => {
  it('shows a created row at once and gives it the real id on success', async () => {
    const { actor, server, names, settle } = start();
    actor.send({ type: 'item.create', item: { id: -1000001, name: 'Rosa' } as Person });
    expect(names()).toEqual(['1:Ana', '2:Luis', '-1000001:Rosa']);
    expect(server.calls[0]!.mutation).toEqual({ kind: 'create', item: { id: -1000001, name: 'Rosa' }, index: 2 });
    server.calls[0]!.resolve({ id: 7 });
    await settle();
    expect(names()).toEqual(['1:Ana', '2:Luis', '7:Rosa']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('removes a refused new row and says why', async () => {
    const { actor, server, names, notices, settle } = start();
    actor.send({ type: 'item.create', item: { id: -1000002, name: 'Rosa' } as Person, index: 0 });
    expect(names()[0]).toBe('-1000002:Rosa');
    server.calls[0]!.reject({ messageKey: 'errors.generic_error' });
    await settle();
    expect(names()).toEqual(['1:Ana', '2:Luis']);
    expect(actor.getSnapshot().value).toBe('rolledBack');
    expect(notices).toEqual([{ kind: 'error', message: { key: 'users.unexpectedAdding' } }]);
  });

  it('prefers the server reason when it gave a known code', async () => {
    const { actor, server, notices, settle } = start();
    actor.send({ type: 'item.create', item: { id: -1000003, name: 'Ana' } as Person });
    server.calls[0]!.reject({ code: 'already_registered', messageKey: 'errors.already_registered' });
    await settle();
    expect(notices).toEqual([{ kind: 'error', message: { key: 'errors.already_registered' } }]);
  });

  it('puts a refused delete back where it was, and announces a confirmed one', async () => {
    const { actor, server, names, notices, settle } = start([
      { id: 1, name: 'Ana' },
      { id: 2, name: 'Luis' },
      { id: 3, name: 'Eva' },
    ]);
    actor.send({ type: 'item.delete', id: 2 });
    expect(names()).toEqual(['1:Ana', '3:Eva']);
    server.calls[0]!.reject(new Error('network'));
    await settle();
    expect(names()).toEqual(['1:Ana', '2:Luis', '3:Eva']);
    actor.send({ type: 'item.delete', id: 3 });
    server.calls[1]!.resolve();
    await settle();
    expect(names()).toEqual(['1:Ana', '2:Luis']);
    expect(notices.at(-1)).toEqual({ kind: 'success', message: { key: 'notifications.userDeleted' } });
  });

  it('two updates of one row in flight: a refused second one restores the first, confirmed value', async () => {
    const { actor, server, names, settle } = start();
    actor.send({ type: 'item.update', item: { id: 1, name: 'Ana María' } as Person });
    actor.send({ type: 'item.update', item: { id: 1, name: 'Anita' } as Person });
    expect(names()[0]).toBe('1:Anita');
    expect(server.calls).toHaveLength(1);
    server.calls[0]!.resolve();
    await settle();
    server.calls[1]!.reject(new Error('refused'));
    await settle();
    expect(names()[0]).toBe('1:Ana María');
    expect(actor.getSnapshot().context.confirmed[0]).toEqual({ id: 1, name: 'Ana María' });
  });

  it('a refused first update keeps the second one queued and shows it over the confirmed row', async () => {
    const { actor, server, names, settle } = start();
    actor.send({ type: 'item.update', item: { id: 1, name: 'First' } as Person });
    actor.send({ type: 'item.update', item: { id: 2, name: 'Second' } as Person });
    server.calls[0]!.reject(new Error('refused'));
    await settle();
    expect(names()).toEqual(['1:Ana', '2:Second']);
    expect(actor.getSnapshot().value).toBe('persisting');
    server.calls[1]!.resolve();
    await settle();
    expect(actor.getSnapshot().context.confirmed).toEqual([
      { id: 1, name: 'Ana' },
      { id: 2, name: 'Second' },
    ]);
  });

  it('changes to a row still being created follow its real id, or vanish with it', async () => {
    const { actor, server, names, settle } = start([]);
    actor.send({ type: 'item.create', item: { id: -1000004, name: 'New' } as Person });
    actor.send({ type: 'item.update', item: { id: -1000004, name: 'Renamed' } as Person });
    server.calls[0]!.resolve({ id: 9 });
    await settle();
    expect(server.calls[1]!.mutation).toEqual({ kind: 'update', item: { id: 9, name: 'Renamed' } });
    server.calls[1]!.resolve();
    await settle();
    expect(names()).toEqual(['9:Renamed']);

    actor.send({ type: 'item.create', item: { id: -1000005, name: 'Doomed' } as Person });
    actor.send({ type: 'item.update', item: { id: -1000005, name: 'Doomed too' } as Person });
    server.calls[2]!.reject(new Error('refused'));
    await settle();
    expect(names()).toEqual(['9:Renamed']);
    expect(server.calls).toHaveLength(3);
    await waitFor(actor, (snapshot) => snapshot.matches('rolledBack'));
  });

  it('takes patches from the server and a per-change message', async () => {
    const { actor, server, notices, names, settle } = start();
    actor.send({ type: 'item.update', item: { id: 2, name: 'Luis' } as Person });
    server.calls[0]!.resolve({ patch: { name: 'Luis (server)' }, message: 'notifications.userUpdatedEmailSent' });
    await settle();
    expect(names()[1]).toBe('2:Luis (server)');
    expect(notices).toEqual([{ kind: 'success', message: { key: 'notifications.userUpdatedEmailSent' } }]);
  });

  it('ignores changes to rows that are not on screen, and reloads keep queued changes applied', () => {
    const { actor, names } = start();
    actor.send({ type: 'item.delete', id: 99 });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'item.update', item: { id: 1, name: 'Pending' } as Person });
    actor.send({
      type: 'list.load',
      items: [
        { id: 1, name: 'Ana' },
        { id: 5, name: 'Zoe' },
      ] as Person[],
    });
    expect(names()).toEqual(['1:Pending', '5:Zoe']);
  });

  describe('paths', () => {
    const row = { id: 1, name: 'Ana' };
    describePathCoverage(optimisticListMachine, {
      inputs: [{ items: [row], failureMessages }],
      // Lists grow without end; two queued changes are enough to reach every transition.
      bound: (snapshot, event) => {
        const context = snapshot.context as { pending: unknown[]; items: unknown[] };
        return !event.type.startsWith('item.') || (context.pending.length < 2 && context.items.length < 3);
      },
      events: [
        { type: 'list.load', items: [row] },
        { type: 'item.create', item: { id: -1000001, name: 'New' } },
        { type: 'item.update', item: { id: 1, name: 'Changed' } },
        { type: 'item.delete', id: 1 },
        { type: 'item.delete', id: 404 },
        { type: 'xstate.done.actor.persist', output: { id: 2 } },
        { type: 'xstate.error.actor.persist', error: { messageKey: 'errors.generic_error' } },
      ],
    });
  });
});
