import { describe, expect, it } from 'vitest';
import { sortGuests, type GuestSort, type SortColumn } from '../../../machines/guests/guest-sort';
import { family, friends, guest, inviters, weddingGuests } from './guest-world';

const context = { categories: [family, friends], inviters, locale: 'en' };
const names = (sort: GuestSort | null, rows = weddingGuests) => sortGuests(rows, sort, context).map((row) => row.name.split(' ')[0]);

describe('sorting the guests list (issue 23 item 20)', () => {
  // Ana: 1 companion, Family, attending, Sofía's, table 2. Bruno: 2, Friends, pending, Mateo's, no table. Carla: 0, none, not attending, nobody's, no table.
  it.each<[SortColumn, string[], string[]]>([
    ['name', ['Ana', 'Bruno', 'Carla'], ['Carla', 'Bruno', 'Ana']],
    ['companions', ['Carla', 'Ana', 'Bruno'], ['Bruno', 'Ana', 'Carla']],
    ['category', ['Ana', 'Bruno', 'Carla'], ['Bruno', 'Ana', 'Carla']],
    ['status', ['Ana', 'Carla', 'Bruno'], ['Bruno', 'Carla', 'Ana']],
    ['invitedBy', ['Bruno', 'Ana', 'Carla'], ['Ana', 'Bruno', 'Carla']],
    ['table', ['Ana', 'Bruno', 'Carla'], ['Ana', 'Bruno', 'Carla']],
  ])('by %s, both ways; guests without a value last, in the server’s order', (column, ascending, descending) => {
    expect(names({ column, direction: 'ascending' })).toEqual(ascending);
    expect(names({ column, direction: 'descending' })).toEqual(descending);
  });

  it('unsorted, keeps the server’s order', () => {
    expect(names(null)).toEqual(['Ana', 'Bruno', 'Carla']);
  });

  it('compares names as people read them: case and accents aside, numbers as numbers', () => {
    const rows = [guest({ id: 1, name: 'zoe 10' }), guest({ id: 2, name: 'Álvaro' }), guest({ id: 3, name: 'Zoe 9' }), guest({ id: 4, name: 'beatriz' })];
    expect(names({ column: 'name', direction: 'ascending' }, rows)).toEqual(['Álvaro', 'beatriz', 'Zoe', 'zoe']);
    expect(sortGuests(rows, { column: 'name', direction: 'ascending' }, context).map((row) => row.id)).toEqual([2, 4, 3, 1]);
  });
});
