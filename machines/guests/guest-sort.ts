import { guestStatuses, type GuestCategory } from '../../contract/guests';
import { categoryOf, type GuestRow, type Inviter } from './guest-rows';

/**
 * Sorting the guests list (beyond the spec, issue 23 item 20): by name, companions, category,
 * status, invited by or table, ascending or descending. Unsorted, the list keeps the order the
 * server gives (by id: the oldest guest first, a new one last). A guest without a value (no
 * category, nobody named as inviter, no table) comes last in both directions, as spreadsheets
 * do; guests with the same value keep the server's order.
 */

export const sortColumns = ['name', 'companions', 'category', 'status', 'invitedBy', 'table'] as const;
export type SortColumn = (typeof sortColumns)[number];
export type SortDirection = 'ascending' | 'descending';

export interface GuestSort {
  column: SortColumn;
  direction: SortDirection;
}

export const isSortColumn = (value: unknown): value is SortColumn => sortColumns.includes(value as SortColumn);

/**
 * A direction chosen is taken as it is; otherwise (a column's header) choosing the column sorted
 * by turns its direction, and another column starts ascending.
 */
export function sortBy(current: GuestSort | null, column: SortColumn, direction?: SortDirection): GuestSort {
  if (direction) return { column, direction };
  return current?.column === column
    ? { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
    : { column, direction: 'ascending' };
}

/** What the values are compared with: the wedding's category and spouse names, and the reader's language. */
export interface SortContext {
  categories: readonly GuestCategory[];
  inviters: readonly Inviter[];
  locale: string;
}

type SortValue = string | number | null;

function valueOf(column: SortColumn, guest: GuestRow, context: SortContext): SortValue {
  switch (column) {
    case 'name':
      return guest.name;
    case 'companions':
      return guest.companions;
    case 'category':
      return categoryOf(context.categories, guest)?.name ?? null;
    case 'status':
      return guestStatuses.find((status) => status.id === guest.status_id)?.order ?? null;
    case 'invitedBy':
      return context.inviters.find((inviter) => inviter.id === guest.invitedBy_id)?.name ?? null;
    case 'table':
      return guest.tables[0] ?? null;
  }
}

/**
 * The guests in the order asked for (a new array; the rows given are left as they are). Each
 * guest's value is read once, so sorting thousands stays a single pass of comparisons.
 */
export function sortGuests(guests: readonly GuestRow[], sort: GuestSort | null, context: SortContext): readonly GuestRow[] {
  if (!sort) return guests;
  const collator = new Intl.Collator(context.locale, { sensitivity: 'base', numeric: true });
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const keyed = guests.map((guest, position) => ({ guest, position, value: valueOf(sort.column, guest, context) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) return a.value === b.value ? a.position - b.position : a.value === null ? 1 : -1;
    const order = typeof a.value === 'number' && typeof b.value === 'number' ? a.value - b.value : collator.compare(String(a.value), String(b.value));
    return order === 0 ? a.position - b.position : sign * order;
  });
  return keyed.map((entry) => entry.guest);
}
