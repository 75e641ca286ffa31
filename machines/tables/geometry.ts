import { isInsideLayout, newTableTypeDefaults, offsetPosition, type TableShape } from '../../contract/tables';

/**
 * The plan's geometry, free of the DOM so it is tested on its own. Three spaces:
 * - fractions: what the server stores, a table's centre as 0–1 of the layout image's sides;
 * - layout pixels: the image at zoom 1 (a table type's width and height are in them);
 * - screen pixels: what the pointer reports, the layout scaled and panned by the zoom.
 */

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}
/** A rectangle by its edges. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
/** The zoom: `screen = layout × scale + offset` (offset: where the layout's corner is on screen). */
export interface View {
  scale: number;
  offsetX: number;
  offsetY: number;
}
/** A table as the geometry sees it: its id, its centre (fractions) and its type's size (layout pixels). */
export interface PlacedTable extends Point, Size {
  id: number;
}

export { isInsideLayout, offsetPosition };

/** A table whose type is unknown (a stale row) is drawn, and found under the pointer, as a new type is made: round, 45 px. */
export const unknownTableType = newTableTypeDefaults;

export const fractionToLayout = (point: Point, layout: Size): Point => ({ x: point.x * layout.width, y: point.y * layout.height });
export const layoutToFraction = (point: Point, layout: Size): Point => ({ x: point.x / layout.width, y: point.y / layout.height });
export const layoutToScreen = (point: Point, view: View): Point => ({ x: point.x * view.scale + view.offsetX, y: point.y * view.scale + view.offsetY });
export const screenToLayout = (point: Point, view: View): Point => ({ x: (point.x - view.offsetX) / view.scale, y: (point.y - view.offsetY) / view.scale });

/**
 * A pointer's movement on screen, in layout pixels: drag libraries report screen pixels, so
 * at zoom 2 the pointer moves twice as far as the table (clauderic/dnd-kit#638).
 */
export const screenDeltaToLayout = (delta: Point, scale: number): Point => ({ x: delta.x / scale, y: delta.y / scale });

/**
 * Screen pixels a press may travel and still be a click (the drag library starts a table's
 * drag at the same distance): beyond it the gesture was a pan or a drag, not a click.
 */
export const clickSlop = 4;
export const isClickGesture = (down: Point, up: Point): boolean => Math.hypot(up.x - down.x, up.y - down.y) <= clickSlop;

/** A fraction position moved by layout pixels. */
export const movedBy = (position: Point, delta: Point, layout: Size): Point => ({
  x: position.x + delta.x / layout.width,
  y: position.y + delta.y / layout.height,
});

/**
 * Where tables land after a move by `delta` layout pixels, or null when any would leave the
 * plan (spec §4: a drag applies only strictly inside it; a group moves together or not at all).
 */
export function movedInside(tables: ReadonlyArray<PlacedTable>, delta: Point, layout: Size): Array<{ id: number } & Point> | null {
  const moved = tables.map((table) => ({ id: table.id, ...movedBy(table, delta, layout) }));
  return moved.every(isInsideLayout) ? moved : null;
}

/** The rectangle two corners span, whichever way it was dragged. */
export const boxOfCorners = (a: Point, b: Point): Box => ({
  left: Math.min(a.x, b.x),
  top: Math.min(a.y, b.y),
  right: Math.max(a.x, b.x),
  bottom: Math.max(a.y, b.y),
});

/** A table's outline in layout pixels. */
export function boxOfTable(table: PlacedTable, layout: Size): Box {
  const centre = fractionToLayout(table, layout);
  return { left: centre.x - table.width / 2, top: centre.y - table.height / 2, right: centre.x + table.width / 2, bottom: centre.y + table.height / 2 };
}

const overlaps = (a: Box, b: Box) => a.left <= b.right && b.left <= a.right && a.top <= b.bottom && b.top <= a.bottom;

/** The rubber band (layout pixels) selects every table it touches. */
export const tablesInBox = (tables: ReadonlyArray<PlacedTable>, band: Box, layout: Size): number[] =>
  tables.filter((table) => overlaps(boxOfTable(table, layout), band)).map((table) => table.id);

export const alignments = ['left', 'centerHorizontal', 'right', 'top', 'centerVertical', 'bottom'] as const;
export type Alignment = (typeof alignments)[number];

/**
 * Aligned positions of tables (as in drawing tools): left, right, top and bottom line the
 * outlines up on the selection's outermost edge; the horizontal centres share one vertical
 * line (the middle of the selection), the vertical centres one horizontal line.
 */
export function aligned(tables: ReadonlyArray<PlacedTable>, alignment: Alignment, layout: Size): Array<{ id: number } & Point> {
  const boxes = tables.map((table) => ({ table, box: boxOfTable(table, layout) }));
  const left = Math.min(...boxes.map(({ box }) => box.left));
  const right = Math.max(...boxes.map(({ box }) => box.right));
  const top = Math.min(...boxes.map(({ box }) => box.top));
  const bottom = Math.max(...boxes.map(({ box }) => box.bottom));
  const centreOf = (table: PlacedTable): Point => {
    const centre = fractionToLayout(table, layout);
    switch (alignment) {
      case 'left':
        return { x: left + table.width / 2, y: centre.y };
      case 'right':
        return { x: right - table.width / 2, y: centre.y };
      case 'centerHorizontal':
        return { x: (left + right) / 2, y: centre.y };
      case 'top':
        return { x: centre.x, y: top + table.height / 2 };
      case 'bottom':
        return { x: centre.x, y: bottom - table.height / 2 };
      case 'centerVertical':
        return { x: centre.x, y: (top + bottom) / 2 };
    }
  };
  return tables.map((table) => ({ id: table.id, ...layoutToFraction(centreOf(table), layout) }));
}

/** Spec §4: a held arrow key moves further with each repeat (1 px, then 2, 4… up to 32). */
export const nudgeMaxStep = 32;
export const nudgeStep = (repeats: number): number => Math.min(nudgeMaxStep, 2 ** Math.floor(repeats / 4));

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';
export const arrowDirections: Record<ArrowKey, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** Chairs further out than the table's edge by this many layout pixels, and their size. */
export const chairGap = 7;
export const chairSize = 10;

/**
 * Where a table's chairs sit, relative to its centre (layout pixels): evenly around a round
 * table; around a rectangular one, spread along its outline in proportion to each side.
 */
export function chairPositions(shape: TableShape, size: Size, seats: number): Point[] {
  if (seats <= 0) return [];
  if (shape === 'round') {
    const radius = size.width / 2 + chairGap;
    return Array.from({ length: seats }, (_, seat) => {
      const angle = (2 * Math.PI * seat) / seats - Math.PI / 2;
      return { x: Math.cos(angle) * radius, y: Math.sin(angle) * radius };
    });
  }
  const halfWidth = size.width / 2 + chairGap;
  const halfHeight = size.height / 2 + chairGap;
  const perimeter = 4 * (halfWidth + halfHeight);
  const spacing = perimeter / seats;
  return Array.from({ length: seats }, (_, seat) => pointOnOutline(spacing / 2 + seat * spacing, halfWidth, halfHeight));
}

/** The point `distance` along a rectangle's outline, clockwise from its top-left corner. */
function pointOnOutline(distance: number, halfWidth: number, halfHeight: number): Point {
  const width = 2 * halfWidth;
  const height = 2 * halfHeight;
  if (distance < width) return { x: -halfWidth + distance, y: -halfHeight };
  if (distance < width + height) return { x: halfWidth, y: -halfHeight + distance - width };
  if (distance < 2 * width + height) return { x: halfWidth - (distance - width - height), y: halfHeight };
  return { x: -halfWidth, y: halfHeight - (distance - 2 * width - height) };
}
