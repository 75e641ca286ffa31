import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { TableType } from '../../../contract/tables';
import type { Inviter } from '../../../machines/guests/guest-rows';
import { temporaryId } from '../../../machines/shared/optimistic-list';
import type { SeatingRef } from '../../../machines/tables/seating.machine';
import { canTake, countSeats, freeAt, pickedCount, takenAt } from '../../../machines/tables/seating-rules';
import type { GuestCategory } from '../../../contract/guests';
import type { ViewOptions } from '../../../machines/tables/view-options';
import { useSeatingPaint } from './seating-paint';
import { SeatingTable } from './seating-table';

interface PlanTablesProps {
  seating: SeatingRef;
  types: readonly TableType[];
  categories: readonly GuestCategory[];
  inviters: readonly Inviter[];
  options: ViewOptions;
  layout: { width: number; height: number };
  scale: number;
  /** The id of the words a dimmed table is described by (one paragraph for the whole plan). */
  noRoomId: string;
}

/**
 * The tables on the seating plan, each with its fill, seats and paint. This part alone follows
 * the seats, ticks and selection: a seat changes it, not the plan around it (the zoom and pan
 * wrapper measures its content each time it is drawn) nor the rest of the page.
 */
export function PlanTables({ seating, types, categories, inviters, options, layout, scale, noRoomId }: PlanTablesProps) {
  const tables = useSelector(seating, (snapshot) => snapshot.context.tables);
  const seats = useSelector(seating, (snapshot) => snapshot.context.seats);
  const guests = useSelector(seating, (snapshot) => snapshot.context.guests);
  const picks = useSelector(seating, (snapshot) => snapshot.context.picks);
  const selectedTableId = useSelector(seating, (snapshot) => snapshot.context.selectedTableId);
  const counts = useMemo(() => countSeats(seats), [seats]);
  const paints = useSeatingPaint({ tables, types, seats, counts, guests, categories, inviters, options, scale });
  const picked = pickedCount(picks);
  const choose = useCallback(
    (tableId: number) => {
      const { picks: ticked } = seating.getSnapshot().context;
      const seatsPicked = pickedCount(ticked);
      if (seatsPicked > 0) seating.send({ type: 'table.seat', tableId, ids: Array.from({ length: seatsPicked }, () => temporaryId()) });
      seating.send({ type: 'table.select', tableId });
    },
    [seating],
  );
  return tables.map((table) => {
    const paint = paints.get(table.id);
    return (
      <SeatingTable
        key={table.id}
        table={table}
        type={types.find((type) => type.id === table.table_type)}
        layout={layout}
        taken={takenAt(counts, table.id)}
        free={freeAt(table, counts)}
        selected={table.id === selectedTableId}
        takesPicks={picked > 0 ? canTake(table, counts, picked) : null}
        noRoomId={noRoomId}
        onChoose={choose}
        chairColours={paint?.chairColours ?? noColours}
        information={paint?.information ?? null}
        names={paint?.names ?? null}
      />
    );
  });
}

const noColours: readonly (string | null)[] = [];
