import { fromCallback, type ActorRefFrom, type EventObject } from 'xstate';
import type { TableGuest } from '../../contract/seating';
import type { Table, TableType } from '../../contract/tables';
import { createOptimisticList } from '../shared/optimistic-list.machine';
import type { seatsList } from './seats-list';

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

/** What the page's lists show now: told to the page whenever either changes. */
export interface ListsChanged {
  type: 'lists.changed';
  tables: Table[];
  types: TableType[];
  /** The types as the server stored them (`types` is them with the changes on their way applied). */
  storedTypes: TableType[];
  seats: TableGuest[];
}

/** The page whose lists are followed: the children it invoked as `tables`, `tableTypes` and `seats`. */
export interface ListsOwner {
  getSnapshot(): {
    children: { tables?: ActorRefFrom<typeof tablesList>; tableTypes?: ActorRefFrom<typeof tableTypesList>; seats?: ActorRefFrom<typeof seatsList> };
  };
}

/**
 * Follows the page's lists and tells the page what they show (`lists.changed`): at once,
 * then after every change (an optimistic change, a server's answer, a rollback). The page keeps
 * them in its context and passes them on to the layout editor, which never reads a list itself.
 * (An invoked actor rather than the lists' `onSnapshot`: walks and coverage tests stand every
 * actor in for a silent one, whose snapshots are not a list's.)
 */
export const followLists = fromCallback<EventObject, { page: ListsOwner }>(({ input, sendBack }) => {
  const { tables, tableTypes, seats } = input.page.getSnapshot().children;
  if (!tables || !tableTypes || !seats) return;
  const tell = () => {
    const types = tableTypes.getSnapshot().context;
    sendBack({
      type: 'lists.changed',
      tables: tables.getSnapshot().context.rows,
      types: types.rows,
      storedTypes: types.confirmed,
      seats: seats.getSnapshot().context.rows,
    } satisfies ListsChanged);
  };
  tell();
  const subscriptions = [tables.subscribe(tell), tableTypes.subscribe(tell), seats.subscribe(tell)];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
});
