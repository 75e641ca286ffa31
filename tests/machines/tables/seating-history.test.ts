import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { additionsOf, selectCanStep, seatingMachine, type SeatingContext } from '../../../machines/tables/seating.machine';
import { emptySeatingHistory, seatingHistoryLimit, type SeatingHistory } from '../../../machines/tables/seating-history';
import { actionsByModule } from '../../../contract/permissions';
import { describeIgnoredEvents } from '../../support/ignored-events';
import { describePermissionTable } from '../../support/permission-table';
import { guest, one, seat, startPage, table, two } from './support';

/**
 * Undo and redo of seating (beyond the spec), through the page that owns the seats list: each
 * step is sent as the calls any change makes, answered by the controlled server, and the screen
 * must equal the server after every answer. The small world: table 1 (8 seats) holds Ana's
 * party of 3; table 2 (8 seats) and table 3 (2 seats) are empty; Bruno (party of 2) has no table.
 */
const ana = guest(1, 'Ana', 2);
const bruno = guest(2, 'Bruno', 1);
const small = table(13, 3, 0.7, 0.7, { seats: 2 });
const anaSeats = [seat(101, one.id, ana.id), seat(102, one.id, ana.id), seat(103, one.id, ana.id)];
const everyAction = ['ADD_GUESTS', 'DELETE_GUESTS'] as const;

async function seatingPage(actions: Array<(typeof everyAction)[number]> = [...everyAction]) {
  const started = startPage({ tables: [one, two, small], seats: anaSeats, guests: [ana, bruno], actions });
  await waitFor(started.page, (snapshot) => snapshot.matches({ ready: { mode: 'viewing' } }));
  const seating = started.seating();
  const step = (kind: 'undo' | 'redo') => {
    const { context } = seating.getSnapshot();
    const ids = Array.from({ length: additionsOf(context.history, context, kind) }, (_, index) => -900 - index);
    seating.send({ type: kind === 'undo' ? 'history.undo' : 'history.redo', ids });
  };
  const can = (kind: 'undo' | 'redo') => selectCanStep(kind)(seating.getSnapshot());
  return { ...started, seating, step, can };
}

/** Seats by guest and table, sorted: what the screen or the server holds, whatever the ids. */
const placesOf = (rows: Array<{ guest_id: number; table_id: number }>) => rows.map((row) => `${row.guest_id}@${row.table_id}`).sort();
const calls = (started: Awaited<ReturnType<typeof seatingPage>>) =>
  started.seatsServer.calls.map((call) =>
    call.kind === 'update' ? `move ${JSON.stringify(call.intent)}` : `${call.kind} ${call.kind === 'delete' ? call.ids : ''}`,
  );

describe('seating history: undo and redo each kind of change', () => {
  it('a seating is undone by freeing each party seated, and redone by seating them again, in one call each', async () => {
    const started = await seatingPage();
    started.seating.send({ type: 'guest.tick', guestId: bruno.id });
    started.seating.send({ type: 'table.seat', tableId: two.id, ids: [-1, -2] });
    await started.seatsServer.answer(true);
    expect([started.can('undo'), started.can('redo')]).toEqual([true, false]);
    started.step('undo');
    expect(placesOf(started.seatRows())).toEqual(['1@11', '1@11', '1@11']);
    await started.seatsServer.answer(true);
    expect([started.can('undo'), started.can('redo')]).toEqual([false, true]);
    started.step('redo');
    expect(placesOf(started.seatRows())).toEqual(['1@11', '1@11', '1@11', '2@12', '2@12']);
    await started.seatsServer.answer(true);
    expect(calls(started)).toEqual(['create ', 'delete 500,501', 'create ']);
    expect(placesOf(started.seatsServer.rows)).toEqual(placesOf(started.seatRows()));
    expect([started.can('undo'), started.can('redo')]).toEqual([true, false]);
  });

  it('a move is undone and redone by moving the party back and forth, one call each, keeping its seats', async () => {
    const started = await seatingPage();
    started.seating.send({ type: 'party.move', guestId: ana.id, fromTableId: one.id, tableId: two.id });
    await started.seatsServer.answer(true);
    started.step('undo');
    await started.seatsServer.answer(true);
    expect(started.seatsServer.rows).toEqual(anaSeats);
    started.step('redo');
    await started.seatsServer.answer(true);
    expect(calls(started)).toEqual([
      'move {"type":"move","guestId":1,"fromTableId":11,"tableId":12}',
      'move {"type":"move","guestId":1,"fromTableId":12,"tableId":11}',
      'move {"type":"move","guestId":1,"fromTableId":11,"tableId":12}',
    ]);
    expect(started.seatsServer.rows).toEqual(anaSeats.map((row) => ({ ...row, table_id: two.id })));
    expect(started.seatRows()).toEqual(started.seatsServer.rows);
  });

  it('a removal is undone by seating the party again at its table (new seats), and redone by freeing them', async () => {
    const started = await seatingPage();
    started.seating.send({ type: 'party.remove', guestId: ana.id, tableId: one.id });
    await started.seatsServer.answer(true);
    started.step('undo');
    expect(placesOf(started.seatRows())).toEqual(['1@11', '1@11', '1@11']);
    await started.seatsServer.answer(true);
    started.step('redo');
    await started.seatsServer.answer(true);
    expect(calls(started)).toEqual(['delete 101,102,103', 'create ', 'delete 500,501,502']);
    expect(started.seatsServer.rows).toEqual([]);
  });

  it('a new change forgets what was undone; the oldest of more than fifty changes falls off', async () => {
    const started = await seatingPage();
    started.seating.send({ type: 'party.remove', guestId: ana.id, tableId: one.id });
    started.step('undo');
    started.seating.send({ type: 'guest.drop', guestId: bruno.id, tableId: two.id, ids: [-5, -6] });
    expect(started.can('redo')).toBe(false);
    for (let round = 0; round < seatingHistoryLimit; round++) {
      const [from, to] = round % 2 === 0 ? [two.id, one.id] : [one.id, two.id];
      started.seating.send({ type: 'party.move', guestId: bruno.id, fromTableId: from, tableId: to });
    }
    const { history } = started.seating.getSnapshot().context;
    expect(history.done).toHaveLength(seatingHistoryLimit);
    // The drop (the first kept change) fell off: the oldest kept is the first move.
    expect(history.done[0]!.parts.map((part) => part.tableId)).toEqual([two.id, one.id]);
  });
});

describe('seating history: refusals', () => {
  it('an undo the server refuses is rolled back with the spec’s message and stays to undo; a refused redo stays to redo', async () => {
    const started = await seatingPage();
    started.seating.send({ type: 'party.remove', guestId: ana.id, tableId: one.id });
    await started.seatsServer.answer(true);
    started.step('undo');
    await started.seatsServer.answer(false);
    expect(started.seatRows()).toEqual([]);
    expect(started.notices.at(-1)).toEqual({ kind: 'error', message: { key: 'tables.messages.unexpectedSeating' } });
    expect([started.can('undo'), started.can('redo')]).toEqual([true, false]);
    started.step('undo');
    await started.seatsServer.answer(true);
    started.step('redo');
    await started.seatsServer.answer(false);
    expect(placesOf(started.seatRows())).toEqual(['1@11', '1@11', '1@11']);
    expect(started.notices.at(-1)).toEqual({ kind: 'error', message: { key: 'tables.messages.unexpectedDeletingGuestFromTable' } });
    expect([started.can('undo'), started.can('redo')]).toEqual([false, true]);
    expect(placesOf(started.seatsServer.rows)).toEqual(placesOf(started.seatRows()));
  });

  it('a change the server refused never happened: it leaves the history, and Undo takes the change before it', async () => {
    const started = await seatingPage();
    started.seating.send({ type: 'party.remove', guestId: ana.id, tableId: one.id });
    await started.seatsServer.answer(true);
    started.seating.send({ type: 'guest.drop', guestId: bruno.id, tableId: two.id, ids: [-1, -2] });
    await started.seatsServer.answer(false);
    expect(started.can('undo')).toBe(true);
    started.step('undo');
    expect(placesOf(started.seatRows())).toEqual(['1@11', '1@11', '1@11']);
    expect(started.seatsServer.calls.at(-1)).toMatchObject({ kind: 'create' });
  });

  it('a table deleted on another screen: the undo is refused with the reason, sends nothing, and the entry leaves', async () => {
    const started = await seatingPage();
    started.seating.send({ type: 'party.remove', guestId: ana.id, tableId: one.id });
    started.seating.send({ type: 'guest.drop', guestId: bruno.id, tableId: two.id, ids: [-1, -2] });
    await started.seatsServer.answer(true);
    await started.seatsServer.answer(true);
    started.page.send({ type: 'live.change', change: { kind: 'tables.deleted', ids: [two.id] } });
    const sent = started.seatsServer.calls.length;
    started.step('undo');
    expect(started.notices.at(-1)).toEqual({ kind: 'error', message: { key: 'tables.messages.undoChanged' } });
    expect(started.seatsServer.calls).toHaveLength(sent);
    // The next undo takes the change before it: Ana's party seated again.
    started.step('undo');
    expect(placesOf(started.seatRows())).toEqual(['1@11', '1@11', '1@11']);
  });

  it('a table filled on another screen: undoing a move away from it is refused, naming the table and its free seats', async () => {
    const started = await seatingPage();
    started.seating.send({ type: 'guest.drop', guestId: bruno.id, tableId: small.id, ids: [-1, -2] });
    started.seating.send({ type: 'party.move', guestId: bruno.id, fromTableId: small.id, tableId: two.id });
    await started.seatsServer.answer(true);
    await started.seatsServer.answer(true);
    const carla = guest(3, 'Carla');
    started.page.send({ type: 'live.change', change: { kind: 'guests.saved', guests: [carla] } });
    started.page.send({ type: 'live.change', change: { kind: 'seats.created', seats: [seat(900, small.id, carla.id)] } });
    started.step('undo');
    expect(started.notices.at(-1)).toEqual({ kind: 'error', message: { key: 'tables.messages.undoNoRoom', params: { number: 3, free: 1 } } });
    expect(started.seating.getSnapshot().context.history.done).toHaveLength(1);
  });

  it('a party made smaller on another screen: undoing its removal is refused, and so is a redo of a change whose seats were taken meanwhile', async () => {
    const started = await seatingPage();
    started.seating.send({ type: 'party.remove', guestId: ana.id, tableId: one.id });
    await started.seatsServer.answer(true);
    started.page.send({ type: 'live.change', change: { kind: 'guests.saved', guests: [{ ...ana, companions: 1 }] } });
    started.step('undo');
    expect(started.notices.at(-1)).toEqual({ kind: 'error', message: { key: 'tables.messages.undoChanged' } });
    expect([started.can('undo'), started.can('redo')]).toEqual([false, false]);
    const again = await seatingPage();
    again.seating.send({ type: 'guest.drop', guestId: bruno.id, tableId: small.id, ids: [-1, -2] });
    await again.seatsServer.answer(true);
    again.step('undo');
    await again.seatsServer.answer(true);
    again.page.send({ type: 'live.change', change: { kind: 'seats.created', seats: [seat(901, small.id, ana.id)] } });
    again.step('redo');
    expect(again.notices.at(-1)).toEqual({ kind: 'error', message: { key: 'tables.messages.redoNoRoom', params: { number: 3, free: 1 } } });
    expect(again.can('redo')).toBe(false);
  });
});

describe('seating history: who may undo', () => {
  it('is kept only for whoever may both seat and remove guests (an undo does the other)', async () => {
    for (const actions of [['ADD_GUESTS'], ['DELETE_GUESTS']] as const) {
      const started = await seatingPage([...actions]);
      started.seating.send({ type: 'guest.drop', guestId: bruno.id, tableId: two.id, ids: [-1, -2] });
      started.seating.send({ type: 'party.remove', guestId: ana.id, tableId: one.id });
      expect(started.seating.getSnapshot().matches({ history: 'empty' })).toBe(true);
    }
  });
});

const keptContext = (history: SeatingHistory): SeatingContext => ({
  tables: [one, two, small],
  seats: [],
  guests: [ana, bruno],
  can: { addGuests: true, deleteGuests: true },
  picks: [],
  selectedTableId: null,
  panel: 'unseated',
  listOpen: false,
  history,
});
/** Ana's party removed from table 1, as the last change. */
const anaRemoved = { parts: [{ guestId: ana.id, tableId: one.id, before: 3, after: 0 }], undoneOnce: false };

describe('seating history: permissions', () => {
  const withGrants = (history: SeatingHistory, seats: SeatingContext['seats']) => (granted: string[]) => ({
    ...keptContext(history),
    seats,
    can: { addGuests: granted.includes('ADD_GUESTS'), deleteGuests: granted.includes('DELETE_GUESTS') },
  });
  // An undo seats guests again or frees them, as a redo does: both rights, whatever the change.
  describePermissionTable({
    machine: seatingMachine,
    codes: actionsByModule.TABLES,
    state: { picks: 'browsing', history: 'kept' },
    context: withGrants({ done: [anaRemoved], undone: [] }, []),
    rows: [{ event: { type: 'history.undo', ids: [-1, -2, -3] }, needs: ['ADD_GUESTS', 'DELETE_GUESTS'] }],
  });
  describePermissionTable({
    machine: seatingMachine,
    codes: actionsByModule.TABLES,
    state: { picks: 'browsing', history: 'kept' },
    context: withGrants({ done: [], undone: [{ ...anaRemoved, undoneOnce: true }] }, anaSeats),
    rows: [{ event: { type: 'history.redo', ids: [] }, needs: ['ADD_GUESTS', 'DELETE_GUESTS'] }],
  });
});

describeIgnoredEvents([
  {
    state: { picks: 'browsing', history: 'empty' },
    snapshot: () => seatingMachine.resolveState({ value: { picks: 'browsing', history: 'empty' }, context: keptContext(emptySeatingHistory) }),
    ignores: [
      { type: 'history.undo', ids: [-1, -2, -3] },
      { type: 'history.redo', ids: [-1, -2, -3] },
    ],
  },
  {
    state: { picks: 'browsing', history: 'kept' },
    snapshot: () => seatingMachine.resolveState({ value: { picks: 'browsing', history: 'kept' }, context: keptContext({ done: [anaRemoved], undone: [] }) }),
    // Nothing undone to redo; an undo that makes three seats with too few ids.
    ignores: [
      { type: 'history.redo', ids: [-1, -2, -3] },
      { type: 'history.undo', ids: [-1, -2] },
    ],
  },
  {
    state: { picks: 'browsing', history: 'kept' },
    snapshot: () =>
      seatingMachine.resolveState({
        value: { picks: 'browsing', history: 'kept' },
        context: { ...keptContext({ done: [], undone: [{ ...anaRemoved, undoneOnce: true }] }), seats: anaSeats },
      }),
    ignores: [{ type: 'history.undo', ids: [-1, -2, -3] }],
  },
]);
