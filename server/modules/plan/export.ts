import { PassThrough, type Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { Zip, ZipPassThrough } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';
import { formatTime12, planElementTypeOf } from '../../../contract/plan';
import type { Locale } from '../../../contract/person';
import { i18nObject } from '../../../i18n/i18n-util';
import { loadAllLocales } from '../../../i18n/i18n-util.sync';
import type { Executor } from '../../db/client';
import { weddings } from '../weddings/schema';
import type { Scope } from '../../shared/owned-rows';
import { listElements, listSections } from './service';
import type { Storage } from '../../shared/storage';

loadAllLocales();

const toScreenDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Values written the way the plan page shows them in `locale`: 12-hour times, dd/MM/yyyy, 12,5 in Spanish. */
function screenValueOf(locale: Locale) {
  const LL = i18nObject(locale);
  const meridiems = { AM: LL.plan.values.am(), PM: LL.plan.values.pm() };
  const time = (value: string | null) => formatTime12(value, meridiems);
  return { time, number: (value: string) => (locale === 'es' ? value.replace('.', ',') : value) };
}

interface ExportRow {
  section: string;
  element: string;
  type: string;
  value: string;
  file?: { path: string; name: string };
}

/** One row per element, values written the way the plan page shows them. */
async function exportRows(db: Executor, scope: Scope, locale: Locale): Promise<ExportRow[]> {
  const t = i18nObject(locale).planExport;
  const screen = screenValueOf(locale);
  const sections = await listSections(db, scope);
  const { elements, options } = await listElements(db, scope);
  return sections.flatMap((section) =>
    elements
      .filter((element) => element.section_id === section.id)
      .map((element) => {
        const type = planElementTypeOf(element.type_id) ?? 'text';
        const value = element.value ?? '';
        const shown =
          type === 'date' && value
            ? toScreenDate(value)
            : type === 'time' && value
              ? screen.time(value)
              : type === 'time_frame' && value
                ? `${screen.time(value)} – ${screen.time(element.extra)}`
                : type === 'number' && value
                  ? screen.number(value)
                  : type === 'dropdown'
                    ? (options.find((option) => String(option.id) === value)?.option ?? '')
                    : type === 'location' && value && element.extra
                      ? `${value} (${element.extra})`
                      : value;
        return {
          section: section.section,
          element: element.element,
          type: t.types[type](),
          value: shown,
          ...(type === 'file' && element.extra && element.value ? { file: { path: element.extra, name: element.value } } : {}),
        };
      }),
  );
}

async function spreadsheet(rows: ExportRow[], locale: Locale, sheet: string): Promise<Buffer> {
  const t = i18nObject(locale).planExport;
  const header = [t.section(), t.element(), t.type(), t.value()].map((value) => ({ value, fontWeight: 'bold' as const }));
  const body = rows.map((row) => [row.section, row.element, row.type, row.value].map((value) => ({ value, type: String })));
  return writeXlsxFile([header, ...body], { sheet, columns: [{ width: 28 }, { width: 32 }, { width: 16 }, { width: 60 }] }).toBuffer();
}

// Excel refuses sheet names over 31 characters or holding any of : \ / ? * [ ].
const sheetNameOf = (name: string) =>
  name
    .replace(/[:\\/?*[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 31)
    .trim() || 'Plan';
// A file name keeps the wedding's own spelling (accents, &) but none of the characters file systems refuse.
const fileBaseOf = (name: string) =>
  name
    // eslint-disable-next-line no-control-regex
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);

/**
 * The names of what an export writes: a wedding's plan is named after the wedding ("Plan -
 * Sofía & Mateo.xlsx", its sheet "Sofía & Mateo"); the base plan keeps plan.xlsx and its sheet "Plan".
 */
async function exportNames(db: Executor, scope: Scope, locale: Locale): Promise<{ base: string; sheet: string }> {
  const t = i18nObject(locale).planExport;
  if (scope.weddingId === null) return { base: 'plan', sheet: t.sheet() };
  const [wedding] = await db.select({ name: weddings.name }).from(weddings).where(eq(weddings.id, scope.weddingId));
  const name = wedding?.name ?? '';
  const base = fileBaseOf(t.fileName({ wedding: name }));
  return { base: base || 'plan', sheet: sheetNameOf(name) };
}

/** <name>.xlsx alone, or <name>.zip holding it and every uploaded file, streamed as it is built. */
export async function exportPlan(db: Executor, storage: Storage, scope: Scope, options: { locale: Locale; attachFiles: boolean }) {
  const rows = await exportRows(db, scope, options.locale);
  const names = await exportNames(db, scope, options.locale);
  const workbook = await spreadsheet(rows, options.locale, names.sheet);
  const workbookName = `${names.base}.xlsx`;
  if (!options.attachFiles)
    return { fileName: workbookName, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', body: workbook as Buffer | Readable };

  const output = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return output.destroy(error);
    output.write(chunk);
    if (final) output.end();
  });
  const addEntry = async (name: string, content: Uint8Array | Readable) => {
    const entry = new ZipPassThrough(name);
    zip.add(entry);
    if (content instanceof Uint8Array) return entry.push(content, true);
    for await (const chunk of content) entry.push(chunk as Uint8Array);
    entry.push(new Uint8Array(0), true);
  };
  void (async () => {
    await addEntry(workbookName, workbook);
    const used = new Set<string>();
    for (const row of rows) {
      if (!row.file) continue;
      const stored = await storage.open(row.file.path);
      if (stored) await addEntry(`files/${uniqueName(used, safeName(row.section), safeName(row.file.name))}`, stored.stream);
    }
    zip.end();
  })().catch((error: Error) => output.destroy(error));
  return { fileName: `${names.base}.zip`, contentType: 'application/zip', body: output as Buffer | Readable };
}

// Control characters are exactly what a file name inside a zip must not carry; a name of dots
// ('..', '.') would climb out of its folder when the zip is unpacked, so leading dots go too.
const safeName = (name: string) =>
  name
    // eslint-disable-next-line no-control-regex
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_')
    .replace(/^\.+/, (dots) => '_'.repeat(dots.length))
    .slice(0, 120) || 'file';

function uniqueName(used: Set<string>, folder: string, name: string): string {
  let candidate = `${folder}/${name}`;
  for (let n = 2; used.has(candidate); n++) candidate = `${folder}/${n}-${name}`;
  used.add(candidate);
  return candidate;
}
