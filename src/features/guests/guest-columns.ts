import type { WidthClass } from './use-width';

/**
 * Which columns the list shows (part 2 §2): the principal ones by width (name, companions,
 * category, status; fewer on narrow screens), invited by and tables as well on wide ones; the
 * RSVP view shows name, phone, companions, status (to change in one tap) and comments. What a
 * row does not show as a column sits in its "more info" area.
 */
export type GuestColumnKey = 'name' | 'companions' | 'category' | 'status' | 'rsvpStatus' | 'invitedBy' | 'tables' | 'phone' | 'comments';

export type GuestView = 'default' | 'rsvp';

export const detailKeys: readonly GuestColumnKey[] = ['category', 'status', 'invitedBy', 'tables', 'phone', 'comments'];

export function columnsFor(width: WidthClass, view: GuestView, showTables: boolean): GuestColumnKey[] {
  if (view === 'rsvp') return width === 'narrow' ? ['name', 'companions', 'rsvpStatus'] : ['name', 'phone', 'companions', 'rsvpStatus', 'comments'];
  switch (width) {
    case 'phone':
    case 'narrow':
      return ['name', 'companions', 'status'];
    case 'medium':
      return ['name', 'companions', 'category', 'status'];
    case 'wide':
      return ['name', 'companions', 'category', 'status', 'invitedBy', ...(showTables ? (['tables'] as const) : [])];
  }
}

/** What the "more info" area of a row holds: the details not shown as columns. */
export const moreInfoKeys = (columns: readonly GuestColumnKey[], showTables: boolean): GuestColumnKey[] =>
  detailKeys.filter((key) => !columns.includes(key) && !(key === 'status' && columns.includes('rsvpStatus')) && (showTables || key !== 'tables'));
