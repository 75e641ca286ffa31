import type { MessageKey } from './messages';

/**
 * The pure part of optimistic lists: the rows the server confirmed, the queue of changes it
 * has not answered yet, and what the screen shows (the confirmed rows with the queue applied).
 *
 * A change never carries a snapshot of a whole row: a create carries new rows, an update
 * carries, per row, only the fields it changes (its patch) and why (its intent: which call it
 * needs), a delete carries ids. So when the server accepts a change, exactly its own fields
 * join the confirmed rows, and when it refuses one, exactly that change leaves the queue:
 * after any interleaving of accepted and refused changes, confirmed rows equal what the
 * server stored, and the screen equals them once the queue is empty.
 *
 * One change may cover several rows (a bulk change of guests, an alignment of tables): it is
 * one call, accepted or refused as a whole.
 */
export interface Row {
  id: number;
}

/** Why an update is made, i.e. which call persists it: `'rename'`, or `{ type: 'move', index: 2 }`. */
export type Intent = string | { type: string };

export const intentType = (intent: Intent): string => (typeof intent === 'string' ? intent : intent.type);

/** The fields an update changes on one row. */
export interface RowPatch<R extends Row> {
  id: number;
  patch: Partial<Omit<R, 'id'>>;
}

export type Mutation<R extends Row, I extends Intent> =
  | { kind: 'create'; rows: R[]; index: number }
  | { kind: 'update'; changes: RowPatch<R>[]; intent: I }
  /** `rows`: the rows deleted, as shown when queued, in lists made with `deletesCarryRows` (a call that names them by more than their ids). */
  | { kind: 'delete'; ids: number[]; rows?: R[] };

export type MutationKind = Mutation<Row, Intent>['kind'];

/** What the server answered to a change. */
export interface PersistAnswer<R extends Row> {
  /** A create's real ids, in the order of its rows. */
  ids?: number[];
  /** Fields the server set itself (a status it computed, new option ids…), per row. */
  patches?: RowPatch<R>[];
  /** Replaces the list's success message for this change (e.g. "activation e-mail sent"). */
  message?: MessageKey;
  /** Rows the server deleted along with the change (a module's removal takes its actions, some maybe not on screen). */
  removed?: number[];
}

export const idsOf = (mutation: Mutation<Row, Intent>): number[] => {
  switch (mutation.kind) {
    case 'create':
      return mutation.rows.map((row) => row.id);
    case 'update':
      return mutation.changes.map((change) => change.id);
    case 'delete':
      return mutation.ids;
  }
};

export function patched<R extends Row>(rows: R[], changes: readonly RowPatch<R>[]): R[] {
  if (changes.length === 0) return rows;
  const byId = new Map(changes.map((change) => [change.id, change.patch]));
  return rows.map((row) => {
    const patch = byId.get(row.id);
    return patch ? { ...row, ...patch } : row;
  });
}

export function applyMutation<R extends Row, I extends Intent>(rows: R[], mutation: Mutation<R, I>): R[] {
  switch (mutation.kind) {
    case 'create': {
      const at = Math.max(0, Math.min(mutation.index, rows.length));
      return [...rows.slice(0, at), ...mutation.rows, ...rows.slice(at)];
    }
    case 'update':
      return patched(rows, mutation.changes);
    case 'delete': {
      const gone = new Set(mutation.ids);
      return rows.filter((row) => !gone.has(row.id));
    }
  }
}

/** What the screen shows: every queued change applied, in order, to the confirmed rows. */
export const replay = <R extends Row, I extends Intent>(confirmed: R[], pending: readonly Mutation<R, I>[]): R[] => pending.reduce(applyMutation, confirmed);

const sameIntent = (a: Intent, b: Intent) => JSON.stringify(a) === JSON.stringify(b);
const sameIds = (a: readonly RowPatch<Row>[], b: readonly RowPatch<Row>[]) => a.length === b.length && a.every((change, index) => change.id === b[index]!.id);

/**
 * Queues a change. An update of the same rows with the same intent as the last queued change
 * (one not sent yet) merges into it, the newer fields winning: a table dragged across the plan
 * sends its last position once, not every position on the way.
 */
export function enqueue<R extends Row, I extends Intent>(pending: readonly Mutation<R, I>[], mutation: Mutation<R, I>, inFlight: number): Mutation<R, I>[] {
  const last = pending.at(-1);
  const mergeable =
    mutation.kind === 'update' &&
    last?.kind === 'update' &&
    pending.length > inFlight &&
    sameIntent(last.intent, mutation.intent) &&
    sameIds(last.changes, mutation.changes);
  if (!mergeable) return [...pending, mutation];
  const changes = last.changes.map((change, index) => ({ id: change.id, patch: { ...change.patch, ...mutation.changes[index]!.patch } }));
  return [...pending.slice(0, -1), { ...mutation, changes }];
}

/**
 * The head of the queue was accepted: its rows join the confirmed rows (a created row with its
 * real id, and any fields the server set), and a created row's temporary id is replaced in the
 * changes queued behind it.
 */
export function confirmHead<R extends Row, I extends Intent>(
  confirmed: R[],
  pending: readonly Mutation<R, I>[],
  answer: PersistAnswer<R> | undefined,
): { confirmed: R[]; pending: Mutation<R, I>[] } {
  const [head, ...rest] = pending;
  if (!head) return { confirmed, pending: [] };
  const serverPatches = answer?.patches ?? [];
  if (head.kind !== 'create')
    return { confirmed: removeConfirmed(patched(applyMutation(confirmed, head), serverPatches), answer?.removed ?? []), pending: rest };
  const realIds = new Map(head.rows.map((row, index) => [row.id, answer?.ids?.[index] ?? row.id]));
  const renumber = (id: number) => realIds.get(id) ?? id;
  const created = { ...head, rows: head.rows.map((row) => ({ ...row, id: renumber(row.id) })) };
  // A reload answered while the create was on its way may already hold the new rows: once each.
  const loadedMeanwhile = new Set(created.rows.map((row) => row.id));
  const others = confirmed.filter((row) => !loadedMeanwhile.has(row.id));
  return {
    confirmed: patched(applyMutation(others, created), serverPatches),
    pending: rest.map((mutation) => withIds(mutation, renumber)),
  };
}

function withIds<R extends Row, I extends Intent>(mutation: Mutation<R, I>, renumber: (id: number) => number): Mutation<R, I> {
  switch (mutation.kind) {
    case 'create':
      return mutation;
    case 'update':
      return { ...mutation, changes: mutation.changes.map((change) => ({ ...change, id: renumber(change.id) })) };
    case 'delete':
      return {
        ...mutation,
        ids: mutation.ids.map(renumber),
        ...(mutation.rows ? { rows: mutation.rows.map((row) => ({ ...row, id: renumber(row.id) })) } : {}),
      };
  }
}

/**
 * The head of the queue was refused: it leaves the queue, and so do changes queued against rows
 * it would have created (those rows never existed). The screen then shows each row as last
 * confirmed with the remaining changes applied: a refused rename never takes an accepted move
 * with it, nor the other way round.
 */
export function dropHead<R extends Row, I extends Intent>(pending: readonly Mutation<R, I>[]): Mutation<R, I>[] {
  const [head, ...rest] = pending;
  if (!head) return [];
  if (head.kind !== 'create') return rest;
  const neverCreated = new Set(idsOf(head));
  return rest.flatMap((mutation): Mutation<R, I>[] => {
    switch (mutation.kind) {
      case 'create':
        return [mutation];
      case 'update': {
        const changes = mutation.changes.filter((change) => !neverCreated.has(change.id));
        return changes.length ? [{ ...mutation, changes }] : [];
      }
      case 'delete': {
        const ids = mutation.ids.filter((id) => !neverCreated.has(id));
        const rows = mutation.rows?.filter((row) => !neverCreated.has(row.id));
        return ids.length ? [{ ...mutation, ids, ...(rows ? { rows } : {}) }] : [];
      }
    }
  });
}

/** Rows deleted (by another screen, or by the server beside a change). */
export function removeConfirmed<R extends Row>(confirmed: readonly R[], ids: readonly number[]): R[] {
  const gone = new Set(ids);
  return confirmed.filter((row) => !gone.has(row.id));
}

/** Temporary ids for rows not saved yet: negative, near -1,000,000, unique in a session (never a server id). */
let lastTemporaryId = -1_000_000;
export const temporaryId = () => --lastTemporaryId;
export const isTemporaryId = (id: number) => id < 0;

/**
 * For lists whose calls take one row at a time (the plan, the checklist, users): the one row a
 * change touches. The list only makes single-row changes of what the page sends it, so more
 * than one is a bug, said loudly rather than half persisted.
 */
export function onlyRow<T>(items: readonly T[]): T {
  if (items.length !== 1) throw new Error(`one row expected, got ${items.length}`);
  return items[0]!;
}
