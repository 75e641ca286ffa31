import { useDraggable, type Announcements, type ScreenReaderInstructions } from '@dnd-kit/core';
import { useImperativeHandle, type PointerEvent as ReactPointerEvent, type Ref } from 'react';
import type { TranslationFunctions } from '../../../i18n/i18n-types';

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

/**
 * What a screen reader hears while a table moves, in the reader's language (dnd-kit's own
 * announcements are English and name the draggable by its id). The one draggable stands for
 * whichever table was pressed, so the table is named by the number `pressed` answers.
 */
export function tableDragAccessibility(
  LL: TranslationFunctions,
  pressed: () => number | null,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const texts = LL.tables.editor.drag;
  const naming = (say: (table: { number: number }) => string) => () => {
    const number = pressed();
    return number === null ? undefined : say({ number });
  };
  return {
    screenReaderInstructions: { draggable: texts.instructions() },
    announcements: {
      onDragStart: naming(texts.pickedUp),
      onDragMove: naming(texts.moved),
      // The plan has no drop targets: nothing is ever over one.
      onDragOver: () => undefined,
      onDragEnd: naming(texts.dropped),
      onDragCancel: () => texts.cancelled(),
    },
  };
}
