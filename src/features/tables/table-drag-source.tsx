import { useDraggable } from '@dnd-kit/core';
import { useImperativeHandle, type PointerEvent as ReactPointerEvent, type Ref } from 'react';

/** Starts dnd-kit's pointer sensor on a pressed table's element. */
export interface TableDragStarter {
  press(event: ReactPointerEvent<HTMLElement>): void;
}

/**
 * The one draggable dnd-kit knows. The tables are not draggables themselves: every component
 * under a `DndContext` is walked by React each time the drag's context changes (every pointer
 * move), and 300 tables with their chairs made that walk cost more than a frame. So the tables
 * live outside the context, and a pressed table lends its element to this draggable for the
 * gesture; the drag then reports one delta per move and the layer shows it on the moving tables.
 */
export function TableDragSource({ ref }: { ref: Ref<TableDragStarter> }) {
  const { setNodeRef, listeners } = useDraggable({ id: 'table' });
  useImperativeHandle(
    ref,
    () => ({
      press(event) {
        setNodeRef(event.currentTarget);
        listeners?.onPointerDown?.(event);
      },
    }),
    [setNodeRef, listeners],
  );
  return null;
}
