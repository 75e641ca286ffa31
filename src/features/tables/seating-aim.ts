import type { ClientRect, Collision, CollisionDetection } from '@dnd-kit/core';
import { createReducerAtom, type ReducerAtom } from '@xstate/store';
import { useMemo, useRef, type RefObject } from 'react';
import type { Table, TableType } from '../../../contract/tables';
import {
  boxOfCorners,
  fractionToLayout,
  layoutToScreen,
  screenToLayout,
  tablesInBox,
  unknownTableType,
  type PlacedTable,
  type Point,
  type Size,
  type View,
} from '../../../machines/tables/geometry';
import { aimAfter, sameTableDrop, type AimEvent, type DragAim, type TableDrop } from '../../../machines/tables/drag-aim';
import type { SeatingRef } from '../../../machines/tables/seating.machine';
import { countSeats, freeAt } from '../../../machines/tables/seating-rules';

/**
 * Where a dragged guest lands (issue 24). dnd-kit knows one drop target, the plan's window:
 * 300 tables each registered with it were each drawn again whenever the drag's context changed
 * (at every table the pointer crossed), and each pointer move measured them all. The table
 * under the pointer (or under the keyboard's chip) is found here instead, from the tables'
 * places in layout pixels and the zoom read off the plan's layer once a move; the drag's aim
 * (machines/tables/drag-aim.ts) is kept in an atom the tables and the live region read.
 */

export type AimAtom = ReducerAtom<DragAim | null, AimEvent>;

/** The table a collision found (dnd-kit's drop, move and end events carry the collisions). */
export const tableOfCollisions = (collisions: Collision[] | null): TableDrop | null => (collisions?.[0]?.data?.table as TableDrop | undefined) ?? null;

export const planDropId = 'plan';
const offThePlan: Collision[] = [];

const inside = (point: Point, rect: { left: number; top: number; right: number; bottom: number }) =>
  point.x >= rect.left && point.x <= rect.right && point.y >= rect.top && point.y <= rect.bottom;
const centreOf = (rect: ClientRect): Point => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });

export interface PlanDrop {
  /** The plan's window (what the zoom shows): dnd-kit's one drop target. */
  windowRef: RefObject<HTMLDivElement | null>;
  /** The layer the tables are drawn in, zoomed and panned with the image. */
  layerRef: RefObject<HTMLDivElement | null>;
  aim: AimAtom;
  collision: CollisionDetection;
  /** dnd-kit's keyboard sensor, table to table (seating-keyboard.ts), on the tables' centres on screen. */
  tableCentres: () => Point[];
}

/**
 * The plan as a drop target for `seating`'s tables, drawn with `types` on a layout of `layout`
 * pixels. Tables and seats are read from the machine when a drag asks, so a seat saved
 * meanwhile (here or on another screen) is counted.
 */
export function usePlanDrop(seating: SeatingRef, types: readonly TableType[], layout: Size): PlanDrop {
  const windowRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  return useMemo(() => planDrop(seating, types, layout, windowRef, layerRef), [seating, types, layout]);
}

function planDrop(
  seating: SeatingRef,
  types: readonly TableType[],
  layout: Size,
  windowRef: RefObject<HTMLDivElement | null>,
  layerRef: RefObject<HTMLDivElement | null>,
): PlanDrop {
  const placed = placedTables(types);
  /** The zoom now: the layer's box holds the scale and the pan. */
  const view = (): View | null => {
    const box = layerRef.current?.getBoundingClientRect();
    return box && box.width > 0 ? { scale: box.width / layout.width, offsetX: box.left, offsetY: box.top } : null;
  };
  const tableAt = (point: Point, at: View): TableDrop | null => {
    const { tables, seats } = seating.getSnapshot().context;
    const layoutPoint = screenToLayout(point, at);
    const [id] = tablesInBox(placed(tables), boxOfCorners(layoutPoint, layoutPoint), layout);
    const table = tables.find((candidate) => candidate.id === id);
    // The seats' counts are kept per list of seats (seating-rules.ts): a move does not count 3,000 seats again.
    return table ? { tableId: table.id, number: table.number, free: freeAt(table, countSeats(seats)) } : null;
  };
  // The same answer while the aim holds: dnd-kit's context then stays the same between moves.
  let last: Collision[] = offThePlan;
  const collision: CollisionDetection = ({ pointerCoordinates, collisionRect }) => {
    const point = pointerCoordinates ?? centreOf(collisionRect);
    const window = windowRef.current?.getBoundingClientRect();
    const at = view();
    if (!window || !at || !inside(point, window)) return (last = offThePlan);
    const table = tableAt(point, at);
    if (last.length > 0 && sameTableDrop(tableOfCollisions(last), table)) return last;
    return (last = [{ id: planDropId, data: { table } }]);
  };
  const tableCentres = () => {
    const at = view();
    if (!at) return [];
    return seating.getSnapshot().context.tables.map((table) => layoutToScreen(fractionToLayout(table, layout), at));
  };
  const aim = createReducerAtom<DragAim | null, AimEvent>(null, aimAfter);
  return { windowRef, layerRef, aim, collision, tableCentres };
}

/** The tables as the geometry sees them (their type's size), made again only when the tables change. */
function placedTables(types: readonly TableType[]) {
  let from: readonly Table[] | null = null;
  let placed: PlacedTable[] = [];
  return (tables: readonly Table[]) => {
    if (tables !== from) {
      from = tables;
      placed = tables.map((table) => {
        const { width, height } = types.find((type) => type.id === table.table_type) ?? unknownTableType;
        return { id: table.id, x: table.x, y: table.y, width, height };
      });
    }
    return placed;
  };
}
