import type { AnyEventObject } from 'xstate';
import type { TableType } from '../../../contract/tables';
import type { Size } from '../../../machines/tables/geometry';

/**
 * The layout editor's events with their payloads, placed on a layout of any size: its coverage
 * test walks all of them and the rendered walk (tests/ui/tables/layout-editor.paths.test.tsx)
 * performs them on screen, so the two cannot drift apart. Tables are named by number (1 and 2);
 * the points sit where the rendered walk's plan (two tables at a quarter and at the middle)
 * has empty floor, and the band touches table 1 alone.
 */
export function layoutEditorEvents(layout: Size, createdType: TableType): readonly AnyEventObject[] {
  const at = (x: number, y: number) => ({ x: Math.round(x * layout.width), y: Math.round(y * layout.height) });
  return [
    { type: 'mode.add' },
    { type: 'mode.select' },
    { type: 'mode.cancel' },
    { type: 'key.ctrl', down: true },
    { type: 'key.ctrl', down: false },
    { type: 'draft.change', patch: { table_type: 2 } },
    { type: 'type.add', name: 'new type' },
    { type: 'xstate.done.actor.createTableType', output: createdType },
    { type: 'xstate.error.actor.createTableType', error: { code: 'generic_error' } },
    { type: 'pointer.move', point: at(0.75, 0.75) },
    { type: 'plan.click', point: at(0.75, 0.75) },
    { type: 'table.pointerDown', number: 1, shift: false },
    { type: 'table.pointerUp' },
    { type: 'table.select', number: 1, shift: false },
    { type: 'table.select', number: 2, shift: true },
    { type: 'drag.start' },
    { type: 'drag.end', delta: { x: 60, y: 20 }, scale: 1 },
    // Far beyond the plan's right edge at any zoom: not applied.
    { type: 'drag.end', delta: { x: 2 * layout.width, y: 0 }, scale: 1 },
    { type: 'drag.cancel' },
    { type: 'band.start', point: at(0.2, 0.15) },
    { type: 'band.move', point: at(0.3, 0.3) },
    { type: 'band.end', shift: false },
    { type: 'nudge.press', key: 'ArrowRight' },
    { type: 'nudge.release' },
    { type: 'selection.clear' },
    { type: 'selection.delete' },
    { type: 'selection.duplicate' },
    { type: 'selection.align', alignment: 'top' },
    { type: 'table.edit', number: 1, patch: { seats: 4 } },
    { type: 'history.undo' },
    { type: 'history.redo' },
    { type: 'layout.changed', layout: { width: 1000, height: 800 } },
  ];
}
