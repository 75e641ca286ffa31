import { describe, expect, it } from 'vitest';
import { noFilters, filterGuests } from '../../../machines/guests/guest-filters';
import { activeLevels, guestStatistics, type StatisticsGroup } from '../../../machines/guests/guest-statistics';
import { countPeople } from '../../../machines/guests/guest-rows';
import { ana, bruno, carla, family, friends, guest, weddingGuests } from './guest-world';

const categories = [family, friends];
const dani = guest({ id: 14, name: 'Dani', companions: 3, category_id: 1, status_id: 1, invitedBy_id: 5 });
const rows = [...weddingGuests, dani];

const summary = (groups: StatisticsGroup[]): unknown => groups.map((group) => [group.group.value, group.people, summary(group.children)]);

describe('guest statistics', () => {
  it('counts people (companions + 1) per group, nested', () => {
    const tree = guestStatistics(rows, ['status', 'category', 'none', 'none', 'none'], categories);
    expect(tree.people).toBe(2 + 3 + 1 + 4);
    expect(summary(tree.groups)).toEqual([
      [1, 6, [[1, 6, []]]],
      [2, 1, [['none', 1, []]]],
      [3, 3, [[2, 3, []]]],
    ]);
  });

  it('stops at the first none, and at five levels', () => {
    expect(activeLevels(['category', 'none', 'status', 'none', 'none'])).toEqual(['category']);
    expect(activeLevels(['category', 'status', 'invitedBy', 'table', 'companions'])).toHaveLength(5);
    expect(guestStatistics(rows, ['none', 'status', 'none', 'none', 'none'], categories).groups).toEqual([]);
  });

  it('every group’s filters show exactly its guests and count the same people', () => {
    const tree = guestStatistics(rows, ['invitedBy', 'table', 'companions', 'category', 'status'], categories);
    const check = (groups: StatisticsGroup[]) => {
      for (const group of groups) {
        expect(countPeople(filterGuests(rows, group.filters, categories))).toBe(group.people);
        check(group.children);
      }
    };
    check(tree.groups);
    expect(tree.groups.at(-1)!.group).toEqual({ level: 'invitedBy', value: 'none' });
    expect(tree.groups[0]!.filters).toEqual({ ...noFilters, invitedBy: [5] });
  });

  it('a guest whose category is gone counts under none', () => {
    const orphan = guest({ id: 30, name: 'Orphan', category_id: 99 });
    const tree = guestStatistics([ana, bruno, carla, orphan], ['category', 'none', 'none', 'none', 'none'], categories);
    expect(summary(tree.groups)).toEqual([
      [1, 2, []],
      [2, 3, []],
      ['none', 2, []],
    ]);
  });
});
