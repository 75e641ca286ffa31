import { checkPlanValue, planElementTypeOf, planLimits, type PlanElementType, type Time12 } from '../../contract/plan';
import { mapLinkOf, type ElementRow } from './plan-rows';

/**
 * Element values as their editors handle them. Times are picked as 1–12 hours, minutes in
 * steps of 5 and AM/PM, and stored as 24-hour HH:mm (part 1 §5).
 */

export { toTime12, type Meridiem, type Time12 } from '../../contract/plan';

export const pickerHours = Array.from({ length: 12 }, (_, index) => index + 1);
export const pickerMinutes = Array.from({ length: 12 }, (_, index) => index * 5);

const pad = (value: number) => String(value).padStart(2, '0');

export function toTime24({ hour, minute, meridiem }: Time12): string {
  const hours24 = (hour % 12) + (meridiem === 'PM' ? 12 : 0);
  return `${pad(hours24)}:${pad(minute)}`;
}

/**
 * Numbers are typed with the reader's decimal separator: Spanish writes `12,5`, English `12.5`.
 * The wire and the database always hold a dot. In Spanish a lone comma is the decimal separator;
 * in English a comma stays what it is (a thousands separator, which a value does not take).
 */
export type DecimalSeparator = '.' | ',';

export const decimalSeparatorOf = (locale: string): DecimalSeparator => (locale === 'es' ? ',' : '.');

/** `12,5` (Spanish) → `12.5`; anything else unchanged. */
export function toWireNumber(text: string, separator: DecimalSeparator): string {
  const trimmed = text.trim();
  return separator === ',' && /^-?\d+,\d+$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
}

/** `12.5` → `12,5` for a Spanish reader. */
export const toDisplayNumber = (value: string, separator: DecimalSeparator): string => (separator === ',' ? value.replace('.', ',') : value);

export interface ValueDraft {
  value: string | null;
  extra: string | null;
}

export type DraftCheck = { ok: true; value: string | null; extra: string | null } | { ok: false; rule: string };

/**
 * Checks a value as the server will (contract's `checkPlanValue`), after filling in what the
 * editor derives itself: a location's map link comes from its address, and a number typed with
 * the reader's decimal separator is read with a dot.
 */
export function checkDraft(element: ElementRow, draft: ValueDraft, separator: DecimalSeparator = '.'): DraftCheck {
  const type = typeOf(element);
  const extra = type === 'location' && draft.value?.trim() ? mapLinkOf(draft.value) : draft.extra;
  const value = type === 'number' && draft.value !== null ? toWireNumber(draft.value, separator) : draft.value;
  return checkPlanValue(
    type,
    value,
    extra,
    element.options.map((option) => option.id),
  );
}

/** Files are checked before they travel, and again by the server (part 1 §5). */
export const fileFits = (file: { size: number }) => file.size <= planLimits.fileMaxBytes;

export const typeOf = (element: Pick<ElementRow, 'type_id'>): PlanElementType => planElementTypeOf(element.type_id) ?? 'text';

/** Whether a value shown on screen equals the one saved (no call for an unchanged value). */
export const sameValue = (element: ElementRow, checked: { value: string | null; extra: string | null }) =>
  element.value === checked.value && element.extra === checked.extra;

/** Large texts show their first 300 characters until the reader asks for more. */
export function previewOf(text: string): { preview: string; truncated: boolean } {
  return text.length > planLimits.largeTextPreview
    ? { preview: text.slice(0, planLimits.largeTextPreview), truncated: true }
    : { preview: text, truncated: false };
}
