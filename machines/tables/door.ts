import type { Guest } from '../../contract/guests';
import type { TableGuest } from '../../contract/seating';
import type { Table } from '../../contract/tables';
import type { HostessState } from './page-modes/hostess-mode';
import { partiesByTable } from './seating-rules';

/**
 * What the hostess view shows (spec §2 "Hostess view", §9 "Occupancy percent is inside divided
 * by total, rounded"): the counts at the door, and the parties outside or inside found by name,
 * table and status.
 */

export interface DoorCounts {
  inside: number;
  outside: number;
  /** Inside ÷ seats, as a rounded percentage (0 with no seats). */
  percent: number;
}

export function doorCounts(seats: readonly TableGuest[]): DoorCounts {
  const inside = seats.filter((seat) => seat.is_inside).length;
  return { inside, outside: seats.length - inside, percent: seats.length === 0 ? 0 : Math.round((inside / seats.length) * 100) };
}

/** A party at the door: a guest's seats at one table, and how many of them are on the side shown. */
export interface DoorParty {
  guestId: number;
  name: string;
  tableId: number;
  number: number;
  /** Seats of the party on the side shown (outside: still to arrive; inside: arrived). */
  count: number;
}

/** Names compared without case or accents: "lucia" finds "Lucía". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** The parties on the side shown, at the table chosen, of the status chosen, whose name holds the query, by name then table. */
export function doorParties(
  seats: readonly TableGuest[],
  guests: readonly Guest[],
  tables: readonly Table[],
  { query, side, tableId, statusId, categoryId }: HostessState,
): DoorParty[] {
  const wanted = folded(query.trim());
  const guestOf = new Map(guests.map((guest) => [guest.id, guest]));
  const numberOf = new Map(tables.map((table) => [table.id, table.number]));
  const parties: DoorParty[] = [];
  for (const [atTableId, atTable] of partiesByTable(seats)) {
    if (tableId !== null && atTableId !== tableId) continue;
    for (const party of atTable) {
      const count = side === 'inside' ? party.inside : party.count - party.inside;
      const guest = guestOf.get(party.guestId);
      if (count === 0 || guest === undefined || !folded(guest.name).includes(wanted)) continue;
      if (statusId !== null && guest.status_id !== statusId) continue;
      if (categoryId !== null && guest.category_id !== categoryId) continue;
      parties.push({ guestId: party.guestId, name: guest.name, tableId: atTableId, number: numberOf.get(atTableId) ?? 0, count });
    }
  }
  return parties.sort((a, b) => a.name.localeCompare(b.name) || a.number - b.number);
}
