import { describe, expect, it } from 'vitest';
import type { WeddingListItem } from '../../../contract/weddings';
import { visibleWeddings } from '../../../machines/weddings/weddings-query';

const wedding = (id: number, name: string, date: string): WeddingListItem => ({ id, name, date, guestsCount: 0 });
const list = [wedding(1, 'Sofía & Mateo', '2027-05-22'), wedding(2, 'Emma & Olivia', '2026-10-03'), wedding(3, 'Ana & Leo', '2028-01-15')];
const names = (rows: WeddingListItem[]) => rows.map((row) => row.name);

describe('weddings search and sort (issue 8, item 14)', () => {
  it('finds a wedding by any part of its name, whatever the case and accents', () => {
    expect(names(visibleWeddings(list, { text: '  SOFIA ', sort: 'dateAsc', show: 'active' }))).toEqual(['Sofía & Mateo']);
    expect(names(visibleWeddings(list, { text: 'o', sort: 'nameAsc', show: 'active' }))).toEqual(['Ana & Leo', 'Emma & Olivia', 'Sofía & Mateo']);
    expect(visibleWeddings(list, { text: 'nobody', sort: 'dateAsc', show: 'active' })).toEqual([]);
  });

  it('sorts by date either way, or by name', () => {
    expect(names(visibleWeddings(list, { text: '', sort: 'dateAsc', show: 'active' }))).toEqual(['Emma & Olivia', 'Sofía & Mateo', 'Ana & Leo']);
    expect(names(visibleWeddings(list, { text: '', sort: 'dateDesc', show: 'active' }))).toEqual(['Ana & Leo', 'Sofía & Mateo', 'Emma & Olivia']);
    expect(names(visibleWeddings(list, { text: '', sort: 'nameAsc', show: 'active' }))).toEqual(['Ana & Leo', 'Emma & Olivia', 'Sofía & Mateo']);
  });

  it('shows active weddings, or only the archived ones when asked', () => {
    const withArchived = [...list, { ...wedding(4, 'Old & Gone', '2020-01-01'), archived: true }];
    expect(names(visibleWeddings(withArchived, { text: '', sort: 'dateAsc', show: 'active' }))).toEqual(['Emma & Olivia', 'Sofía & Mateo', 'Ana & Leo']);
    expect(names(visibleWeddings(withArchived, { text: '', sort: 'dateAsc', show: 'archived' }))).toEqual(['Old & Gone']);
  });

  it('leaves the rows it was given untouched', () => {
    visibleWeddings(list, { text: '', sort: 'dateDesc', show: 'active' });
    expect(list.map((row) => row.id)).toEqual([1, 2, 3]);
  });
});
