/**
 * Dates are shown as dd/MM/yyyy and travel as yyyy-MM-dd (part 1 §9). Calendar dates
 * only: no time zones involved, so a date never shifts by a day.
 */

const wirePattern = /^(\d{4})-(\d{2})-(\d{2})/;
const displayPattern = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** `2025-06-14` (or `2025-06-14T…`) → `14/06/2025`; anything else → `''`. */
export function toDisplayDate(wire: string | null | undefined): string {
  const match = wirePattern.exec(wire ?? '');
  if (!match) return '';
  const [, year, month, day] = match;
  return isCalendarDate(Number(year), Number(month), Number(day)) ? `${day}/${month}/${year}` : '';
}

/** `14/06/2025` (or `14/6/2025`) → `2025-06-14`; not a real date → `null`. */
export function toWireDate(display: string): string | null {
  const match = displayPattern.exec(display.trim());
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  if (!isCalendarDate(year, month, day)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

export function isValidDisplayDate(display: string): boolean {
  return toWireDate(display) !== null;
}

/** Today (or `date`) in the browser's calendar, on the wire format. */
export function wireDateOf(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
