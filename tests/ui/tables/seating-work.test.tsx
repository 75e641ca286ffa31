import { screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import * as door from '../../../machines/tables/door';
import * as seatedLists from '../../../src/features/tables/seated-parties';
import type * as doorRow from '../../../src/features/tables/door-row';
import type * as tableFigure from '../../../src/features/tables/table-figure';
import { guest, seat } from '../../machines/tables/support';
import { openTablesPage } from './layout-editor-screen';

// The lists the page builds from every seat, watched: how often, and for what.
vi.mock('../../../machines/tables/door', async (importOriginal) => {
  const actual = await importOriginal<typeof door>();
  return { ...actual, doorParties: vi.fn(actual.doorParties), sideOfDoor: vi.fn(actual.sideOfDoor) };
});
vi.mock('../../../src/features/tables/seated-parties', async (importOriginal) => {
  const actual = await importOriginal<typeof seatedLists>();
  return { ...actual, seatedParties: vi.fn(actual.seatedParties) };
});

// Each door row drawn, memoised as the real one is (a row that is not memoised has no `type` to wrap).
const doorRows = vi.hoisted(() => ({ drawn: 0 }));
vi.mock('../../../src/features/tables/door-row', async (importOriginal) => {
  const actual = await importOriginal<typeof doorRow>();
  const { memo } = await import('react');
  const row = actual.DoorRow as unknown as {
    type: (props: doorRow.DoorRowProps) => ReturnType<typeof createElement>;
    compare: ((before: doorRow.DoorRowProps, after: doorRow.DoorRowProps) => boolean) | null;
  };
  return {
    ...actual,
    DoorRow: memo((props: doorRow.DoorRowProps) => {
      doorRows.drawn += 1;
      return row.type(props);
    }, row.compare ?? undefined),
  };
});

// Each table drawn, by its label.
const drawn: string[] = [];
vi.mock('../../../src/features/tables/table-figure', async (importOriginal) => {
  const actual = await importOriginal<typeof tableFigure>();
  return {
    ...actual,
    TableFigure: (props: tableFigure.TableFigureProps) => {
      drawn.push(props.label);
      return createElement(actual.TableFigure, props);
    },
  };
});

const texts = i18nObject('en').tables;

/**
 * At a wedding of thousands, building these lists is most of a keystroke's or a seat's work
 * (`spa-seating` in `npm run bench`): the page builds one only when what it shows depends on it.
 * The small world: Ana's party of 3 at table 1, outside; Bruno (party of 2) without a table;
 * table 2 empty.
 */
const ana = guest(1, 'Ana', 2);
const bruno = guest(2, 'Bruno', 1);
const opening = { seats: [seat(101, 11, ana.id), seat(102, 11, ana.id), seat(103, 11, ana.id)], guests: [ana, bruno] };

describe('the work behind seating and the door', { timeout: 30_000 }, () => {
  it('the door filters the parties once per keystroke, by the name typed; the side’s sorted parties do not change with it', async () => {
    const app = await openTablesPage({ ...opening, actions: ['HOSTESS_VIEW'], as: 'Hostess' });
    vi.mocked(door.doorParties).mockClear();
    vi.mocked(door.sideOfDoor).mockClear();
    await app.user.type(screen.getByRole('searchbox', { name: texts.hostess.search() }), 'an');
    expect(vi.mocked(door.doorParties).mock.calls.map(([, filters]) => filters.query)).toEqual(['a', 'an']);
    expect(vi.mocked(door.sideOfDoor)).not.toHaveBeenCalled();
    expect(screen.getByText(texts.hostess.shown({ shown: 1, total: 1 }))).toBeVisible();
  });

  it('seating a guest with the "without table" list open does not sort the seated parties; opening "with table" does', async () => {
    const app = await openTablesPage({ ...opening, actions: ['ADD_GUESTS', 'DELETE_GUESTS'] });
    const panel = screen.getByRole('complementary', { name: texts.seating.panel() });
    vi.mocked(seatedLists.seatedParties).mockClear();
    await app.user.click(within(panel).getByRole('checkbox', { name: texts.seating.tick({ name: 'Bruno' }) }));
    await app.user.click(screen.getByRole('button', { name: texts.seating.table({ number: 2, taken: 0, seats: 8 }) }));
    expect(screen.getByRole('button', { name: texts.seating.table({ number: 2, taken: 2, seats: 8 }) })).toBeVisible();
    expect(vi.mocked(seatedLists.seatedParties)).not.toHaveBeenCalled();
    await app.user.click(within(panel).getByRole('button', { name: texts.seating.withTable() }));
    expect(within(panel).getByText(texts.seating.seatedAt({ number: 2, count: 2 }))).toBeVisible();
    expect(within(panel).getByText(texts.seating.seatedAt({ number: 1, count: 3 }))).toBeVisible();
  });

  it('the server’s answer to a seat draws again only the table it was made at', async () => {
    const app = await openTablesPage({ ...opening, actions: ['ADD_GUESTS', 'DELETE_GUESTS'] });
    const panel = screen.getByRole('complementary', { name: texts.seating.panel() });
    await app.user.click(within(panel).getByRole('checkbox', { name: texts.seating.tick({ name: 'Bruno' }) }));
    await app.user.click(screen.getByRole('button', { name: texts.seating.table({ number: 2, taken: 0, seats: 8 }) }));
    drawn.length = 0;
    // The seats' ids replace the temporary ones: table 1 did not change.
    await app.backend.answer('POST /tables_guests/massCreate', { ids: [[201, 202]] });
    await within(panel).findByText(texts.seating.empty.withoutTable());
    expect(drawn).not.toContain(texts.seating.table({ number: 1, taken: 3, seats: 8 }));
    expect(screen.getByRole('button', { name: texts.seating.table({ number: 2, taken: 2, seats: 8 }) })).toBeVisible();
  });

  it('a door of 200 outside draws the block of 40 rows near the screen; a keystroke that keeps the parties draws no row again', async () => {
    layOutBlocks();
    const crowd = Array.from({ length: 200 }, (_, index) => guest(index + 1, `Guest ${index + 1}`));
    const app = await openTablesPage({
      seats: crowd.map((person) => seat(1000 + person.id, person.id % 2 ? 11 : 12, person.id)),
      guests: crowd,
      actions: ['HOSTESS_VIEW'],
      as: 'Hostess',
    });
    const rows = () => within(screen.getByRole('list', { name: texts.hostess.panel() })).getAllByRole('listitem').length;
    expect(rows()).toBe(40);
    doorRows.drawn = 0;
    await app.user.type(screen.getByRole('searchbox', { name: texts.hostess.search() }), 'g');
    expect(screen.getByText(texts.hostess.shown({ shown: 200, total: 200 }))).toBeVisible();
    expect(doorRows.drawn).toBe(0);
    await app.user.type(screen.getByRole('searchbox', { name: texts.hostess.search() }), 'uest 1');
    expect(screen.getByText(texts.hostess.shown({ shown: 111, total: 200 }))).toBeVisible();
    expect(rows()).toBe(40);
  });

  it('the panel of 200 guests without a table draws the block of 40 near the screen (every row a draggable the drag walks)', async () => {
    layOutBlocks();
    const crowd = Array.from({ length: 200 }, (_, index) => guest(index + 1, `Guest ${index + 1}`));
    await openTablesPage({ guests: crowd, actions: ['ADD_GUESTS', 'DELETE_GUESTS'] });
    const panel = screen.getByRole('complementary', { name: texts.seating.panel() });
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(40);
  });

  it('seating the guest at the top of that panel keeps the rows under it: no block puts its rows away to draw them again', async () => {
    layOutBlocks();
    const crowd = Array.from({ length: 200 }, (_, index) => guest(index + 1, `Guest ${index + 1}`));
    const app = await openTablesPage({ guests: crowd, actions: ['ADD_GUESTS', 'DELETE_GUESTS'] });
    const panel = screen.getByRole('complementary', { name: texts.seating.panel() });
    // By name: Guest 1, Guest 10, Guest 100…
    const rowOf = (name: string) =>
      within(panel)
        .getByRole('checkbox', { name: texts.seating.tick({ name }) })
        .closest('li')!;
    const next = rowOf('Guest 10');
    await app.user.click(within(panel).getByRole('checkbox', { name: texts.seating.tick({ name: 'Guest 1' }) }));
    await app.user.click(screen.getByRole('button', { name: texts.seating.table({ number: 2, taken: 0, seats: 8 }) }));
    expect(screen.getByRole('button', { name: texts.seating.table({ number: 2, taken: 1, seats: 8 }) })).toBeVisible();
    expect(rowOf('Guest 10')).toBe(next);
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(40);
  });
});

/**
 * jsdom lays nothing out: each row's box sits under the rows before it (70 px a row, a block not
 * drawn yet its own height, 8 px between), so only the first block is near the screen.
 */
function layOutBlocks() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const siblings = [...(this.parentElement?.children ?? [])];
    const before = siblings.slice(0, siblings.indexOf(this));
    const top = before.reduce((sum, element) => sum + (parseFloat((element as HTMLElement).style.height) || 70) + 8, 0);
    return { top, bottom: top + (parseFloat(this.style.height) || 70) } as DOMRect;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
