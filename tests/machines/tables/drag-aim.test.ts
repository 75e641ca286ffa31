import { describe, expect, it } from 'vitest';
import { aimAfter, bringsTooMany, isAimedAt, type AimEvent, type DragAim } from '../../../machines/tables/drag-aim';

const table4 = { tableId: 14, number: 4, free: 2 };
const table5 = { tableId: 15, number: 5, free: 6 };
const run = (events: AimEvent[], from: DragAim | null = null) => events.reduce(aimAfter, from);

describe('a drag’s aim (issue 24)', () => {
  it('follows the table under the dragged party, turning once per table reached or left', () => {
    const started = run([{ type: 'start', count: 3 }]);
    expect(started).toEqual({ count: 3, table: null, turned: false, dragging: true });
    const over = aimAfter(started, { type: 'move', table: table4 });
    expect(over).toEqual({ count: 3, table: table4, turned: true, dragging: true });
    expect(aimAfter(over, { type: 'move', table: table4 })).toEqual({ count: 3, table: table4, turned: false, dragging: true });
    expect(run([{ type: 'move', table: table5 }], over)).toMatchObject({ table: table5, turned: true });
    expect(run([{ type: 'move', table: null }], over)).toMatchObject({ table: null, turned: true });
  });

  it('stays the same object while a move changes nothing it shows: every table reads it on every pointer move', () => {
    const settled = run([
      { type: 'start', count: 3 },
      { type: 'move', table: table4 },
      { type: 'move', table: table4 },
    ]);
    expect(aimAfter(settled, { type: 'move', table: { ...table4 } })).toBe(settled);
    // Another screen took a seat there meanwhile: the same table, one seat fewer, not said again.
    expect(aimAfter(settled, { type: 'move', table: { ...table4, free: 1 } })).toEqual({
      count: 3,
      table: { ...table4, free: 1 },
      turned: false,
      dragging: true,
    });
    const offThePlan = run([
      { type: 'start', count: 1 },
      { type: 'move', table: null },
    ]);
    expect(aimAfter(offThePlan, { type: 'move', table: null })).toBe(offThePlan);
  });

  it('the drop ends the drag and keeps its table for the words said; moves after it change nothing', () => {
    const dropped = run([
      { type: 'start', count: 3 },
      { type: 'move', table: table4 },
      { type: 'end', table: table5 },
    ]);
    expect(dropped).toEqual({ count: 3, table: table5, turned: false, dragging: false });
    expect(aimAfter(dropped, { type: 'move', table: table4 })).toBe(dropped);
    expect(run([{ type: 'end', table: null }])).toBeNull();
  });

  it('the plan shows a table under the drag, and dims those with too few free seats, only while dragging', () => {
    const over = run([
      { type: 'start', count: 3 },
      { type: 'move', table: table4 },
    ]);
    expect([isAimedAt(over, 14), isAimedAt(over, 15)]).toEqual([true, false]);
    expect([bringsTooMany(over, 2), bringsTooMany(over, 3)]).toEqual([true, false]);
    const dropped = aimAfter(over, { type: 'end', table: table4 });
    expect([isAimedAt(dropped, 14), bringsTooMany(dropped, 2), isAimedAt(null, 14), bringsTooMany(null, 0)]).toEqual([false, false, false, false]);
  });
});
