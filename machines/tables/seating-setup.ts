import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import type { Guest } from '../../contract/guests';
import type { TableGuest } from '../../contract/seating';
import type { NotificationEmitted } from '../shared/messages';
import { errorNotice, notify } from '../shared/notify';
import { seatsOfGuestAt } from './seat-changes';
import {
  additionsOf,
  entryOf,
  partsOfLeaving,
  partsOfSeating,
  problemOf,
  reconcile,
  record,
  stepsBetween,
  type HistoryStep,
  type PartyAtTable,
  type SeatStep,
} from './seating-history';
import { canTake, countSeats, freeAt, pickedCount, remainingOf, type SeatPick } from './seating-rules';
import type { SeatingContext, SeatingEvent, SeatingInput } from './seating-types';

/** The seating machine's guards and actions (seating.machine.ts), pure: ids come with the events. */

const counts = (context: SeatingContext) => countSeats(context.seats);
const tableOf = (context: SeatingContext, tableId: number) => context.tables.find((table) => table.id === tableId);
const guestOf = (context: SeatingContext, guestId: number) => context.guests.find((guest) => guest.id === guestId);
const isPicked = (context: Pick<SeatingContext, 'picks'>, guestId: number) => context.picks.some((pick) => pick.guestId === guestId);

/** What a dropped guest brings: the ticked guests when it is one of them, else its own party still to seat. */
export function dropPicks(context: Pick<SeatingContext, 'picks' | 'guests' | 'seats'>, guestId: number): SeatPick[] {
  if (isPicked(context, guestId)) return context.picks;
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
export const refusalOf = (context: SeatingContext, tableId: number) => {
  const table = tableOf(context, tableId);
  const free = table ? freeAt(table, counts(context)) : 0;
  return free === 0 ? errorNotice('tables.messages.tableFull') : errorNotice('tables.messages.notEnoughSeats', { max: free });
};

/** Each party's seats before and after a change the person makes (seating-history.ts). */
function partsOf(context: SeatingContext, event: SeatingEvent): PartyAtTable[] {
  assertEvent(event, ['table.seat', 'guest.drop', 'party.move', 'party.remove']);
  switch (event.type) {
    case 'table.seat':
      return partsOfSeating(context.seats, event.tableId, context.picks);
    case 'guest.drop':
      return partsOfSeating(context.seats, event.tableId, dropPicks(context, event.guestId));
    case 'party.move':
      return partsOfLeaving(context.seats, event.guestId, event.fromTableId, event.tableId);
    case 'party.remove':
      return partsOfLeaving(context.seats, event.guestId, event.tableId, null);
  }
}

/** The calls a change, an undo or a redo makes (an undo takes "after" back to "before"). */
export function seatingStepsOf(context: SeatingContext, event: SeatingEvent): SeatStep[] {
  if (event.type === 'history.undo' || event.type === 'history.redo') {
    const step = stepOf(event);
    const entry = entryOf(context.history, context, step)!;
    return stepsBetween(context.seats, entry.parts, step === 'undo' ? 'before' : 'after', event.ids);
  }
  assertEvent(event, ['table.seat', 'guest.drop', 'party.move', 'party.remove']);
  return stepsBetween(context.seats, partsOf(context, event), 'after', 'ids' in event ? event.ids : []);
}

/** Which step a history event asks for (checked, so a renamed event fails to compile). */
function stepOf(event: SeatingEvent): HistoryStep {
  assertEvent(event, ['history.undo', 'history.redo']);
  return event.type === 'history.undo' ? 'undo' : 'redo';
}

/** What the person hears when an undo or a redo can no longer be made (seating-history.ts `problemOf`). */
export const stepRefusal = {
  type: 'notify',
  params: ({ context, event }: { context: SeatingContext; event: SeatingEvent }) => {
    const step = stepOf(event);
    const problem = problemOf(context, entryOf(context.history, context, step)!, step)!;
    if (problem.kind === 'changed') return errorNotice(step === 'undo' ? 'tables.messages.undoChanged' : 'tables.messages.redoChanged');
    return errorNotice(step === 'undo' ? 'tables.messages.undoNoRoom' : 'tables.messages.redoNoRoom', { number: problem.number, free: problem.free });
  },
} as const;

export const seatingSetup = setup({
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
    hasHistory: ({ context }) => context.history.done.length + context.history.undone.length > 0,
    /** Undoing a seating removes guests, undoing a removal seats them: both rights are needed. */
    mayRewind: ({ context }) => context.can.addGuests && context.can.deleteGuests,
    /** There is a step to take, and the event brought a temporary id for each seat it makes again. */
    bringsStep: ({ context, event }) => {
      assertEvent(event, ['history.undo', 'history.redo']);
      const step = stepOf(event);
      return entryOf(context.history, context, step) !== undefined && event.ids.length >= additionsOf(context.history, context, step);
    },
    /** The seats, tables and guests on screen allow the step (seating-history.ts `problemOf`). */
    isStepPossible: ({ context, event }) => problemOf(context, entryOf(context.history, context, stepOf(event))!, stepOf(event)) === null,
  },
  actions: {
    notify,
    storeData: assign(({ context, event }) => {
      assertEvent(event, 'seating.data');
      const picks = stillPossible(context.picks, event.guests, event.seats);
      const selectedTableId = event.tables.some((table) => table.id === context.selectedTableId) ? context.selectedTableId : null;
      // A refusal or another screen may have taken a change back: the history follows the seats.
      const history = reconcile(context.history, event);
      return { tables: event.tables, seats: event.seats, guests: event.guests, picks, selectedTableId, history };
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
      if (self._parent) enqueue.sendParent({ type: 'seating.change', steps: seatingStepsOf(context, event) });
    }),
    /** A change kept to undo, for whoever may undo it (`mayRewind`): the others would only be told no. */
    record: assign(({ context, event }) => {
      if (!context.can.addGuests || !context.can.deleteGuests) return {};
      return { history: record(context.history, partsOf(context, event)) };
    }),
    /** The step taken: its entry goes to the other side. */
    stepHistory: assign(({ context, event }) => {
      const { done, undone } = reconcile(context.history, context);
      if (stepOf(event) === 'undo') return { history: { done: done.slice(0, -1), undone: [...undone, { ...done.at(-1)!, undoneOnce: true }] } };
      return { history: { done: [...done, undone.at(-1)!], undone: undone.slice(0, -1) } };
    }),
    /** A step the seats no longer allow: its entry leaves the history. */
    dropStep: assign(({ context, event }) => {
      const { done, undone } = reconcile(context.history, context);
      return { history: stepOf(event) === 'undo' ? { done: done.slice(0, -1), undone } : { done, undone: undone.slice(0, -1) } };
    }),
  },
});
