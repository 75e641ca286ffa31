import {
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useMemo } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { temporaryId } from '../../../machines/shared/optimistic-list';
import type { SeatingRef } from '../../../machines/tables/seating.machine';
import { tableOfCollisions, type PlanDrop } from './seating-aim';
import { tableToTableCoordinates } from './seating-keyboard';

/**
 * Dragging guests onto tables (issue 24, beyond the spec): who is dragged (`DraggedParty`, a
 * guest without a table, or a party seated at a table; where it lands: seating-aim.ts), the
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

const partyOf = (data: unknown) => data as DraggedParty;

export function useSeatingSensors(plan: PlanDrop) {
  const coordinateGetter = useMemo(() => tableToTableCoordinates(plan.tableCentres), [plan]);
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    // The sensor scrolls the page when the next table is below its middle; a smooth scroll let a
    // quick second press start from where the page was, and the guest stayed on the same table.
    useSensor(KeyboardSensor, { coordinateGetter, scrollBehavior: 'instant' }),
  );
}

const newIds = (count: number) => Array.from({ length: count }, () => temporaryId());

/** DndContext's handlers: the aim follows the drag, and a drop on a table goes to the seating machine. */
export function dragHandlers(seating: SeatingRef, { aim }: PlanDrop) {
  return {
    onDragStart: ({ active }: DragStartEvent) => aim.send({ type: 'start', count: partyOf(active.data.current).count }),
    onDragMove: ({ collisions }: DragMoveEvent) => aim.send({ type: 'move', table: tableOfCollisions(collisions) }),
    onDragEnd: ({ active, collisions }: DragEndEvent) => {
      const table = tableOfCollisions(collisions);
      aim.send({ type: 'end', table });
      if (table) dropOnTable(seating, partyOf(active.data.current), table.tableId);
    },
    onDragCancel: () => aim.send({ type: 'end', table: null }),
  };
}

/** A drop, as the seating machine's event: the ids of the seats it may make come with it (a party moved keeps its seats). */
function dropOnTable(seating: SeatingRef, party: DraggedParty, tableId: number) {
  if (party.fromTableId === undefined) seating.send({ type: 'guest.drop', guestId: party.guestId, tableId, ids: newIds(party.count) });
  else seating.send({ type: 'party.move', guestId: party.guestId, fromTableId: party.fromTableId, tableId });
}

/**
 * What dnd-kit's live region says, in the person's language. dnd-kit's one drop target is the
 * plan, so the table comes from the aim: said on the move that reaches it, and at the drop
 * (the drag's own handlers above set the aim before dnd-kit calls these).
 */
export function useSeatingAnnouncements({ aim }: PlanDrop) {
  const { LL } = useI18nContext();
  return useMemo(() => {
    const texts = LL.tables.seating.drag;
    const announcements: Announcements = {
      onDragStart: ({ active }) => texts.pickedUp({ name: partyOf(active.data.current).name, count: partyOf(active.data.current).count }),
      onDragMove: () => {
        const now = aim.get();
        if (!now?.turned) return undefined;
        return now.table ? texts.over({ number: now.table.number, free: now.table.free }) : texts.overNothing();
      },
      // The plan entered or left: the move says the table, if any.
      onDragOver: () => undefined,
      onDragEnd: ({ active }) => {
        const table = aim.get()?.table;
        const party = partyOf(active.data.current);
        if (!table) return texts.cancelled();
        return table.free >= party.count
          ? texts.dropped({ name: party.name, number: table.number })
          : texts.refused({ number: table.number, free: table.free, count: party.count });
      },
      onDragCancel: () => texts.cancelled(),
    };
    return { announcements, screenReaderInstructions: { draggable: texts.instructions() } };
  }, [LL, aim]);
}
