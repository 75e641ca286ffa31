import { startTransition, useEffect, useState } from 'react';

/** No list row is shorter than this (a guest's row is about 49 px, a card more). */
const shortestRowPx = 40;

/**
 * How many rows a long list draws: at first only enough to fill the screen, then as many as it
 * was asked, once the browser has painted those. The first paint of the guest list does not wait
 * for the 30 rows below the fold, nor lay them out (issue 23 item 23: about half of that paint's
 * work was those rows). The rest are drawn in React's background lane right after the paint (a
 * frame, then a task), before anyone can scroll to them.
 */
export function useFirstScreenful(): number {
  const [limit, setLimit] = useState(() => Math.ceil(window.innerHeight / shortestRowPx));
  useEffect(() => {
    let afterPaint: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      afterPaint = setTimeout(() => startTransition(() => setLimit(Number.POSITIVE_INFINITY)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterPaint);
    };
  }, []);
  return limit;
}
