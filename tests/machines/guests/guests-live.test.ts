import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LiveChange } from '../../../contract/live-events';
import { guestsLiveEffect } from '../../../machines/guests/guest-live';
import type { GuestIntent, GuestRow } from '../../../machines/guests/guest-rows';
import { guestsList, guestsMachine, type LoadedGuests } from '../../../machines/guests/guests.machine';
import { ControlledServer } from '../../support/controlled-server';
import { collectNotices } from '../../support/notices';
import { ana, bruno, carla, family, friends, guest, inviters, weddingGuests } from './guest-world';

const diego = guest({ id: 14, name: 'Diego Ruiz', companions: 2 });
const work = { ...friends, id: 9, name: 'Work' };

describe('what a live change does to the guests page', () => {
  it.each<[LiveChange, ReturnType<typeof guestsLiveEffect>]>([
    [
      { kind: 'guests.saved', guests: [diego] },
      { kind: 'upsert', rows: [diego] },
    ],
    [
      { kind: 'guests.patched', ids: [11, 13], patch: { status_id: 2 } },
      {
        kind: 'patch',
        changes: [
          { id: 11, patch: { status_id: 2 } },
          { id: 13, patch: { status_id: 2 } },
        ],
      },
    ],
    [
      { kind: 'guests.deleted', ids: [12] },
      { kind: 'remove', ids: [12] },
    ],
    [
      { kind: 'categories.created', category: work },
      { kind: 'categoryCreated', category: work },
    ],
    [
      { kind: 'categories.deleted', id: 1 },
      { kind: 'categoryDeleted', id: 1 },
    ],
    // Counts, or seat and table ids where the rows hold table numbers: the list is read again.
    [{ kind: 'guests.imported', guests: 40, categories: 2 }, { kind: 'reload' }],
    [{ kind: 'seats.created', seats: [{ id: 5, table_id: 7, guest_id: 12, is_inside: false }] }, { kind: 'reload' }],
    [{ kind: 'seats.deleted', ids: [5] }, { kind: 'reload' }],
    [{ kind: 'tables.deleted', ids: [7] }, { kind: 'reload' }],
    [{ kind: 'permissions' }, { kind: 'reload' }],
    // Checked in at the door: nothing the guests page shows.
    [{ kind: 'seats.updated', seats: [{ id: 5, table_id: 7, guest_id: 12, is_inside: true }] }, { kind: 'none' }],
    [{ kind: 'layout.changed', layout: 'x', width: 4000, height: 3000 }, { kind: 'none' }],
    // Another module's rows.
    [{ kind: 'ideas.deleted', id: 4 }, { kind: 'none' }],
    [{ kind: 'payments.deleted', ids: [4] }, { kind: 'none' }],
  ])('%o', (change, effect) => {
    expect(guestsLiveEffect(change)).toEqual(effect);
  });
});

/** A guests page whose reads are answered by the test, one at a time (`answerRead`). */
function start() {
  const reads: Array<{ resolve: (loaded: LoadedGuests) => void; reject: (error: unknown) => void }> = [];
  const server = new ControlledServer<GuestRow, GuestIntent>(weddingGuests, () => ['status_id'], 90);
  const actor = createActor(
    guestsMachine.provide({
      actions: { rememberSort: () => {} },
      actors: {
        loadGuests: fromPromise(() => new Promise<LoadedGuests>((resolve, reject) => reads.push({ resolve, reject }))),
        list: guestsList.provide({ actors: { persist: fromPromise(({ input }) => server.persist(input)) } }),
      },
    }),
    { input: { weddingId: 3, userId: 2, inviters } },
  );
  const notices = collectNotices(actor);
  actor.start();
  const answerRead = async (guests: GuestRow[], categories = [family, friends]) => {
    await waitFor(actor, () => reads.length > 0);
    reads.shift()!.resolve({ guests, categories, actions: ['ADD', 'EDIT', 'DELETE', 'RSVP'] });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { live: 'current' } }));
  };
  const failRead = async () => {
    reads.shift()!.reject({ code: 'generic_error' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { live: 'current' } }));
  };
  const rows = () => actor.getSnapshot().children.list!.getSnapshot().context.rows;
  const live = (change: LiveChange) => actor.send({ type: 'live.change', change });
  return { actor, server, notices, reads, answerRead, failRead, rows, live };
}

describe('guests page, live', () => {
  it('shows a guest added, changed and deleted on another screen, and the deleted one leaves the selection', async () => {
    const { actor, answerRead, rows, live } = start();
    await answerRead(weddingGuests);
    actor.send({ type: 'select.start' });
    actor.send({ type: 'select.guest', id: 12 });
    actor.send({ type: 'select.guest', id: 13 });
    live({ kind: 'guests.saved', guests: [diego] });
    live({ kind: 'guests.saved', guests: [{ ...ana, name: 'Ana María' }] });
    live({ kind: 'guests.patched', ids: [13], patch: { category_id: 1 } });
    live({ kind: 'guests.deleted', ids: [12] });
    expect(rows().map((row) => [row.name, row.category_id])).toEqual([
      ['Ana María', 1],
      ['Carla Núñez', 1],
      ['Diego Ruiz', null],
    ]);
    expect(actor.getSnapshot().context.selected).toEqual([13]);
  });

  it('keeps this screen’s pending change on top of another screen’s change of the same guest, and its refusal goes back to the other’s', async () => {
    const { actor, server, answerRead, rows, live, notices } = start();
    await answerRead(weddingGuests);
    actor.send({ type: 'guest.status', id: 12, status_id: 1 });
    live({ kind: 'guests.saved', guests: [{ ...bruno, name: 'Bruno D.', status_id: 2 }] });
    expect(rows()[1]).toMatchObject({ name: 'Bruno D.', status_id: 1 });
    await server.answer(false);
    expect(rows()[1]).toMatchObject({ name: 'Bruno D.', status_id: 2 });
    expect(notices).toHaveLength(1);
  });

  it('adds a category created elsewhere once (its own echo too), and one deleted elsewhere leaves the choices and the filters', async () => {
    const { actor, answerRead, live } = start();
    await answerRead(weddingGuests);
    actor.send({ type: 'filter.toggle', filter: 'categories', value: 1 });
    live({ kind: 'categories.created', category: work });
    live({ kind: 'categories.created', category: work });
    live({ kind: 'categories.deleted', id: 1 });
    expect(actor.getSnapshot().context.categories).toEqual([friends, work]);
    expect(actor.getSnapshot().context.filters.categories).toEqual([]);
  });

  it('reads the list again for seats, an import and a reset, keeping the list on screen meanwhile; a change heard while reading reads again', async () => {
    const { actor, answerRead, reads, rows, live } = start();
    await answerRead(weddingGuests);
    live({ kind: 'seats.created', seats: [{ id: 5, table_id: 7, guest_id: 12, is_inside: false }] });
    expect(actor.getSnapshot().matches({ ready: { live: 'reloading' } })).toBe(true);
    expect(rows()).toEqual(weddingGuests);
    // The first read may have been answered before the guest was deleted: it is dropped, and read again.
    live({ kind: 'guests.deleted', ids: [13] });
    expect(rows().map((row) => row.id)).toEqual([11, 12]);
    expect(reads).toHaveLength(2);
    reads.shift();
    await answerRead([ana, { ...bruno, tables: [4], seats: 1 }], [family]);
    expect(rows()).toEqual([ana, { ...bruno, tables: [4], seats: 1 }]);
    expect(actor.getSnapshot().context.categories).toEqual([family]);
    actor.send({ type: 'live.reset' });
    await answerRead([carla]);
    expect(rows()).toEqual([carla]);
  });

  it('reads the list again when a change is heard while the first read runs (its answer may predate it)', async () => {
    const { actor, reads, answerRead, rows, live } = start();
    await waitFor(actor, () => reads.length === 1);
    live({ kind: 'seats.updated', seats: [{ id: 5, table_id: 7, guest_id: 12, is_inside: true }] });
    expect(reads).toHaveLength(1);
    live({ kind: 'guests.saved', guests: [diego] });
    expect(reads).toHaveLength(2);
    reads.shift();
    await answerRead([...weddingGuests, diego]);
    expect(rows()).toEqual([...weddingGuests, diego]);
  });

  it('a failed read again leaves the list as it was and says so', async () => {
    const { actor, answerRead, failRead, rows, notices } = start();
    await answerRead(weddingGuests);
    actor.send({ type: 'live.reset' });
    expect(actor.getSnapshot().matches({ ready: { live: 'reloading' } })).toBe(true);
    await failRead();
    expect(rows()).toEqual(weddingGuests);
    expect(notices).toHaveLength(1);
  });
});
