import { describe, expect, it } from 'vitest';
import { filterGuests, hasFilters, noFilters } from '../../../machines/guests/guest-filters';
import { countPeople } from '../../../machines/guests/guest-rows';
import { batchRanges, scrollMove } from '../../../machines/guests/guest-batches';
import { ana, bruno, carla, family, friends, guest, weddingGuests } from './guest-world';

const categories = [family, friends];
const names = (filters: Partial<typeof noFilters>, rows = weddingGuests) => filterGuests(rows, { ...noFilters, ...filters }, categories).map((row) => row.name);

describe('guest filters', () => {
  it('search by name ignoring case and accents', () => {
    expect(names({ name: 'ALVAREZ' })).toEqual(['Ana Álvarez']);
    expect(names({ name: 'núñez' })).toEqual(['Carla Núñez']);
    expect(names({ name: 'nunez' })).toEqual(['Carla Núñez']);
    expect(names({ name: '  díaz ' })).toEqual(['Bruno Díaz']);
  });

  it('"none" finds guests without a category, and those whose category is gone', () => {
    const orphan = guest({ id: 20, name: 'Orphan', category_id: 77 });
    expect(names({ categories: ['none'] }, [...weddingGuests, orphan])).toEqual(['Carla Núñez', 'Orphan']);
    expect(names({ categories: [1, 'none'] })).toEqual(['Ana Álvarez', 'Carla Núñez']);
  });

  it('filters by companions, status, invited by (with not specified) and table', () => {
    expect(names({ companions: [2] })).toEqual(['Bruno Díaz']);
    expect(names({ statuses: [1, 2] })).toEqual(['Ana Álvarez', 'Carla Núñez']);
    expect(names({ invitedBy: ['none'] })).toEqual(['Carla Núñez']);
    expect(names({ invitedBy: [6] })).toEqual(['Bruno Díaz']);
    expect(names({ tables: ['yes'] })).toEqual(['Ana Álvarez']);
    expect(names({ tables: ['no'] })).toEqual(['Bruno Díaz', 'Carla Núñez']);
  });

  it('filters combine: every one must hold', () => {
    expect(names({ statuses: [3], invitedBy: [5] })).toEqual([]);
    expect(names({ name: 'a', tables: ['no'], categories: ['none'] })).toEqual(['Carla Núñez']);
  });

  it('knows when any filter is set', () => {
    expect(hasFilters(noFilters)).toBe(false);
    expect(hasFilters({ ...noFilters, name: '  ' })).toBe(false);
    expect(hasFilters({ ...noFilters, tables: ['no'] })).toBe(true);
  });

  it('counts each guest with their companions', () => {
    expect(countPeople([ana, bruno, carla])).toBe(2 + 3 + 1);
  });

  it('asks for 30 more past 95 % and the first 50 under 10 %', () => {
    expect(scrollMove(0.96, 50, 200)).toBe('more');
    expect(scrollMove(0.96, 200, 200)).toBe(null);
    expect(scrollMove(0.9, 50, 200)).toBe(null);
    expect(scrollMove(0.05, 80, 200)).toBe('top');
    expect(scrollMove(0.05, 50, 200)).toBe(null);
  });

  it('groups the rows shown by batch: the first 50, then 30 at a time, the last one cut at the end of the list', () => {
    expect(batchRanges(0)).toEqual([]);
    expect(batchRanges(3)).toEqual([[0, 3]]);
    expect(batchRanges(50)).toEqual([[0, 50]]);
    expect(batchRanges(110)).toEqual([
      [0, 50],
      [50, 80],
      [80, 110],
    ]);
    expect(batchRanges(95)).toEqual([
      [0, 50],
      [50, 80],
      [80, 95],
    ]);
  });
});
