import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { WeddingUser } from '../../../contract/wedding-users';
import type { Mutation, PersistAnswer } from '../../../machines/shared/optimistic-list';
import { weddingUsersList, weddingUsersMachine, type WeddingUsersContext, type WeddingUsersLoad } from '../../../machines/wedding-users/wedding-users.machine';
import { candidatesOf } from '../../../machines/wedding-users/wedding-users';
import { collectNotices } from '../../support/notices';
import { andres, load, mateo, rosa, sofia, weddingUsersEvents } from './world';
import { describePathCoverage } from '../../support/path-coverage';

type Call = { mutation: Mutation<WeddingUser, never>; settle: (accepted: boolean) => Promise<void> };

function start(loaded: () => Promise<WeddingUsersLoad> = async () => load) {
  const calls: Call[] = [];
  const persist = (mutation: Mutation<WeddingUser, never>) =>
    new Promise<PersistAnswer<WeddingUser> | undefined>((resolve, reject) => {
      calls.push({
        mutation,
        settle: async (accepted) => {
          if (accepted) resolve(undefined);
          else reject({ code: 'generic_error', messageKey: 'errors.generic_error' });
          await new Promise((done) => setTimeout(done, 0));
        },
      });
    });
  const actor = createActor(
    weddingUsersMachine.provide({
      actors: {
        loadUsers: fromPromise(({ input }) => {
          expect(input).toEqual({ weddingId: 7 });
          return loaded();
        }),
        list: weddingUsersList.provide({ actors: { persist: fromPromise(({ input }) => persist(input)) } }),
      },
    }),
    { input: { weddingId: 7 } },
  );
  const notices = collectNotices(actor);
  actor.start();
  const rows = () => actor.getSnapshot().children.list!.getSnapshot().context.rows;
  const candidates = () => candidatesOf(actor.getSnapshot().context.team, rows());
  return { actor, calls, notices, rows, candidates };
}

const ready = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (snapshot) => snapshot.matches('ready'));
const ids = (users: WeddingUser[]) => users.map((user) => user.id);

describe('wedding users machine', () => {
  it('loads the wedding’s users and offers the team members not in it', async () => {
    const { actor, rows, candidates } = start();
    await ready(actor);
    expect(rows()).toEqual([sofia, mateo, andres]);
    expect(candidates()).toEqual([rosa]);
  });

  it('adds the chosen person at once, says so when the server agrees, and no longer offers them', async () => {
    const { actor, calls, notices, rows, candidates } = start();
    await ready(actor);
    actor.send({ type: 'user.add' });
    expect(calls).toHaveLength(0);
    actor.send({ type: 'candidate.choose', userId: rosa.id });
    actor.send({ type: 'user.add' });
    expect(ids(rows())).toEqual([sofia.id, mateo.id, andres.id, rosa.id]);
    expect(candidates()).toEqual([]);
    expect(actor.getSnapshot().context.chosen).toBeNull();
    expect(calls[0]!.mutation).toEqual({ kind: 'create', rows: [rosa], index: 3 });
    await calls[0]!.settle(true);
    expect(notices).toEqual([{ kind: 'success', message: { key: 'weddingUsers.messages.userAddedToWedding' } }]);
  });

  it('rolls a refused add back: the person is a candidate again', async () => {
    const { actor, calls, notices, rows, candidates } = start();
    await ready(actor);
    actor.send({ type: 'candidate.choose', userId: rosa.id });
    actor.send({ type: 'user.add' });
    await calls[0]!.settle(false);
    expect(rows()).toEqual([sofia, mateo, andres]);
    expect(candidates()).toEqual([rosa]);
    expect(notices).toEqual([{ kind: 'error', message: { key: 'weddingUsers.messages.unexpectedAdding' } }]);
  });

  it('asks before removing, then removes at once; cancelling removes nothing', async () => {
    const { actor, calls, notices, rows, candidates } = start();
    await ready(actor);
    actor.send({ type: 'user.remove', user: andres });
    expect(actor.getSnapshot().matches({ ready: 'confirmingRemove' })).toBe(true);
    expect(actor.getSnapshot().context.removing).toEqual(andres);
    actor.send({ type: 'remove.cancel' });
    expect(actor.getSnapshot().context.removing).toBeNull();
    expect(calls).toHaveLength(0);

    actor.send({ type: 'user.remove', user: andres });
    actor.send({ type: 'remove.confirm' });
    expect(ids(rows())).toEqual([sofia.id, mateo.id]);
    expect(ids(candidates())).toEqual([andres.id, rosa.id]);
    expect(calls[0]!.mutation).toEqual({ kind: 'delete', ids: [andres.id] });
    await calls[0]!.settle(true);
    expect(notices).toEqual([{ kind: 'success', message: { key: 'weddingUsers.messages.userRemovedFromWedding' } }]);
  });

  it('rolls a refused removal back to where the user was', async () => {
    const { actor, calls, notices, rows, candidates } = start();
    await ready(actor);
    actor.send({ type: 'user.remove', user: andres });
    actor.send({ type: 'remove.confirm' });
    await calls[0]!.settle(false);
    expect(rows()).toEqual([sofia, mateo, andres]);
    expect(candidates()).toEqual([rosa]);
    expect(notices).toEqual([{ kind: 'error', message: { key: 'weddingUsers.messages.unexpectedRemoving' } }]);
  });

  it('never asks to remove a spouse', async () => {
    const { actor } = start();
    await ready(actor);
    actor.send({ type: 'user.remove', user: sofia });
    expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
  });

  it('says why a load failed and tries again when asked', async () => {
    let attempts = 0;
    const { actor, notices, rows } = start(async () => {
      if (++attempts === 1) throw { code: 'auth_forbidden', messageKey: 'errors.auth_forbidden' };
      return load;
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(notices).toEqual([{ kind: 'error', message: { key: 'errors.auth_forbidden' } }]);
    actor.send({ type: 'load.retry' });
    await ready(actor);
    expect(rows()).toEqual([sofia, mateo, andres]);
  });
});

describe('wedding users machine: graph', () => {
  describePathCoverage(weddingUsersMachine, {
    inputs: [{ weddingId: 7 }],
    events: weddingUsersEvents,
    stateKey: (snapshot) => ({ chosen: (snapshot.context as WeddingUsersContext).chosen }),
  });
});
