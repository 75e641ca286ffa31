import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import { loadAllLocales } from '../../../i18n/i18n-util.sync';

loadAllLocales();

/** Counts as the reader writes them, and agreeing with their number (issue 23 item 19). */
describe('guests texts', () => {
  const en = i18nObject('en').guests;
  const es = i18nObject('es').guests;

  it('write numbers with the reader’s separators', () => {
    expect(en.counter({ shown: 3150, total: 31500 })).toBe('Showing 3,150 of 31,500 guests');
    // Spanish groups from five digits (CLDR): 3150, 31.500.
    expect(es.counter({ shown: 3150, total: 31500 })).toBe('Mostrando 3150 de 31.500 invitados');
    expect(en.messages.importGuestsSuccess({ guests: 8864, categories: 1 })).toBe('8,864 guests imported (companions included) and 1 category created.');
    expect(en.selection.count({ count: 1200 })).toBe('1,200 selected');
  });

  it('say one person as one', () => {
    expect(en.statistics.showGuests({ count: 1 })).toBe('Show this 1 person');
    expect(en.statistics.showGuests({ count: 2 })).toBe('Show these 2 people');
    expect(es.statistics.showGuests({ count: 1 })).toBe('Ver esta 1 persona');
    expect(es.selection.count({ count: 1 })).toBe('1 seleccionado');
    expect(es.filters.chosen({ count: 1 })).toBe('1 elegido');
  });
});
