import type { Locales } from './i18n-types';

/**
 * A count as the reader writes numbers: "3,150" in English; Spanish groups thousands only from
 * five digits on ("3150", "31.500"), as Intl and the RAE do.
 *
 * Written out rather than `Intl.NumberFormat` for the whole numbers the screens count: a
 * browser's first number format loads its locale data, 45 to 90 ms of this machine's main thread
 * on the guest list's first load (bench/spa-guests.ts), while the page's code is arriving and
 * waiting for that thread. Anything else (a fraction, a number too large to be exact) still goes
 * through Intl, made on first use. `tests/lib/count-format.test.ts` holds both to the same output.
 */
export function countFormat(locale: Locales): (value: number) => string {
  const separator = locale === 'es' ? '.' : ',';
  const groupsFrom = locale === 'es' ? 5 : 4;
  let intl: Intl.NumberFormat | null = null;
  return (value) => {
    if (!Number.isSafeInteger(value)) return (intl ??= new Intl.NumberFormat(locale)).format(value);
    const digits = String(Math.abs(value));
    const grouped = digits.length < groupsFrom ? digits : digits.replace(/\B(?=(\d{3})+$)/g, separator);
    return value < 0 ? `-${grouped}` : grouped;
  };
}
