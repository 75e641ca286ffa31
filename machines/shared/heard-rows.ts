import { patched, type Intent, type Mutation, type Row, type RowPatch } from './optimistic-list';

// What other screens did to an optimistic list's confirmed rows (live updates and this screen's
// own echoes), apart from the queue of this screen's changes in optimistic-list.ts.

/**
 * Rows another screen saved (a live update, or the echo of this screen's own change): each
 * replaces the confirmed row of its id, or joins the end. Queued changes stay applied on top,
 * so what the person is still saving keeps showing until the server answers it. Rows that
 * change nothing (an echo, mostly) leave the same array, so nothing drawn from it is made again.
 */
export function upsertConfirmed<R extends Row>(confirmed: R[], rows: readonly R[]): R[] {
  const current = new Map(confirmed.map((row) => [row.id, row]));
  if (rows.every((row) => sameRow(current.get(row.id), row))) return confirmed;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const kept = confirmed.map((row) => byId.get(row.id) ?? row);
  return [...kept, ...rows.filter((row) => !current.has(row.id))];
}

const sameRow = <R extends Row>(before: R | undefined, after: R) =>
  before !== undefined &&
  Object.keys(after).length === Object.keys(before).length &&
  Object.keys(after).every((key) => Object.is(before[key as keyof R], after[key as keyof R]));

/**
 * Rows heard from the stream while one of this list's own creates is on its way: a row of an id
 * the list does not know may be that create's echo, which can arrive before the create's answer.
 * Shown at once, the new row would show twice (under its temporary id and its real one) until
 * the answer came, so unknown rows wait in `held` until no create is on its way; known rows join
 * at once.
 */
export function hearRows<R extends Row>(
  lists: { confirmed: R[]; held: R[] },
  pending: readonly Mutation<R, Intent>[],
  rows: readonly R[],
): { confirmed: R[]; held: R[] } {
  if (!pending.some((mutation) => mutation.kind === 'create')) return { confirmed: upsertConfirmed(lists.confirmed, rows), held: [...lists.held] };
  const known = new Set(lists.confirmed.map((row) => row.id));
  return {
    confirmed: upsertConfirmed(
      lists.confirmed,
      rows.filter((row) => known.has(row.id)),
    ),
    held: upsertConfirmed(
      lists.held,
      rows.filter((row) => !known.has(row.id)),
    ),
  };
}

/** Held rows join once no create is on its way (a create's echo then replaces its own row, by id). */
export function releaseHeld<R extends Row>(lists: { confirmed: R[]; held: R[] }, pending: readonly Mutation<R, Intent>[]): { confirmed: R[]; held: R[] } {
  if (lists.held.length === 0 || pending.some((mutation) => mutation.kind === 'create')) return lists;
  return { confirmed: upsertConfirmed(lists.confirmed, lists.held), held: [] };
}

/** Fields another screen set on confirmed rows (a bulk change): rows not held are left alone. */
export const patchConfirmed = <R extends Row>(confirmed: R[], changes: readonly RowPatch<R>[]): R[] => patched(confirmed, changes);
