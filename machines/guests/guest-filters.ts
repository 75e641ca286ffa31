import { normalizeLabel, type GuestCategory, type GuestStatusId } from '../../contract/guests';
import type { GuestRow } from './guest-rows';

/**
 * The guests filter bar (part 2 §2): a name search that ignores case, accents and punctuation,
 * and lists of values for categories (`'none'` for guests without one), companions, statuses,
 * invited by (`'none'`: not specified) and whether the guest has a table. An empty list does
 * not filter. Filtering runs on every keystroke over thousands of guests, so each guest's name
 * is normalised once per list (`searchIndex`) and the filter itself compares strings and sets.
 */

export type NoneOption = 'none';
export type TableOption = 'yes' | 'no';

export interface GuestFilters {
  name: string;
  categories: Array<number | NoneOption>;
  companions: number[];
  statuses: GuestStatusId[];
  invitedBy: Array<number | NoneOption>;
  tables: TableOption[];
}

export type ListFilter = Exclude<keyof GuestFilters, 'name'>;

export const noFilters: GuestFilters = { name: '', categories: [], companions: [], statuses: [], invitedBy: [], tables: [] };

export const hasFilters = (filters: GuestFilters) => filters.name.trim() !== '' || listFilters.some((key) => filters[key].length > 0);

export const listFilters: readonly ListFilter[] = ['categories', 'companions', 'statuses', 'invitedBy', 'tables'];

const searchable = new WeakMap<GuestRow, string>();

/** A guest's name as the search compares it, normalised once per row object. */
function searchableName(guest: GuestRow): string {
  let name = searchable.get(guest);
  if (name === undefined) {
    name = normalizeLabel(guest.name);
    searchable.set(guest, name);
  }
  return name;
}

const includesOrEmpty = <T>(chosen: readonly T[], value: T) => chosen.length === 0 || chosen.includes(value);

/** The guests the filters let through, in list order. `categories` are the wedding's known ones. */
export function filterGuests(guests: readonly GuestRow[], filters: GuestFilters, categories: readonly GuestCategory[]): GuestRow[] {
  const query = normalizeLabel(filters.name);
  const known = new Set(categories.map((category) => category.id));
  return guests.filter((guest) => {
    if (query && !searchableName(guest).includes(query)) return false;
    const category = guest.category_id !== null && known.has(guest.category_id) ? guest.category_id : 'none';
    return (
      includesOrEmpty(filters.categories, category) &&
      includesOrEmpty(filters.companions, guest.companions) &&
      includesOrEmpty<number>(filters.statuses, guest.status_id) &&
      includesOrEmpty(filters.invitedBy, guest.invitedBy_id ?? 'none') &&
      includesOrEmpty(filters.tables, guest.tables.length > 0 ? 'yes' : 'no')
    );
  });
}

/** The companion counts the list holds, ascending: what the companions filter offers. */
export const companionCounts = (guests: readonly GuestRow[]) => [...new Set(guests.map((guest) => guest.companions))].sort((a, b) => a - b);

/** Adds a value to a list filter, or takes it out if it is there. */
export function toggled<T>(chosen: readonly T[], value: T): T[] {
  return chosen.includes(value) ? chosen.filter((item) => item !== value) : [...chosen, value];
}
