import { newTableTypeDefaults, type Table, type TableShape, type TableType } from '../../contract/tables';
import { chairPositions, fractionToLayout, type Point, type Size } from './geometry';

/**
 * The first page of the printed seating chart (issue 24): the floor plan with every table at
 * its place, fitted to one A4 page. Everything here is in layout pixels (the image at zoom 1,
 * as the screen draws it) except the page box, in millimetres; `scale` turns one into the other.
 */

export type PageOrientation = 'landscape' | 'portrait';

/**
 * Where the plan may go on each A4 page (210 × 297 mm), in millimetres: the print stylesheet's
 * 15 mm margins and the chart's title above the plan (about 14 mm, styles.css) taken off.
 */
export const printedPlanBox: Record<PageOrientation, Size> = {
  landscape: { width: 267, height: 160 },
  portrait: { width: 180, height: 250 },
};

/**
 * The smallest printed table number, in millimetres of font size (about 10 pt): a large image
 * with small tables shrinks them on paper, but the number the guests look for stays readable.
 */
export const printedNumberMinMm = 3.5;

export interface PrintedTable {
  id: number;
  number: number;
  /** The table's centre. */
  centre: Point;
  shape: TableShape;
  width: number;
  height: number;
  /** Each chair's centre, relative to the table's. */
  chairs: Point[];
  /** The number's font size. */
  numberSize: number;
}

export interface PrintedPlan {
  orientation: PageOrientation;
  /** The plan as printed, in millimetres: the layout scaled to fill the page's box one way. */
  printed: Size;
  /** Millimetres on paper per layout pixel. */
  scale: number;
  tables: PrintedTable[];
}

const fitScale = (layout: Size, box: Size) => Math.min(box.width / layout.width, box.height / layout.height);

/**
 * The plan laid out for print: on the page turned the way it prints largest (a wide hall on a
 * landscape page), each table of its type's size and shape, its chairs where the screen draws them.
 */
export function printedPlan(layout: Size, tables: readonly Table[], types: readonly TableType[]): PrintedPlan {
  const landscape = fitScale(layout, printedPlanBox.landscape);
  const portrait = fitScale(layout, printedPlanBox.portrait);
  const orientation: PageOrientation = landscape >= portrait ? 'landscape' : 'portrait';
  const scale = Math.max(landscape, portrait);
  const typeOf = new Map(types.map((type) => [type.id, type]));
  return {
    orientation,
    printed: { width: layout.width * scale, height: layout.height * scale },
    scale,
    tables: [...tables]
      .sort((a, b) => a.number - b.number)
      .map((table) => {
        // A table whose type is unknown (a stale row) is drawn as the screen draws it: the new type's default.
        const type = typeOf.get(table.table_type) ?? newTableTypeDefaults;
        return {
          id: table.id,
          number: table.number,
          centre: fractionToLayout(table, layout),
          shape: type.shape,
          width: type.width,
          height: type.height,
          chairs: chairPositions(type.shape, type, table.seats),
          numberSize: Math.max(Math.min(type.width, type.height) / 2.5, printedNumberMinMm / scale),
        };
      }),
  };
}
