import { z } from 'zod';
import { countField, endpoint, idField } from './endpoint';
import { guestLimits } from './guests';
import { tableLimits } from './tables';

/**
 * Seating (part 2 §3 TableGuest, §4 "Seating flow", §7 `tables_guests`): a seat is one row, so
 * a guest with two companions seated together holds three seats at that table. Every call
 * names its wedding, and every table and guest it names must be that wedding's, or the call is
 * refused exactly as for an id nobody uses (422 `not_found`) and changes nothing.
 *
 * Rights: reading needs the TABLES module (a hostess reads it); `massCreate` needs ADD_GUESTS,
 * `destroy` DELETE_GUESTS, `update_inside` HOSTESS_VIEW or ADD_GUESTS, and `move` (beyond the
 * spec) both ADD_GUESTS and DELETE_GUESTS: it takes a party from one table and seats it at another.
 *
 * Rules, held by the database in one transaction per call (so also between simultaneous calls,
 * on every server): a table never holds more seats than it has, and a guest never holds more
 * than companions + 1 seats over all tables. Lowering a guest's companions frees the surplus
 * seats (those outside first); deleting a guest or a table deletes its seats; a table's seats
 * cannot go below the guests seated at it (`seats_below_guests`, contract/tables.ts).
 *
 * What `qty` means:
 * - `massCreate`: the seats each guest takes at the table (the guest and qty − 1 companions).
 * - `update_inside`: how many more of the guest's seats at the table take the new state; seats
 *   already in it are not counted, so a second tablet checking in the same person, or the last
 *   of a party twice, changes nothing and is no error. Outside seats go inside oldest first.
 * - `destroy`: how many of the guest's seats at the table go, those outside first, then the
 *   newest.
 * - `move`: how many of the guest's seats at `from_table_id` go to `to_table_id`, in one
 *   transaction (never a party left without a table half way), chosen as `destroy` chooses them;
 *   each keeps its id and whether it is inside.
 *
 * Refusals beyond field validation (`error.code`, all 409, each naming the limit in
 * `validationErrors` as `max:<n>`, read with `seatLimitOf`):
 * - `not_enough_seats`: the table has fewer free seats than the call asks for
 *   (`{ table_id: ['max:<free seats>'] }`, for a move `to_table_id`; `max:0` is a full table).
 * - `guest_seats_exceeded`: a guest would hold more than companions + 1 seats
 *   (`{ 'guests.<index>.qty': ['max:<seats the guest may still take>'] }`).
 * - `seats_not_held`: `update_inside`, `destroy` or `move` names more seats than the guest holds
 *   at that table (`{ qty: ['max:<seats held there>'] }`; `max:0`: not seated there).
 */

export const seatingLimits = {
  /** Seats one guest may take: themself and up to `companionsMax` companions. */
  qtyMax: guestLimits.companionsMax + 1,
  /** Guests one call seats at one table: no table has more seats than this. */
  guestsPerCall: tableLimits.seatsMax,
} as const;

/** A seat: `is_inside` once the person has arrived (the hostess view's door). */
export const tableGuest = z.object({
  id: z.number(),
  table_id: z.number(),
  guest_id: z.number(),
  is_inside: z.boolean(),
});
export type TableGuest = z.infer<typeof tableGuest>;

const qty = countField(1, seatingLimits.qtyMax);
const distinctGuests = (guests: Array<{ id: number }>) => new Set(guests.map((guest) => guest.id)).size === guests.length;

/** Which seats of which guest at which table a change is about. */
const seatsOfGuest = { wedding_id: idField, table_id: idField, guest_id: idField, qty: qty.default(1) };

export const seatingEndpoints = {
  /** Every seat of the wedding, by id. */
  index: endpoint('GET', '/tables_guests/index', z.object({ wedding_id: idField }), z.object({ tableGuests: z.array(tableGuest) })),
  /**
   * Seats guests at one table: `qty` seats each. Answers, per guest in the order sent, the ids
   * of their new seats.
   */
  massCreate: endpoint(
    'POST',
    '/tables_guests/massCreate',
    z.object({
      wedding_id: idField,
      table_id: idField,
      guests: z
        .array(z.object({ id: idField, qty }), { error: 'required' })
        .min(1, { error: 'required' })
        .max(seatingLimits.guestsPerCall, { error: 'max' })
        .refine(distinctGuests, { error: 'invalid' }),
    }),
    z.object({ ids: z.array(z.array(z.number())) }),
  ),
  /** Moves `qty` of the guest's seats at the table inside (or outside); answers the seats that changed. */
  updateInside: endpoint(
    'PUT',
    '/tables_guests/update_inside',
    z.object({ ...seatsOfGuest, is_inside: z.boolean({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') }) }),
    z.object({ seats: z.array(tableGuest) }),
  ),
  /** Frees `qty` of the guest's seats at the table (outside ones first); answers their ids. */
  destroy: endpoint('DELETE', '/tables_guests/destroy', z.object(seatsOfGuest), z.object({ ids: z.array(z.number()) })),
  /** Beyond the spec: moves `qty` of the guest's seats from one table to another, all or none; answers the seats as moved. */
  move: endpoint(
    'PUT',
    '/tables_guests/move',
    z
      .object({ wedding_id: idField, guest_id: idField, from_table_id: idField, to_table_id: idField, qty })
      .refine((move) => move.from_table_id !== move.to_table_id, { error: 'invalid', path: ['to_table_id'] }),
    z.object({ seats: z.array(tableGuest) }),
  ),
};

/** The limit a seating refusal names (`max:<n>` under a field), or null when it names none. */
export function seatLimitOf(validationErrors: Record<string, string[]> | undefined, field: string): number | null {
  const rule = validationErrors?.[field]?.find((candidate) => candidate.startsWith('max:'));
  return rule === undefined ? null : Number(rule.slice(4));
}
