import { describe, expect, it } from 'vitest';
import { budgetProgress, dueStateOf } from '../../../contract/budget';
import { checkWireAmount, formatAmount, fromCents, parseAmount, sumCents, toCents } from '../../../contract/money';

/**
 * Issue 26: the money rules the SPA and the server share (contract/money.ts, contract/budget.ts).
 * The SPA reads what a person types with `parseAmount` and sends the wire form; the server
 * takes only the wire form (`checkWireAmount`).
 */
describe('parseAmount: what a person types', () => {
  const read: Array<[string, 'en' | 'es', number | null]> = [
    ['1,234.50', 'en', 123_450],
    ['1234.5', 'en', 123_450],
    ['1,234,567', 'en', 123_456_700],
    ['$ 1,234.50', 'en', 123_450],
    ['  12 ', 'en', 1_200],
    ['.5', 'en', 50],
    ['999,999,999.99', 'en', 99_999_999_999],
    ['0.1', 'en', 10],
    ['', 'en', null],
    ['   ', 'es', null],
    ['1.234,50', 'es', 123_450],
    ['12,5', 'es', 1_250],
    ['1234,5', 'es', 123_450],
    ['1.234.567', 'es', 123_456_700],
    ['1.234', 'es', 123_400],
    ['12.5', 'es', 1_250],
    ['1 234,50', 'es', 123_450],
    ['0,1', 'es', 10],
  ];
  it.each(read)('%s in %s is %s cents', (text, locale, cents) => {
    expect(parseAmount(text, locale)).toEqual({ ok: true, cents });
  });

  const refused: Array<[string, 'en' | 'es', string]> = [
    ['12,5.3', 'en', 'numeric'],
    ['12,5.3', 'es', 'numeric'],
    ['12,5', 'en', 'numeric'],
    ['1,23,456', 'en', 'numeric'],
    ['1e400', 'en', 'numeric'],
    ['1e3', 'es', 'numeric'],
    ['abc', 'en', 'numeric'],
    ['12..5', 'en', 'numeric'],
    ['.', 'en', 'numeric'],
    ['$', 'en', 'numeric'],
    ['-1', 'en', 'negative'],
    ['−1,5', 'es', 'negative'],
    ['-$5', 'en', 'negative'],
    ['0.001', 'en', 'decimals'],
    ['0,001', 'es', 'decimals'],
    ['1.2345', 'es', 'decimals'],
    ['1,000,000,000', 'en', 'max'],
    ['1.000.000.000,00', 'es', 'max'],
    ['99999999999999999999', 'en', 'max'],
  ];
  it.each(refused)('%s in %s is refused as %s', (text, locale, rule) => {
    expect(parseAmount(text, locale)).toEqual({ ok: false, rule });
  });
});

describe('checkWireAmount: what the API takes', () => {
  it.each([
    ['1234.50', 123_450],
    ['1234.5', 123_450],
    ['1234', 123_400],
    ['0', 0],
    ['007.05', 705],
    ['999999999.99', 99_999_999_999],
  ])('%s is %i cents', (text, cents) => {
    expect(checkWireAmount(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ['12,5.3', 'numeric'],
    ['1,234.50', 'numeric'],
    ['12,5', 'numeric'],
    ['1e400', 'numeric'],
    ['', 'numeric'],
    ['12.', 'numeric'],
    ['.5', 'numeric'],
    ['+1', 'numeric'],
    [' 1', 'numeric'],
    ['0x10', 'numeric'],
    ['-1', 'negative'],
    ['-0.001', 'negative'],
    ['0.001', 'decimals'],
    ['1000000000', 'max'],
    ['1000000000.00', 'max'],
  ])('%s is refused as %s', (text, rule) => {
    expect(checkWireAmount(text)).toEqual({ ok: false, rule });
  });
});

describe('cents and their notation', () => {
  it('goes to and from the wire exactly', () => {
    expect(toCents('1234.50')).toBe(123_450);
    expect(toCents('0.10')).toBe(10);
    expect(() => toCents('1,234.50')).toThrow();
    expect(fromCents(123_450)).toBe('1234.50');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(-5)).toBe('-0.05');
    expect(fromCents(99_999_999_999)).toBe('999999999.99');
  });

  it('is written in the reader’s notation, and read back to the same cents', () => {
    expect(formatAmount(123_450, 'en')).toBe('1,234.50');
    expect(formatAmount(123_450, 'es')).toBe('1.234,50');
    expect(formatAmount(123_450, 'es', { grouping: false })).toBe('1234,50');
    expect(formatAmount(99_999_999_999, 'en')).toBe('999,999,999.99');
    expect(formatAmount(0, 'en')).toBe('0.00');
    expect(formatAmount(-1_000_000, 'es')).toBe('-10.000,00');
    for (const cents of [0, 1, 10, 99, 100, 1_050, 123_456_789, 99_999_999_999])
      for (const locale of ['en', 'es'] as const) {
        expect(parseAmount(formatAmount(cents, locale), locale)).toEqual({ ok: true, cents });
        expect(parseAmount(formatAmount(cents, locale, { grouping: false }), locale)).toEqual({ ok: true, cents });
      }
  });

  it('sums 10,000 amounts of 0.10 to exactly 1,000.00, to be decided counting as 0', () => {
    expect(fromCents(sumCents(Array(10_000).fill('0.10')))).toBe('1000.00');
    expect(sumCents(['0.10', '0.20', null])).toBe(30);
  });
});

describe('dueStateOf', () => {
  const today = '2027-03-10';
  it.each([
    [{ paid: true, date: '2020-01-01' }, 'paid'],
    [{ paid: false, date: '2027-03-09' }, 'overdue'],
    [{ paid: false, date: '2026-12-31' }, 'overdue'],
    [{ paid: false, date: '2027-03-10' }, 'dueThisWeek'],
    [{ paid: false, date: '2027-03-16' }, 'dueThisWeek'],
    [{ paid: false, date: '2027-03-17' }, 'upcoming'],
  ])('%o on 2027-03-10 is %s', (payment, state) => {
    expect(dueStateOf(payment, today)).toBe(state);
  });

  it('counts days across a month and a leap day', () => {
    expect(dueStateOf({ paid: false, date: '2028-03-05' }, '2028-02-28')).toBe('dueThisWeek');
    expect(dueStateOf({ paid: false, date: '2028-03-06' }, '2028-02-28')).toBe('upcoming');
  });
});

describe('budgetProgress: the progress bar', () => {
  it.each([
    [0, 0, { state: 'empty' }],
    [0, 500, { state: 'overpaid', percent: 100, surplusCents: 500 }],
    [1_000, 1_001, { state: 'overpaid', percent: 100, surplusCents: 1 }],
    [1_000, 1_000, { state: 'remaining', percent: 100, remainingCents: 0 }],
    [1_000, 0, { state: 'remaining', percent: 0, remainingCents: 1_000 }],
    [3_000, 1_000, { state: 'remaining', percent: 33, remainingCents: 2_000 }],
    [10_000, 9_999, { state: 'remaining', percent: 99, remainingCents: 1 }],
  ])('%i cents of expenses and %i paid: %o', (expenses, paid, progress) => {
    expect(budgetProgress(expenses, paid)).toEqual(progress);
  });
});
