import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatIdList, idListQuery, normalizeLabel, recognizeColumn, recognizeStatus } from '../../../contract/guests';

describe('id lists in a query string', () => {
  it('read back what formatIdList writes, for any set of ids', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 2_147_483_647 }), { maxLength: 300 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 400 }), { maxLength: 300 }),
        (far, near) => {
          const ids = [...far, ...near];
          if (ids.length === 0) return;
          expect(idListQuery.parse(formatIdList(ids))).toEqual([...new Set(ids)].sort((a, b) => a - b));
        },
      ),
    );
  });

  it('write runs of three or more as ranges', () => {
    expect(formatIdList([9, 1, 2, 3, 5, 6, 10, 11, 12, 13])).toBe('1-3,5,6,9-13');
  });
});

describe('labels in a spreadsheet', () => {
  it('compare without case, accents, punctuation or extra spaces', () => {
    expect(normalizeLabel('  Categoría: ')).toBe('categoria');
    expect(recognizeColumn('INVITADO  POR')).toBe('invitedBy');
    expect(recognizeColumn('Acompañantes')).toBe('companions');
    expect(recognizeColumn('Salary')).toBeNull();
    expect(recognizeStatus('No Asistirá')).toBe(2);
    expect(recognizeStatus('maybe')).toBeNull();
  });
});
