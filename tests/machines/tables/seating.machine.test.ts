import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { actionsByModule } from '../../../contract/permissions';
import { seatingMachine, type SeatingContext } from '../../../machines/tables/seating.machine';
import { emptySeatingHistory } from '../../../machines/tables/seating-history';
import { describeIgnoredEvents } from '../../support/ignored-events';
import { describePermissionTable } from '../../support/permission-table';
import { guest, one, seat, startPage, table, two } from './support';

/**
 * Seating (DEFAULT mode) through the page that owns the seats list: what the person does goes
 * to the seating machine, its change to the seats list, and the controlled server answers.
 * The small world: table 1 (8 seats) holds Ana's party of 3; table 2 (8 seats) is empty;
 * Bruno (party of 2) and Carla (alone) have no table.
 */
const ana = guest(1, 'Ana', 2);
const bruno = guest(2, 'Bruno', 1);
const carla = guest(3, 'Carla');
const small = table(13, 3, 0.7, 0.7, { seats: 2 });
const anaSeats = [seat(101, one.id, ana.id), seat(102, one.id, ana.id), seat(103, one.id, ana.id)];
const everyAction = ['ADD_GUESTS', 'DELETE_GUESTS', 'HOSTESS_VIEW', 'EDIT_LAYOUT'] as const;
const browsing = { picks: 'browsing', history: 'empty' };
const picking = { picks: 'picking', history: 'empty' };

async function seatingPage(options: Parameters<typeof startPage>[0] = {}) {
  const started = startPage({ tables: [one, two, small], seats: anaSeats, guests: [ana, bruno, carla], actions: [...everyAction], ...options });
  await waitFor(started.page, (snapshot) => snapshot.matches({ ready: { mode: 'viewing' } }));
  return started;
}

const seatsOf = (rows: Array<{ guest_id: number; table_id: number }>) => rows.map((row) => `${row.guest_id}@${row.table_id}`).sort();

describe('seating: tick and choose a table', () => {
  it('seats the ticked guests with their quantities at once, replaces the temporary ids on success, and clears the ticks', async () => {
    const started = await seatingPage();
    const seating = started.seating();
    seating.send({ type: 'guest.tick', guestId: bruno.id });
    seating.send({ type: 'guest.tick', guestId: carla.id });
    expect(seating.getSnapshot().matches({ picks: 'picking' })).toBe(true);
    expect(seating.getSnapshot().context.picks).toEqual([
      { guestId: 2, qty: 2 },
      { guestId: 3, qty: 1 },
    ]);
    seating.send({ type: 'guest.qty', guestId: bruno.id, qty: 1 });
    seating.send({ type: 'table.seat', tableId: two.id, ids: [-1, -2] });
    expect(seating.getSnapshot().matches({ picks: 'browsing' })).toBe(true);
    expect(seating.getSnapshot().context.picks).toEqual([]);
    expect(started.seatRows().slice(3)).toEqual([seat(-1, 12, 2), seat(-2, 12, 3)]);
    expect(started.seatsServer.calls.at(-1)).toMatchObject({ kind: 'create' });
    await started.seatsServer.answer(true);
    expect(started.seatRows().slice(3)).toEqual([seat(500, 12, 2), seat(501, 12, 3)]);
    // Bruno's companion still has to be seated: he stays in "without table".
    seating.send({ type: 'guest.tick', guestId: bruno.id });
    expect(seating.getSnapshot().context.picks).toEqual([{ guestId: 2, qty: 1 }]);
  });

  it('a quantity stays between 1 and what remains to seat', async () => {
    const started = await seatingPage();
    const seating = started.seating();
    seating.send({ type: 'guest.tick', guestId: bruno.id });
    seating.send({ type: 'guest.qty', guestId: bruno.id, qty: 9 });
    expect(seating.getSnapshot().context.picks).toEqual([{ guestId: 2, qty: 2 }]);
    seating.send({ type: 'guest.qty', guestId: bruno.id, qty: 0 });
    expect(seating.getSnapshot().context.picks).toEqual([{ guestId: 2, qty: 1 }]);
  });

  it('a refused seating rolls back with the limit the server named, and the screen equals the server', async () => {
    const started = await seatingPage();
    const seating = started.seating();
    seating.send({ type: 'guest.tick', guestId: carla.id });
    seating.send({ type: 'table.seat', tableId: two.id, ids: [-3] });
    expect(started.seatRows()).toHaveLength(4);
    await started.seatsServer.answer(false);
    expect(started.seatRows()).toEqual(anaSeats);
    expect(started.seatsServer.rows).toEqual(anaSeats);
    // Spec §8: without a reason the server named, the seating fallback.
    expect(started.notices.at(-1)).toEqual({ kind: 'error', message: { key: 'tables.messages.unexpectedSeating' } });
  });

  it('a table with too few free seats is not chosen, and cancel clears the ticks', async () => {
    const started = await seatingPage();
    const seating = started.seating();
    seating.send({ type: 'guest.tick', guestId: bruno.id });
    seating.send({ type: 'guest.tick', guestId: carla.id });
    expect(seating.getSnapshot().can({ type: 'table.seat', tableId: small.id, ids: [-1, -2, -3] })).toBe(false);
    expect(seating.getSnapshot().can({ type: 'table.seat', tableId: two.id, ids: [-1, -2, -3] })).toBe(true);
    seating.send({ type: 'picks.clear' });
    expect(seating.getSnapshot().matches({ picks: 'browsing' })).toBe(true);
    expect(seating.getSnapshot().context.picks).toEqual([]);
    expect(started.seatsServer.calls).toEqual([]);
  });

  it('drops ticks that another screen made impossible, and forgets a table deleted there', async () => {
    const started = await seatingPage();
    const seating = started.seating();
    seating.send({ type: 'guest.tick', guestId: bruno.id });
    seating.send({ type: 'table.select', tableId: two.id });
    started.page.send({ type: 'live.change', change: { kind: 'seats.created', seats: [seat(900, two.id, bruno.id)] } });
    expect(seating.getSnapshot().context.picks).toEqual([{ guestId: 2, qty: 1 }]);
    started.page.send({ type: 'live.change', change: { kind: 'seats.created', seats: [seat(901, two.id, bruno.id)] } });
    expect(seating.getSnapshot().matches({ picks: 'browsing' })).toBe(true);
    started.page.send({ type: 'live.change', change: { kind: 'tables.deleted', ids: [two.id] } });
    expect(seating.getSnapshot().context.selectedTableId).toBeNull();
    expect(seatsOf(started.seatRows())).toEqual(['1@11', '1@11', '1@11']);
  });

  it('keeps the same ticks when a change elsewhere leaves them possible (each guest row watches them)', async () => {
    const started = await seatingPage();
    const seating = started.seating();
    seating.send({ type: 'guest.tick', guestId: bruno.id });
    const ticks = seating.getSnapshot().context.picks;
    started.page.send({ type: 'live.change', change: { kind: 'seats.created', seats: [seat(900, two.id, carla.id)] } });
    expect(seating.getSnapshot().context.picks).toBe(ticks);
  });
});

describe('seating: drag and drop', () => {
  it('a guest dropped on a table takes their party still to seat; a ticked guest brings the ticked ones', async () => {
    const started = await seatingPage();
    const seating = started.seating();
    seating.send({ type: 'guest.drop', guestId: bruno.id, tableId: two.id, ids: [-1, -2] });
    expect(seatsOf(started.seatRows().slice(3))).toEqual(['2@12', '2@12']);
    await started.seatsServer.answer(true);
    const more = await seatingPage();
    more.seating().send({ type: 'guest.tick', guestId: bruno.id });
    more.seating().send({ type: 'guest.tick', guestId: carla.id });
    more.seating().send({ type: 'guest.drop', guestId: carla.id, tableId: two.id, ids: [-1, -2, -3] });
    expect(seatsOf(more.seatRows().slice(3))).toEqual(['2@12', '2@12', '3@12']);
    expect(more.seating().getSnapshot().matches({ picks: 'browsing' })).toBe(true);
  });

  it('a table without room refuses the drop and says why, changing nothing', async () => {
    const started = await seatingPage({ seats: [...anaSeats, seat(104, small.id, carla.id)] });
    const seating = started.seating();
    seating.send({ type: 'guest.drop', guestId: bruno.id, tableId: small.id, ids: [-1, -2] });
    expect(started.notices.at(-1)).toEqual({ kind: 'error', message: { key: 'tables.messages.notEnoughSeats', params: { max: 1 } } });
    const full = await seatingPage({ seats: [...anaSeats, seat(104, small.id, carla.id), seat(105, small.id, bruno.id)] });
    full.seating().send({ type: 'party.move', guestId: ana.id, fromTableId: one.id, tableId: small.id });
    expect(full.notices.at(-1)).toEqual({ kind: 'error', message: { key: 'tables.messages.tableFull' } });
    expect(started.seatsServer.calls).toEqual([]);
    expect(full.seatsServer.calls).toEqual([]);
  });

  it('moves a seated party in one call: its seats keep their ids and take the new table, and a refusal puts the party back', async () => {
    const started = await seatingPage();
    started.seating().send({ type: 'party.move', guestId: ana.id, fromTableId: one.id, tableId: two.id });
    expect(seatsOf(started.seatRows())).toEqual(['1@12', '1@12', '1@12']);
    expect(started.seatsServer.calls).toEqual([
      {
        kind: 'update',
        changes: anaSeats.map((row) => ({ id: row.id, patch: { table_id: two.id } })),
        intent: { type: 'move', guestId: ana.id, fromTableId: one.id, tableId: two.id },
      },
    ]);
    await started.seatsServer.answer(false);
    expect(started.seatRows()).toEqual(anaSeats);
    expect(started.notices.at(-1)).toEqual({ kind: 'error', message: { key: 'tables.messages.unexpectedMovingGuest' } });
    started.seating().send({ type: 'party.move', guestId: ana.id, fromTableId: one.id, tableId: two.id });
    await started.seatsServer.answer(true);
    expect(started.seatsServer.rows).toEqual(anaSeats.map((row) => ({ ...row, table_id: two.id })));
    expect(started.seatRows()).toEqual(started.seatsServer.rows);
  });
});

describe('seating: removing a party', () => {
  it('is immediate, and a refusal restores the seats with the spec’s message', async () => {
    const started = await seatingPage();
    started.seating().send({ type: 'party.remove', guestId: ana.id, tableId: one.id });
    expect(started.seatRows()).toEqual([]);
    expect(started.seatsServer.calls.at(-1)).toMatchObject({ kind: 'delete', ids: [101, 102, 103], rows: anaSeats });
    await started.seatsServer.answer(false);
    expect(started.seatRows()).toEqual(anaSeats);
    expect(started.notices.at(-1)).toEqual({ kind: 'error', message: { key: 'tables.messages.unexpectedDeletingGuestFromTable' } });
  });
});

const contextWith = (granted: readonly string[]): SeatingContext & Record<string, unknown> => ({
  tables: [one, two],
  seats: anaSeats,
  guests: [ana, bruno, carla],
  can: { addGuests: granted.includes('ADD_GUESTS'), deleteGuests: granted.includes('DELETE_GUESTS') },
  picks: [{ guestId: carla.id, qty: 1 }],
  selectedTableId: null,
  panel: 'unseated',
  listOpen: false,
  history: emptySeatingHistory,
});

describe('seating: permissions', () => {
  describePermissionTable({
    machine: seatingMachine,
    codes: actionsByModule.TABLES,
    state: picking,
    context: contextWith,
    rows: [
      { event: { type: 'guest.tick', guestId: bruno.id }, needs: 'ADD_GUESTS' },
      { event: { type: 'table.seat', tableId: two.id, ids: [-1] }, needs: 'ADD_GUESTS' },
      { event: { type: 'guest.drop', guestId: bruno.id, tableId: two.id, ids: [-1, -2] }, needs: 'ADD_GUESTS' },
      { event: { type: 'party.remove', guestId: ana.id, tableId: one.id }, needs: 'DELETE_GUESTS' },
      // A party moved is freed at one table and seated at another.
      { event: { type: 'party.move', guestId: ana.id, fromTableId: one.id, tableId: two.id }, needs: ['ADD_GUESTS', 'DELETE_GUESTS'] },
    ],
  });
});

describeIgnoredEvents([
  {
    state: browsing,
    snapshot: () => seatingMachine.resolveState({ value: browsing, context: { ...contextWith(everyAction), picks: [] } }),
    ignores: [
      { type: 'table.seat', tableId: two.id, ids: [-1] },
      { type: 'guest.qty', guestId: carla.id, qty: 1 },
      { type: 'picks.clear' },
      // Ana's party is seated: nothing to tick, nothing to drop; and no table 99.
      { type: 'guest.tick', guestId: ana.id },
      { type: 'guest.drop', guestId: ana.id, tableId: two.id, ids: [] },
      { type: 'table.select', tableId: 99 },
      { type: 'party.move', guestId: ana.id, fromTableId: one.id, tableId: one.id },
      { type: 'party.remove', guestId: bruno.id, tableId: one.id },
    ],
  },
  {
    state: picking,
    snapshot: () => seatingMachine.resolveState({ value: picking, context: contextWith(everyAction) }),
    ignores: [{ type: 'guest.qty', guestId: bruno.id, qty: 1 }],
  },
]);
