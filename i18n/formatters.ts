import type { FormattersInitializer } from 'typesafe-i18n';
import { countFormat } from './count-format';
import type { Locales, Formatters } from './i18n-types';

// Dates are formatted by src/lib/dates.ts.
export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale: Locales) => {
  const formatters: Formatters = {
    /** A count as the reader writes numbers: "3,150" in English, "31.500" in Spanish. */
    count: countFormat(locale),
  };

  return formatters;
};
