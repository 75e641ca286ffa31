import { createStore } from '@xstate/store';
import type { Expense, Payment } from '../../contract/budget';
import type { ChecklistItem } from '../../contract/checklist';
import type { Guest } from '../../contract/guests';
import type { Idea } from '../../contract/ideas';
import type { LiveChangeKind } from '../../contract/live-events';
import type { TableGuest } from '../../contract/seating';
import type { Table } from '../../contract/tables';

/**
 * The module data the SPA already holds for the wedding open (part 2 §2 "Home": "if a module's
 * full data is already loaded the card uses it"): the lists a module page loaded, as the server
 * confirmed them, kept here for the home's cards (held-summaries.ts sums them up as the server's
 * summaries do).
 *
 * A list is here only while it is what the server holds. A page open on it shares its rows
 * whenever they change (`held`), after the live changes it applies, and follows it; its changes
 * still on their way make it unsure (`unsettled`: left out until they are answered). Once the
 * page is left (`released`) nobody applies the live changes any more: a change that alters a
 * list no page follows drops it (`changed`); a `reset` (changes missed) drops them all. Another
 * wedding's lists replace these; leaving the wedding forgets them.
 *
 * Only the fields the summaries read are kept (their types say which): a change of other fields
 * (a guest's category, a seat's check-in) leaves a list as it is.
 */
export interface HeldLists {
  guests: ReadonlyArray<Pick<Guest, 'id' | 'companions' | 'status_id'>>;
  tables: ReadonlyArray<Pick<Table, 'id' | 'seats'>>;
  seats: ReadonlyArray<Pick<TableGuest, 'table_id' | 'guest_id'>>;
  checklist: readonly ChecklistItem[];
  expenses: ReadonlyArray<Pick<Expense, 'amount'>>;
  payments: ReadonlyArray<Pick<Payment, 'amount' | 'paid'>>;
  ideas: readonly Idea[];
}
export type HeldListName = keyof HeldLists;

export interface HeldListsContext {
  weddingId: number | null;
  lists: Partial<HeldLists>;
  /** The lists an open page keeps current. */
  followed: HeldListName[];
}

/** The held lists each live change may alter (contract/live-events.ts); a new kind must say. */
export const listsChangedBy: Record<LiveChangeKind, readonly HeldListName[]> = {
  'seats.created': ['seats'],
  // In or out of the door: no seat changes table.
  'seats.updated': [],
  'seats.deleted': ['seats'],
  // Fewer companions free surplus seats.
  'guests.saved': ['guests', 'seats'],
  'guests.patched': ['guests'],
  'guests.deleted': ['guests', 'seats'],
  'guests.imported': ['guests'],
  'categories.created': [],
  'categories.deleted': [],
  'tables.saved': ['tables', 'seats'],
  'tables.deleted': ['tables', 'seats'],
  'tableTypes.saved': [],
  'tableTypes.deleted': [],
  'layout.changed': [],
  'ideas.saved': ['ideas'],
  'ideas.deleted': ['ideas'],
  'ideaCategories.created': [],
  'ideaCategories.deleted': ['ideas'],
  'expenses.saved': ['expenses'],
  'expenses.deleted': ['expenses', 'payments'],
  'payments.saved': ['payments'],
  'payments.deleted': ['payments'],
  'suppliers.saved': [],
  'suppliers.deleted': [],
  'checklist.saved': ['checklist'],
  'checklist.deleted': ['checklist'],
  'wedding.archived': [],
  permissions: [],
};

const nothingHeld: HeldListsContext = { weddingId: null, lists: {}, followed: [] };

const without = (lists: Partial<HeldLists>, names: readonly HeldListName[]): Partial<HeldLists> =>
  Object.fromEntries(Object.entries(lists).filter(([name]) => !names.includes(name as HeldListName)));

/** The lists of the wedding named, if it is the one held. */
const ofWedding = (context: HeldListsContext, weddingId: number) => (context.weddingId === weddingId ? context : { ...nothingHeld, weddingId });

export function createHeldListsStore() {
  return createStore({
    context: nothingHeld,
    on: {
      /** A page open on these lists shares them as the server confirmed them, and follows them. */
      held: (context, event: { weddingId: number; lists: Partial<HeldLists> }) => {
        const current = ofWedding(context, event.weddingId);
        const names = Object.keys(event.lists) as HeldListName[];
        return { weddingId: event.weddingId, lists: { ...current.lists, ...event.lists }, followed: [...new Set([...current.followed, ...names])] };
      },
      /** The page has changes on their way: its lists are not the server's until they are answered. */
      unsettled: (context, event: { weddingId: number; names: readonly HeldListName[] }) =>
        context.weddingId === event.weddingId ? { ...context, lists: without(context.lists, event.names) } : context,
      /** The page was left: nobody keeps these lists current now. */
      released: (context, event: { weddingId: number; names: readonly HeldListName[] }) =>
        context.weddingId === event.weddingId ? { ...context, followed: context.followed.filter((name) => !event.names.includes(name)) } : context,
      /** A change made on the server: the lists it alters and no page follows are no longer the server's. */
      changed: (context, event: { weddingId: number; kind: LiveChangeKind }) => {
        if (context.weddingId !== event.weddingId) return context;
        const stale = listsChangedBy[event.kind].filter((name) => !context.followed.includes(name));
        return stale.length ? { ...context, lists: without(context.lists, stale) } : context;
      },
      /** Changes were missed: nothing held is sure now (an open page reads its lists again and shares them). */
      reset: (context, event: { weddingId: number }) => (context.weddingId === event.weddingId ? { ...context, lists: {} } : context),
      /** The wedding was left. */
      forget: () => nothingHeld,
    },
  });
}

/** The app's one store (the wedding page feeds it the live changes; module pages their lists). */
export const heldListsStore = createHeldListsStore();

/** The lists held for a wedding (none for another one). */
export const heldListsOf = (context: HeldListsContext, weddingId: number): Partial<HeldLists> => (context.weddingId === weddingId ? context.lists : {});
