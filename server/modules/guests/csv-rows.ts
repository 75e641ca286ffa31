import { Readable } from 'node:stream';
import { parse, type Options, type Parser } from 'csv-parse';
import { DomainError } from '../../shared/domain-error';
import { hasContent, sheetRowsMax, tooManyRows, unreadable, type SheetRow } from './sheet-rows';

/** How much text the parser is handed at a time. */
const sliceLength = 64 * 1024;

/**
 * The rows of a CSV with something in them, streamed: the caller stops reading once it has seen
 * enough (10,000 guests), and so does this past `sheetRowsMax` rows of any kind. Empty lines are
 * skipped by the parser itself at almost no cost (a 5 MB file of line breaks reads in a fraction
 * of a second). A row's number counts every row and line before it, as a spreadsheet program
 * shows the file.
 */
export async function* csvRows(content: Buffer): AsyncGenerator<SheetRow> {
  if (content.includes(0)) throw unreadable();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(content);
  } catch {
    throw unreadable();
  }
  let records = 0;
  // What the parser hands on, in place of a row, once there are too many.
  const tooMany = { tooMany: true } as const;
  const options: Options<SheetRow | typeof tooMany, string[]> = {
    delimiter: separatorOf(text),
    relax_column_count: true,
    relax_quotes: true,
    // Empty lines are skipped by the parser itself and counted in `empty_lines`.
    skip_empty_lines: true,
    on_record: (cells, { empty_lines }) => {
      if (++records > sheetRowsMax) return tooMany;
      return hasContent(cells) ? { row: records + empty_lines, cells } : null;
    },
  };
  // csv-parse's types have `parse` hand on rows shaped as they are read; `on_record` reshapes them.
  const parser: Parser = Readable.from(slices(text)).pipe(parse(options as unknown as Options));
  try {
    for await (const row of parser as AsyncIterable<SheetRow | typeof tooMany>) {
      if ('tooMany' in row) throw tooManyRows();
      yield row;
    }
  } catch (error) {
    throw error instanceof DomainError ? error : unreadable();
  } finally {
    parser.destroy();
  }
}

function* slices(text: string): Generator<string> {
  for (let at = 0; at < text.length; at += sliceLength) yield text.slice(at, at + sliceLength);
}

/** Excel writes `;` where the decimal mark is a comma (Spanish locales): the first line with anything in it tells which. */
function separatorOf(text: string): ',' | ';' {
  const start = text.search(/[^\r\n]/);
  const lineEnd = text.indexOf('\n', start);
  const header = (start === -1 ? '' : text.slice(start, lineEnd === -1 ? text.length : lineEnd)).replace(/"[^"]*"/g, '');
  const count = (separator: string) => header.split(separator).length - 1;
  return count(';') > count(',') ? ';' : ',';
}
