import type { Locale } from './locale';

/**
 * Money, exact to the cent (issue 26). No binary float ever holds an amount:
 * - on the wire an amount is a decimal string with a dot: the server answers exactly two
 *   decimals (`"1234.50"`), and takes at most two (`"1234.5"`, `"1234"`), without sign,
 *   thousands separators or exponent (`checkWireAmount`);
 * - in memory it is a whole number of cents (`toCents`), exact in a JavaScript number far
 *   beyond any budget (2^53 cents), so sums and comparisons are integer arithmetic;
 * - what a person types is read in their language's notation (`parseAmount`) and written back
 *   the same way (`formatAmount`).
 * No zod here, so the SPA's first script can use it without pulling zod in.
 */
export const moneyLimits = {
  /** 999,999,999.99: more than any wedding spends, and what `numeric(11, 2)` holds. */
  maxCents: 99_999_999_999,
} as const;

/**
 * Why an amount is refused (each a `validation.*` message): `numeric` not a number as written
 * (`12,5.3`, `1e400`, `abc`), `negative` below zero, `decimals` more than two decimals
 * (`0.001`), `max` above 999,999,999.99.
 */
export type AmountRule = 'numeric' | 'negative' | 'decimals' | 'max';

/** An amount read, in cents, or null when nothing was written (an expense "to be decided"). */
export type AmountCheck = { ok: true; cents: number | null } | { ok: false; rule: AmountRule };

const digits = /^\d+$/;

/** The rules once the sign, whole part and decimals are told apart (each written in plain digits). */
function amountOf(negative: boolean, whole: string, decimals: string): AmountCheck {
  if (!digits.test(whole) || (decimals !== '' && !digits.test(decimals))) return { ok: false, rule: 'numeric' };
  const significant = whole.replace(/^0+/, '');
  // Past 13 digits a number would lose cents; any such amount is far over the limit anyway.
  const cents = significant.length > 13 ? Infinity : Number(significant || '0') * 100 + Number(decimals.padEnd(2, '0').slice(0, 2));
  if (negative && (cents > 0 || /[1-9]/.test(decimals))) return { ok: false, rule: 'negative' };
  if (decimals.length > 2) return { ok: false, rule: 'decimals' };
  if (cents > moneyLimits.maxCents) return { ok: false, rule: 'max' };
  return { ok: true, cents };
}

/** `"-12.5"` → sign, `"12"`, `"5"`; a second point leaves `"5.3"` as decimals, which are then no number. */
function splitAt(text: string, point: string): [negative: boolean, whole: string, decimals: string] {
  const negative = /^[-\u2212]/.test(text);
  const unsigned = negative ? text.slice(1) : text;
  const at = unsigned.indexOf(point);
  return at < 0 ? [negative, unsigned, ''] : [negative, unsigned.slice(0, at), unsigned.slice(at + 1)];
}

/**
 * An amount as the API takes it: plain digits, then at most two decimals after a dot. A blank
 * text is not an amount here (the calls send null for "to be decided").
 */
export function checkWireAmount(text: string): AmountCheck {
  const [negative, whole, decimals] = splitAt(text, '.');
  if (whole === '' || (text.includes('.') && decimals === '')) return { ok: false, rule: 'numeric' };
  return amountOf(negative, whole, decimals);
}

const notation: Record<Locale, { point: string; group: string }> = {
  en: { point: '.', group: ',' },
  es: { point: ',', group: '.' },
};

/** `1,234,567` (groups of three after the first) → `1234567`; a whole part written otherwise stays as it is. */
function ungrouped(whole: string, group: string): string {
  const parts = whole.split(group);
  const grouped = parts.length > 1 && /^\d{1,3}$/.test(parts[0]!) && parts.slice(1).every((part) => /^\d{3}$/.test(part));
  return grouped ? parts.join('') : whole;
}

/**
 * What a person typed, in their language's notation: `1,234.50` or `1234.5` in English;
 * `1.234,50`, `1234,5` or `12,5` in Spanish, where a lone point not followed by exactly three
 * digits (`12.5`, typed on a keypad) is also read as the decimal point. Spaces and a leading
 * `$` are ignored. Blank is null (to be decided); anything else that is not an amount is refused
 * with its rule, never read as some other number (`12,5` in English is not 125).
 */
export function parseAmount(text: string, locale: Locale): AmountCheck {
  const spaceless = text.replace(/\s/g, '');
  if (spaceless === '') return { ok: true, cents: null };
  const compact = spaceless.replace(/^([-\u2212]?)\$/, '$1');
  let { point, group } = notation[locale];
  if (locale === 'es' && !compact.includes(',') && /^[^.]*\.(?!\d{3}$)[^.]*$/.test(compact)) [point, group] = ['.', ','];
  const [negative, whole, decimals] = splitAt(compact, point);
  if (whole === '' && decimals === '') return { ok: false, rule: 'numeric' };
  return amountOf(negative, ungrouped(whole, group) || '0', decimals);
}

/** A wire amount (`"1234.50"`) in cents. The server's answers are always wire amounts; anything else is a bug, and throws. */
export function toCents(amount: string): number {
  const read = checkWireAmount(amount);
  if (!read.ok || read.cents === null) throw new Error(`not an amount: ${amount}`);
  return read.cents;
}

/** Cents as the wire writes them: `123450` → `"1234.50"`. */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/**
 * Cents in a language's notation: `123450` → `1,234.50` (English) or `1.234,50` (Spanish);
 * without `grouping`, `1234.50` / `1234,50` (what an edit field starts with). Written by hand
 * rather than with Intl, whose Spanish leaves four-digit numbers ungrouped.
 */
export function formatAmount(cents: number, locale: Locale, { grouping = true } = {}): string {
  const { point, group } = notation[locale];
  const [sign, whole, decimals] = /^(-?)(\d+)\.(\d{2})$/.exec(fromCents(cents))!.slice(1) as [string, string, string];
  const grouped = grouping ? whole.replace(/\B(?=(\d{3})+$)/g, group) : whole;
  return `${sign}${grouped}${point}${decimals}`;
}

/** The sum of wire amounts in cents; a null amount (to be decided) counts as 0. */
export const sumCents = (amounts: Iterable<string | null>): number => {
  let total = 0;
  for (const amount of amounts) total += amount === null ? 0 : toCents(amount);
  return total;
};
