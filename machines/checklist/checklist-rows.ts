import { timeRanges, timeUnits, type ChecklistCategory, type ChecklistItem, type TimeUnit } from '../../contract/checklist';
import type { ActionCode } from '../../contract/permissions';
import { permissionsOf, type Permissions } from '../shared/permissions';

/**
 * The pure part of checklists: rows as the list keeps them, the timeline sections they fall
 * in, due dates counted back from the wedding, and the filters. Filtering runs on every
 * keystroke over hundreds of items, so each row's searchable text is prepared once
 * (`entriesOf`) and the filter itself only compares strings.
 */

export interface ChecklistRow extends ChecklistItem {
  /** Shown with the item; a name without an id is a new category, created with the item. */
  category_name: string | null;
}

/** Which call an item's update needs: its text, time and category (`details`), or its check box. */
export type ChecklistIntent = 'details' | 'check';

/** The fields an item's form edits (everything but the check box). */
export type ChecklistDetails = Pick<ChecklistRow, 'text' | 'time' | 'time_unit' | 'category_id' | 'category_name'>;

const checklistActionCodes = { add: 'ADD', edit: 'EDIT', delete: 'DELETE', check: 'CHECK_UNCHECK' } as const;

export type ChecklistPermissions = Permissions<keyof typeof checklistActionCodes>;

export const checklistPermissions = (actions: readonly ActionCode[]): ChecklistPermissions => permissionsOf(actions, checklistActionCodes);

export function toChecklistRows(items: readonly ChecklistItem[], categories: readonly ChecklistCategory[]): ChecklistRow[] {
  const names = new Map(categories.map((category) => [category.id, category.name]));
  return items.map((item) => ({ ...item, category_name: item.category_id ? (names.get(item.category_id) ?? null) : null }));
}

/** Loaded categories and those created since with an item, by name. */
export function categoriesOf(loaded: readonly ChecklistCategory[], rows: readonly ChecklistRow[]): ChecklistCategory[] {
  const byId = new Map(loaded.map((category) => [category.id, category]));
  for (const row of rows) {
    if (row.category_id && row.category_name && !byId.has(row.category_id)) byId.set(row.category_id, { id: row.category_id, name: row.category_name });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export interface TimelineSection {
  key: string;
  time: number;
  unit: TimeUnit;
}

export const sectionKeyOf = (time: number, unit: TimeUnit) => `${unit}-${time}`;

/**
 * Months before weeks before days (part 1 §9), each counting down: 13 months … 2 months,
 * 7 weeks … 1 week, 6 days … the day itself.
 */
export const timelineSections: TimelineSection[] = timeUnits.flatMap((unit) =>
  Array.from({ length: timeRanges[unit].max - timeRanges[unit].min + 1 }, (_, index) => {
    const time = timeRanges[unit].max - index;
    return { key: sectionKeyOf(time, unit), time, unit };
  }),
);

/** A time moved into its unit's range (changing the unit keeps the nearest valid choice). */
export const clampTime = (time: number, unit: TimeUnit) => Math.min(timeRanges[unit].max, Math.max(timeRanges[unit].min, time));

const pad = (value: number) => String(value).padStart(2, '0');
const wire = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/**
 * The day an item falls due: calendar months, weeks or days before the wedding (yyyy-MM-dd).
 * A month back from the 31st lands on the last day of a shorter month.
 */
export function dueDateOf(weddingDate: string, time: number, unit: TimeUnit): string {
  const [year, month, day] = weddingDate.split('-').map(Number) as [number, number, number];
  if (unit === 'months') {
    const first = new Date(Date.UTC(year, month - 1 - time, 1));
    const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
    return wire(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, lastDay))));
  }
  return wire(new Date(Date.UTC(year, month - 1, day - (unit === 'weeks' ? 7 * time : time))));
}

/** Searches ignore case and accents ("reunion" finds "Reunión"). */
/**
 * A wedding date in the past is allowed (part 1 lets planners enter weddings after the fact), but
 * every open task then shows as late: the checklist says why. Dates are yyyy-MM-dd, so they compare as text.
 */
export const isPastWedding = (weddingDate: string | null, today: string): boolean => weddingDate !== null && weddingDate < today;

export const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export interface ChecklistEntry {
  row: ChecklistRow;
  section: string;
  /** yyyy-MM-dd; null on the template, which has no wedding date. */
  due: string | null;
  late: boolean;
  search: string;
}

/** Late: not completed and due before today (both yyyy-MM-dd, so strings compare as dates). */
export function entriesOf(rows: readonly ChecklistRow[], weddingDate: string | null, today: string): ChecklistEntry[] {
  return rows.map((row) => {
    const due = weddingDate ? dueDateOf(weddingDate, row.time, row.time_unit) : null;
    return {
      row,
      section: sectionKeyOf(row.time, row.time_unit),
      due,
      late: due !== null && !row.completed && due < today,
      search: searchable(`${row.text} ${row.category_name ?? ''}`),
    };
  });
}

export interface ChecklistFilters {
  text: string;
  completed: boolean;
  late: boolean;
}

/** Part 1 §9: text empty, completed and late shown. */
export const defaultFilters: ChecklistFilters = { text: '', completed: true, late: true };

export function filterEntries(entries: readonly ChecklistEntry[], filters: ChecklistFilters): ChecklistEntry[] {
  const query = searchable(filters.text.trim());
  return entries.filter(
    (entry) => (filters.completed || !entry.row.completed) && (filters.late || !entry.late) && (query === '' || entry.search.includes(query)),
  );
}

export interface ChecklistGroup extends TimelineSection {
  entries: ChecklistEntry[];
}

/** The non-empty timeline sections, in timeline order, each with its entries in list order. */
export function groupEntries(entries: readonly ChecklistEntry[]): ChecklistGroup[] {
  const bySection = new Map<string, ChecklistEntry[]>();
  for (const entry of entries) {
    const group = bySection.get(entry.section);
    if (group) group.push(entry);
    else bySection.set(entry.section, [entry]);
  }
  return timelineSections.flatMap((section) => {
    const group = bySection.get(section.key);
    return group ? [{ ...section, entries: group }] : [];
  });
}

export function progressOf(rows: readonly ChecklistRow[]): { completed: number; total: number; percent: number } {
  const completed = rows.filter((row) => row.completed).length;
  return { completed, total: rows.length, percent: rows.length ? Math.round((completed / rows.length) * 100) : 0 };
}

export const hasLateEntries = (entries: readonly ChecklistEntry[]) => entries.some((entry) => entry.late);
