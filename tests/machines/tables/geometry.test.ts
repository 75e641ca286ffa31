import { describe, expect, it } from 'vitest';
import { duplicateOffsetPixels } from '../../../contract/tables';
import {
  aligned,
  boxOfCorners,
  chairGap,
  chairPositions,
  fractionToLayout,
  isClickGesture,
  isInsideLayout,
  layoutToFraction,
  layoutToScreen,
  movedInside,
  nudgeMaxStep,
  nudgeStep,
  offsetPosition,
  screenDeltaToLayout,
  screenToLayout,
  tablesInBox,
  type PlacedTable,
} from '../../../machines/tables/geometry';

const layout = { width: 4000, height: 3000 };
const table = (id: number, x: number, y: number, width = 40, height = 40): PlacedTable => ({ id, x, y, width, height });

describe('fractions, layout pixels and the screen', () => {
  it('goes from fractions to layout pixels and back', () => {
    expect(fractionToLayout({ x: 0.25, y: 0.5 }, layout)).toEqual({ x: 1000, y: 1500 });
    expect(layoutToFraction({ x: 1000, y: 1500 }, layout)).toEqual({ x: 0.25, y: 0.5 });
  });

  it.each([0.1, 0.5, 1, 2, 10])('goes from layout pixels to the screen and back at zoom %s with a pan', (scale) => {
    const view = { scale, offsetX: -320, offsetY: 45 };
    const point = { x: 1234, y: 567 };
    const onScreen = layoutToScreen(point, view);
    expect(onScreen).toEqual({ x: 1234 * scale - 320, y: 567 * scale + 45 });
    const back = screenToLayout(onScreen, view);
    expect(back.x).toBeCloseTo(point.x, 9);
    expect(back.y).toBeCloseTo(point.y, 9);
  });

  it('divides a pointer’s movement by the zoom: at 2 the table moves half as far as the pointer, at 0.5 twice', () => {
    expect(screenDeltaToLayout({ x: 100, y: -40 }, 2)).toEqual({ x: 50, y: -20 });
    expect(screenDeltaToLayout({ x: 100, y: -40 }, 0.5)).toEqual({ x: 200, y: -80 });
  });
});

describe('strictly inside the plan', () => {
  it('refuses the edges and beyond on both axes', () => {
    expect(isInsideLayout({ x: 0.5, y: 0.5 })).toBe(true);
    for (const outside of [
      { x: 0, y: 0.5 },
      { x: 1, y: 0.5 },
      { x: 0.5, y: 0 },
      { x: 0.5, y: 1 },
      { x: -0.1, y: 0.5 },
      { x: 0.5, y: 1.2 },
    ])
      expect(isInsideLayout(outside)).toBe(false);
  });

  it('moves a group only when every table stays inside', () => {
    const group = [table(1, 0.5, 0.5), table(2, 0.99, 0.5)];
    expect(movedInside(group, { x: 20, y: 0 }, layout)).toEqual([
      { id: 1, x: 0.505, y: 0.5 },
      { id: 2, x: 0.995, y: 0.5 },
    ]);
    expect(movedInside(group, { x: 40, y: 0 }, layout)).toBeNull();
  });

  it('puts a duplicate 50 layout pixels right and below, or nowhere past the edge', () => {
    expect(duplicateOffsetPixels).toBe(50);
    expect(offsetPosition({ x: 0.5, y: 0.5 }, layout)).toEqual({ x: 0.5 + 50 / 4000, y: 0.5 + 50 / 3000 });
    expect(offsetPosition({ x: 0.99, y: 0.5 }, layout)).toBeNull();
  });
});

describe('the rubber band', () => {
  it('spans its two corners whichever way it was dragged', () => {
    expect(boxOfCorners({ x: 300, y: 50 }, { x: 100, y: 200 })).toEqual({ left: 100, top: 50, right: 300, bottom: 200 });
  });

  it('selects every table it touches, and none it misses', () => {
    // Centres at (1000, 1500) and (2000, 1500), 40 px wide: the first spans x 980–1020.
    const tables = [table(1, 0.25, 0.5), table(2, 0.5, 0.5)];
    expect(tablesInBox(tables, { left: 1015, top: 1400, right: 1100, bottom: 1600 }, layout)).toEqual([1]);
    expect(tablesInBox(tables, { left: 1025, top: 1400, right: 1975, bottom: 1600 }, layout)).toEqual([]);
    expect(tablesInBox(tables, { left: 0, top: 0, right: 4000, bottom: 3000 }, layout)).toEqual([1, 2]);
  });
});

describe('alignment', () => {
  // A 40 px table at (1000, 600) and an 80 × 20 one at (2000, 1200), in layout pixels.
  const tables = [table(1, 0.25, 0.2), table(2, 0.5, 0.4, 80, 20)];
  const inPixels = (alignment: Parameters<typeof aligned>[1]) => aligned(tables, alignment, layout).map((position) => fractionToLayout(position, layout));

  it.each([
    [
      'left',
      [
        { x: 1000, y: 600 },
        { x: 1020, y: 1200 },
      ],
    ],
    [
      'right',
      [
        { x: 2020, y: 600 },
        { x: 2000, y: 1200 },
      ],
    ],
    [
      'centerHorizontal',
      [
        { x: 1510, y: 600 },
        { x: 1510, y: 1200 },
      ],
    ],
    [
      'top',
      [
        { x: 1000, y: 600 },
        { x: 2000, y: 590 },
      ],
    ],
    [
      'bottom',
      [
        { x: 1000, y: 1190 },
        { x: 2000, y: 1200 },
      ],
    ],
    [
      'centerVertical',
      [
        { x: 1000, y: 895 },
        { x: 2000, y: 895 },
      ],
    ],
  ] as const)('%s lines the tables up', (alignment, expected) => {
    const result = inPixels(alignment);
    result.forEach((point, index) => {
      expect(point.x).toBeCloseTo(expected[index]!.x, 6);
      expect(point.y).toBeCloseTo(expected[index]!.y, 6);
    });
  });
});

describe('nudge acceleration', () => {
  it('starts at one pixel and grows while the key is held, up to a ceiling', () => {
    expect([0, 1, 2, 3, 4, 7, 8, 12, 16, 20].map(nudgeStep)).toEqual([1, 1, 1, 1, 2, 2, 4, 8, 16, 32]);
    expect(nudgeStep(1000)).toBe(nudgeMaxStep);
  });
});

describe('chairs', () => {
  it('sit evenly around a round table, just beyond its edge', () => {
    const chairs = chairPositions('round', { width: 60, height: 60 }, 4);
    const expected = [
      { x: 0, y: -37 },
      { x: 37, y: 0 },
      { x: 0, y: 37 },
      { x: -37, y: 0 },
    ];
    chairs.forEach((chair, index) => {
      expect(chair.x).toBeCloseTo(expected[index]!.x, 9);
      expect(chair.y).toBeCloseTo(expected[index]!.y, 9);
    });
  });

  it('sit along the outline of a rectangular table, more on its long sides', () => {
    const size = { width: 200, height: 40 };
    const chairs = chairPositions('rectangular', size, 10);
    expect(chairs).toHaveLength(10);
    const onLongSides = chairs.filter((chair) => Math.abs(Math.abs(chair.y) - (size.height / 2 + chairGap)) < 1e-9);
    expect(onLongSides.length).toBeGreaterThanOrEqual(8);
    for (const chair of chairs) {
      expect(Math.abs(chair.x) <= size.width / 2 + chairGap + 1e-9 && Math.abs(chair.y) <= size.height / 2 + chairGap + 1e-9).toBe(true);
    }
  });

  it('has no chairs when there are no seats', () => {
    expect(chairPositions('round', { width: 45, height: 45 }, 0)).toEqual([]);
  });
});

describe('geometry: click or gesture', () => {
  it('a release within 4 px of the press is a click; farther (a pan, a drag) is not', () => {
    const down = { x: 100, y: 100 };
    expect(isClickGesture(down, down)).toBe(true);
    expect(isClickGesture(down, { x: 103, y: 102 })).toBe(true);
    expect(isClickGesture(down, { x: 104, y: 103 })).toBe(false);
    expect(isClickGesture(down, { x: 220, y: 160 })).toBe(false);
  });
});
