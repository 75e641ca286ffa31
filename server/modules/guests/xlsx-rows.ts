import { readSheet } from 'read-excel-file/node';
import { hasContent, unreadable, type SheetRow } from './sheet-rows';
import { guardXlsx } from './xlsx-guard';

/** The rows of an .xlsx's first sheet with something in them, once `guardXlsx` has found the sheet small enough to parse. */
export async function* xlsxRows(content: Buffer): AsyncGenerator<SheetRow> {
  guardXlsx(content);
  let rows: unknown[][];
  try {
    rows = await readSheet(content, { trim: false });
  } catch {
    throw unreadable();
  }
  for (const [index, row] of rows.entries()) {
    const cells = row.map(cellText);
    if (hasContent(cells)) yield { row: index + 1, cells };
  }
}

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell);
}
