import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeCards } from '../../../src/features/ideas/board-layout';

describe('idea board masonry', () => {
  it('puts each card at the top of the shortest column, the leftmost of equal ones', () => {
    expect(placeCards([100, 50, 80, 30, 60], 0, { columns: 3, gap: 10 })).toEqual({
      placements: [
        { column: 0, top: 0 },
        { column: 1, top: 0 },
        { column: 2, top: 0 },
        { column: 1, top: 60 },
        { column: 2, top: 90 },
      ],
      nextTop: 100,
      height: 150,
    });
  });

  it('keeps the cards after one not measured yet unplaced, and room for the cards still to come', () => {
    // Placed: 100 px and its 10 px gap; 6 cards to come, 2 rows of 3 at the mean 110 px.
    expect(placeCards([100, undefined, 80], 4, { columns: 3, gap: 10 })).toEqual({
      placements: [{ column: 0, top: 0 }, null, null],
      nextTop: 0,
      height: 320,
    });
  });

  it('reads in board order: top to bottom, then left to right, and no card overlaps another', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 600 }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 24 }),
        (heights, columns, gap) => {
          const { placements } = placeCards(heights, 0, { columns, gap });
          const places = placements.map((place) => place!);
          for (let index = 1; index < places.length; index += 1) {
            const [before, card] = [places[index - 1]!, places[index]!];
            expect(card.top > before.top || (card.top === before.top && card.column > before.column)).toBe(true);
          }
          for (let column = 0; column < columns; column += 1) {
            const stacked = places.map((place, index) => ({ ...place, height: heights[index]! })).filter((place) => place.column === column);
            for (let index = 1; index < stacked.length; index += 1)
              expect(stacked[index]!.top).toBe(stacked[index - 1]!.top + stacked[index - 1]!.height + gap);
          }
        },
      ),
    );
  });
});
