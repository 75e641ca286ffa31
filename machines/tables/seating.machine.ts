import { and, assertEvent, assign, enqueueActions, not, setup, type ActorRefFrom } from 'xstate';
import type { Guest } from '../../contract/guests';
import type { TableGuest } from '../../contract/seating';
import type { NotificationEmitted } from '../shared/messages';
import { errorNotice, notify } from '../shared/notify';
import { seatRowsFor, seatsOfGuestAt } from './seat-changes';
import { canTake, countSeats, freeAt, pickedCount, remainingOf, type SeatPick } from './seating-rules';
import { type SeatingInput, type SeatingContext, type SeatingChange, type SeatingEvent } from './seating-types';

/**
 * Seating, the tables page's DEFAULT mode (spec §2 "Default view", §4 "Seating flow", §5
 * "Seating add button"): tick guests without a table (each with how many of their party to
 * seat, 1 to what remains), then choose a table or its add button; or drag a guest (the ticked
 * guests, when the guest is one of them) onto a table; move a seated party to another table;
 * remove a party from its table. `browsing → picking` while guests are ticked; cancel clears.
 *
 * It stands alone like the layout editor: the tables, seats and guests come in with its input
 * and with `seating.data` whenever the page's lists change; a seating change it decides goes to
 * its parent, the page, as `seating.change` (the seats to free, then the seats to make, with the
 * temporary ids the event brought), which gives it to the seats list (optimistic, rolled back
 * on refusal). A table that cannot take what is dropped on it refuses with the reason said.
 */

const counts = (context: SeatingContext) => countSeats(context.seats);
const tableOf = (context: SeatingContext, tableId: number) => context.tables.find((table) => table.id === tableId);
const guestOf = (context: SeatingContext, guestId: number) => context.guests.find((guest) => guest.id === guestId);

/** What a dropped guest brings: the ticked guests when it is one of them, else its own party still to seat. */
export function dropPicks(context: Pick<SeatingContext, 'picks' | 'guests' | 'seats'>, guestId: number): SeatPick[] {
  if (context.picks.some((pick) => pick.guestId === guestId)) return context.picks;
  const guest = context.guests.find((candidate) => candidate.id === guestId);
  const qty = guest ? remainingOf(guest, countSeats(context.seats)) : 0;
  return qty > 0 ? [{ guestId, qty }] : [];
}

/**
 * The picks still possible after the seats changed (another screen seated some): fewer or none.
 * The same array when all still hold: each guest row of the panel watches the picks.
 */
function stillPossible(picks: SeatPick[], guests: readonly Guest[], seats: readonly TableGuest[]): SeatPick[] {
  if (picks.length === 0) return picks;
  const seated = countSeats(seats);
  const possible = picks.flatMap((pick) => {
    const guest = guests.find((candidate) => candidate.id === pick.guestId);
    const remaining = guest ? remainingOf(guest, seated) : 0;
    return remaining > 0 ? [{ guestId: pick.guestId, qty: Math.min(pick.qty, remaining) }] : [];
  });
  return possible.length === picks.length && possible.every((pick, index) => pick.qty === picks[index]!.qty) ? picks : possible;
}

/** Whether the table exists and has room for the seats. */
const fits = (context: SeatingContext, tableId: number, seats: number) => {
  const table = tableOf(context, tableId);
  return table !== undefined && canTake(table, counts(context), seats);
};

/** A drop the table cannot take, said the way the server would say it (spec §5, contract/seating.ts). */
const refusalOf = (context: SeatingContext, tableId: number) => {
  const table = tableOf(context, tableId);
  const free = table ? freeAt(table, counts(context)) : 0;
  return free === 0 ? errorNotice('tables.messages.tableFull') : errorNotice('tables.messages.notEnoughSeats', { max: free });
};

const seatingSetup = setup({
  types: {
    input: {} as SeatingInput,
    context: {} as SeatingContext,
    events: {} as SeatingEvent,
    emitted: {} as NotificationEmitted,
  },
  guards: {
    hasPicks: ({ context }) => context.picks.length > 0,
    /** Ticking a guest who still has seats to take (and unticking one ticked). */
    isTickable: ({ context, event }) => {
      assertEvent(event, 'guest.tick');
      const guest = guestOf(context, event.guestId);
      return context.can.addGuests && guest !== undefined && (isPicked(context, event.guestId) || remainingOf(guest, counts(context)) > 0);
    },
    isPicked: ({ context, event }) => {
      assertEvent(event, 'guest.qty');
      return isPicked(context, event.guestId);
    },
    isTable: ({ context, event }) => {
      assertEvent(event, 'table.select');
      return tableOf(context, event.tableId) !== undefined;
    },
    picksFit: ({ context, event }) => {
      assertEvent(event, 'table.seat');
      return context.can.addGuests && fits(context, event.tableId, pickedCount(context.picks));
    },
    /** A drop of guests who still have seats to take, by someone who may seat them. */
    isDroppable: ({ context, event }) => {
      assertEvent(event, 'guest.drop');
      return context.can.addGuests && dropPicks(context, event.guestId).length > 0;
    },
    dropFits: ({ context, event }) => {
      assertEvent(event, 'guest.drop');
      return fits(context, event.tableId, pickedCount(dropPicks(context, event.guestId)));
    },
    /** A seated party taken to another table, by someone who may both free and make seats. */
    isMovable: ({ context, event }) => {
      assertEvent(event, 'party.move');
      const seats = seatsOfGuestAt(context.seats, event.guestId, event.fromTableId).length;
      return context.can.addGuests && context.can.deleteGuests && event.fromTableId !== event.tableId && seats > 0;
    },
    moveFits: ({ context, event }) => {
      assertEvent(event, 'party.move');
      return fits(context, event.tableId, seatsOfGuestAt(context.seats, event.guestId, event.fromTableId).length);
    },
    isSeatedThere: ({ context, event }) => {
      assertEvent(event, 'party.remove');
      return context.can.deleteGuests && seatsOfGuestAt(context.seats, event.guestId, event.tableId).length > 0;
    },
  },
  actions: {
    notify,
    storeData: assign(({ context, event }) => {
      assertEvent(event, 'seating.data');
      const picks = stillPossible(context.picks, event.guests, event.seats);
      const selectedTableId = event.tables.some((table) => table.id === context.selectedTableId) ? context.selectedTableId : null;
      return { tables: event.tables, seats: event.seats, guests: event.guests, picks, selectedTableId };
    }),
    showPanel: assign(({ event }) => {
      assertEvent(event, 'panel.show');
      return { panel: event.panel };
    }),
    toggleList: assign({ listOpen: ({ context }) => !context.listOpen }),
    tick: assign(({ context, event }) => {
      assertEvent(event, 'guest.tick');
      if (isPicked(context, event.guestId)) return { picks: context.picks.filter((pick) => pick.guestId !== event.guestId) };
      const qty = remainingOf(guestOf(context, event.guestId)!, counts(context));
      return { picks: [...context.picks, { guestId: event.guestId, qty }] };
    }),
    setQty: assign(({ context, event }) => {
      assertEvent(event, 'guest.qty');
      const remaining = remainingOf(guestOf(context, event.guestId)!, counts(context));
      const qty = Math.max(1, Math.min(remaining, Math.round(event.qty) || 1));
      return { picks: context.picks.map((pick) => (pick.guestId === event.guestId ? { ...pick, qty } : pick)) };
    }),
    clearPicks: assign({ picks: [] }),
    selectTable: assign(({ event }) => {
      assertEvent(event, 'table.select');
      return { selectedTableId: event.tableId };
    }),
    closeTable: assign({ selectedTableId: null }),
    /** The dropped guests leave the ticked ones: they are seated now. */
    unpickDropped: assign(({ context, event }) => {
      assertEvent(event, 'guest.drop');
      const dropped = new Set(dropPicks(context, event.guestId).map((pick) => pick.guestId));
      return { picks: context.picks.filter((pick) => !dropped.has(pick.guestId)) };
    }),
    /** The change decided, to the page (walked alone, the machine has no parent to tell). */
    tellPage: enqueueActions(({ context, event, self, enqueue }) => {
      if (self._parent) enqueue.sendParent(changeOf(context, event));
    }),
  },
});

/** The seats a seating event frees and makes. */
function changeOf(context: SeatingContext, event: SeatingEvent): SeatingChange {
  assertEvent(event, ['table.seat', 'guest.drop', 'party.move', 'party.remove']);
  const change = (frees: TableGuest[][], creates: TableGuest[]): SeatingChange => ({ type: 'seating.change', frees, creates });
  switch (event.type) {
    case 'table.seat':
      return change([], seatRowsFor(event.tableId, context.picks, event.ids));
    case 'guest.drop':
      return change([], seatRowsFor(event.tableId, dropPicks(context, event.guestId), event.ids));
    case 'party.move': {
      const seats = seatsOfGuestAt(context.seats, event.guestId, event.fromTableId);
      return change([seats], seatRowsFor(event.tableId, [{ guestId: event.guestId, qty: seats.length }], event.ids));
    }
    case 'party.remove':
      return change([seatsOfGuestAt(context.seats, event.guestId, event.tableId)], []);
  }
}

function isPicked(context: Pick<SeatingContext, 'picks'>, guestId: number) {
  return context.picks.some((pick) => pick.guestId === guestId);
}

type DropEvent = { context: SeatingContext; event: SeatingEvent };
const dropRefusal = {
  type: 'notify',
  params: ({ context, event }: DropEvent) => {
    assertEvent(event, ['guest.drop', 'party.move']);
    return refusalOf(context, event.tableId);
  },
} as const;

export const seatingMachine = seatingSetup.createMachine({
  id: 'seating',
  context: ({ input }) => ({ ...input, picks: [], selectedTableId: null, panel: 'unseated', listOpen: false }),
  initial: 'browsing',
  // Taken alike while browsing and picking.
  on: {
    'seating.data': { actions: 'storeData' },
    'panel.show': { actions: 'showPanel' },
    'list.toggle': { actions: 'toggleList' },
    'table.select': { guard: 'isTable', actions: 'selectTable' },
    'table.close': { actions: 'closeTable' },
    'guest.drop': [
      { guard: and(['isDroppable', 'dropFits']), actions: ['tellPage', 'unpickDropped'] },
      { guard: 'isDroppable', actions: dropRefusal },
    ],
    'party.move': [
      { guard: and(['isMovable', 'moveFits']), actions: 'tellPage' },
      { guard: 'isMovable', actions: dropRefusal },
    ],
    'party.remove': { guard: 'isSeatedThere', actions: 'tellPage' },
  },
  states: {
    browsing: {
      on: {
        'guest.tick': { guard: 'isTickable', target: 'picking', actions: 'tick' },
      },
    },
    picking: {
      // A drop or another screen may seat every ticked guest.
      always: { guard: not('hasPicks'), target: 'browsing' },
      on: {
        'guest.tick': { guard: 'isTickable', actions: 'tick' },
        'guest.qty': { guard: 'isPicked', actions: 'setQty' },
        'picks.clear': { target: 'browsing', actions: 'clearPicks' },
        'table.seat': { guard: 'picksFit', target: 'browsing', actions: ['tellPage', 'clearPicks'] },
      },
    },
  },
});

export type SeatingRef = ActorRefFrom<typeof seatingMachine>;

export type { SeatingChange, SeatingContext, SeatingData, SeatingEvent, SeatingInput, SeatingPanel, SeatingPermissions } from './seating-types';
