import { describe, expect, it } from 'vitest';
import { isValidDisplayDate, toDisplayDate, toWireDate, wireDateOf } from '../../src/lib/dates';

describe('dates: dd/MM/yyyy on screen, yyyy-MM-dd on the wire', () => {
  it('shows wire dates as dd/MM/yyyy', () => {
    expect(toDisplayDate('2025-06-04')).toBe('04/06/2025');
    expect(toDisplayDate('2025-06-04T00:00:00.000Z')).toBe('04/06/2025');
  });

  it('shows nothing for missing or broken dates', () => {
    expect(toDisplayDate(null)).toBe('');
    expect(toDisplayDate('2025-02-30')).toBe('');
    expect(toDisplayDate('tomorrow')).toBe('');
  });

  it('sends typed dates as yyyy-MM-dd', () => {
    expect(toWireDate('04/06/2025')).toBe('2025-06-04');
    expect(toWireDate(' 4/6/2025 ')).toBe('2025-06-04');
  });

  it('rejects dates that are not in the calendar', () => {
    expect(toWireDate('29/02/2023')).toBeNull();
    expect(toWireDate('29/02/2024')).toBe('2024-02-29');
    expect(toWireDate('31/04/2025')).toBeNull();
    expect(toWireDate('2025-06-04')).toBeNull();
    expect(isValidDisplayDate('00/01/2025')).toBe(false);
  });

  it('formats a Date in the local calendar', () => {
    expect(wireDateOf(new Date(2025, 0, 9, 23, 59))).toBe('2025-01-09');
  });
});
