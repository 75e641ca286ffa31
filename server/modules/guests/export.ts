import writeXlsxFile from 'write-excel-file/node';
import { guestStatuses, importColumns, type ExportColumn, type Guest, type GuestColumn } from '../../../contract/guests';
import type { Locale } from '../../../contract/person';
import { i18nObject } from '../../../i18n/i18n-util';
import { loadAllLocales } from '../../../i18n/i18n-util.sync';
import type { Executor } from '../../db/client';
import { listCategories } from './categories';
import { listGuests } from './service';
import { spousesOf } from './spouses';

loadAllLocales();

type Cell = { value: string | number; type: StringConstructor | NumberConstructor };

/**
 * Every text goes in as a string cell (never a formula), so a name such as `=HYPERLINK(…)`,
 * `+1`, `-x` or `@me` stays the text it is when the sheet is opened.
 */
export const text = (value: string | null): Cell => ({ value: value ?? '', type: String });

const columnWidths: Record<GuestColumn, number> = { name: 32, companions: 14, category: 20, status: 16, table: 10, invitedBy: 16, phone: 18, comments: 48 };

function workbook(columns: GuestColumn[], rows: Cell[][], locale: Locale): Promise<Buffer> {
  const t = i18nObject(locale).guestsExport;
  const header = columns.map((column) => ({ value: t.columns[column](), fontWeight: 'bold' as const }));
  return writeXlsxFile([header, ...rows], {
    sheet: t.sheet(),
    columns: columns.map((column) => ({ width: columnWidths[column] })),
    stickyRowsCount: 1,
  }).toBuffer();
}

/** guests.xlsx: the name, then the chosen columns, in the caller's language, sorted by name; only the guests `ids` names when given. */
export async function exportGuests(db: Executor, weddingId: number, columns: ExportColumn[], locale: Locale, ids?: readonly number[]): Promise<Buffer> {
  const t = i18nObject(locale).guestsExport;
  const [all, categories, spouses] = [await listGuests(db, weddingId), await listCategories(db, weddingId), await spousesOf(db, weddingId)];
  const only = ids && new Set(ids);
  const guests = only ? all.filter((guest) => only.has(guest.id)) : all;
  const categoryName = new Map(categories.map((category) => [category.id, category.name]));
  const spouseName = new Map(spouses.map((spouse) => [spouse.id, spouse.firstName]));
  const statusName = new Map(guestStatuses.map((status) => [status.id as number, t.statuses[status.key]()]));
  const cellOf: Record<ExportColumn, (guest: Guest) => Cell> = {
    companions: (guest) => ({ value: guest.companions, type: Number }),
    status: (guest) => text(statusName.get(guest.status_id) ?? null),
    category: (guest) => text(categoryName.get(guest.category_id ?? 0) ?? null),
    table: (guest) => text(guest.tables.join(', ')),
    invitedBy: (guest) => text(spouseName.get(guest.invitedBy_id ?? 0) ?? null),
    phone: (guest) => text(guest.phone),
    comments: (guest) => text(guest.comments),
  };
  const sorted = [...guests].sort((a, b) => a.name.localeCompare(b.name, locale) || a.id - b.id);
  const rows = sorted.map((guest) => [text(guest.name), ...columns.map((column) => cellOf[column](guest))]);
  return workbook(['name', ...columns], rows, locale);
}

/** The import template: the import headers and one example row, in the caller's language. */
export async function importTemplate(locale: Locale): Promise<{ fileName: string; content: Buffer }> {
  const t = i18nObject(locale).guestsExport;
  const example: Record<(typeof importColumns)[number], Cell> = {
    name: text(t.example.name()),
    companions: { value: 1, type: Number },
    category: text(t.example.category()),
    status: text(t.statuses.attending()),
    invitedBy: text(''),
    phone: text(t.example.phone()),
    comments: text(t.example.comments()),
  };
  return { fileName: t.templateFile(), content: await workbook([...importColumns], [importColumns.map((column) => example[column])], locale) };
}
