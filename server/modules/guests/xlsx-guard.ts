import { Unzip, UnzipInflate } from 'fflate';
import { guestLimits } from '../../../contract/guests';
import { tooManyRows, unreadable } from './sheet-rows';

/**
 * What an .xlsx's XML parts may inflate to, all together: 10,000 guests with long comments and
 * a dozen more columns are some tens of MB; a 5 MB zip can hold gigabytes.
 */
const xmlMaxBytes = 64 * 1024 * 1024;
/** How much of the zip is unpacked at a time: a bomb's output is counted before it can pile up. */
const zipSliceBytes = 16 * 1024;
/** The cells the sheet's reader lays out: the last row with a value × the last column with one. */
const areaMaxCells = 2_000_000;
const excelRows = 1_048_576;
const excelColumns = 16_384;

/**
 * Refuses an .xlsx before it is parsed whose first sheet is more than a guest list can be: over
 * 10,000 rows with a value below the headers (`import_too_many_rows`), XML parts inflating past
 * 64 MB, or a used area of more than 2 million cells (`invalid_import_file`). A parser would
 * otherwise build the whole sheet first: a 1.5 MB file of 300,000 rows took 75 s and overflowed
 * its stack. The parts are unpacked as the sheet's reader (read-excel-file, with fflate) will
 * unpack them, and only counted and scanned here.
 */
export function guardXlsx(content: Buffer): void {
  const parts = xmlParts(content);
  const first = firstSheetPath(parts);
  // A workbook whose first sheet cannot be told has each of its sheets checked.
  const sheets = first ? [first] : [...parts.keys()].filter((name) => /^xl\/worksheets\/[^/]+\.xml$/.test(name));
  for (const path of sheets) checkSheet(parts.get(path)!.toString('utf8'));
}

/** Every part the reader parses (`.xml`, `.xml.rels`), inflated and counted: past `xmlMaxBytes` in all, refused. */
function xmlParts(content: Buffer): Map<string, Buffer> {
  const chunks = new Map<string, Uint8Array[]>();
  let total = 0;
  let broken = false;
  const unzip = new Unzip((file) => {
    if (!file.name.endsWith('.xml') && !file.name.endsWith('.xml.rels')) return;
    const own: Uint8Array[] = [];
    chunks.set(file.name, own);
    file.ondata = (error, data) => {
      total += data?.length ?? 0;
      if (error || total > xmlMaxBytes) broken = true;
      else own.push(data);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < content.length && !broken; at += zipSliceBytes)
      unzip.push(content.subarray(at, at + zipSliceBytes), at + zipSliceBytes >= content.length);
  } catch {
    throw unreadable();
  }
  if (broken) throw unreadable();
  return new Map([...chunks].map(([name, parts]) => [name, Buffer.concat(parts)]));
}

/** The attributes of one tag, whatever their prefix (`r:id` is `id`), quoted either way. */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, double, single] of tag.matchAll(/(?:[\w.-]+:)?([\w.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) attributes.set(name!, double ?? single ?? '');
  return attributes;
}

/** A tag's text, with quoted attribute values that may hold `>`. */
const tagPattern = (names: string) => new RegExp(`<(/?)(?:[\\w.-]+:)?(${names})(?=[\\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>`, 'g');

/** The first sheet of the workbook, as its reader finds it (workbook.xml, then its relationships); null when it cannot be told. */
function firstSheetPath(parts: Map<string, Buffer>): string | null {
  const workbook = parts.get('xl/workbook.xml')?.toString('utf8') ?? '';
  const relations = parts.get('xl/_rels/workbook.xml.rels')?.toString('utf8') ?? '';
  const first = [...workbook.matchAll(tagPattern('sheet'))].map((tag) => attributesOf(tag[3]!)).find((sheet) => sheet.has('name'));
  const relation = [...relations.matchAll(tagPattern('Relationship'))].map((tag) => attributesOf(tag[3]!)).find((tag) => tag.get('Id') === first?.get('id'));
  const target = relation?.get('Target');
  if (!target) return null;
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  return parts.has(path) ? path : null;
}

const columnNumber = (letters: string) => [...letters].reduce((number, letter) => number * 26 + letter.charCodeAt(0) - 64, 0);

/** A row's or cell's `r` attribute: its number, or its reference (`B12`). */
const referenceOf = (attributes: string) =>
  /(?:^|\s)r\s*=\s*(?:"([^"]*)"|'([^']*)')/
    .exec(attributes)
    ?.slice(1)
    .find((value) => value !== undefined);

/** Walks the sheet's rows and cells as tags, counting the rows with a value and the area they use. */
function checkSheet(xml: string): void {
  let row = 0;
  let column = 0;
  let rowHasValue = false;
  let valueRows = 0;
  let lastValueRow = 0;
  let lastValueColumn = 0;
  for (const [, closing, name, attributes] of xml.matchAll(tagPattern('row|c|v|is'))) {
    if (closing) continue;
    if (name === 'row') {
      row = Number(referenceOf(attributes!) ?? row + 1);
      column = 0;
      rowHasValue = false;
    } else if (name === 'c') {
      const cell = /^([A-Z]+)\d+$/.exec(referenceOf(attributes!) ?? '');
      column = cell ? columnNumber(cell[1]!) : column + 1;
    } else if (!attributes!.endsWith('/')) {
      if (!rowHasValue && ++valueRows > guestLimits.importRowsMax + 1) throw tooManyRows();
      rowHasValue = true;
      lastValueRow = row;
      lastValueColumn = Math.max(lastValueColumn, column);
    }
    if (!Number.isInteger(row) || row > excelRows || column > excelColumns) throw unreadable();
  }
  if (lastValueRow * lastValueColumn > areaMaxCells) throw unreadable();
}
