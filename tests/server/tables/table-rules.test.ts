import { describe, expect, it } from 'vitest';
import {
  idList,
  isInsideLayout,
  mostCommonSeats,
  newTableDefaults,
  offsetPosition,
  resolveTypeSize,
  seatsBelowGuestsOf,
  smallestUnusedNumber,
  summarizeTables,
  toIdList,
} from '../../../contract/tables';

/** The rules contract/tables.ts gives the SPA and the server alike. */
describe('table rules', () => {
  it('a position is inside only strictly between 0 and 1 on both axes', () => {
    expect(isInsideLayout({ x: 0.5, y: 0.5 })).toBe(true);
    expect(isInsideLayout({ x: 0.0001, y: 0.9999 })).toBe(true);
    for (const position of [
      { x: 0, y: 0.5 },
      { x: 0.5, y: 1 },
      { x: -0.1, y: 0.5 },
      { x: 0.5, y: 1.2 },
    ]) {
      expect(isInsideLayout(position), JSON.stringify(position)).toBe(false);
    }
  });

  it('a new number is the smallest positive one no table uses', () => {
    expect(smallestUnusedNumber([])).toBe(1);
    expect(smallestUnusedNumber([0, 1, 2, 4])).toBe(3);
    expect(smallestUnusedNumber([3, 2])).toBe(1);
    expect(smallestUnusedNumber(Array.from({ length: 999 }, (_, index) => index + 1))).toBeNull();
  });

  it("new seats are the type's most common count (the larger on a tie), else 10", () => {
    const tables = [
      { table_type: 1, seats: 8 },
      { table_type: 1, seats: 12 },
      { table_type: 1, seats: 12 },
      { table_type: 2, seats: 6 },
      { table_type: 2, seats: 4 },
    ];
    expect(mostCommonSeats(tables, 1)).toBe(12);
    expect(mostCommonSeats(tables, 2)).toBe(6);
    expect(mostCommonSeats(tables, 3)).toBe(10);
    expect(newTableDefaults([...tables.map((row, index) => ({ ...row, number: index + 1 }))], 1)).toEqual({ number: 6, seats: 12 });
  });

  it('a duplicate lands 50 layout pixels right and below, unless that leaves the layout', () => {
    expect(offsetPosition({ x: 0.5, y: 0.5 }, { width: 2000, height: 1000 })).toEqual({ x: 0.525, y: 0.55 });
    expect(offsetPosition({ x: 0.99, y: 0.5 }, { width: 2000, height: 1000 })).toBeNull();
  });

  it('a round type keeps width = height: the average when switching, one side as the diameter', () => {
    expect(resolveTypeSize(null, { shape: 'round', width: 40, height: 51 })).toEqual({ shape: 'round', width: 46, height: 46 });
    expect(resolveTypeSize(null, {})).toEqual({ shape: 'round', width: 45, height: 45 });
    const rectangle = { shape: 'rectangular', width: 200, height: 60 } as const;
    expect(resolveTypeSize(rectangle, { shape: 'round' })).toEqual({ shape: 'round', width: 130, height: 130 });
    expect(resolveTypeSize(rectangle, { shape: 'round', width: 100 })).toEqual({ shape: 'round', width: 80, height: 80 });
    expect(resolveTypeSize(rectangle, { height: 80 })).toEqual({ shape: 'rectangular', width: 200, height: 80 });
    const circle = { shape: 'round', width: 90, height: 90 } as const;
    expect(resolveTypeSize(circle, { width: 70 })).toEqual({ shape: 'round', width: 70, height: 70 });
    expect(resolveTypeSize(circle, { height: 110 })).toEqual({ shape: 'round', width: 110, height: 110 });
    expect(resolveTypeSize(circle, { width: 60, height: 80 })).toEqual({ shape: 'round', width: 70, height: 70 });
    expect(resolveTypeSize(circle, { shape: 'rectangular', width: 150 })).toEqual({ shape: 'rectangular', width: 150, height: 90 });
  });

  it('summarizes tables the way the home card shows them', () => {
    const tables = [
      { seats: 10, seats_taken: 10 },
      { seats: 8, seats_taken: 3 },
      { seats: 6, seats_taken: 0 },
    ];
    expect(summarizeTables(tables, 7)).toEqual({
      occupiedTables: 1,
      occupiedSeats: 13,
      availableTables: 2,
      availableSeats: 11,
      totalSeats: 24,
      guestsWithoutTable: 7,
    });
  });

  it('reads the tables a seats_below_guests refusal names', () => {
    expect(seatsBelowGuestsOf({ 'tables.1.seats': ['min:4'], 'tables.3.seats': ['min:9'] })).toEqual([
      { field: 'tables.1.seats', seated: 4 },
      { field: 'tables.3.seats', seated: 9 },
    ]);
    expect(seatsBelowGuestsOf(undefined)).toEqual([]);
  });

  it('writes and reads the id list of massDestroy', () => {
    expect(toIdList([4, 8, 15])).toBe('4,8,15');
    expect(idList.parse(toIdList([4, 8, 15]))).toEqual([4, 8, 15]);
    expect(idList.safeParse('4,,8').success).toBe(false);
    expect(idList.safeParse('0').success).toBe(false);
  });
});
