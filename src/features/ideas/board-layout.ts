/**
 * Where the idea board's cards go on screen: a masonry of 1, 2 or 3 columns (phone, tablet,
 * desktop), from the heights the board measured. Pure, so its rules are tested alone.
 */

/** A card's column (0 is the leftmost) and its distance from the board's top, in pixels. */
export interface CardPlacement {
  column: number;
  top: number;
}

export interface BoardLayout {
  /** One per card, in board order; null from the first card not measured yet (it waits, hidden). */
  placements: Array<CardPlacement | null>;
  /** Where the next card would go: the top of the shortest column. */
  nextTop: number;
  /** How tall the board is, with room kept for the cards not rendered yet. */
  height: number;
}

export interface BoardFrame {
  columns: number;
  /** Between columns, and between a card and the one below it, in pixels. */
  gap: number;
}

/**
 * Each card, in board order, goes to the top of the shortest column (the leftmost of equal
 * ones). So a card never starts above the one before it, and of two starting level the earlier
 * is on the left: reading the board top to bottom and left to right is reading it in board
 * order, the order keyboard focus follows. A card's place depends only on the cards before it,
 * so cards rendered later never move those already shown.
 *
 * `heights` holds the rendered cards, in board order (undefined: not measured yet); `unrendered`
 * cards after them are counted at the measured cards' mean height, so the page keeps about its
 * final length while they come.
 */
export function placeCards(heights: ReadonlyArray<number | undefined>, unrendered: number, { columns, gap }: BoardFrame): BoardLayout {
  const bottoms = Array.from({ length: columns }, () => 0);
  const placements: Array<CardPlacement | null> = [];
  let measured = 0;
  let measuredHeight = 0;
  for (const height of heights) {
    // A card goes nowhere until every card before it has its place.
    if (height === undefined || placements.length > measured) {
      placements.push(null);
      continue;
    }
    const top = Math.min(...bottoms);
    const column = bottoms.indexOf(top);
    placements.push({ column, top });
    bottoms[column] = top + height + gap;
    measured += 1;
    measuredHeight += height + gap;
  }
  const waiting = unrendered + heights.length - measured;
  const meanHeight = measured === 0 ? 0 : measuredHeight / measured;
  const placedHeight = Math.max(0, Math.max(...bottoms) - (measured > 0 ? gap : 0));
  return { placements, nextTop: Math.min(...bottoms), height: placedHeight + Math.ceil(waiting / columns) * meanHeight };
}
