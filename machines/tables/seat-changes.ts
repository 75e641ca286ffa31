import type { TableGuest } from '../../contract/seating';
import type { SeatPick } from './seating-rules';

/**
 * The seats a seating change makes, frees or moves, chosen the way the server chooses them
 * (contract/seating.ts), so the screen shows at once what the server will store:
 * - seating: one new seat per person, outside, with the temporary ids the event brought;
 * - freeing or moving part of a party: its seats outside first, then the newest (`destroy`, `move`);
 * - the door: every seat of the guest at the table not yet in the new state, oldest first.
 */

/** New seats for the picks at one table, grouped by guest in the order picked; `ids` are temporary, one per seat. */
export function seatRowsFor(tableId: number, picks: readonly SeatPick[], ids: readonly number[]): TableGuest[] {
  const free = [...ids];
  return picks.flatMap((pick) =>
    Array.from({ length: pick.qty }, () => {
      const id = free.shift();
      // A sender that brought too few ids is a bug: said at once, never a party seated in part.
      if (id === undefined) throw new Error('a seating change needs one temporary id per seat');
      return { id, table_id: tableId, guest_id: pick.guestId, is_inside: false };
    }),
  );
}

export const seatsOfGuestAt = (seats: readonly TableGuest[], guestId: number, tableId: number) =>
  seats.filter((seat) => seat.guest_id === guestId && seat.table_id === tableId);

/** The guest's seats at the table the door moves: those not yet `inside` (or outside), oldest first. */
export const seatsToMove = (seats: readonly TableGuest[], guestId: number, tableId: number, inside: boolean) =>
  seatsOfGuestAt(seats, guestId, tableId)
    .filter((seat) => seat.is_inside !== inside)
    .sort((a, b) => oldestFirst(a.id, b.id));

/** `qty` of the guest's seats at the table, chosen as the server frees or moves them (outside first, then the newest), in the list's order. */
export function seatsToFree(seats: readonly TableGuest[], guestId: number, tableId: number, qty: number): TableGuest[] {
  const held = seatsOfGuestAt(seats, guestId, tableId);
  const chosen = new Set([...held].sort((a, b) => Number(a.is_inside) - Number(b.is_inside) || oldestFirst(b.id, a.id)).slice(0, qty));
  return held.filter((seat) => chosen.has(seat));
}

/**
 * Saved seats are older than seats still on their way (temporary ids, negative, the most
 * recent the lowest); saved seats by their ids, as the server numbers them.
 */
function oldestFirst(a: number, b: number): number {
  const saved = (id: number) => id > 0;
  if (saved(a) !== saved(b)) return saved(a) ? -1 : 1;
  return saved(a) ? a - b : b - a;
}
