import type { Guest } from '../../../contract/guests';
import type { TableGuest } from '../../../contract/seating';
import type { Table } from '../../../contract/tables';
import { partiesByTable } from '../../../machines/tables/seating-rules';

/** A party at a table, as the panel's "with table" list shows it. */
export interface PanelParty {
  guestId: number;
  count: number;
  tableId: number;
  number: number;
  name: string;
}

/** The seating panel's "with table" list: every party at its table, by name, then table number. */
export function seatedParties(seats: readonly TableGuest[], tables: readonly Table[], guests: readonly Guest[]): PanelParty[] {
  const numberOf = new Map(tables.map((table) => [table.id, table.number]));
  const nameOf = new Map(guests.map((guest) => [guest.id, guest.name]));
  return [...partiesByTable(seats)]
    .flatMap(([tableId, parties]) =>
      parties.map((party) => ({
        guestId: party.guestId,
        count: party.count,
        tableId,
        number: numberOf.get(tableId) ?? 0,
        name: nameOf.get(party.guestId) ?? '',
      })),
    )
    .sort((a, b) => a.name.localeCompare(b.name) || a.number - b.number);
}
