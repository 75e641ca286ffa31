import {
  closestCenter,
  pointerWithin,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import type { PlanEditorEvent } from '../../../machines/plan/plan-editor.machine';
import { movedElement, movedSection, type ElementRow, type SectionRow } from '../../../machines/plan/plan-rows';

/**
 * Dragging in the plan: sections among sections, elements within and across sections. Ids
 * say what is dragged: `section:1`, `element:10`, and `zone:1` for the drop area of a
 * section's elements (so an element can land in an empty section).
 */

export const sectionDragId = (id: number) => `section:${id}`;
export const elementDragId = (id: number) => `element:${id}`;
export const zoneDragId = (sectionId: number) => `zone:${sectionId}`;

export function parseDragId(id: UniqueIdentifier): { kind: 'section' | 'element' | 'zone'; id: number } | null {
  const match = /^(section|element|zone):(-?\d+)$/.exec(String(id));
  return match ? { kind: match[1] as 'section' | 'element' | 'zone', id: Number(match[2]) } : null;
}

/** The droppables whose top is nearest the dragged rect's top (for tall rows, the part near the pointer). */
const closestTop: CollisionDetection = ({ collisionRect, droppableRects, droppableContainers }) =>
  droppableContainers
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, data: { droppableContainer: container, value: Math.abs(rect.top - collisionRect.top) } }] : [];
    })
    .sort((a, b) => a.data.value - b.data.value);

/**
 * Sections only meet sections: the one under the pointer, or (keyboard) the one whose top is
 * nearest; sections are tall, so their centres say little. An element meets the elements of
 * the section under the pointer, or that section's zone when it has none; without a pointer,
 * the nearest element.
 */
export const planCollisions: CollisionDetection = (args) => {
  const kindOf = (id: UniqueIdentifier) => parseDragId(id)?.kind;
  const of = (kind: string) => args.droppableContainers.filter((container) => kindOf(container.id) === kind);
  if (kindOf(args.active.id) === 'section') {
    const sections = { ...args, droppableContainers: of('section') };
    const underPointer = pointerWithin(sections);
    return underPointer.length ? underPointer : closestTop(sections);
  }
  const zone = pointerWithin({ ...args, droppableContainers: of('zone') })[0];
  if (zone) {
    const sectionId = parseDragId(zone.id)!.id;
    const inSection = of('element').filter((container) => container.data.current?.sectionId === sectionId);
    return inSection.length ? closestCenter({ ...args, droppableContainers: inSection }) : [zone];
  }
  return closestCenter({ ...args, droppableContainers: of('element') });
};

/**
 * Arrow keys step to the next droppable of the dragged kind: a section to the next section
 * (not into the elements between), an element to the next element.
 */
export const planKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { droppableContainers, active } = args.context;
  const kind = active ? parseDragId(active.id)?.kind : undefined;
  const sameKind = Object.assign(Object.create(droppableContainers) as typeof droppableContainers, {
    getEnabled: () => droppableContainers.getEnabled().filter((container) => parseDragId(container.id)?.kind === kind),
    get: (id: UniqueIdentifier) => droppableContainers.get(id),
  });
  return sortableKeyboardCoordinates(event, { ...args, context: { ...args.context, droppableContainers: sameKind } });
};

/** The editor event a drop makes, or null when nothing moves. */
export function dropEvent(
  active: UniqueIdentifier,
  over: UniqueIdentifier | undefined,
  sections: readonly SectionRow[],
  elements: readonly ElementRow[],
  elementsOf: (sectionId: number) => readonly ElementRow[],
): PlanEditorEvent | null {
  const from = parseDragId(active);
  const to = over === undefined ? null : parseDragId(over);
  if (!from || !to || (from.kind === to.kind && from.id === to.id)) return null;
  if (from.kind === 'section' && to.kind === 'section') {
    const index = sections.findIndex((section) => section.id === to.id);
    const move = movedSection(sections, from.id, index);
    return move ? { type: 'section.move', ...move } : null;
  }
  if (from.kind !== 'element') return null;
  const current = elements.find((element) => element.id === from.id);
  // Dropped on a section's area: last in that section.
  const target =
    to.kind === 'zone'
      ? { sectionId: to.id, index: elementsOf(to.id).filter((element) => element.id !== from.id).length }
      : targetOf(to.id, elements, elementsOf);
  if (!current || !target) return null;
  const siblings = elementsOf(target.sectionId);
  if (current.section_id === target.sectionId && siblings[target.index]?.id === current.id) return null;
  const move = movedElement(elements, from.id, target.sectionId, target.index);
  return move ? { type: 'element.move', ...move } : null;
}

function targetOf(overId: number, elements: readonly ElementRow[], elementsOf: (sectionId: number) => readonly ElementRow[]) {
  const over = elements.find((element) => element.id === overId);
  if (!over) return null;
  return { sectionId: over.section_id, index: elementsOf(over.section_id).findIndex((element) => element.id === overId) };
}

/** A sortable row's CSS while it makes room (scale is left alone: rows differ in height). */
export const translateOf = (transform: { x: number; y: number } | null) => (transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined);

/** What a screen reader hears while a section or an element moves, in the reader's language. */
export function planDragAccessibility(
  LL: TranslationFunctions,
  sections: readonly SectionRow[],
  elements: readonly ElementRow[],
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const nameOf = (id: UniqueIdentifier | undefined): string => {
    const dragged = id === undefined ? null : parseDragId(id);
    if (!dragged) return '';
    if (dragged.kind === 'element') return elements.find((element) => element.id === dragged.id)?.element ?? '';
    const section = sections.find((row) => row.id === dragged.id)?.section ?? '';
    return dragged.kind === 'zone' ? LL.plan.drag.endOf({ section }) : section;
  };
  return {
    screenReaderInstructions: { draggable: LL.plan.drag.instructions() },
    announcements: {
      onDragStart: ({ active }) => LL.plan.drag.pickedUp({ name: nameOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? LL.plan.drag.over({ name: nameOf(active.id), target: nameOf(over.id) }) : LL.plan.drag.notOver({ name: nameOf(active.id) }),
      onDragEnd: ({ active, over }) =>
        over ? LL.plan.drag.dropped({ name: nameOf(active.id), target: nameOf(over.id) }) : LL.plan.drag.cancelled({ name: nameOf(active.id) }),
      onDragCancel: ({ active }) => LL.plan.drag.cancelled({ name: nameOf(active.id) }),
    },
  };
}
