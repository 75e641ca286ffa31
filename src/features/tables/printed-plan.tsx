import { useI18nContext } from '../../../i18n/i18n-react';
import { chairSize } from '../../../machines/tables/geometry';
import type { PrintedPlan, PrintedTable } from '../../../machines/tables/printed-plan';

/**
 * The floor plan as the seating chart prints it (issue 24): the venue's image, faded, with every
 * table over it in black on white at its place, shape and size, its chairs and its number.
 * Drawn in SVG rather than with the screen's TableFigure: SVG fills print whether or not the
 * browser prints backgrounds (off by default), strokes stay one hairline at any scale, and the
 * number keeps a readable printed size however small the table comes out on paper. The plan is
 * an <img> under the drawing, not an SVG <image>: the seating view has already loaded it, so the
 * browser shows it at once, in the very frame that prints.
 */
export function PrintedPlanDrawing({ plan, layout, imageUrl }: { plan: PrintedPlan; layout: { width: number; height: number }; imageUrl: string }) {
  const { LL } = useI18nContext();
  return (
    <figure className="seating-chart-floor" style={{ width: `${plan.printed.width}mm`, height: `${plan.printed.height}mm` }}>
      <img src={imageUrl} alt={LL.tables.plan.imageAlt()} />
      <svg viewBox={`0 0 ${layout.width} ${layout.height}`} aria-label={LL.tables.plan.label()} role="group">
        {/* The plan's edge: the tables keep their places on the page even if the image does not print. */}
        <rect width={layout.width} height={layout.height} className="seating-chart-floor-edge" />
        {plan.tables.map((table) => (
          <PrintedTableFigure key={table.id} table={table} label={LL.tables.chart.table({ number: table.number })} />
        ))}
      </svg>
    </figure>
  );
}

function PrintedTableFigure({ table, label }: { table: PrintedTable; label: string }) {
  return (
    <g role="img" aria-label={label} transform={`translate(${table.centre.x} ${table.centre.y})`}>
      {table.chairs.map((chair, index) => (
        <circle key={index} cx={chair.x} cy={chair.y} r={chairSize / 2} className="seating-chart-chair" />
      ))}
      {table.shape === 'round' ? (
        <circle r={table.width / 2} className="seating-chart-top" />
      ) : (
        <rect x={-table.width / 2} y={-table.height / 2} width={table.width} height={table.height} rx={4} className="seating-chart-top" />
      )}
      <text fontSize={table.numberSize} className="seating-chart-number">
        {table.number}
      </text>
    </g>
  );
}
