import { useMemo } from 'react';
import type { Guest, GuestCategory } from '../../../contract/guests';
import type { TableGuest } from '../../../contract/seating';
import type { Table, TableType } from '../../../contract/tables';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { Inviter } from '../../../machines/guests/guest-rows';
import { unknownTableType } from '../../../machines/tables/geometry';
import { freeAt, type SeatCounts } from '../../../machines/tables/seating-rules';
import { chairPaints, namesThreshold, type ViewOptions } from '../../../machines/tables/view-options';

/** A table's type as the names threshold reads it (an unknown type is drawn as the default). */
const heightOf = (types: readonly TableType[], table: Table) => (types.find((type) => type.id === table.table_type) ?? unknownTableType).height;

/** Guests' names read as 12 px on screen whatever the zoom, a table's seat information as 11 px. */
const namePixels = 12;
const informationPixels = 11;

interface SeatingPaintInput {
  tables: readonly Table[];
  types: readonly TableType[];
  seats: readonly TableGuest[];
  counts: SeatCounts;
  guests: readonly Guest[];
  categories: readonly GuestCategory[];
  inviters: readonly Inviter[];
  options: ViewOptions;
  scale: number;
}

export interface TablePaint {
  chairColours: readonly (string | null)[];
  information: { text: string; fontSize: number } | null;
  names: { lines: readonly string[]; fontSize: number } | null;
}

/**
 * What each table shows as the view options say (part 2 §2, §9): its chairs painted seat by
 * seat, its seat information, and its guests' names above its zoom threshold. Each table's
 * paint is made again only when what it depends on changes, so the memoised tables are not all
 * drawn again on each zoom step.
 */
export function useSeatingPaint({
  tables,
  types,
  seats,
  counts,
  guests,
  categories,
  inviters,
  options,
  scale,
}: SeatingPaintInput): ReadonlyMap<number, TablePaint> {
  const { LL } = useI18nContext();
  const seatsByTable = useMemo(() => {
    const byTable = new Map<number, TableGuest[]>();
    for (const seat of seats) {
      const here = byTable.get(seat.table_id);
      if (here) here.push(seat);
      else byTable.set(seat.table_id, [seat]);
    }
    return byTable;
  }, [seats]);
  // Made again when the guests change, not with every seat: a wedding of thousands makes them in a few milliseconds.
  const guestsById = useMemo(() => new Map(guests.map((guest) => [guest.id, guest])), [guests]);
  const chairs = useMemo(() => {
    const world = { guests: guestsById, categories, inviters };
    return new Map(
      tables.map((table) => [
        table.id,
        chairPaints(options.paintChairsBy, seatsByTable.get(table.id) ?? [], table.seats, world).map((paint) => paint?.colour ?? null),
      ]),
    );
  }, [tables, seatsByTable, guestsById, categories, inviters, options.paintChairsBy]);
  const partyLines = useMemo(() => {
    const nameOf = (guestId: number) => guestsById.get(guestId)?.name ?? '';
    return new Map(
      tables.map((table) => {
        const parties = new Map<number, number>();
        for (const seat of seatsByTable.get(table.id) ?? []) parties.set(seat.guest_id, (parties.get(seat.guest_id) ?? 0) + 1);
        return [table.id, [...parties].map(([guestId, count]) => (count > 1 ? `${nameOf(guestId)} × ${count}` : nameOf(guestId)))];
      }),
    );
  }, [tables, seatsByTable, guestsById]);
  return useMemo(() => {
    const texts = LL.tables.view;
    const textOf = (table: Table) => {
      const free = freeAt(table, counts);
      switch (options.tableInformation) {
        case 'none':
          return null;
        case 'seatsAvailable':
          return texts.seatsAvailable({ free });
        case 'allSeats':
          return texts.allSeats({ seats: table.seats });
        case 'both':
          return texts.both({ free, seats: table.seats });
      }
    };
    const informationOf = (table: Table) => {
      const text = textOf(table);
      return text === null ? null : { text, fontSize: informationPixels / scale };
    };
    const namesOf = (table: Table) => {
      const lines = partyLines.get(table.id) ?? [];
      const shown = options.guestOverlay === 'onTableZoomed' && lines.length > 0 && scale >= namesThreshold(table.seats, heightOf(types, table));
      return shown ? { lines, fontSize: namePixels / scale } : null;
    };
    return new Map(tables.map((table) => [table.id, { chairColours: chairs.get(table.id) ?? [], information: informationOf(table), names: namesOf(table) }]));
  }, [LL, tables, types, counts, chairs, partyLines, options.tableInformation, options.guestOverlay, scale]);
}
