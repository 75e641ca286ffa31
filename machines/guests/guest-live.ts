import type { LiveChange } from '../../contract/live-events';
import type { GuestCategory } from '../../contract/guests';
import type { RowPatch } from '../shared/optimistic-list';
import type { GuestRow } from './guest-rows';

/**
 * What a change made on another screen of the same wedding (contract/live-events.ts) does to
 * the guests page. Rows go to the optimistic list as remote changes (`list.upsert`,
 * `list.patch`, `list.remove`), which keeps this screen's own pending changes on top; this
 * screen's echo of its own change is harmless, since everything applies by id.
 *
 * A guest row carries the numbers of the tables its seats are at: seats and tables events name
 * seat and table ids, not the guests' table numbers, so they, an import (which sends counts, not
 * rows), new grants and a `reset` read the list again. Seats moving inside or outside, the
 * layout and the table types change nothing the guests page shows; an archived wedding is the
 * wedding page's to show.
 */
export type GuestsLiveEffect =
  | { kind: 'upsert'; rows: GuestRow[] }
  | { kind: 'patch'; changes: RowPatch<GuestRow>[] }
  | { kind: 'remove'; ids: number[] }
  | { kind: 'categoryCreated'; category: GuestCategory }
  | { kind: 'categoryDeleted'; id: number }
  | { kind: 'reload' }
  | { kind: 'none' };

export function guestsLiveEffect(change: LiveChange): GuestsLiveEffect {
  switch (change.kind) {
    case 'guests.saved':
      return { kind: 'upsert', rows: change.guests };
    case 'guests.patched':
      return { kind: 'patch', changes: change.ids.map((id) => ({ id, patch: change.patch })) };
    case 'guests.deleted':
      return { kind: 'remove', ids: change.ids };
    case 'categories.created':
      return { kind: 'categoryCreated', category: change.category };
    case 'categories.deleted':
      return { kind: 'categoryDeleted', id: change.id };
    case 'guests.imported':
    case 'seats.created':
    case 'seats.deleted':
    case 'tables.saved':
    case 'tables.deleted':
    case 'permissions': // what the person may do comes with the list
      return { kind: 'reload' };
    case 'seats.updated':
    case 'tableTypes.saved':
    case 'tableTypes.deleted':
    case 'layout.changed':
    case 'wedding.archived':
    case 'ideas.saved':
    case 'ideas.deleted':
    case 'ideaCategories.created':
    case 'ideaCategories.deleted':
    case 'expenses.saved':
    case 'expenses.deleted':
    case 'payments.saved':
    case 'payments.deleted':
    case 'suppliers.saved':
    case 'suppliers.deleted':
    case 'checklist.saved':
    case 'checklist.deleted':
      return { kind: 'none' };
  }
}

/** A category heard of once is not added twice (this screen's own creation comes back as an echo). */
export const withCategory = (categories: readonly GuestCategory[], category: GuestCategory): GuestCategory[] =>
  categories.some((known) => known.id === category.id) ? [...categories] : [...categories, category];
