import {
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
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

/** Mouse and touch land where the pointer is; the keyboard where the dragged chip sits (a table centre). */
export const tableCollision: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args));

export function useSeatingSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: tableToTableCoordinates }),
  );
}

const newIds = (count: number) => Array.from({ length: count }, () => temporaryId());

/** A drop, as the seating machine's event: the ids of the seats it may make come with it. */
export function dropOnTable(seating: SeatingRef, { active, over }: Pick<DragEndEvent, 'active' | 'over'>) {
  const table = tableOf(over?.data.current);
  if (!table) return;
  const party = partyOf(active.data.current);
  if (party.fromTableId === undefined) seating.send({ type: 'guest.drop', guestId: party.guestId, tableId: table.tableId, ids: newIds(party.count) });
  else seating.send({ type: 'party.move', guestId: party.guestId, fromTableId: party.fromTableId, tableId: table.tableId, ids: newIds(party.count) });
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
