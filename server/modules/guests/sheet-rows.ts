import { DomainError } from '../../shared/domain-error';

/** A row of a sheet with something in it: its number in the sheet (from 1) and its cells as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/**
 * Rows a sheet may have at all, blank ones (`;;;;` where a spreadsheet program formatted empty
 * rows) included; entirely empty lines of a CSV are not rows. Far above the 10,000 guests an
 * import takes, so a real export's trailing empty rows never matter, while a file of nothing but
 * empty rows is refused after reading this many.
 */
export const sheetRowsMax = 100_000;

export const tooManyRows = () => new DomainError('import_too_many_rows');

/** Whether cells hold anything but blanks: rows that do not are skipped, and never counted as guests. */
export const hasContent = (cells: string[]) => cells.some((cell) => cell.trim() !== '');

export const unreadable = () => new DomainError('invalid_import_file');
