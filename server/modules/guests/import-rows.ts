import {
  defaultGuestStatusId,
  guestLimits,
  hasNoNul,
  importColumns,
  normalizeLabel,
  recognizeColumn,
  recognizeStatus,
  type GuestColumn,
  type ImportColumn,
  type ImportRowError,
  type ImportRowRule,
} from '../../../contract/guests';
import type { Spouse } from './spouses';

/** One data row of a file as written: its sheet row number and the text of each column read. */
export type RawGuestRow = { row: number } & Partial<Record<ImportColumn, string>>;

/** A row that passed: the guest it makes, its category still by name. */
export interface CheckedRow {
  row: number;
  name: string;
  companions: number;
  category: string | null;
  statusId: number;
  invitedById: number | null;
  phone: string | null;
  comments: string | null;
}

export interface HeaderReading {
  /** Every recognised column, in file order (the first of two headers naming the same column wins). */
  columns: GuestColumn[];
  /** Headers that name no column, as written. */
  ignored: string[];
  /** Where each importable column sits. */
  positions: Map<ImportColumn, number>;
}

export function readHeaders(headers: string[]): HeaderReading {
  const columns: GuestColumn[] = [];
  const ignored: string[] = [];
  const positions = new Map<ImportColumn, number>();
  headers.forEach((header, index) => {
    const column = recognizeColumn(header);
    if (!column || columns.includes(column)) {
      if (header.trim()) ignored.push(header.trim());
      return;
    }
    columns.push(column);
    if ((importColumns as readonly string[]).includes(column)) positions.set(column as ImportColumn, index);
  });
  return { columns, ignored, positions };
}

/** A data row of the sheet (row 2 on), cut to the columns read; null when it has nothing in them. */
export function rawRow(row: number, cells: string[], positions: Map<ImportColumn, number>): RawGuestRow | null {
  const raw: RawGuestRow = { row };
  for (const [column, position] of positions) {
    const text = (cells[position] ?? '').trim();
    if (text) raw[column] = text;
  }
  return Object.keys(raw).length > 1 ? raw : null;
}

const textLimits: Partial<Record<ImportColumn, number>> = {
  name: guestLimits.nameMax,
  category: guestLimits.categoryNameMax,
  phone: guestLimits.phoneMax,
  comments: guestLimits.commentsMax,
};

/** Matches "invited by" against the two spouses: full name first, then first name (any case or accents). */
function spouseMatcher(spouses: Spouse[]) {
  return (text: string): number | 'unknownSpouse' | 'ambiguousSpouse' => {
    const label = normalizeLabel(text);
    const full = spouses.find((spouse) => normalizeLabel(`${spouse.firstName} ${spouse.lastName}`) === label);
    if (full) return full.id;
    const byFirstName = spouses.filter((spouse) => normalizeLabel(spouse.firstName) === label);
    if (byFirstName.length === 1) return byFirstName[0]!.id;
    return byFirstName.length > 1 ? 'ambiguousSpouse' : 'unknownSpouse';
  };
}

function companionsOf(text: string | undefined): number | ImportRowRule {
  if (!text) return 0;
  if (!/^-?\d+(\.0+)?$/.test(text)) return 'numeric';
  const value = Number(text);
  if (value < 0) return 'min';
  return value > guestLimits.companionsMax ? 'max' : value;
}

/**
 * The rules of part 2 §5 for one row: name required; companions a whole number 0–100; category,
 * phone and comments within their lengths; status a known name in either language (blank is
 * Unknown); invited by one of the two spouses (blank is nobody).
 */
function checkRow(raw: RawGuestRow, matchSpouse: ReturnType<typeof spouseMatcher>): CheckedRow | ImportRowError[] {
  const errors: ImportRowError[] = [];
  const fail = (column: ImportColumn, rule: ImportRowRule, max?: number) =>
    errors.push({ row: raw.row, column, rule, value: (raw[column] ?? '').slice(0, 50), ...(max === undefined ? {} : { max }) });

  if (!raw.name) fail('name', 'required');
  for (const [column, max] of Object.entries(textLimits) as Array<[ImportColumn, number]>) {
    const text = raw[column];
    if (text && !hasNoNul(text)) fail(column, 'invalid');
    else if (text && text.length > max) fail(column, 'maxLength', max);
  }
  const companions = companionsOf(raw.companions);
  if (typeof companions !== 'number') fail('companions', companions, companions === 'max' ? guestLimits.companionsMax : undefined);
  const statusId = raw.status ? recognizeStatus(raw.status) : defaultGuestStatusId;
  if (statusId === null) fail('status', 'unknownStatus');
  const invitedBy = raw.invitedBy ? matchSpouse(raw.invitedBy) : null;
  if (typeof invitedBy === 'string') fail('invitedBy', invitedBy);

  if (errors.length > 0) return errors.sort((a, b) => importColumns.indexOf(a.column) - importColumns.indexOf(b.column));
  return {
    row: raw.row,
    name: raw.name!,
    companions: companions as number,
    category: raw.category ?? null,
    statusId: statusId!,
    invitedById: invitedBy as number | null,
    phone: raw.phone ?? null,
    comments: raw.comments ?? null,
  };
}

export interface RowsCheck {
  checked: CheckedRow[];
  /** Every error of the first rows that have errors (up to `importErrorRowsShown` rows). */
  errors: ImportRowError[];
  /** Rows with errors beyond those listed. */
  moreRows: number;
}

export function checkRows(rows: RawGuestRow[], spouses: Spouse[]): RowsCheck {
  const matchSpouse = spouseMatcher(spouses);
  const result: RowsCheck = { checked: [], errors: [], moreRows: 0 };
  let rowsWithErrors = 0;
  for (const raw of rows) {
    const outcome = checkRow(raw, matchSpouse);
    if (!Array.isArray(outcome)) result.checked.push(outcome);
    else if (++rowsWithErrors <= guestLimits.importErrorRowsShown) result.errors.push(...outcome);
    else result.moreRows++;
  }
  return result;
}

/** How names are compared to find a guest already on the list: case, accents and spacing aside. */
export const nameKey = (name: string) => normalizeLabel(name);
