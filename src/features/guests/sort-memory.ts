import { isSortColumn, type GuestSort } from '../../../machines/guests/guest-sort';
import { recallFromDevice, rememberOnDevice } from '../../lib/device-memory';

/**
 * The order each wedding's guest list was last sorted in, remembered on this device: the
 * guests machine asks for it to be stored (`rememberSort`) and the page reads it when it
 * opens. Anything unreadable there means the server's order.
 */

const keyOf = (weddingId: number) => `wedding-planner.guests.sort.${weddingId}`;

function readSort(stored: unknown): GuestSort | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { column, direction } = stored as Record<string, unknown>;
  return isSortColumn(column) && (direction === 'ascending' || direction === 'descending') ? { column, direction } : null;
}

export const rememberedSort = (weddingId: number): GuestSort | null => recallFromDevice(keyOf(weddingId), readSort);

export const rememberSort = (weddingId: number, sort: GuestSort | null): void => rememberOnDevice(keyOf(weddingId), sort);
