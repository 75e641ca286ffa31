import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { afterPaint } from './after-paint';

/** No list row is shorter than this (a guest's row is 57 px on a wide screen, a card more). */
const shortestRowPx = 40;

/** The rows that fit between the top of `list` (or of the screen, when unknown) and the bottom of the screen. */
const rowsThatFit = (list: HTMLElement | null) =>
  Math.max(1, Math.ceil((window.innerHeight - Math.max(0, list?.getBoundingClientRect().top ?? 0)) / shortestRowPx));

/**
 * How many of the first `count` of `rows` a long list draws now: all of them while at most a
 * screenful are new since its last paint, else those up to where a screenful of new rows is
 * reached; the rest once the browser has painted those (a frame, then a task), in React's
 * background lane, before anyone can scroll to them.
 *
 * Drawing a row is most of the work of a list that changes whole (issue 23 item 23): about half
 * of the guest list's first paint was its 30 rows below the fold, and a keystroke that changes
 * which guests come first (a digit, or deleting back to all 5,000) drew and laid out 50 new rows
 * before the person saw their letter. Rows already on screen cost nothing (each row is memoised)
 * and always stay.
 */
export function useScreenfulOfNewRows(rows: ReadonlyArray<{ id: number }>, count: number, listRef: RefObject<HTMLElement | null>): number {
  const onScreen = useRef<ReadonlySet<number>>(new Set());
  const screenful = useRef(rowsThatFit(null));
  const [wholeFor, setWholeFor] = useState<typeof rows | null>(null);
  const wanted = Math.min(count, rows.length);
  const drawn = wholeFor === rows ? wanted : withScreenfulOfNew(rows, wanted, onScreen.current, screenful.current);
  useEffect(() => {
    onScreen.current = new Set(rows.slice(0, drawn).map((row) => row.id));
    // The list's own top, below the page's header and filters, read once the frame is painted:
    // its layout is done then. Read now, it would lay the page out an extra time.
    return afterPaint(() => (screenful.current = rowsThatFit(listRef.current)));
  });
  useEffect(() => {
    if (drawn === wanted) return;
    return afterPaint(() => startTransition(() => setWholeFor(rows)));
  }, [rows, drawn, wanted]);
  return drawn;
}

function withScreenfulOfNew(rows: ReadonlyArray<{ id: number }>, wanted: number, onScreen: ReadonlySet<number>, screenful: number): number {
  let fresh = 0;
  for (let index = 0; index < wanted; index += 1) {
    if (!onScreen.has(rows[index]!.id)) fresh += 1;
    if (fresh > screenful) return index;
  }
  return wanted;
}
