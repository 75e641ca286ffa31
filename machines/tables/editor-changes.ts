import { isInsideLayout, newTableDefaults, offsetPosition, smallestUnusedNumber, tableLimits, type Table, type TableType } from '../../contract/tables';
import type { MessageKey } from '../shared/messages';
import { aligned, layoutToFraction, movedInside, type Alignment, type PlacedTable, type Point, type Size } from './geometry';
import { stateOf, type TableChange, type TableState } from './history';

/**
 * What each of the layout editor's operations changes, as tables before and after (the
 * history's `TableChange`): pure, so each is tested on its own, and the editor sends every
 * operation the same way (see `listChangesOf`) and records it for undo.
 *
 * The person picks tables by id (the selection, a press, a move): an id names one table even
 * while its number is being changed. The history names them by number (unique in a wedding),
 * which survives the temporary id of a table not yet saved and the new id of an undone delete.
 */

/** What the editor works on: the tables and types on screen, and the layout's size. */
export interface EditorScene {
  rows: readonly Table[];
  types: readonly TableType[];
  layout: Size;
}

/** A new table's fields while the person places it (spec §9 defaults, see `draftFor`); null while a field is empty. */
export interface TableDraft {
  number: number | null;
  seats: number | null;
  table_type: number | null;
}

/** A change of one table typed in the selection panel, not yet checked (null: the field was emptied). */
export interface TableEdit {
  number?: number | null;
  seats?: number | null;
  table_type?: number;
}

export const tablesWithIds = (scene: EditorScene, ids: readonly number[]) => scene.rows.filter((row) => ids.includes(row.id));

/** A table with its type's size, for the geometry (an unknown type counts as the default 45 px). */
export function placed(scene: EditorScene, table: Table): PlacedTable {
  const type = scene.types.find((candidate) => candidate.id === table.table_type);
  return { id: table.id, x: table.x, y: table.y, width: type?.width ?? 45, height: type?.height ?? 45 };
}

const changed = (table: Table, patch: Partial<TableState>): TableChange => ({ before: stateOf(table), after: { ...stateOf(table), ...patch } });

/** A move by layout pixels (a drag, a nudge), or null when a table would leave the plan. */
export function moveChanges(scene: EditorScene, ids: readonly number[], delta: Point): TableChange[] | null {
  const tables = tablesWithIds(scene, ids);
  const moved = movedInside(
    tables.map((table) => placed(scene, table)),
    delta,
    scene.layout,
  );
  return moved && tables.map((table, index) => changed(table, { x: moved[index]!.x, y: moved[index]!.y }));
}

export function alignChanges(scene: EditorScene, ids: readonly number[], alignment: Alignment): TableChange[] {
  const tables = tablesWithIds(scene, ids);
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
export function duplicateChanges(scene: EditorScene, ids: readonly number[]): TableChange[] {
  const used = scene.rows.map((row) => row.number);
  const changes: TableChange[] = [];
  for (const table of tablesWithIds(scene, ids)) {
    const position = offsetPosition(table, scene.layout);
    const number = smallestUnusedNumber(used);
    if (!position || number === null) continue;
    used.push(number);
    changes.push({ before: null, after: { ...stateOf(table), number, ...position } });
  }
  return changes;
}

export const deleteChanges = (scene: EditorScene, ids: readonly number[]): TableChange[] =>
  tablesWithIds(scene, ids).map((table) => ({ before: stateOf(table), after: null }));

/** A checked edit of one table's number, seats or type. */
export function editChanges(scene: EditorScene, id: number, patch: Partial<Pick<TableState, 'number' | 'seats' | 'table_type'>>): TableChange[] {
  const table = tablesWithIds(scene, [id])[0];
  if (!table) return [];
  return [changed(table, patch)];
}

/** A new table where the person clicked (layout pixels), or nothing outside the plan or with a field wrong. */
export function placeChanges(scene: EditorScene, draft: TableDraft, point: Point): TableChange[] {
  const position = layoutToFraction(point, scene.layout);
  const { number, seats, table_type } = draft;
  if (number === null || seats === null || table_type === null || hasProblems(fieldProblems(draft)) || !isInsideLayout(position)) return [];
  return [{ before: null, after: { number, seats, table_type, ...position } }];
}

/** A new table's fields (spec §9): the smallest unused number, the type's most common seats or 10. */
export function draftFor(scene: EditorScene, typeId: number | null): TableDraft {
  const type = typeId ?? scene.types[0]?.id ?? null;
  const defaults = newTableDefaults(scene.rows, type ?? 0);
  return { number: defaults.number, seats: defaults.seats, table_type: type };
}

/** What is wrong with a table's number or seats as typed (spec §5: both required, 0–999 and 0–99), by field. */
export interface FieldProblems {
  number?: MessageKey;
  seats?: MessageKey;
}

const isWholeIn = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

export function fieldProblems(fields: { number?: number | null; seats?: number | null }): FieldProblems {
  const problems: FieldProblems = {};
  if (fields.number === null) problems.number = 'tables.tableForm.numberRequired';
  else if (fields.number !== undefined && !isWholeIn(fields.number, tableLimits.numberMin, tableLimits.numberMax))
    problems.number = 'tables.tableForm.numberRange';
  if (fields.seats === null) problems.seats = 'tables.tableForm.seatsRequired';
  else if (fields.seats !== undefined && !isWholeIn(fields.seats, tableLimits.seatsMin, tableLimits.seatsMax)) problems.seats = 'tables.tableForm.seatsRange';
  return problems;
}

export const hasProblems = (problems: FieldProblems) => Object.keys(problems).length > 0;
