import { strToU8, zipSync } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';
import { multipart } from '../../support/multipart';
import type { Caller, GuestWorld } from './guest-world';

export type SheetRows = Array<Array<string | number | null>>;

/** A real .xlsx, as a spreadsheet program would hand it over. */
export const xlsx = (rows: SheetRows) =>
  writeXlsxFile(rows.map((row) => row.map((value) => (value === null ? null : { value })))).toBuffer() as Promise<Buffer>;

const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const relationships = (type: string, target: string) =>
  `${xmlHead}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/${type}" Target="${target}"/></Relationships>`;

/**
 * The least an .xlsx is (a workbook of one sheet, its text inline), whose sheet holds the
 * header `Name` and then `names` names, then `lastRows` (rows as XML) and `paddingBytes` of
 * spaces: for sheets far larger than a spreadsheet writer makes in a test's time. The sheet is
 * written straight into bytes, leaving no large string behind for the garbage collector to stop
 * the test's event loop over later.
 */
export function bareXlsx(names: number, { lastRows = '', paddingBytes = 0 } = {}): Buffer {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const row = (number: number, text: string) => `<row r="${number}"><c r="A${number}" t="inlineStr"><is><t>${text}</t></is></c></row>`;
  const sheet = Buffer.alloc(100 * (names + 10) + lastRows.length + paddingBytes, 0x20);
  let length = sheet.write(`${xmlHead}<worksheet xmlns="${main}"><sheetData>${row(1, 'Name')}`);
  for (let number = 2; number <= names + 1; number++) length += sheet.write(row(number, `G${number}`), length);
  length += sheet.write(lastRows, length) + paddingBytes;
  length += sheet.write('</sheetData></worksheet>', length);
  const files = {
    '[Content_Types].xml': strToU8(
      `${xmlHead}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(relationships('officeDocument/2006/relationships/officeDocument', 'xl/workbook.xml')),
    'xl/workbook.xml': strToU8(
      `${xmlHead}<workbook xmlns="${main}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Guests" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(relationships('officeDocument/2006/relationships/worksheet', 'worksheets/sheet1.xml')),
    'xl/worksheets/sheet1.xml': sheet.subarray(0, length),
  };
  return Buffer.from(zipSync(files, { level: 1 }));
}

/** CSV text as Excel writes it: CRLF line ends; with `bom`, the UTF-8 byte order mark first. */
export const csv = (lines: string[], options: { bom?: boolean } = {}) =>
  Buffer.concat([Buffer.from(options.bom ? [0xef, 0xbb, 0xbf] : []), Buffer.from(lines.join('\r\n') + '\r\n', 'utf8')]);

/** `POST /guests/import_validate` with the file and the wedding, as the SPA's form sends them. */
export function validateUpload(world: GuestWorld, caller: Caller, weddingId: number, file: { name: string; content: Buffer }) {
  const form = multipart({ wedding_id: String(weddingId), language: 'en' }, { ...file, field: 'file' });
  const cookie = world.cookies[caller];
  return world.server.inject({
    method: 'POST',
    url: '/api/guests/import_validate',
    headers: { ...form.headers, ...(cookie ? { cookie } : {}) },
    payload: form.payload,
  });
}

export function importHandle(world: GuestWorld, caller: Caller, weddingId: number, handle: string, skipDuplicates?: boolean) {
  return world.call(caller, 'POST', '/api/guests/import', {
    wedding_id: weddingId,
    validated_file_path: handle,
    language: 'en',
    ...(skipDuplicates === undefined ? {} : { skip_duplicates: skipDuplicates }),
  });
}
