import { guestLimits } from '../../../contract/guests';
import { DomainError } from '../../shared/domain-error';
import { csvRows } from './csv-rows';
import type { ValidatedFile } from './import-handles';
import { rawRow, readHeaders, type HeaderReading } from './import-rows';
import { unreadable, type SheetRow } from './sheet-rows';
import { xlsxRows } from './xlsx-rows';

const zipSignature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * Reads an uploaded guest list into the rows an import takes, or refuses it: empty
 * (`import_file_empty`), not a spreadsheet (`invalid_import_file`), no name column in its first
 * row, no guests, or more than 10,000 rows below its headers (`import_too_many_rows`), which
 * is said as soon as row 10,001 is reached: the rest is never read. The content decides the
 * format (an .xlsx is a zip; a CSV is UTF-8 text without NUL bytes); a name that claims the
 * other format is refused, so a picture or a text renamed .xlsx never reaches a parser that
 * would guess. Run on a worker thread (server/shared/uploads/off-thread.ts): the content comes
 * as bytes.
 */
export async function readGuestFile(bytes: Uint8Array, fileName: string): Promise<ValidatedFile> {
  const content = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (content.length === 0) throw new DomainError('import_file_empty');
  const claimed = /\.(xlsx|csv)$/i.exec(fileName)?.[1]?.toLowerCase();
  const isZip = content.subarray(0, 4).equals(zipSignature);
  if (isZip && claimed !== 'csv') return guestFileOf(xlsxRows(content));
  if (!isZip && claimed !== 'xlsx') return guestFileOf(csvRows(content));
  throw unreadable();
}

/** The headers (the first row), then each data row cut to the columns read, counted as they come. */
async function guestFileOf(rows: AsyncIterable<SheetRow>): Promise<ValidatedFile> {
  let headers: HeaderReading | null = null;
  let dataRows = 0;
  const guests: ValidatedFile['rows'] = [];
  for await (const { row, cells } of rows) {
    if (!headers) {
      headers = readHeaders(row === 1 ? cells : []);
      if (!headers.positions.has('name')) throw new DomainError('no_name_column');
      continue;
    }
    if (++dataRows > guestLimits.importRowsMax) throw new DomainError('import_too_many_rows');
    const guest = rawRow(row, cells, headers.positions);
    if (guest) guests.push(guest);
  }
  if (!headers) throw new DomainError('import_file_empty');
  if (guests.length === 0) throw new DomainError('import_empty');
  return { columns: headers.columns, ignored: headers.ignored, rows: guests };
}
