import type { GuestCategory, GuestStatusId } from '../../contract/guests';
import { noFilters, type GuestFilters, type ListFilter, type NoneOption, type TableOption } from './guest-filters';
import { countPeople, statusIdOf, type GuestRow } from './guest-rows';

/**
 * The statistics modal (part 2 §2, §9): guests grouped by up to five nested levels, each chosen
 * among category, status, invited by, has table and companions (or none, which ends the
 * nesting). Every group counts people (companions + 1) and carries the filters that show
 * exactly its guests, so a click on a count can apply them.
 */

export const statisticsLevels = ['category', 'status', 'invitedBy', 'table', 'companions'] as const;
export type StatisticsLevel = (typeof statisticsLevels)[number];
export type LevelChoice = StatisticsLevel | 'none';

export const maxStatisticsLevels = 5;

export type GroupValue =
  | { level: 'category'; value: number | NoneOption }
  | { level: 'status'; value: GuestStatusId }
  | { level: 'invitedBy'; value: number | NoneOption }
  | { level: 'table'; value: TableOption }
  | { level: 'companions'; value: number };

export interface StatisticsGroup {
  group: GroupValue;
  /** People: every guest with their companions. */
  people: number;
  /** The filters that show this group's guests (and its parents'). */
  filters: GuestFilters;
  children: StatisticsGroup[];
}

export interface StatisticsTree {
  people: number;
  groups: StatisticsGroup[];
}

const filterOf: Record<StatisticsLevel, ListFilter> = {
  category: 'categories',
  status: 'statuses',
  invitedBy: 'invitedBy',
  table: 'tables',
  companions: 'companions',
};

function valueOf(level: StatisticsLevel, guest: GuestRow, known: ReadonlySet<number>): GroupValue {
  switch (level) {
    case 'category':
      return { level, value: guest.category_id !== null && known.has(guest.category_id) ? guest.category_id : 'none' };
    case 'status':
      return { level, value: statusIdOf(guest.status_id) };
    case 'invitedBy':
      return { level, value: guest.invitedBy_id ?? 'none' };
    case 'table':
      return { level, value: guest.tables.length > 0 ? 'yes' : 'no' };
    case 'companions':
      return { level, value: guest.companions };
  }
}

/** The levels in use: those chosen before the first none. */
export const activeLevels = (choices: readonly LevelChoice[]): StatisticsLevel[] => {
  const end = choices.indexOf('none');
  return (end < 0 ? choices : choices.slice(0, end)).slice(0, maxStatisticsLevels) as StatisticsLevel[];
};

/** Groups with a value come in a stable order: numbers ascending, then text, "none" last. */
function compareValues(a: GroupValue['value'], b: GroupValue['value']): number {
  if (a === b) return 0;
  if (a === 'none') return 1;
  if (b === 'none') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

function grouped(guests: readonly GuestRow[], levels: readonly StatisticsLevel[], filters: GuestFilters, known: ReadonlySet<number>): StatisticsGroup[] {
  const [level, ...deeper] = levels;
  if (!level) return [];
  const byValue = new Map<string, { group: GroupValue; guests: GuestRow[] }>();
  for (const guest of guests) {
    const group = valueOf(level, guest, known);
    const key = String(group.value);
    const entry = byValue.get(key);
    if (entry) entry.guests.push(guest);
    else byValue.set(key, { group, guests: [guest] });
  }
  return [...byValue.values()]
    .sort((a, b) => compareValues(a.group.value, b.group.value))
    .map(({ group, guests: members }) => {
      const own = { ...filters, [filterOf[level]]: [group.value] };
      return { group, people: countPeople(members), filters: own, children: grouped(members, deeper, own, known) };
    });
}

export function guestStatistics(guests: readonly GuestRow[], choices: readonly LevelChoice[], categories: readonly GuestCategory[]): StatisticsTree {
  const known = new Set(categories.map((category) => category.id));
  return {
    people: countPeople(guests),
    groups: grouped(guests, activeLevels(choices), noFilters, known),
  };
}
