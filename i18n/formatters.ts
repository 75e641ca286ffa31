import type { FormattersInitializer } from 'typesafe-i18n';
import type { Locales, Formatters } from './i18n-types';

// Dates are formatted by src/lib/dates.ts.
export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale: Locales) => {
  const numbers = new Intl.NumberFormat(locale);
  const formatters: Formatters = {
    /** A count as the reader writes numbers: "3,150" in English, "31.500" in Spanish. */
    count: (value: number) => numbers.format(value),
  };

  return formatters;
};
