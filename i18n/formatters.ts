import type { FormattersInitializer } from 'typesafe-i18n';
import type { Locales, Formatters } from './i18n-types';

// No custom formatters yet; dates are formatted by src/lib/dates.ts.
export const initFormatters: FormattersInitializer<Locales, Formatters> = () => {
  const formatters: Formatters = {};

  return formatters;
};
