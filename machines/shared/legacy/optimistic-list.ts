/**
 * The pure part of optimistic lists: rows as the server confirmed them, the queue of changes
 * not yet confirmed, and what the screen shows (the confirmed rows with the queue applied).
 */
export interface Row {
  id: number;
}

export type Mutation<T extends Row = Row> =
  { kind: 'create'; item: T; index: number } | { kind: 'update'; item: T } | { kind: 'delete'; id: number; index: number };

export type MutationKind = Mutation['kind'];

const idOf = (mutation: Mutation) => (mutation.kind === 'delete' ? mutation.id : mutation.item.id);

export function applyMutation<T extends Row>(rows: T[], mutation: Mutation<T>): T[] {
  switch (mutation.kind) {
    case 'create': {
      const at = Math.max(0, Math.min(mutation.index, rows.length));
      return [...rows.slice(0, at), mutation.item, ...rows.slice(at)];
    }
    case 'update':
      return rows.map((row) => (row.id === mutation.item.id ? mutation.item : row));
    case 'delete':
      return rows.filter((row) => row.id !== mutation.id);
  }
}

/** What the screen shows: every queued change applied, in order, to the confirmed rows. */
export const replay = <T extends Row>(confirmed: T[], pending: Mutation<T>[]) => pending.reduce(applyMutation, confirmed);

/** The server's answer to a change: a created row's real id, fields it set, a message to show. */
export interface PersistOutput {
  id?: number;
  patch?: Record<string, unknown>;
  /** Replaces the list's success message for this change (e.g. "activation e-mail sent"). */
  message?: string;
}

/**
 * The head of the queue is confirmed: it joins the confirmed rows, and a created row's
 * temporary id is replaced everywhere, also in changes queued behind it.
 */
export function confirmHead<T extends Row>(
  confirmed: T[],
  pending: Mutation<T>[],
  output: PersistOutput | undefined,
): { confirmed: T[]; pending: Mutation<T>[] } {
  const [head, ...rest] = pending;
  if (!head) return { confirmed, pending };
  if (head.kind !== 'create') return { confirmed: applyMutation(confirmed, withPatch(head, output)), pending: rest };
  const realId = output?.id ?? head.item.id;
  const item = { ...head.item, ...(output?.patch ?? {}), id: realId } as T;
  const renumber = (mutation: Mutation<T>): Mutation<T> =>
    mutation.kind === 'delete'
      ? mutation.id === head.item.id
        ? { ...mutation, id: realId }
        : mutation
      : mutation.item.id === head.item.id
        ? { ...mutation, item: { ...mutation.item, id: realId } }
        : mutation;
  return { confirmed: applyMutation(confirmed, { ...head, item }), pending: rest.map(renumber) };
}

function withPatch<T extends Row>(mutation: Mutation<T>, output: PersistOutput | undefined): Mutation<T> {
  return mutation.kind === 'update' && output?.patch ? { ...mutation, item: { ...mutation.item, ...output.patch } } : mutation;
}

/**
 * The head of the queue was refused: it is dropped, and so are queued changes to a row the
 * refused change created (that row never existed). The screen then shows the last confirmed
 * value of the row with the remaining changes applied, never an older one.
 */
export function dropHead<T extends Row>(pending: Mutation<T>[]): Mutation<T>[] {
  const [head, ...rest] = pending;
  if (!head) return pending;
  return head.kind === 'create' ? rest.filter((mutation) => idOf(mutation) !== head.item.id) : rest;
}

/** Where a row stands on screen, so a delete can be put back where it was. */
export const indexOf = (rows: Row[], id: number) => rows.findIndex((row) => row.id === id);

/** Temporary ids for rows not saved yet: negative, near -1,000,000, unique in a session. */
let lastTemporaryId = -1_000_000;
export const temporaryId = () => --lastTemporaryId;
export const isTemporaryId = (id: number) => id < 0;
