import { describe, expect, it } from 'vitest';
import {
  categoriesOf,
  defaultFilters,
  dueDateOf,
  entriesOf,
  filterEntries,
  groupEntries,
  progressOf,
  timelineSections,
  toChecklistRows,
  type ChecklistRow,
} from '../../../machines/checklist/checklist-rows';

const row = (id: number, text: string, time: number, time_unit: ChecklistRow['time_unit'], completed = false): ChecklistRow => ({
  id,
  text,
  time,
  time_unit,
  completed,
  category_id: null,
  category_name: null,
});

describe('checklist', () => {
  it('orders the timeline months over weeks over days, counting down', () => {
    expect(timelineSections.map((section) => section.key)).toEqual([
      ...[13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((time) => `months-${time}`),
      ...[7, 6, 5, 4, 3, 2, 1].map((time) => `weeks-${time}`),
      ...[6, 5, 4, 3, 2, 1, 0].map((time) => `days-${time}`),
    ]);
  });

  it('counts calendar months, weeks and days back from the wedding', () => {
    expect(dueDateOf('2027-06-14', 13, 'months')).toBe('2026-05-14');
    expect(dueDateOf('2027-03-31', 1 + 0, 'months')).toBe('2027-02-28');
    expect(dueDateOf('2028-03-31', 1, 'months')).toBe('2028-02-29');
    expect(dueDateOf('2027-01-10', 2, 'weeks')).toBe('2026-12-27');
    expect(dueDateOf('2027-03-01', 1, 'days')).toBe('2027-02-28');
    expect(dueDateOf('2027-03-01', 0, 'days')).toBe('2027-03-01');
  });

  it('marks late items, filters and groups them', () => {
    const rows = [row(1, 'Book the venue', 12, 'months'), row(2, 'Reunión final', 1, 'weeks', true), row(3, 'Rehearsal', 1, 'days')];
    const entries = entriesOf(rows, '2027-06-14', '2027-06-10');
    expect(entries.map((entry) => [entry.due, entry.late])).toEqual([
      ['2026-06-14', true],
      ['2027-06-07', false],
      ['2027-06-13', false],
    ]);
    expect(filterEntries(entries, defaultFilters)).toHaveLength(3);
    expect(filterEntries(entries, { ...defaultFilters, text: 'REUNION' }).map((entry) => entry.row.id)).toEqual([2]);
    expect(filterEntries(entries, { ...defaultFilters, completed: false }).map((entry) => entry.row.id)).toEqual([1, 3]);
    expect(filterEntries(entries, { ...defaultFilters, late: false }).map((entry) => entry.row.id)).toEqual([2, 3]);
    expect(groupEntries(entries).map((group) => [group.key, group.entries.length])).toEqual([
      ['months-12', 1],
      ['weeks-1', 1],
      ['days-1', 1],
    ]);
  });

  it('has no dates or late items without a wedding date', () => {
    const entries = entriesOf([row(1, 'Budget', 13, 'months')], null, '2030-01-01');
    expect(entries[0]).toMatchObject({ due: null, late: false });
  });

  it('rounds the progress', () => {
    expect(progressOf([row(1, 'a', 0, 'days', true), row(2, 'b', 0, 'days'), row(3, 'c', 0, 'days')])).toEqual({ completed: 1, total: 3, percent: 33 });
    expect(progressOf([])).toEqual({ completed: 0, total: 0, percent: 0 });
  });

  it('names categories from the loaded ones and those created since', () => {
    const rows = toChecklistRows([{ id: 1, text: 'a', time: 0, time_unit: 'days', completed: false, category_id: 5 }], [{ id: 5, name: 'Venue' }]);
    expect(rows[0]!.category_name).toBe('Venue');
    expect(categoriesOf([{ id: 5, name: 'Venue' }], [...rows, { ...rows[0]!, id: 2, category_id: 9, category_name: 'Attire' }])).toEqual([
      { id: 9, name: 'Attire' },
      { id: 5, name: 'Venue' },
    ]);
  });
});
