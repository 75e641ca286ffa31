import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { Point } from '../../../machines/tables/geometry';

/**
 * dnd-kit's keyboard sensor, table to table: each arrow key takes the dragged guest to the
 * centre of the nearest table that way (rather than 25 pixels at a time over a plan that may be
 * zoomed out), so a keyboard user picks a table in a few presses, hearing each one's free seats.
 */
const directions: Record<string, Point> = {
  ArrowRight: { x: 1, y: 0 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowDown: { x: 0, y: 1 },
  ArrowUp: { x: 0, y: -1 },
};

/** The getter over `tableCentres`: where the tables are drawn now, on screen (seating-aim.ts). */
export const tableToTableCoordinates =
  (tableCentres: () => Point[]): KeyboardCoordinateGetter =>
  (event, { context }) => {
    const direction = directions[event.code];
    const dragged = context.collisionRect;
    if (!direction || !dragged) return undefined;
    event.preventDefault();
    const from = { x: dragged.left + dragged.width / 2, y: dragged.top + dragged.height / 2 };
    let best: { at: Point; score: number } | null = null;
    for (const at of tableCentres()) {
      const along = (at.x - from.x) * direction.x + (at.y - from.y) * direction.y;
      // Half a pixel of slack: the table the guest is over now is never "that way".
      if (along <= 0.5) continue;
      const across = Math.abs((at.x - from.x) * direction.y - (at.y - from.y) * direction.x);
      const score = along + 2 * across;
      if (!best || score < best.score) best = { at, score };
    }
    return best ? { x: best.at.x - dragged.width / 2, y: best.at.y - dragged.height / 2 } : undefined;
  };
