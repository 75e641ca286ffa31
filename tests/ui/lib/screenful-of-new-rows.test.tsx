import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useScreenfulOfNewRows } from '../../../src/lib/screenful-of-new-rows';

/**
 * Issue 23 item 23: a list that changes whole draws a screenful of new rows in a paint, the rest
 * right after it; rows already on screen always stay. jsdom's window is 768 px high: a screenful
 * is 20 rows of 40 px.
 */
const screenful = Math.ceil(window.innerHeight / 40);
const rowsFrom = (first: number, count: number) => Array.from({ length: count }, (_, index) => ({ id: first + index }));

/** The list's element: at the top of the screen unless a test moves it. */
const listRef = { current: null as HTMLElement | null };

/** The counts the hook answered, in order, until it answers `until`. */
async function drawnCounts(rows: ReadonlyArray<{ id: number }>, count: number, until: number, previous?: ReadonlyArray<{ id: number }>) {
  const counts: number[] = [];
  const { rerender } = renderHook(
    ({ list }) => {
      const drawn = useScreenfulOfNewRows(list, count, listRef);
      if (counts.at(-1) !== drawn) counts.push(drawn);
      return drawn;
    },
    { initialProps: { list: previous ?? rows } },
  );
  if (previous) {
    await waitFor(() => expect(counts.at(-1)).toBe(Math.min(count, previous.length)));
    counts.length = 0;
    rerender({ list: rows });
  }
  await waitFor(() => expect(counts.at(-1)).toBe(until));
  return counts;
}

describe('a screenful of new rows a paint', () => {
  it('opens on a screenful of a long list, then draws the rest', async () => {
    expect(await drawnCounts(rowsFrom(1, 100), 50, 50)).toEqual([screenful, 50]);
  });

  it('draws a short list whole at once', async () => {
    expect(await drawnCounts(rowsFrom(1, 12), 50, 12)).toEqual([12]);
  });

  it('draws rows replaced whole (another filter) a screenful first', async () => {
    expect(await drawnCounts(rowsFrom(1000, 50), 50, 50, rowsFrom(1, 50))).toEqual([screenful, 50]);
  });

  it('counts only the rows new to the screen: a list that keeps its first rows is drawn whole at once', async () => {
    const kept = [...rowsFrom(1, 40), ...rowsFrom(1000, 10)];
    expect(await drawnCounts(kept, 50, 50, rowsFrom(1, 50))).toEqual([50]);
  });

  it('counts a screenful from the list’s own top, once it has been painted', async () => {
    const list = document.createElement('div');
    list.getBoundingClientRect = () => ({ top: 368 }) as DOMRect;
    listRef.current = list;
    try {
      // First the whole screen (the list's place is not known before its first paint), then the 400 px below its top.
      expect(await drawnCounts(rowsFrom(1000, 50), 50, 50, rowsFrom(1, 50))).toEqual([10, 50]);
    } finally {
      listRef.current = null;
    }
  });

  it('keeps the rows on screen and stops where a screenful of new ones is reached', async () => {
    const mixed = [...rowsFrom(1, 10), ...rowsFrom(1000, 40)];
    expect(await drawnCounts(mixed, 50, 50, rowsFrom(1, 50))).toEqual([10 + screenful, 50]);
  });
});
