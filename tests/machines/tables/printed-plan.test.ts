import { describe, expect, it } from 'vitest';
import { printedPlan } from '../../../machines/tables/printed-plan';
import { banquet, round, table } from './support';

/**
 * The printed plan's page (issue 24): A4 less 15 mm margins and the title leaves 267 × 160 mm
 * landscape or 180 × 250 mm portrait; the plan takes the one where it prints largest.
 */
describe('the printed floor plan', () => {
  it('prints a wide hall on a landscape page, as large as the page lets it', () => {
    const plan = printedPlan({ width: 2000, height: 1400 }, [], []);
    expect(plan.orientation).toBe('landscape');
    // Its height fills the page's 160 mm: 0.114 mm a layout pixel.
    expect(plan.scale).toBeCloseTo(160 / 1400, 9);
    expect(plan.printed.width).toBeCloseTo(228.571, 3);
    expect(plan.printed.height).toBeCloseTo(160, 9);
  });

  it('prints a tall hall on a portrait page', () => {
    const plan = printedPlan({ width: 1000, height: 1600 }, [], []);
    expect(plan.orientation).toBe('portrait');
    expect(plan.scale).toBeCloseTo(0.15625, 9);
    expect(plan.printed.width).toBeCloseTo(156.25, 9);
    expect(plan.printed.height).toBeCloseTo(250, 9);
  });

  it('draws each table of its type, in number order, and an unknown type as the default round 45 px', () => {
    const tables = [
      table(12, 2, 0.5, 0.5, { table_type: banquet.id, seats: 4 }),
      table(11, 1, 0.25, 0.2),
      table(13, 3, 0.75, 0.75, { table_type: 99, seats: 0 }),
    ];
    const drawn = printedPlan({ width: 4000, height: 3000 }, tables, [round, banquet]).tables;
    expect(drawn.map(({ number, centre, shape, width, height, chairs }) => ({ number, centre, shape, width, height, chairs: chairs.length }))).toEqual([
      { number: 1, centre: { x: 1000, y: 600 }, shape: 'round', width: 40, height: 40, chairs: 8 },
      { number: 2, centre: { x: 2000, y: 1500 }, shape: 'rectangular', width: 200, height: 40, chairs: 4 },
      { number: 3, centre: { x: 3000, y: 2250 }, shape: 'round', width: 45, height: 45, chairs: 0 },
    ]);
  });

  it('keeps a table number at least 3.5 mm high on paper, however small the table prints', () => {
    // On a 2000 × 1400 hall a 100 px table prints 11.4 mm wide: its number is 2/5 of it (40 px, 4.6 mm).
    const [roomy] = printedPlan({ width: 2000, height: 1400 }, [table(11, 1, 0.5, 0.5)], [{ ...round, width: 100, height: 100 }]).tables;
    expect(roomy!.numberSize).toBe(40);
    // On a 12000 × 8400 hall a 40 px table prints 0.8 mm wide: its number is held at 3.5 mm (183.75 px).
    const [tiny] = printedPlan({ width: 12_000, height: 8400 }, [table(11, 1, 0.5, 0.5)], [round]).tables;
    expect(tiny!.numberSize).toBeCloseTo(183.75, 9);
  });
});
