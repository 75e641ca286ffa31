import type { Table } from '../../contract/tables';
import { applyMutation, isTemporaryId } from '../shared/optimistic-list';
import type { ListChanges } from './history';

/**
 * The tables the layout editor shows, kept in its own context: the page tells it what its
 * tables list shows after every change (`tables.changed`: a save, a refusal rolled back, a
 * new table's real id), and the editor applies its own change at once, before that echo, so a
 * second gesture in the same moment already sees the first.
 */

/** The tables on screen once the editor's own change is applied: added last, as the list adds them. */
export function withChanges(rows: Table[], changes: ListChanges): Table[] {
  let next = applyMutation(rows, { kind: 'create', rows: changes.creates, index: rows.length });
  next = applyMutation(next, { kind: 'update', changes: changes.updates, intent: 'edit' });
  return applyMutation(next, { kind: 'delete', ids: changes.deletes });
}

/**
 * The ids the person picked (the selection, a press, a move) as the new tables say them: a
 * table not yet saved changes its temporary id for its real one when the server answers (the
 * table that has its number and was not there before); a table gone is dropped. A table whose
 * change was refused keeps its id: the selection stays on what the person was editing.
 */
export function followIds(before: readonly Table[], after: readonly Table[], ids: readonly number[]): number[] {
  const known = new Set(before.map((row) => row.id));
  const present = new Set(after.map((row) => row.id));
  return ids.flatMap((id) => {
    if (present.has(id)) return [id];
    const unsaved = isTemporaryId(id) ? before.find((row) => row.id === id) : undefined;
    const saved = unsaved && after.find((row) => row.number === unsaved.number && !known.has(row.id));
    return saved ? [saved.id] : [];
  });
}
