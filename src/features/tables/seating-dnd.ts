import {
  KeyboardSensor,
  PointerSensor,
  getClientRect,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type MeasuringConfiguration,
} from '@dnd-kit/core';
import { useMemo } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { temporaryId } from '../../../machines/shared/optimistic-list';
import type { SeatingRef } from '../../../machines/tables/seating.machine';
import { tableToTableCoordinates } from './seating-keyboard';

/**
 * Dragging guests onto tables (issue 24, beyond the spec): who is dragged (`DraggedParty`, a
 * guest without a table, or a party seated at a table) and where it may land (`TableDrop`), the
 * sensors (mouse, touch after a short press so a swipe still scrolls the list, and the keyboard,
 * table to table), what a screen reader hears in the person's language, and the drop sent to
 * the seating machine, which decides (a table without room refuses, saying why).
 */

export interface DraggedParty {
  guestId: number;
  name: string;
  /** The seats it brings: the ticked seats, the guest's party still to seat, or the party at its table. */
  count: number;
  /** For a seated party: the table it leaves. */
  fromTableId?: number;
}

export interface TableDrop {
  tableId: number;
  number: number;
  free: number;
}

const partyOf = (data: unknown) => data as DraggedParty;
const tableOf = (data: unknown) => data as TableDrop | undefined;

/**
 * The table under the pointer (mouse, touch), or under the dragged chip's centre (the keyboard
 * takes it from table centre to table centre). Tables are read where they are drawn now:
 * dnd-kit's measured rectangles go stale inside the zoomed and panned plan.
 */
export const tableCollision: CollisionDetection = ({ droppableContainers, pointerCoordinates, collisionRect }) => {
  const at = pointerCoordinates ?? { x: collisionRect.left + collisionRect.width / 2, y: collisionRect.top + collisionRect.height / 2 };
  const under = droppableContainers.find((container) => {
    const rect = container.node.current?.getBoundingClientRect();
    return rect !== undefined && at.x >= rect.left && at.x <= rect.right && at.y >= rect.top && at.y <= rect.bottom;
  });
  return under ? [{ id: under.id, data: { droppableContainer: under, value: 0 } }] : [];
};

/**
 * Tables measured as drawn: dnd-kit's default takes an element's own transform out, but a table
 * is centred on its place by one (`translate(-50%, -50%)`) and scaled by the zoom around it.
 */
export const tableMeasuring: MeasuringConfiguration = { droppable: { measure: getClientRect } };

export function useSeatingSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    // The sensor scrolls the page when the next table is below its middle; a smooth scroll let a
    // quick second press start from where the page was, and the guest stayed on the same table.
    useSensor(KeyboardSensor, { coordinateGetter: tableToTableCoordinates, scrollBehavior: 'instant' }),
  );
}

const newIds = (count: number) => Array.from({ length: count }, () => temporaryId());

/** A drop, as the seating machine's event: the ids of the seats it may make come with it (a party moved keeps its seats). */
export function dropOnTable(seating: SeatingRef, { active, over }: Pick<DragEndEvent, 'active' | 'over'>) {
  const table = tableOf(over?.data.current);
  if (!table) return;
  const party = partyOf(active.data.current);
  if (party.fromTableId === undefined) seating.send({ type: 'guest.drop', guestId: party.guestId, tableId: table.tableId, ids: newIds(party.count) });
  else seating.send({ type: 'party.move', guestId: party.guestId, fromTableId: party.fromTableId, tableId: table.tableId });
}

/** What dnd-kit's live region says, in the person's language. */
export function useSeatingAnnouncements() {
  const { LL } = useI18nContext();
  return useMemo(() => {
    const texts = LL.tables.seating.drag;
    const announcements: Announcements = {
      onDragStart: ({ active }) => texts.pickedUp({ name: partyOf(active.data.current).name, count: partyOf(active.data.current).count }),
      onDragOver: ({ over }) => {
        const table = tableOf(over?.data.current);
        return table ? texts.over({ number: table.number, free: table.free }) : texts.overNothing();
      },
      onDragEnd: ({ active, over }) => {
        const table = tableOf(over?.data.current);
        const party = partyOf(active.data.current);
        if (!table) return texts.cancelled();
        return table.free >= party.count
          ? texts.dropped({ name: party.name, number: table.number })
          : texts.refused({ number: table.number, free: table.free, count: party.count });
      },
      onDragCancel: () => texts.cancelled(),
    };
    return { announcements, screenReaderInstructions: { draggable: texts.instructions() } };
  }, [LL]);
}
