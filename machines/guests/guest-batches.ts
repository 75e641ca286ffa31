/**
 * How much of a long guest list is rendered (part 2 §9): the first 50 guests, 30 more each
 * time the person scrolls past 95 % of what is shown, and back to the first 50 once they
 * scroll up under 10 %. Rendering only a batch keeps a list of thousands quick to paint.
 * Going back drops at most `fewer` rows a frame: a thousand rows removed at once held the page
 * for 90 ms (issue 23 item 23), far below where the person is reading, 150 still took a frame of
 * 50 ms with the style and layout after them, and 100 went past 50 ms in 3 of 7 scrolls back up
 * on a busy machine (60: in 1 of 7).
 */
export const guestBatches = { first: 50, more: 30, fewer: 60, moreAfter: 0.95, resetUnder: 0.1 } as const;

/** The rows shown after one step back towards the first batch. */
export const fewerShown = (shown: number) => Math.max(guestBatches.first, shown - guestBatches.fewer);

export type ScrollMove = 'more' | 'top' | null;

/** What scrolling to `fraction` (0 at the top, 1 at the bottom) asks of the list. */
export function scrollMove(fraction: number, shown: number, total: number): ScrollMove {
  if (fraction > guestBatches.moreAfter && shown < total) return 'more';
  if (fraction < guestBatches.resetUnder && shown > guestBatches.first) return 'top';
  return null;
}

/** The batches of the first `count` rows, as [from, to): the first 50, then 30 at a time. */
export function batchRanges(count: number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (let from = 0; from < count; from = ranges.at(-1)![1]) ranges.push([from, Math.min(count, from === 0 ? guestBatches.first : from + guestBatches.more)]);
  return ranges;
}
