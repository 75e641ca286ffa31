import type { Table, TableType } from '../../contract/tables';
import { createOptimisticList } from '../shared/optimistic-list.machine';

/**
 * The tables page's two optimistic lists (spec §4 "Updates are optimistic and roll back on
 * failure"): the wedding's tables and its table types.
 *
 * A table update says which call it needs: `place` (moves, nudges, aligns: only x and y, one
 * `massUpdate` however many tables) or `edit` (number, seats, type). `step` tells the editor's
 * history apart from a first change: an undo of a move is a move too, and two queued changes
 * only merge when they are the same step of the same kind (a drag sends its last position once).
 */
export interface TableIntent {
  type: 'place' | 'edit';
  step: 'do' | 'undo' | 'redo';
}
export type TableTypeIntent = 'edit';

export const tablesList = createOptimisticList<Table, TableIntent>({
  create: { failure: 'tables.messages.unexpectedAdding' },
  delete: { failure: 'tables.messages.unexpectedDeleting' },
  update: {
    place: { failure: 'tables.messages.unexpectedMoving' },
    edit: { failure: 'tables.messages.unexpectedUpdating' },
  },
});

export const tableTypesList = createOptimisticList<TableType, TableTypeIntent>({
  create: { failure: 'tables.messages.unexpectedAddingType' },
  delete: { failure: 'tables.messages.unexpectedDeletingType', success: 'tables.messages.tableTypeDeleted' },
  update: { edit: { failure: 'tables.messages.unexpectedUpdatingType' } },
});

/** The system ids the page gives its lists, so the editor (a sibling) can read and change them. */
export const listIds = { tables: 'tables', tableTypes: 'tableTypes' } as const;
