import { useDroppable } from '@dnd-kit/core';
import { memo } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { Table, TableType } from '../../../contract/tables';
import { fillOf } from '../../../machines/tables/seating-rules';
import { noPanClass } from './layout-plan';
import type { TableDrop } from './seating-dnd';
import { TableFigure } from './table-figure';

/** Spec §4 "Table colours": full green, partly filled amber, empty grey; the seats badge likewise. */
const fillColours = {
  full: 'bg-emerald-700 text-white',
  partial: 'bg-amber-300 text-stone-900',
  empty: 'bg-stone-200 text-stone-800',
} as const;

interface SeatingTableProps {
  table: Table;
  type: TableType | undefined;
  layout: { width: number; height: number };
  taken: number;
  free: number;
  selected: boolean;
  /**
   * While guests are ticked: whether the table has room for them. A table without room is dimmed
   * and says why (`noRoomId`), but still opens its drawer, to show who sits there.
   */
  takesPicks: boolean | null;
  /** The id of the words a dimmed table is described by. */
  noRoomId: string;
  onChoose: (tableId: number) => void;
  /** Each chair's colour, as the view options paint them. */
  chairColours: readonly (string | null)[];
  /** What the table says about its seats (view options' table information), with the text size that reads as 11 px, or nothing. */
  information: { text: string; fontSize: number } | null;
  /** The guests' names, once the zoom passes the table's threshold (spec §9), with the text size that reads as 12 px. */
  names: { lines: readonly string[]; fontSize: number } | null;
}

/**
 * A table in DEFAULT mode: its fill colour and seats badge, a drop target for dragged guests,
 * and a button: it seats the ticked guests there, or shows the table's guests (with none ticked,
 * or too many for its free seats).
 * dnd-kit draws every drop target again whenever its context changes (a drag starting or
 * ending, a seat saved): this part only reads what the drag means for the table, and the
 * drawing below it is made again only when that, or the table, changes.
 */
export const SeatingTable = memo(function SeatingTable(props: SeatingTableProps) {
  const { free, ...drawn } = props;
  const drop: TableDrop = { tableId: drawn.table.id, number: drawn.table.number, free };
  const { setNodeRef, isOver, active } = useDroppable({ id: `table-${drawn.table.id}`, data: drop });
  const dragged = (active?.data.current as { count?: number } | undefined)?.count ?? 0;
  return <SeatingTableDrawing {...drawn} nodeRef={setNodeRef} hasNoRoom={active !== null && dragged > free} isOver={isOver} />;
}, sameDrawing);

interface DrawingProps extends Omit<SeatingTableProps, 'free'> {
  nodeRef: (element: HTMLElement | null) => void;
  /** A drag is on its way with more seats than the table has free. */
  hasNoRoom: boolean;
  /** The drag is over this table. */
  isOver: boolean;
}

/**
 * The paints (chair colours, information, names) are made anew for every table on each seat
 * change: a table whose paint reads the same is not drawn again. Without this and the split
 * above, a seat and its server's answer each drew all 300 tables of a big hall
 * (`spa-seating` in `npm run bench`).
 */
const paintProps = new Set<string>(['chairColours', 'information', 'names'] satisfies Array<keyof SeatingTableProps>);

function sameDrawing(before: SeatingTableProps, after: SeatingTableProps): boolean {
  return (Object.keys(after) as Array<keyof SeatingTableProps>).every((key) =>
    paintProps.has(String(key)) ? JSON.stringify(before[key]) === JSON.stringify(after[key]) : Object.is(before[key], after[key]),
  );
}

const SeatingTableDrawing = memo(function SeatingTableDrawing({
  table,
  type,
  layout,
  taken,
  selected,
  takesPicks,
  noRoomId,
  onChoose,
  chairColours,
  information,
  names,
  nodeRef,
  hasNoRoom,
  isOver,
}: DrawingProps) {
  const { LL } = useI18nContext();
  const fill = fillOf(table.seats, taken);
  const refusesDrag = isOver && hasNoRoom;
  const dimmed = takesPicks === false || hasNoRoom;
  return (
    <TableFigure
      ref={nodeRef}
      role="button"
      tabIndex={0}
      aria-describedby={takesPicks === false ? noRoomId : undefined}
      aria-pressed={selected}
      table={table}
      type={type}
      layout={layout}
      label={LL.tables.seating.table({ number: table.number, taken, seats: table.seats })}
      selected={selected || (isOver && !refusesDrag)}
      topClassName={fillColours[fill]}
      chairColours={chairColours}
      className={[
        noPanClass,
        'cursor-pointer rounded-full focus-visible:outline-4 focus-visible:outline-brand',
        dimmed ? 'opacity-40' : '',
        refusesDrag ? 'outline-4 outline-red-600' : '',
      ].join(' ')}
      onClick={() => onChoose(table.id)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        onChoose(table.id);
      }}
    >
      <span
        aria-hidden
        className={['absolute -top-2 -right-2 rounded-full px-1.5 text-xs leading-5 font-semibold tabular-nums shadow', fillColours[fill]].join(' ')}
        data-fill={fill}
      >
        {taken}/{table.seats}
      </span>
      {(information || names) && (
        <div className="pointer-events-none absolute top-full left-1/2 mt-3 grid -translate-x-1/2 justify-items-center gap-0.5 text-center whitespace-nowrap">
          {information && (
            <span className="rounded bg-white/90 px-1 font-semibold text-stone-800 shadow-sm" style={{ fontSize: information.fontSize }}>
              {information.text}
            </span>
          )}
          {names && (
            <ul
              aria-label={LL.tables.view.namesAt({ number: table.number })}
              className="rounded bg-white/90 px-1 text-stone-900 shadow-sm"
              style={{ fontSize: names.fontSize }}
            >
              {names.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </TableFigure>
  );
});
