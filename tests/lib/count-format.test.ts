import { describe, expect, it } from 'vitest';
import { countFormat } from '../../i18n/count-format';

// Node carries full ICU: the written-out grouping must read exactly as Intl's does.
describe('countFormat', () => {
  const samples = [
    0,
    1,
    7,
    12,
    999,
    1_000,
    1_234,
    3_150,
    9_999,
    10_000,
    12_345,
    31_500,
    99_999,
    100_000,
    123_456,
    1_000_000,
    8_864_000,
    12_345_678,
    Number.MAX_SAFE_INTEGER,
    -1,
    -1_234,
    -12_345,
    0.5,
    1_234.5,
    2 ** 60,
  ];
  for (const locale of ['en', 'es'] as const) {
    it(`writes counts as Intl.NumberFormat('${locale}') does`, () => {
      const format = countFormat(locale);
      const intl = new Intl.NumberFormat(locale);
      for (const value of samples) expect(format(value), String(value)).toBe(intl.format(value));
    });
  }

  it('groups Spanish thousands from five digits on, English from four', () => {
    expect([3_150, 31_500].map(countFormat('es'))).toEqual(['3150', '31.500']);
    expect([3_150, 31_500].map(countFormat('en'))).toEqual(['3,150', '31,500']);
  });
});
