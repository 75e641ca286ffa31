import type { Guest } from '../../contract/guests';
import type { TableGuest } from '../../contract/seating';
import type { Table } from '../../contract/tables';

/**
 * The seating rules the screen shows before the server is asked (part 2 §3 TableGuest, §4
 * "Seating flow" and "Table colours", §5 "Seating add button", §2 statistics): a seat is one row, a guest
 * takes companions + 1 seats over all tables, a table takes as many as its seats. The server
 * holds the same rules in its transactions (contract/seating.ts); these only spare the person
 * a refusal they can see coming.
 */

/** A guest the person ticked (or dragged) to seat, with how many of their party to seat now. */
export interface SeatPick {
  guestId: number;
  qty: number;
}

/** How many seats each table has taken and each guest holds (in all, and at each table), from the seats on screen. */
export interface SeatCounts {
  byTable: ReadonlyMap<number, number>;
  byGuest: ReadonlyMap<number, number>;
  byGuestAt: ReadonlyMap<number, ReadonlyMap<number, number>>;
}

/**
 * Kept per list of seats (a list is never changed, only replaced): one seat change asks for the
 * counts of the same 3,000 seats from the seating machine's guards and actions and from each
 * part of the screen.
 */
const counted = new WeakMap<readonly TableGuest[], SeatCounts>();

export function countSeats(seats: readonly TableGuest[]): SeatCounts {
  const known = counted.get(seats);
  if (known) return known;
  const counts = countAll(seats);
  counted.set(seats, counts);
  return counts;
}

function countAll(seats: readonly TableGuest[]): SeatCounts {
  const byTable = new Map<number, number>();
  const byGuest = new Map<number, number>();
  const byGuestAt = new Map<number, Map<number, number>>();
  for (const seat of seats) {
    byTable.set(seat.table_id, (byTable.get(seat.table_id) ?? 0) + 1);
    byGuest.set(seat.guest_id, (byGuest.get(seat.guest_id) ?? 0) + 1);
    let tables = byGuestAt.get(seat.guest_id);
    if (!tables) byGuestAt.set(seat.guest_id, (tables = new Map()));
    tables.set(seat.table_id, (tables.get(seat.table_id) ?? 0) + 1);
  }
  return { byTable, byGuest, byGuestAt };
}

/** The guest and their companions: the seats the party takes. */
export const partyOf = (guest: Pick<Guest, 'companions'>) => guest.companions + 1;

/** Seats the guest's party still needs. */
export const remainingOf = (guest: Pick<Guest, 'id' | 'companions'>, counts: SeatCounts) => Math.max(0, partyOf(guest) - (counts.byGuest.get(guest.id) ?? 0));

export const takenAt = (counts: SeatCounts, tableId: number) => counts.byTable.get(tableId) ?? 0;

/** Seats the guest holds at the table. */
export const heldAt = (counts: SeatCounts, guestId: number, tableId: number) => counts.byGuestAt.get(guestId)?.get(tableId) ?? 0;

export const freeAt = (table: Pick<Table, 'id' | 'seats'>, counts: SeatCounts) => Math.max(0, table.seats - takenAt(counts, table.id));

export const pickedCount = (picks: readonly SeatPick[]) => picks.reduce((total, pick) => total + pick.qty, 0);

/** Whether a table has room for the seats picked (a table without room is dimmed while guests are picked). */
export const canTake = (table: Pick<Table, 'id' | 'seats'>, counts: SeatCounts, seats: number) => seats > 0 && freeAt(table, counts) >= seats;

/**
 * Spec §4 "Table colours": full (every seat taken; a table counts as occupied when its guest
 * count equals its seats, so a table without seats is full), partly filled, or empty.
 */
export type TableFill = 'empty' | 'partial' | 'full';
export const fillOf = (seats: number, taken: number): TableFill => (taken >= seats ? 'full' : taken > 0 ? 'partial' : 'empty');

/** Spec §5 "Seating add button": what the selected table's add button offers for the guests picked. */
export type AddButtonState =
  { kind: 'add'; count: number } | { kind: 'notEnough'; selected: number; available: number } | { kind: 'full' } | { kind: 'nothingPicked' };

export function addButtonOf(table: Pick<Table, 'id' | 'seats'>, counts: SeatCounts, picks: readonly SeatPick[]): AddButtonState {
  const available = freeAt(table, counts);
  const selected = pickedCount(picks);
  if (available === 0) return { kind: 'full' };
  if (selected === 0) return { kind: 'nothingPicked' };
  return selected > available ? { kind: 'notEnough', selected, available } : { kind: 'add', count: selected };
}

/** The statistics panel (spec §2): places taken, free and in all, over every table. */
export interface SeatingStats {
  occupied: number;
  available: number;
  total: number;
}

export function seatingStats(tables: readonly Pick<Table, 'id' | 'seats'>[], counts: SeatCounts): SeatingStats {
  let occupied = 0;
  let total = 0;
  for (const table of tables) {
    occupied += Math.min(takenAt(counts, table.id), table.seats);
    total += table.seats;
  }
  return { occupied, available: total - occupied, total };
}

/** A party seated at one table: the guest and how many of their seats are there. */
export interface SeatedParty {
  guestId: number;
  count: number;
  inside: number;
}

/** The parties at each table, in the order they were first seated there. */
export function partiesByTable(seats: readonly TableGuest[]): Map<number, SeatedParty[]> {
  const tables = new Map<number, Map<number, SeatedParty>>();
  for (const seat of seats) {
    let parties = tables.get(seat.table_id);
    if (!parties) tables.set(seat.table_id, (parties = new Map()));
    const party = parties.get(seat.guest_id) ?? { guestId: seat.guest_id, count: 0, inside: 0 };
    parties.set(seat.guest_id, { ...party, count: party.count + 1, inside: party.inside + (seat.is_inside ? 1 : 0) });
  }
  return new Map([...tables].map(([tableId, parties]) => [tableId, [...parties.values()]]));
}
