import type { WeddingListItem } from '../../contract/weddings';

/**
 * Searching and sorting the weddings list (a planner with many weddings looks one up by a
 * spouse's name or sorts by date). Pure: the list machine keeps the query, the screen shows
 * what this answers.
 */

export const weddingSorts = ['dateAsc', 'dateDesc', 'nameAsc'] as const;
export type WeddingSort = (typeof weddingSorts)[number];

/** Active weddings by default; archived ones only when asked for. */
export const weddingShows = ['active', 'archived'] as const;
export type WeddingShow = (typeof weddingShows)[number];

export interface WeddingsQuery {
  text: string;
  sort: WeddingSort;
  show: WeddingShow;
}

export const defaultWeddingsQuery: WeddingsQuery = { text: '', sort: 'dateAsc', show: 'active' };

/** Case, accents and spacing do not matter: "sofia" finds "Sofía & Mateo". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const byName = (a: WeddingListItem, b: WeddingListItem) => folded(a.name).localeCompare(folded(b.name)) || a.id - b.id;
const byDate = (a: WeddingListItem, b: WeddingListItem) => a.date.localeCompare(b.date) || a.id - b.id;

const comparators: Record<WeddingSort, (a: WeddingListItem, b: WeddingListItem) => number> = {
  dateAsc: byDate,
  dateDesc: (a, b) => byDate(b, a),
  nameAsc: byName,
};

export function visibleWeddings(weddings: readonly WeddingListItem[], query: WeddingsQuery): WeddingListItem[] {
  const text = folded(query.text);
  const archived = query.show === 'archived';
  return weddings.filter((wedding) => (wedding.archived ?? false) === archived && folded(wedding.name).includes(text)).sort(comparators[query.sort]);
}
