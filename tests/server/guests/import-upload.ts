import writeXlsxFile from 'write-excel-file/node';
import { multipart } from '../../support/multipart';
import type { Caller, GuestWorld } from './guest-world';

export type SheetRows = Array<Array<string | number | null>>;

/** A real .xlsx, as a spreadsheet program would hand it over. */
export const xlsx = (rows: SheetRows) =>
  writeXlsxFile(rows.map((row) => row.map((value) => (value === null ? null : { value })))).toBuffer() as Promise<Buffer>;

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
