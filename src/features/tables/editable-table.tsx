import type { Atom } from '@xstate/store';
import { useSelector } from '@xstate/store-react';
import { memo, useMemo, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import type { Table, TableType } from '../../../contract/tables';
import type { Point, Size } from '../../../machines/tables/geometry';
import type { LayoutEditorRef } from '../../../machines/tables/layout-editor.machine';
import { noPanClass } from './layout-plan';
import { TableFigure } from './table-figure';
import { useTableLabel } from './use-table-label';

export interface EditableTableProps {
  editor: LayoutEditorRef;
  table: Table;
  type: TableType | undefined;
  layout: Size;
  selected: boolean;
  /** The editor's move of this table not yet saved (a held arrow key; zero while dragging), or null when it does not move it. */
  moving: Point | null;
  /** The drag in progress, in layout pixels: read only by the tables that move. */
  drag: Atom<Point | null>;
  onPress: (event: ReactPointerEvent<HTMLElement>, table: Table) => void;
  /** The id of the text that tells a screen reader how a table is moved. */
  describedBy: string;
}

const sum = (a: Point, b: Point | null): Point => (b ? { x: a.x + b.x, y: a.y + b.y } : a);

/**
 * A table the editor can press, click, drag and select from the keyboard. Memoised with props
 * that only change when this table does: a drag, a zoom or another table's selection paints
 * nothing here. Only a moving table follows the drag's per-move delta.
 */
export const EditableTable = memo(function EditableTable({ editor, table, type, layout, selected, moving, drag, onPress, describedBy }: EditableTableProps) {
  const label = useTableLabel();
  const dragged = useSelector(drag, (delta) => (moving ? delta : null));
  const handlers = useMemo(
    () => ({
      onPointerDown: (event: ReactPointerEvent<HTMLDivElement>) => onPress(event, table),
      onPointerUp: () => editor.send({ type: 'table.pointerUp' }),
      // A click belongs to the table, not to the plan under it (which would clear the selection).
      onClick: (event: ReactMouseEvent) => event.stopPropagation(),
      onKeyDown: (event: ReactKeyboardEvent) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        editor.send({ type: 'table.select', id: table.id, shift: event.shiftKey });
      },
    }),
    [editor, onPress, table],
  );
  return (
    <TableFigure
      table={table}
      type={type}
      layout={layout}
      label={label(table)}
      selected={selected}
      offset={moving && sum(moving, dragged)}
      role="button"
      tabIndex={0}
      data-table-id={table.id}
      aria-pressed={selected}
      aria-describedby={describedBy}
      className={editableClasses}
      {...handlers}
    />
  );
});

const editableClasses = `${noPanClass} cursor-grab touch-none focus-visible:outline-2 focus-visible:outline-brand`;
