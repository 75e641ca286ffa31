import { describe } from 'vitest';
import { seatingMachine, type SeatingContext } from '../../../machines/tables/seating.machine';
import { describePathCoverage } from '../../support/path-coverage';
import { guest, one, seat, table, two } from './support';

/**
 * Every state and transition of the seating machine, walked alone (it has no page to tell, so
 * the seats change only with `seating.data`, as the page sends them). The world: table 1 holds
 * Ana's party of 3, table 2 is empty, table 4 has one seat; Bruno (2) and Carla (1) have no table.
 */
const ana = guest(1, 'Ana', 2);
const bruno = guest(2, 'Bruno', 1);
const carla = guest(3, 'Carla');
const tiny = table(14, 4, 0.9, 0.9, { seats: 1 });
const anaSeats = [seat(101, one.id, ana.id), seat(102, one.id, ana.id), seat(103, one.id, ana.id)];
const data = (seats: typeof anaSeats) => ({ type: 'seating.data' as const, tables: [one, two, tiny], seats, guests: [ana, bruno, carla] });

describe('seating: graph', () => {
  describePathCoverage(seatingMachine, {
    inputs: [{ tables: [one, two, tiny], seats: anaSeats, guests: [ana, bruno, carla], can: { addGuests: true, deleteGuests: true } }],
    stateKey: (snapshot) => {
      const context = snapshot.context as SeatingContext;
      return [snapshot.value, context.picks, context.selectedTableId, context.panel, context.listOpen, context.history, context.seats.length];
    },
    bound: (snapshot, event) => {
      const context = snapshot.context as SeatingContext;
      // One change at a time is kept: then only undone and redone, as the seats on screen allow;
      // the seats Ana's removal leaves are heard only then.
      const kept = context.history.done.length + context.history.undone.length > 0;
      if (kept) return event.type === 'seating.data' || event.type.startsWith('history.');
      if (event.type === 'seating.data' && event.seats.length < anaSeats.length) return false;
      // A drop taken and a drop refused both leave the context as it was, so a walk would see one
      // state for both: the refused ones (onto table 4, one seat) are tried only with the "with
      // table" panel shown, the others only with "without table", which the state tells apart.
      if (event.type !== 'guest.drop' && event.type !== 'party.move') return true;
      return (event.tableId === tiny.id) === (context.panel === 'seated');
    },
    events: [
      data(anaSeats),
      { type: 'panel.show', panel: 'seated' },
      { type: 'list.toggle' },
      { type: 'guest.tick', guestId: carla.id },
      { type: 'guest.qty', guestId: carla.id, qty: 1 },
      { type: 'picks.clear' },
      { type: 'table.select', tableId: two.id },
      { type: 'table.close' },
      { type: 'table.seat', tableId: two.id, ids: [-1] },
      { type: 'guest.drop', guestId: carla.id, tableId: two.id, ids: [-1] },
      { type: 'guest.drop', guestId: bruno.id, tableId: tiny.id, ids: [-1, -2] },
      { type: 'party.move', guestId: ana.id, fromTableId: one.id, tableId: two.id },
      { type: 'party.move', guestId: ana.id, fromTableId: one.id, tableId: tiny.id },
      { type: 'party.remove', guestId: ana.id, tableId: one.id },
      data([...anaSeats, seat(104, two.id, carla.id)]),
      // Ana's party removed, here or elsewhere (an undo of its removal is possible), or only one of it left (neither side holds).
      data([]),
      data([anaSeats[0]!]),
      { type: 'history.undo', ids: [-1, -2, -3] },
      { type: 'history.redo', ids: [-1, -2, -3] },
    ],
  });
});
