import type { Guest } from '../../contract/guests';
import type { TableGuest } from '../../contract/seating';
import type { Table } from '../../contract/tables';
import { partiesByTable } from './seating-rules';

/**
 * The printable seating chart (issue 24, beyond the spec): each table with its guests, and the
 * alphabetical "guest → table" index planners put at the entrance. Names sort in the reader's
 * language ("Ángela" beside "Ana", not after "Zoe").
 */

export interface ChartParty {
  name: string;
  /** Seats the party holds at this table (the guest and companions seated there). */
  count: number;
}

export interface ChartTable {
  number: number;
  seats: number;
  taken: number;
  parties: ChartParty[];
}

/** A seated guest in the index: every table their party sits at, by number. */
export interface ChartEntry {
  name: string;
  numbers: number[];
}

export interface SeatingChart {
  tables: ChartTable[];
  index: ChartEntry[];
}

export function seatingChart(tables: readonly Table[], seats: readonly TableGuest[], guests: readonly Guest[], locale: string): SeatingChart {
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, locale);
  const nameOf = new Map(guests.map((guest) => [guest.id, guest.name]));
  const parties = partiesByTable(seats);
  const numbersOf = new Map<number, number[]>();
  const chartTables = [...tables]
    .sort((a, b) => a.number - b.number)
    .map((table) => {
      const atTable: ChartParty[] = [];
      for (const party of parties.get(table.id) ?? []) {
        const name = nameOf.get(party.guestId);
        if (name === undefined) continue;
        atTable.push({ name, count: party.count });
        numbersOf.set(party.guestId, [...(numbersOf.get(party.guestId) ?? []), table.number]);
      }
      return { number: table.number, seats: table.seats, taken: atTable.reduce((sum, party) => sum + party.count, 0), parties: atTable.sort(byName) };
    });
  const index = [...numbersOf].map(([guestId, numbers]) => ({ name: nameOf.get(guestId)!, numbers }));
  return { tables: chartTables, index: index.sort(byName) };
}
