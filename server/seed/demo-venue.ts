/**
 * The demo wedding's reception hall, in pixels of its floor-plan image. One description serves
 * both the script that draws the image (scripts/draw-demo-layout.ts) and the seed that places
 * the tables on it (demo-tables.ts), so the tables always stand where the drawing leaves room.
 */
export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const demoVenue = {
  width: 2000,
  height: 1400,
  /** Inside edge of the walls. */
  hall: { x: 64, y: 64, width: 1872, height: 1272 },
  wallThickness: 24,
  /** A gap in the bottom wall, centred. */
  entrance: { x: 900, width: 200 },
  stage: { x: 700, y: 64, width: 600, height: 136 },
  danceFloor: { x: 760, y: 400, width: 480, height: 480 },
  bar: { x: 1760, y: 300, width: 176, height: 600 },
  /** Windows along the left wall, as [top, bottom] spans. */
  windows: [
    [260, 420],
    [620, 780],
    [980, 1140],
  ],
} as const;

export type DemoTableKind = 'round' | 'head';

/** Where the demo tables stand (centres, in pixels): the head table is 1, then front to back, left to right. */
export const demoTables: Array<{ number: number; kind: DemoTableKind; x: number; y: number }> = (() => {
  const rounds: Array<{ x: number; y: number }> = [];
  for (const x of [370, 560, 1440, 1620]) rounds.push({ x, y: 240 });
  for (const y of [420, 600, 780, 960, 1140]) for (const x of [180, 370, 560, 1440, 1620]) rounds.push({ x, y });
  return [
    { number: 1, kind: 'head' as const, x: 1000, y: 295 },
    ...rounds.sort((a, b) => a.y - b.y || a.x - b.x).map((round, index) => ({ number: index + 2, kind: 'round' as const, ...round })),
  ];
})();

/** Sizes of the two demo table types, in layout pixels. */
export const demoTableTypes = {
  round: { name: 'Round, 10 seats', shape: 'round', width: 90, height: 90, seats: 10 },
  head: { name: 'Head table', shape: 'rectangular', width: 260, height: 70, seats: 8 },
} as const;
