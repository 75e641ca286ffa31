import type { Guest } from '../../contract/guests';
import type { TableGuest } from '../../contract/seating';
import type { Table } from '../../contract/tables';
import { seatRowsFor, seatsOfGuestAt, seatsToFree } from './seat-changes';
import { countSeats, freeAt, pickedCount, remainingOf, type SeatPick } from './seating-rules';

/**
 * Seating's undo and redo (beyond the spec, as the layout editor has): the person's own last
 * seating changes on this screen (a party seated, moved or removed), at most
 * `seatingHistoryLimit`. A change is kept as what it did to each party at each table it
 * touched, in seats, before and after (`PartyAtTable`): seat ids change when seats are made
 * again, counts do not. Undoing takes the seats on screen from the "after" counts back to the
 * "before" ones, redoing the other way, through the same calls as any change (`stepsBetween`):
 * a party that left one table for another goes back by one `move`, freed seats by `destroy`, new
 * ones by one `massCreate` per table.
 *
 * The history never guesses: before an undo or a redo it is reconciled with the seats on screen
 * (which equal the server's once nothing is on its way, see `reconcile`). A step that the screen
 * no longer allows (a guest or table deleted on another screen, seats changed there, a table
 * without room now, a party made smaller) is refused with the reason said, and its entry leaves
 * the history: no step is started that cannot be made whole.
 */

/** How many seats a party holds at one table before and after a change. */
export interface PartyAtTable {
  guestId: number;
  tableId: number;
  before: number;
  after: number;
}

export interface SeatingEntry {
  parts: PartyAtTable[];
  /** Undone once: a refused redo goes back to the redo side rather than staying done. */
  undoneOnce: boolean;
}

export interface SeatingHistory {
  /** Changes done, the latest last. */
  done: SeatingEntry[];
  /** Changes undone, the latest undone last. */
  undone: SeatingEntry[];
}

export type HistoryStep = 'undo' | 'redo';
type Side = 'before' | 'after';

export const emptySeatingHistory: SeatingHistory = { done: [], undone: [] };
export const seatingHistoryLimit = 50;

/** What the history is checked against: the seats, tables and guests on screen. */
export interface SeatingScreen {
  seats: readonly TableGuest[];
  tables: readonly Pick<Table, 'id' | 'number' | 'seats'>[];
  guests: readonly Pick<Guest, 'id' | 'companions'>[];
}

/** One call of the seats list: new seats at one table, one party's seats at one table freed, or taken to another table. */
export type SeatStep =
  | { kind: 'create'; seats: TableGuest[] }
  | { kind: 'free'; seats: TableGuest[] }
  | { kind: 'move'; guestId: number; fromTableId: number; tableId: number; seats: TableGuest[] };

const heldAt = (seats: readonly TableGuest[], guestId: number, tableId: number) => seatsOfGuestAt(seats, guestId, tableId).length;

/** Picks seated at a table: each party's seats there now and after. */
export const partsOfSeating = (seats: readonly TableGuest[], tableId: number, picks: readonly SeatPick[]): PartyAtTable[] =>
  picks.map((pick) => {
    const before = heldAt(seats, pick.guestId, tableId);
    return { guestId: pick.guestId, tableId, before, after: before + pick.qty };
  });

/** A party's seats at one table taken to another (`toTableId`), or freed (null). */
export function partsOfLeaving(seats: readonly TableGuest[], guestId: number, fromTableId: number, toTableId: number | null): PartyAtTable[] {
  const leaving = heldAt(seats, guestId, fromTableId);
  const left = { guestId, tableId: fromTableId, before: leaving, after: 0 };
  if (toTableId === null) return [left];
  const there = heldAt(seats, guestId, toTableId);
  return [left, { guestId, tableId: toTableId, before: there, after: there + leaving }];
}

/** Records a change just made; whatever was undone is forgotten (a new branch), the oldest falls off past the limit. */
export function record(history: SeatingHistory, parts: PartyAtTable[]): SeatingHistory {
  if (parts.length === 0) return history;
  return { done: [...history.done, { parts, undoneOnce: false }].slice(-seatingHistoryLimit), undone: [] };
}

const holds = (seats: readonly TableGuest[], parts: readonly PartyAtTable[], side: Side) =>
  parts.every((part) => heldAt(seats, part.guestId, part.tableId) === part[side]);

/**
 * The history as the screen says it is. An undo the server refused still shows its change: it
 * is done again. A change whose seats show as they were before it, its tables and guests all
 * still there, never happened (the server refused it): it leaves, or, if it was a redo, is
 * undone again. (A change whose table or guest is gone stays, so that its undo says why it
 * cannot be made.)
 */
export function reconcile(history: SeatingHistory, screen: SeatingScreen): SeatingHistory {
  const { seats } = screen;
  let { done, undone } = history;
  for (;;) {
    const lastUndone = undone.at(-1);
    if (lastUndone && holds(seats, lastUndone.parts, 'after') && !holds(seats, lastUndone.parts, 'before')) {
      [done, undone] = [[...done, lastUndone], undone.slice(0, -1)];
      continue;
    }
    const lastDone = done.at(-1);
    if (lastDone && isKnown(screen, lastDone) && holds(seats, lastDone.parts, 'before') && !holds(seats, lastDone.parts, 'after')) {
      [done, undone] = [done.slice(0, -1), lastDone.undoneOnce ? [...undone, lastDone] : undone];
      continue;
    }
    return done === history.done && undone === history.undone ? history : { done, undone };
  }
}

/** The entry an undo or a redo would take, once reconciled; undefined when there is none. */
export function entryOf(history: SeatingHistory, screen: SeatingScreen, step: HistoryStep): SeatingEntry | undefined {
  const current = reconcile(history, screen);
  return step === 'undo' ? current.done.at(-1) : current.undone.at(-1);
}

const sidesOf = (step: HistoryStep): { from: Side; to: Side } => (step === 'undo' ? { from: 'after', to: 'before' } : { from: 'before', to: 'after' });

/** Whether every table and guest of the entry is still on screen. */
const isKnown = (screen: SeatingScreen, entry: SeatingEntry) =>
  entry.parts.every((part) => screen.tables.some((table) => table.id === part.tableId) && screen.guests.some((guest) => guest.id === part.guestId));

/** Why the seats on screen do not allow a step: changed since (or gone), or a table without room; null when they do. */
export type StepProblem = { kind: 'changed' } | { kind: 'noRoom'; number: number; free: number };

export function problemOf(screen: SeatingScreen, entry: SeatingEntry, step: HistoryStep): StepProblem | null {
  const { from, to } = sidesOf(step);
  if (!isKnown(screen, entry) || !holds(screen.seats, entry.parts, from)) return { kind: 'changed' };
  const counts = countSeats(screen.seats);
  const gain = (key: (part: PartyAtTable) => number) => {
    const gains = new Map<number, number>();
    for (const part of entry.parts) gains.set(key(part), (gains.get(key(part)) ?? 0) + part[to] - part[from]);
    return gains;
  };
  // A party made smaller on another screen since.
  for (const [guestId, more] of gain((part) => part.guestId))
    if (
      more > 0 &&
      remainingOf(
        screen.guests.find((guest) => guest.id === guestId)!,
        counts,
      ) < more
    )
      return { kind: 'changed' };
  for (const [tableId, more] of gain((part) => part.tableId)) {
    const table = screen.tables.find((candidate) => candidate.id === tableId)!;
    if (more > freeAt(table, counts)) return { kind: 'noRoom', number: table.number, free: freeAt(table, counts) };
  }
  return null;
}

interface PartyChange {
  guestId: number;
  tableId: number;
  /** Seats to take away (negative) or to make (positive). */
  change: number;
}

/** What going to one side of the parts asks for: parties taken from one table to another, parties freed, and new seats per table. */
function planOf(parts: readonly PartyAtTable[], to: Side) {
  const from: Side = to === 'after' ? 'before' : 'after';
  const changes: PartyChange[] = parts
    .map((part) => ({ guestId: part.guestId, tableId: part.tableId, change: part[to] - part[from] }))
    .filter((part) => part.change !== 0);
  const moves: Array<{ guestId: number; fromTableId: number; tableId: number; qty: number }> = [];
  const frees: PartyChange[] = [];
  const creates = new Map<number, SeatPick[]>();
  for (const guestId of new Set(changes.map((part) => part.guestId))) {
    const own = changes.filter((part) => part.guestId === guestId);
    const [leaving, joining] = [own.filter((part) => part.change < 0), own.filter((part) => part.change > 0)];
    if (leaving.length === 1 && joining.length === 1 && leaving[0]!.change === -joining[0]!.change) {
      moves.push({ guestId, fromTableId: leaving[0]!.tableId, tableId: joining[0]!.tableId, qty: joining[0]!.change });
      continue;
    }
    frees.push(...leaving);
    for (const part of joining) creates.set(part.tableId, [...(creates.get(part.tableId) ?? []), { guestId, qty: part.change }]);
  }
  return { moves, frees, creates };
}

/**
 * The seats list's calls that take the seats on screen from one side of the parts to the other
 * (`to`): each party that leaves one table for another in one move, then what is freed, then
 * the new seats, one create per table, with `ids` (temporary, one per new seat).
 */
export function stepsBetween(seats: readonly TableGuest[], parts: readonly PartyAtTable[], to: Side, ids: readonly number[]): SeatStep[] {
  const { moves, frees, creates } = planOf(parts, to);
  const free = [...ids];
  return [
    ...moves.map((move): SeatStep => ({ kind: 'move', ...move, seats: seatsToFree(seats, move.guestId, move.fromTableId, move.qty) })),
    ...frees.map((part): SeatStep => ({ kind: 'free', seats: seatsToFree(seats, part.guestId, part.tableId, -part.change) })),
    ...[...creates].map(([tableId, picks]): SeatStep => ({ kind: 'create', seats: seatRowsFor(tableId, picks, free.splice(0, pickedCount(picks))) })),
  ];
}

/** How many new seats (temporary ids) a step of the history as the seats on screen say it is would make. */
export function additionsOf(history: SeatingHistory, screen: SeatingScreen, step: HistoryStep): number {
  const entry = entryOf(history, screen, step);
  if (!entry) return 0;
  return [...planOf(entry.parts, sidesOf(step).to).creates.values()].reduce((sum, picks) => sum + pickedCount(picks), 0);
}
