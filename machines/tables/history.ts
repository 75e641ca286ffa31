import type { Table } from '../../contract/tables';

/**
 * The layout editor's undo/redo history (Ctrl+Z, Ctrl+Shift+Z). Every change the editor makes
 * (moves, nudges, aligns, edits, adds, duplicates, deletes) is recorded as the tables it
 * touched, before and after. Tables are named by their number, not their id: numbers are unique
 * in a wedding, and an undone delete brings a table back with a new id but its old number.
 *
 * An undo or a redo is itself a change sent through the optimistic list, so the server may
 * refuse it and the screen rolls back. The history never guesses what happened: before it
 * answers whether (and what) to undo or redo, it is reconciled with the tables on screen,
 * which equal the server once the queue is empty. An entry whose "after" is not on screen was
 * refused (and leaves), an undo the server refused goes back on the undo stack, a refused redo
 * back on the redo stack.
 *
 * Nothing here counts or numbers anything by itself: a change that adds tables (an undone
 * delete, a redone add) gives them the temporary ids its event brought (`newIds`).
 */

/** What the history keeps of a table. */
export type TableState = Pick<Table, 'number' | 'seats' | 'table_type' | 'x' | 'y'>;

/** One table's part of a change: null before means it was added, null after that it was deleted. */
export interface TableChange {
  before: TableState | null;
  after: TableState | null;
}

export interface HistoryEntry {
  changes: TableChange[];
  /** Once undone, a refused redo goes back to the redo stack rather than leaving the history. */
  undoneOnce: boolean;
}

export interface History {
  /** Done changes, the latest last. */
  done: HistoryEntry[];
  /** Undone changes, the latest undone last. */
  undone: HistoryEntry[];
}

export const emptyHistory: History = { done: [], undone: [] };
/** Older changes fall off the bottom of the stack. */
export const historyLimit = 100;

export const stateOf = (table: TableState): TableState => ({ number: table.number, seats: table.seats, table_type: table.table_type, x: table.x, y: table.y });

/** A change that leaves a table as it was (a drop where it was picked up, an alignment already true). */
export const changesNothing = (change: TableChange) => JSON.stringify(change.before) === JSON.stringify(change.after);

/** Records a change the editor just sent; anything undone is forgotten (a new branch). */
export function record(history: History, changes: TableChange[]): History {
  if (changes.length === 0) return history;
  return { done: [...history.done, { changes, undoneOnce: false }].slice(-historyLimit), undone: [] };
}

const sameNumber = (a: number, b: number) => Math.abs(a - b) < 1e-6;
const sameState = (row: TableState, state: TableState) =>
  row.number === state.number && row.seats === state.seats && row.table_type === state.table_type && sameNumber(row.x, state.x) && sameNumber(row.y, state.y);

/** Whether the tables on screen are in the state one side of a change describes. */
function holds(rows: readonly TableState[], changes: readonly TableChange[], side: 'before' | 'after'): boolean {
  return changes.every((change) => {
    const state = change[side];
    const other = change[side === 'before' ? 'after' : 'before'];
    if (state) return rows.some((row) => sameState(row, state));
    return !rows.some((row) => row.number === other!.number && sameState(row, other!));
  });
}

/** The history as the tables on screen say it is (see the file's comment). */
export function reconcile(history: History, rows: readonly TableState[]): History {
  let { done, undone } = history;
  for (;;) {
    const lastUndone = undone.at(-1);
    if (lastUndone && !holds(rows, lastUndone.changes, 'before') && holds(rows, lastUndone.changes, 'after')) {
      // The undo was refused: it is still done.
      [done, undone] = [[...done, lastUndone], undone.slice(0, -1)];
      continue;
    }
    const lastDone = done.at(-1);
    if (lastDone && !holds(rows, lastDone.changes, 'after')) {
      // The change (or its redo) was refused: redo offers it again only if it had been done once.
      const wasRedo = lastDone.undoneOnce && holds(rows, lastDone.changes, 'before');
      [done, undone] = [done.slice(0, -1), wasRedo ? [...undone, lastDone] : undone];
      continue;
    }
    return done === history.done && undone === history.undone ? history : { done, undone };
  }
}

/** The list events that take the tables from one side of a change to the other. */
export interface ListChanges {
  creates: Table[];
  updates: Array<{ id: number; patch: Partial<TableState> }>;
  deletes: number[];
  /** The ids of the tables the change leaves on the plan (what stays selected after it). */
  idsAfter: number[];
}

/** How many tables going from one side of a change (`from`) to the other adds: the temporary ids it needs. */
export const additionsOf = (changes: readonly TableChange[], from: 'before' | 'after') => changes.filter((change) => change[from] === null).length;

/**
 * The list events that take the tables on screen from one side of a change (`from`) to the
 * other; the tables it adds take `newIds` in order (temporary ids, see `additionsOf`).
 */
export function listChangesOf(
  rows: readonly Table[],
  changes: readonly TableChange[],
  from: 'before' | 'after',
  weddingId: number,
  newIds: readonly number[],
): ListChanges {
  const to = from === 'before' ? 'after' : 'before';
  const result: ListChanges = { creates: [], updates: [], deletes: [], idsAfter: [] };
  const ids = [...newIds];
  for (const change of changes) {
    const source = change[from];
    const target = change[to];
    const row = source ? rows.find((candidate) => candidate.number === source.number) : undefined;
    if (!source && target) {
      const id = ids.shift();
      // A sender that brought too few ids is a bug: said at once, never a table sent half made.
      if (id === undefined) throw new Error('a change adds more tables than its event brought temporary ids for');
      result.creates.push({ id, wedding_id: weddingId, seats_taken: 0, ...target });
      result.idsAfter.push(id);
    } else if (row && !target) result.deletes.push(row.id);
    else if (row && target) {
      result.updates.push({ id: row.id, patch: diff(row, target) });
      result.idsAfter.push(row.id);
    }
  }
  result.updates = result.updates.filter((update) => Object.keys(update.patch).length > 0);
  return result;
}

function diff(row: TableState, target: TableState): Partial<TableState> {
  const keys = ['number', 'seats', 'table_type', 'x', 'y'] as const;
  return Object.fromEntries(keys.filter((key) => row[key] !== target[key]).map((key) => [key, target[key]]));
}

/** Undo: the latest done entry, reconciled first; null when there is nothing to undo. */
export function undo(
  history: History,
  rows: readonly Table[],
  weddingId: number,
  newIds: readonly number[],
): { history: History; changes: ListChanges } | null {
  const current = reconcile(history, rows);
  const entry = current.done.at(-1);
  if (!entry) return null;
  return {
    history: { done: current.done.slice(0, -1), undone: [...current.undone, { ...entry, undoneOnce: true }] },
    changes: listChangesOf(rows, entry.changes, 'after', weddingId, newIds),
  };
}

/** Redo: the latest undone entry, reconciled first; null when there is nothing to redo. */
export function redo(
  history: History,
  rows: readonly Table[],
  weddingId: number,
  newIds: readonly number[],
): { history: History; changes: ListChanges } | null {
  const current = reconcile(history, rows);
  const entry = current.undone.at(-1);
  if (!entry) return null;
  return {
    history: { done: [...current.done, entry], undone: current.undone.slice(0, -1) },
    changes: listChangesOf(rows, entry.changes, 'before', weddingId, newIds),
  };
}

/** Whether the change touches only positions (one `place` call) or other fields (an `edit`). */
export const onlyPlaces = (updates: ListChanges['updates']) => updates.every(({ patch }) => Object.keys(patch).every((key) => key === 'x' || key === 'y'));

/** How many temporary ids an undo (or a redo) of the history as the tables on screen say it is would need. */
export function additionsOfStep(history: History, rows: readonly TableState[], step: 'undo' | 'redo'): number {
  const current = reconcile(history, rows);
  const entry = step === 'undo' ? current.done.at(-1) : current.undone.at(-1);
  return entry ? additionsOf(entry.changes, step === 'undo' ? 'after' : 'before') : 0;
}
