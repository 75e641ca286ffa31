import { parse as parseCsv } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { DomainError } from '../../shared/domain-error';

/** A spreadsheet as text: one array of cells per row, the headers first; row n of the sheet is `rows[n - 1]`. */
export type SheetText = string[][];

const zipSignature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** What an .xlsx may unpack to: a 5 MB file of 10,000 guests unpacks to a few tens of MB. */
const unpackedMaxBytes = 200 * 1024 * 1024;

const unreadable = () => new DomainError('invalid_import_file');

/**
 * Reads an uploaded guest list. The content decides the format (an .xlsx is a zip; a CSV is
 * UTF-8 text without NUL bytes); a name that claims the other format is refused, so a picture
 * or a text renamed .xlsx never reaches a parser that would guess.
 */
export async function readSpreadsheet(content: Buffer, fileName: string): Promise<SheetText> {
  const claimed = /\.(xlsx|csv)$/i.exec(fileName)?.[1]?.toLowerCase();
  const isZip = content.subarray(0, 4).equals(zipSignature);
  if (isZip && claimed !== 'csv') return readXlsx(content);
  if (!isZip && claimed !== 'xlsx') return readCsv(content);
  throw unreadable();
}

async function readXlsx(content: Buffer): Promise<SheetText> {
  refuseZipBomb(content);
  try {
    const rows = await readSheet(content, { trim: false });
    return rows.map((row) => row.map(cellText));
  } catch {
    throw unreadable();
  }
}

/** Sums the sizes the zip declares before anything is unpacked (nothing is: the filter says no). */
function refuseZipBomb(content: Buffer): void {
  let declared = 0;
  try {
    unzipSync(content, {
      filter: (file) => {
        declared += file.originalSize;
        return false;
      },
    });
  } catch {
    throw unreadable();
  }
  if (declared > unpackedMaxBytes) throw unreadable();
}

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell);
}

function readCsv(content: Buffer): SheetText {
  if (content.includes(0)) throw unreadable();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(content);
  } catch {
    throw unreadable();
  }
  try {
    return parseCsv(text, { delimiter: separatorOf(text), relax_column_count: true, relax_quotes: true }) as SheetText;
  } catch {
    throw unreadable();
  }
}

/** Excel writes `;` where the decimal mark is a comma (Spanish locales): the header line tells which. */
function separatorOf(text: string): ',' | ';' {
  const header = (text.split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '');
  const count = (separator: string) => header.split(separator).length - 1;
  return count(';') > count(',') ? ';' : ',';
}
