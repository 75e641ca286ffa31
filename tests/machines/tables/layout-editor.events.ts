import type { AnyEventObject } from 'xstate';
import type { Table, TableType } from '../../../contract/tables';
import type { Size } from '../../../machines/tables/geometry';

/**
 * The layout editor's events with their payloads, placed on a layout of any size: its coverage
 * test walks all of them and the rendered walk (tests/ui/tables/layout-editor.paths.test.tsx)
 * performs those a person makes on screen, so the two cannot drift apart. Tables are named by
 * id (11 and 12: tables 1 and 2 of both worlds); the points sit where both worlds (two tables
 * near a quarter and the middle) have empty floor, and the band touches table 1 alone.
 * Temporary ids come with the events that add tables, as the screen sends them.
 */
export function layoutEditorEvents(layout: Size, createdType: TableType): readonly AnyEventObject[] {
  const at = (x: number, y: number) => ({ x: Math.round(x * layout.width), y: Math.round(y * layout.height) });
  // A press on empty floor, on screen: the rendered walk's plan is at zoom 1 in the page's corner,
  // so screen and layout pixels are the same there. Released there it is a click; 40 px away, a pan.
  const pressed = at(0.75, 0.75);
  return [
    { type: 'mode.add' },
    { type: 'mode.select' },
    { type: 'mode.cancel' },
    { type: 'key.ctrl', down: true },
    { type: 'key.ctrl', down: false },
    { type: 'draft.change', patch: { table_type: 2 } },
    { type: 'draft.change', patch: { number: 1000 } },
    { type: 'type.add', name: 'new type' },
    { type: 'xstate.done.actor.createTableType', output: createdType },
    { type: 'xstate.error.actor.createTableType', error: { code: 'generic_error' } },
    { type: 'pointer.move', point: at(0.75, 0.75) },
    { type: 'plan.click', point: at(0.75, 0.75), pressedAt: pressed, at: pressed, id: -1 },
    { type: 'plan.click', point: at(0.75, 0.75), pressedAt: pressed, at: { x: pressed.x + 40, y: pressed.y }, id: -1 },
    { type: 'table.pointerDown', id: 11, shift: false },
    { type: 'table.pointerUp' },
    { type: 'table.select', id: 11, shift: false },
    { type: 'table.select', id: 12, shift: true },
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
    { type: 'selection.duplicate', ids: [-2, -3] },
    { type: 'selection.align', alignment: 'top' },
    { type: 'table.edit', id: 11, patch: { seats: 4 } },
    { type: 'table.edit', id: 11, patch: { number: 1000 } },
    { type: 'history.undo', ids: [-4, -5] },
    { type: 'history.redo', ids: [-6, -7] },
    { type: 'layout.changed', layout: { width: 1000, height: 800 } },
  ];
}

/** What the page tells the editor when its lists change (the editor walked alone hears them too). */
export const listEvents = (tables: Table[], types: TableType[]): readonly AnyEventObject[] => [
  { type: 'tables.changed', tables },
  { type: 'types.changed', types },
];
