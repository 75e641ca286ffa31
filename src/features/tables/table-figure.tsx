import { memo, type HTMLAttributes, type Ref } from 'react';
import type { Table, TableShape, TableType } from '../../../contract/tables';
import { chairPositions, chairSize, unknownTableType, type Point } from '../../../machines/tables/geometry';

export interface TableFigureProps extends HTMLAttributes<HTMLDivElement> {
  table: Pick<Table, 'number' | 'seats' | 'x' | 'y'>;
  type: Pick<TableType, 'shape' | 'width' | 'height'> | undefined;
  layout: { width: number; height: number };
  label: string;
  selected?: boolean;
  /** Layout pixels the table is shown moved by (a drag or a held arrow key not yet saved). */
  offset?: Point | null;
  ghost?: boolean;
  /** The table top's colours (seating paints it by how full it is); plain grey unless said. */
  topClassName?: string;
  /** Each chair's colour in seat order (seating's view options); a chair without one is drawn white. */
  chairColours?: readonly (string | null)[];
  ref?: Ref<HTMLDivElement>;
}

/**
 * One table on the plan (spec §3): a DOM element at its fraction of the layout, its type's size
 * and shape, its chairs around it, its number and seat count. Positioned in layout pixels
 * inside the zoomed layer, so the zoom scales it with the image. Seating paints its top and adds
 * its seats badge through `children`.
 */
export const TableFigure = memo(function TableFigure({
  table,
  type = unknownTableType,
  layout,
  label,
  selected = false,
  offset,
  ghost = false,
  topClassName = 'bg-stone-100 text-stone-800',
  chairColours,
  ref,
  className = '',
  style,
  children,
  ...rest
}: TableFigureProps) {
  const left = table.x * layout.width;
  const top = table.y * layout.height;
  // A move in progress is a transform: the browser composites it without laying the plan out again.
  const transform = offset ? `translate(calc(-50% + ${offset.x}px), calc(-50% + ${offset.y}px))` : 'translate(-50%, -50%)';
  const round = type.shape === 'round';
  return (
    <div
      ref={ref}
      aria-label={label}
      // A moving table gets its own compositor layer: the plan under it is not painted again each frame.
      className={['absolute', ghost ? 'pointer-events-none opacity-60' : '', offset ? 'will-change-transform' : '', className].join(' ')}
      style={{ left, top, width: type.width, height: type.height, transform, ...style }}
      {...rest}
    >
      <Chairs shape={type.shape} width={type.width} height={type.height} seats={table.seats} colours={chairColours} />
      <span
        aria-hidden
        className={[
          'absolute inset-0 grid place-items-center border-2 leading-none font-semibold tabular-nums',
          topClassName,
          round ? 'rounded-full' : 'rounded-md',
          selected ? 'border-brand ring-4 ring-brand/40' : 'border-stone-500',
        ].join(' ')}
        style={{ fontSize: Math.max(8, Math.min(type.width, type.height) / 3) }}
      >
        <span className="text-center">
          {table.number}
          {/* A translucent colour, not `opacity`: in the zoomed plan each table's opacity became a
              compositor layer of its own, then every table after it too (300 layers, each frame of a
              drag spent laying them out: `spa-seating` in `npm run bench`). */}
          <span className="block text-[0.6em] font-normal text-current/80">{table.seats}</span>
        </span>
      </span>
      {children}
    </div>
  );
});

interface ChairsProps {
  shape: TableShape;
  width: number;
  height: number;
  seats: number;
  colours: readonly (string | null)[] | undefined;
}

/**
 * A table's chairs, drawn again only when its shape, size, seats or chair colours change: not
 * when the table is selected, dimmed or lit (a drag dims and lights up to 300 tables at once).
 */
const Chairs = memo(
  function Chairs({ shape, width, height, seats, colours }: ChairsProps) {
    return chairPositions(shape, { width, height }, seats).map((chair, index) => (
      <span
        key={index}
        aria-hidden
        className="absolute rounded-full border border-stone-500 bg-white"
        style={{
          width: chairSize,
          height: chairSize,
          left: width / 2 + chair.x - chairSize / 2,
          top: height / 2 + chair.y - chairSize / 2,
          ...(colours?.[index] ? { background: colours[index] } : {}),
        }}
      />
    ));
  },
  (before, after) =>
    before.shape === after.shape &&
    before.width === after.width &&
    before.height === after.height &&
    before.seats === after.seats &&
    (before.colours ?? []).length === (after.colours ?? []).length &&
    (after.colours ?? []).every((colour, index) => colour === before.colours![index]),
);
