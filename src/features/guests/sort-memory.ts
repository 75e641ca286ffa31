import { isSortColumn, type GuestSort } from '../../../machines/guests/guest-sort';

/**
 * The order each wedding's guest list was last sorted in, remembered on this device
 * (localStorage): the guests machine asks for it to be stored (`rememberSort`) and the page
 * reads it when it opens. Anything unreadable there (another version's value, storage turned
 * off) means the server's order.
 */

const keyOf = (weddingId: number) => `wedding-planner.guests.sort.${weddingId}`;

export function rememberedSort(weddingId: number): GuestSort | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(weddingId)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { column, direction } = stored as Record<string, unknown>;
    return isSortColumn(column) && (direction === 'ascending' || direction === 'descending') ? { column, direction } : null;
  } catch {
    return null;
  }
}

export function rememberSort(weddingId: number, sort: GuestSort | null): void {
  try {
    if (sort) localStorage.setItem(keyOf(weddingId), JSON.stringify(sort));
    else localStorage.removeItem(keyOf(weddingId));
  } catch {
    // Storage full or switched off: the order holds until the page is left.
  }
}
