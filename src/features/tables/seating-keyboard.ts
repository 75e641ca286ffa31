import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * dnd-kit's keyboard sensor, table to table: each arrow key takes the dragged guest to the
 * centre of the nearest table that way (rather than 25 pixels at a time over a plan that may be
 * zoomed out), so a keyboard user picks a table in a few presses, hearing each one's free seats.
 */
const directions: Record<string, { x: number; y: number }> = {
  ArrowRight: { x: 1, y: 0 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowDown: { x: 0, y: 1 },
  ArrowUp: { x: 0, y: -1 },
};

const centreOf = (rect: DOMRect | { left: number; top: number; width: number; height: number }) => ({
  x: rect.left + rect.width / 2,
  y: rect.top + rect.height / 2,
});

export const tableToTableCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = directions[event.code];
  const dragged = context.collisionRect;
  if (!direction || !dragged) return undefined;
  event.preventDefault();
  const from = centreOf(dragged);
  let best: { at: { x: number; y: number }; score: number } | null = null;
  // Where the tables are drawn now (see seating-dnd.ts `tableCollision`).
  for (const container of context.droppableContainers.getEnabled()) {
    const rect = container.node.current?.getBoundingClientRect();
    if (!rect) continue;
    const at = centreOf(rect);
    const along = (at.x - from.x) * direction.x + (at.y - from.y) * direction.y;
    // Half a pixel of slack: the table the guest is over now is never "that way".
    if (along <= 0.5) continue;
    const across = Math.abs((at.x - from.x) * direction.y - (at.y - from.y) * direction.x);
    const score = along + 2 * across;
    if (!best || score < best.score) best = { at, score };
  }
  return best ? { x: best.at.x - dragged.width / 2, y: best.at.y - dragged.height / 2 } : undefined;
};
