import { seatLimitOf, type TableGuest } from '../../contract/seating';
import { failureCode, failureValidationErrors, type Failure } from '../shared/failure';
import { createOptimisticList } from '../shared/optimistic-list.machine';

/**
 * The wedding's seats (part 2 §3 TableGuest), an optimistic list like the tables (spec §4
 * "Seat assignment is optimistic with temporary ids replaced on success; removing a seat is
 * immediate and restored on failure; the inside toggle is optimistic and reverts on failure").
 * One change, one call: seating guests at one table is a create (`massCreate`), freeing a
 * guest's seats at a table a delete (`destroy`, which names the guest and the table, so the
 * list's deletes carry their rows), the door an update (`update_inside`), and a party taken to
 * another table an update too (`move`, beyond the spec: one call, so a refusal puts the whole
 * party back where it was).
 */

export type SeatIntent =
  /** The door: the guest's seats at the table moving inside or outside (`is_inside` in each change's patch). */
  | { type: 'inside'; guestId: number; tableId: number }
  /** The guest's seats at `fromTableId` taken to `tableId` (`table_id` in each change's patch). */
  | { type: 'move'; guestId: number; fromTableId: number; tableId: number };

export const seatsList = createOptimisticList<TableGuest, SeatIntent>(
  {
    create: { failure: 'tables.messages.unexpectedSeating' },
    // Spec §8: the server's reason, with these fallbacks.
    delete: { failure: 'tables.messages.unexpectedDeletingGuestFromTable' },
    update: { inside: { failure: 'tables.messages.unexpectedSavingGuest' }, move: { failure: 'tables.messages.unexpectedMovingGuest' } },
  },
  { deletesCarryRows: true },
);

/**
 * A seating refusal as the person hears it: the limit the server named (contract/seating.ts
 * `max:<n>`) in the message, "only 2 free seats are left at this table", rather than the bare
 * code. Any other failure is told as it is.
 */
export function seatingRefusal(error: unknown): unknown {
  const named = failureValidationErrors(error);
  const limit = (field: string): Failure | null => {
    const max = seatLimitOf(named, field);
    return max === null ? null : { code: failureCode(error), messageParams: { max } };
  };
  switch (failureCode(error)) {
    case 'not_enough_seats': {
      // A move names the table it goes to.
      const refusal = limit('table_id') ?? limit('to_table_id');
      if (!refusal) return error;
      return { ...refusal, messageKey: refusal.messageParams!.max === 0 ? 'tables.messages.tableFull' : 'tables.messages.notEnoughSeats' };
    }
    case 'guest_seats_exceeded': {
      const field = Object.keys(named).find((name) => /^guests\.\d+\.qty$/.test(name));
      const refusal = field ? limit(field) : null;
      if (!refusal) return error;
      return { ...refusal, messageKey: refusal.messageParams!.max === 0 ? 'tables.messages.guestFullySeated' : 'tables.messages.guestSeatsExceeded' };
    }
    case 'seats_not_held': {
      const refusal = limit('qty');
      return refusal ? { ...refusal, messageKey: 'tables.messages.seatsNotHeld' } : error;
    }
    default:
      return error;
  }
}
