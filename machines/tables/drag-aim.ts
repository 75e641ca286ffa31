/**
 * Where a dragged guest is aimed (issue 24): the table under the pointer (or under the
 * keyboard's chip) and what that means for the plan and the live region. Each table reads it
 * (is the drag over me, does it bring more than I have free), the live region says a new table
 * once, and the drop's words name the table it landed on. A pure reducer: the page keeps it in
 * an atom that the drag's handlers send to (src/features/tables/seating-aim.ts).
 */

/** A table a dragged party may land on, with its free seats now. */
export interface TableDrop {
  tableId: number;
  number: number;
  free: number;
}

export interface DragAim {
  /** The seats the dragged party brings. */
  count: number;
  /** The table under it. */
  table: TableDrop | null;
  /** The last move took it to another table (or off one): said once, when it happens. */
  turned: boolean;
  /** False once dropped or cancelled: the tables show nothing more, the drop's words still name its table. */
  dragging: boolean;
}

export type AimEvent = { type: 'start'; count: number } | { type: 'move'; table: TableDrop | null } | { type: 'end'; table: TableDrop | null };

export const sameTableDrop = (a: TableDrop | null, b: TableDrop | null) => a?.tableId === b?.tableId && a?.free === b?.free;

/** The aim after a drag event; the same object when nothing it shows changed, so its readers are not woken on every pointer move. */
export function aimAfter(aim: DragAim | null, event: AimEvent): DragAim | null {
  switch (event.type) {
    case 'start':
      return { count: event.count, table: null, turned: false, dragging: true };
    case 'move': {
      if (!aim?.dragging) return aim;
      const turned = aim.table?.tableId !== event.table?.tableId;
      return !turned && !aim.turned && sameTableDrop(aim.table, event.table) ? aim : { ...aim, table: event.table, turned };
    }
    case 'end':
      return aim && { ...aim, table: event.table, turned: false, dragging: false };
  }
}

/** Whether the drag is over the table. */
export const isAimedAt = (aim: DragAim | null, tableId: number) => aim?.dragging === true && aim.table?.tableId === tableId;

/** Whether the drag brings more seats than a table with `free` seats has (it is dimmed, and refuses the drop). */
export const bringsTooMany = (aim: DragAim | null, free: number) => aim?.dragging === true && aim.count > free;
