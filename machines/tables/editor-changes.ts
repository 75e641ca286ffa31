import { isInsideLayout, newTableDefaults, offsetPosition, smallestUnusedNumber, type Table, type TableType } from '../../contract/tables';
import { aligned, layoutToFraction, movedInside, type Alignment, type PlacedTable, type Point, type Size } from './geometry';
import { stateOf, type TableChange, type TableState } from './history';

/**
 * What each of the layout editor's operations changes, as tables before and after (the
 * history's `TableChange`): pure, so each is tested on its own, and the editor sends every
 * operation the same way (see `listChangesOf`) and records it for undo.
 *
 * The editor names tables by number (unique in a wedding): a new table's temporary id gives
 * way to its real one when the server answers, its number stays.
 */

/** What the editor works on: the tables and types on screen, and the layout's size. */
export interface EditorScene {
  rows: readonly Table[];
  types: readonly TableType[];
  layout: Size;
}

/** A new table's fields while the person places it (spec §9 defaults, see `draftFor`). */
export interface TableDraft {
  number: number | null;
  seats: number;
  table_type: number | null;
}

export const tablesNumbered = (scene: EditorScene, numbers: readonly number[]) => scene.rows.filter((row) => numbers.includes(row.number));

/** A table with its type's size, for the geometry (an unknown type counts as the default 45 px). */
export function placed(scene: EditorScene, table: Table): PlacedTable {
  const type = scene.types.find((candidate) => candidate.id === table.table_type);
  return { id: table.number, x: table.x, y: table.y, width: type?.width ?? 45, height: type?.height ?? 45 };
}

const changed = (table: Table, patch: Partial<TableState>): TableChange => ({ before: stateOf(table), after: { ...stateOf(table), ...patch } });

/** A move by layout pixels (a drag, a nudge), or null when a table would leave the plan. */
export function moveChanges(scene: EditorScene, numbers: readonly number[], delta: Point): TableChange[] | null {
  const tables = tablesNumbered(scene, numbers);
  const moved = movedInside(
    tables.map((table) => placed(scene, table)),
    delta,
    scene.layout,
  );
  return moved && tables.map((table, index) => changed(table, { x: moved[index]!.x, y: moved[index]!.y }));
}

export function alignChanges(scene: EditorScene, numbers: readonly number[], alignment: Alignment): TableChange[] {
  const tables = tablesNumbered(scene, numbers);
  if (tables.length < 2) return [];
  const positions = aligned(
    tables.map((table) => placed(scene, table)),
    alignment,
    scene.layout,
  );
  return tables.map((table, index) => changed(table, { x: positions[index]!.x, y: positions[index]!.y })).filter(isInsideChange);
}

const isInsideChange = (change: TableChange) => !change.after || isInsideLayout(change.after);

/**
 * Copies of tables 50 layout pixels right and below (spec §9), each with the smallest unused
 * number; a copy that would leave the plan, or find no number left, is not made.
 */
export function duplicateChanges(scene: EditorScene, numbers: readonly number[]): TableChange[] {
  const used = scene.rows.map((row) => row.number);
  const changes: TableChange[] = [];
  for (const table of tablesNumbered(scene, numbers)) {
    const position = offsetPosition(table, scene.layout);
    const number = smallestUnusedNumber(used);
    if (!position || number === null) continue;
    used.push(number);
    changes.push({ before: null, after: { ...stateOf(table), number, ...position } });
  }
  return changes;
}

export const deleteChanges = (scene: EditorScene, numbers: readonly number[]): TableChange[] =>
  tablesNumbered(scene, numbers).map((table) => ({ before: stateOf(table), after: null }));

/** An edit of one table's number, seats or type; nothing when nothing differs. */
export function editChanges(scene: EditorScene, number: number, patch: Partial<Pick<TableState, 'number' | 'seats' | 'table_type'>>): TableChange[] {
  const table = tablesNumbered(scene, [number])[0];
  if (!table) return [];
  const change = changed(table, patch);
  return JSON.stringify(change.before) === JSON.stringify(change.after) ? [] : [change];
}

/** A new table where the person clicked (layout pixels), or nothing outside the plan. */
export function placeChanges(scene: EditorScene, draft: TableDraft, point: Point): TableChange[] {
  const position = layoutToFraction(point, scene.layout);
  if (draft.number === null || draft.table_type === null || !isInsideLayout(position)) return [];
  return [{ before: null, after: { number: draft.number, seats: draft.seats, table_type: draft.table_type, ...position } }];
}

/** A new table's fields (spec §9): the smallest unused number, the type's most common seats or 10. */
export function draftFor(scene: EditorScene, typeId: number | null): TableDraft {
  const type = typeId ?? scene.types[0]?.id ?? null;
  const defaults = newTableDefaults(scene.rows, type ?? 0);
  return { number: defaults.number, seats: defaults.seats, table_type: type };
}

/** The numbers of the tables a change leaves on the plan (what stays selected after it). */
export const numbersAfter = (changes: readonly TableChange[]) => changes.flatMap((change) => (change.after ? [change.after.number] : []));
