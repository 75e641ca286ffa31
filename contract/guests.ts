import { z } from 'zod';
import { emptyAnswer, endpoint, idField, idListInQueryOrBody, idQuery, maxId } from './endpoint';
import { locales } from './person';

/**
 * The Guests module's calls (part 2 §7) and everything both sides must agree on: the fixed
 * statuses, the colours catalogue, the spreadsheet columns in both languages and the limits.
 *
 * Wire conventions: ids are positive 32-bit integers (temporary client ids start at
 * `guestLimits.temporaryIdFrom` and are never sent); blank texts are stored and answered as null;
 * a failure answers `{ error: { code }, validationErrors? }` like every call (contract/errors.ts),
 * except the import's row errors (`importRejection` below).
 */
export const guestLimits = {
  nameMax: 150,
  companionsMax: 100,
  phoneMax: 20,
  commentsMax: 500,
  categoryNameMax: 100,
  colorMax: 255,
  /** Ids a mass call may name at once. */
  massIdsMax: 10_000,
  /** Ids an export of the guests shown may name: any list a wedding shows (50,000 ids stay well under the 1 MB body limit). */
  exportIdsMax: 50_000,
  importFileMaxBytes: 5 * 1024 * 1024,
  importRowsMax: 10_000,
  /** Rows with errors listed by `import_validate`; the rest are counted in `more_rows`. */
  importErrorRowsShown: 50,
  /** Duplicate rows listed by `import_validate`; `duplicates.total` counts them all. */
  importDuplicatesShown: 50,
  /** How long a validated file waits for its import. */
  importHandleMinutes: 30,
  temporaryIdFrom: 1_000_000,
} as const;

// ─── Statuses ────────────────────────────────────────────────────────────────────────────────

/**
 * The three fixed statuses (part 2 §3), in display order. `name` is the catalogue's name,
 * `key` the display key the SPA translates (attending, notAttending, pending), and the colour
 * paints chips and chairs. A new guest is Unknown (pending).
 */
export const guestStatuses = [
  { id: 1, name: 'Attending', key: 'attending', order: 1, color_r: 40, color_g: 167, color_b: 69 },
  { id: 2, name: 'Not Attending', key: 'notAttending', order: 2, color_r: 220, color_g: 53, color_b: 69 },
  { id: 3, name: 'Unknown', key: 'pending', order: 3, color_r: 134, color_g: 142, color_b: 150 },
] as const;

export type GuestStatus = (typeof guestStatuses)[number];
export type GuestStatusId = GuestStatus['id'];
export type GuestStatusKey = GuestStatus['key'];

export const guestStatusId = { attending: 1, notAttending: 2, pending: 3 } as const satisfies Record<GuestStatusKey, GuestStatusId>;
export const defaultGuestStatusId: GuestStatusId = guestStatusId.pending;

const statusIds = guestStatuses.map((status) => status.id) as [GuestStatusId, ...GuestStatusId[]];
export const statusIdField = z.literal(statusIds, { error: 'invalid' });

// ─── Colours catalogue ───────────────────────────────────────────────────────────────────────

/** The colours a category may take (`GET /catalog/colors`); `key` names it for screen readers. */
export const guestColors = [
  { id: 1, key: 'rose', color_r: 233, color_g: 30, color_b: 99 },
  { id: 2, key: 'coral', color_r: 255, color_g: 112, color_b: 67 },
  { id: 3, key: 'amber', color_r: 255, color_g: 179, color_b: 0 },
  { id: 4, key: 'lime', color_r: 139, color_g: 195, color_b: 74 },
  { id: 5, key: 'green', color_r: 67, color_g: 160, color_b: 71 },
  { id: 6, key: 'teal', color_r: 0, color_g: 150, color_b: 136 },
  { id: 7, key: 'cyan', color_r: 0, color_g: 172, color_b: 193 },
  { id: 8, key: 'blue', color_r: 30, color_g: 136, color_b: 229 },
  { id: 9, key: 'indigo', color_r: 57, color_g: 73, color_b: 171 },
  { id: 10, key: 'purple', color_r: 142, color_g: 36, color_b: 170 },
  { id: 11, key: 'lavender', color_r: 179, color_g: 157, color_b: 219 },
  { id: 12, key: 'blush', color_r: 244, color_g: 143, color_b: 177 },
  { id: 13, key: 'gold', color_r: 212, color_g: 175, color_b: 55 },
  { id: 14, key: 'brown', color_r: 141, color_g: 110, color_b: 99 },
  { id: 15, key: 'slate', color_r: 96, color_g: 125, color_b: 139 },
  { id: 16, key: 'navy', color_r: 26, color_g: 35, color_b: 126 },
] as const;

export type GuestColor = (typeof guestColors)[number];

// ─── Spreadsheet columns ─────────────────────────────────────────────────────────────────────

/** Columns a spreadsheet may carry. `table` is written by the export only; an import ignores it. */
export const guestColumns = ['name', 'companions', 'category', 'status', 'invitedBy', 'phone', 'comments', 'table'] as const;
export type GuestColumn = (typeof guestColumns)[number];

/** What an import reads, and the template's columns in this order. */
export const importColumns = ['name', 'companions', 'category', 'status', 'invitedBy', 'phone', 'comments'] as const satisfies readonly GuestColumn[];
export type ImportColumn = (typeof importColumns)[number];

/** What an export may add after the name (always first), in this order; all of them by default (part 2 §9). */
export const exportColumns = ['companions', 'status', 'category', 'table', 'invitedBy', 'phone', 'comments'] as const satisfies readonly GuestColumn[];
export type ExportColumn = (typeof exportColumns)[number];

/**
 * Lower case, accents and punctuation dropped, spaces collapsed: how headers, status names and
 * spouses' names are compared ("  Categoría " = "categoria", "Invitado por:" = "invitado por").
 */
export function normalizeLabel(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Header names an import recognises, in English and Spanish, already normalised. The export
 * writes its headers from i18n `guestsExport.columns`; a test keeps every one of them here.
 */
export const columnAliases: Record<GuestColumn, readonly string[]> = {
  name: ['name', 'guest', 'guest name', 'full name', 'nombre', 'invitado', 'nombre completo', 'nombre del invitado'],
  companions: ['companions', 'companion', 'plus ones', 'acompanantes', 'acompanante'],
  category: ['category', 'group', 'categoria', 'grupo'],
  status: ['status', 'rsvp', 'estado', 'asistencia'],
  invitedBy: ['invited by', 'invitedby', 'invitado por', 'invitada por', 'invitados por'],
  phone: ['phone', 'phone number', 'telephone', 'mobile', 'telefono', 'celular', 'movil'],
  comments: ['comments', 'comment', 'notes', 'comentarios', 'comentario', 'notas'],
  table: ['table', 'tables', 'mesa', 'mesas'],
};

export function recognizeColumn(header: string): GuestColumn | null {
  const label = normalizeLabel(header);
  return guestColumns.find((column) => columnAliases[column].includes(label)) ?? null;
}

/** Status names an import recognises in either language, normalised (blank means Unknown). */
export const statusAliases: Record<GuestStatusId, readonly string[]> = {
  1: ['attending', 'attends', 'confirmed', 'yes', 'asistira', 'asiste', 'confirmado', 'confirmada', 'si'],
  2: ['not attending', 'not coming', 'declined', 'no', 'no asistira', 'no asiste'],
  3: ['unknown', 'pending', 'desconocido', 'pendiente', 'sin confirmar'],
};

export function recognizeStatus(text: string): GuestStatusId | null {
  const label = normalizeLabel(text);
  return statusIds.find((id) => statusAliases[id].includes(label)) ?? null;
}

// ─── Field rules ─────────────────────────────────────────────────────────────────────────────

/** PostgreSQL text refuses NUL; a field carrying one is refused as invalid, never a 500. */
export const hasNoNul = (value: string) => !value.includes('\u0000');

export const requiredText = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'maxLength' }).refine(hasNoNul, { error: 'invalid' });

/** Optional text: blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'invalid' })
    .trim()
    .max(max, { error: 'maxLength' })
    .refine(hasNoNul, { error: 'invalid' })
    .nullable()
    .transform((value) => value || null);

const companions = z.number({ error: 'numeric' }).int({ error: 'numeric' }).min(0, { error: 'min' }).max(guestLimits.companionsMax, { error: 'max' });

/** A category or a spouse (`invitedBy_id`, a person id of one of the wedding's two spouses), or null for none. */
const optionalReference = idField.nullable();

const colorChannel = z.number({ error: 'required' }).int({ error: 'invalid' }).min(0, { error: 'min' }).max(guestLimits.colorMax, { error: 'max' });

/** The editable fields of a guest. */
const guestFields = {
  name: requiredText(guestLimits.nameMax),
  companions,
  category_id: optionalReference,
  status_id: statusIdField,
  invitedBy_id: optionalReference,
  phone: optionalText(guestLimits.phoneMax),
  comments: optionalText(guestLimits.commentsMax),
};

/**
 * A new guest. Omitted fields take their defaults: no companions, no category, Unknown, nobody,
 * no phone, no comments. A spouse's guest is always recorded as invited by that spouse.
 */
export const createGuestPayload = z.object({
  wedding_id: idField,
  name: guestFields.name,
  companions: companions.default(0),
  category_id: optionalReference.default(null),
  status_id: statusIdField.default(defaultGuestStatusId),
  invitedBy_id: optionalReference.default(null),
  phone: optionalText(guestLimits.phoneMax).default(null),
  comments: optionalText(guestLimits.commentsMax).default(null),
});

/**
 * Changes to a guest, authorised by the guest's own wedding: fields left out stay as they are,
 * null clears. Reducing companions below the seats the guest holds frees the surplus seats,
 * those of people not yet inside first.
 */
export const updateGuestPayload = z
  .object({ id: idField, ...guestFields })
  .partial()
  .required({ id: true });

export const updateStatusPayload = z.object({ id: idField, status_id: statusIdField });

const massIds = z
  .array(idField, { error: 'required' })
  .min(1, { error: 'required' })
  .max(guestLimits.massIdsMax, { error: 'max' })
  .transform((ids) => [...new Set(ids)]);

/** The columns a mass update may change; the new value travels under the column's own name. */
export const massUpdateColumns = ['category_id', 'status_id', 'invitedBy_id'] as const;
export type MassUpdateColumn = (typeof massUpdateColumns)[number];

/**
 * `{ wedding_id, ids, column: 'status_id', status_id: 1 }`. Every id must be a guest of the
 * wedding named, or nothing changes (422 `not_found`).
 */
export const massUpdatePayload = z.discriminatedUnion(
  'column',
  [
    z.object({ wedding_id: idField, ids: massIds, column: z.literal('category_id'), category_id: optionalReference }),
    z.object({ wedding_id: idField, ids: massIds, column: z.literal('status_id'), status_id: statusIdField }),
    z.object({ wedding_id: idField, ids: massIds, column: z.literal('invitedBy_id'), invitedBy_id: optionalReference }),
  ],
  { error: 'invalid' },
);
export type MassUpdatePayload = z.input<typeof massUpdatePayload>;

/**
 * A list of ids in a query string: comma-separated ids and inclusive ranges, `ids=3,7,10-250`.
 * A request head is limited (16 KB in Node), so ranges keep a selection of consecutive ids
 * (an imported list, a select-all) short; `formatIdList` writes that form.
 */
export const idListQuery = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .transform((text, context) => {
    const ids = parseIdList(text);
    if (ids === 'invalid' || ids === 'tooMany') context.addIssue({ code: 'custom', message: ids === 'invalid' ? 'invalid' : 'max' });
    return ids === 'invalid' || ids === 'tooMany' ? [] : ids;
  });

function parseIdList(text: string): number[] | 'invalid' | 'tooMany' {
  const ids = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^\s*(\d{1,10})(?:\s*-\s*(\d{1,10}))?\s*$/.exec(part);
    if (!match) return 'invalid';
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (from < 1 || to > maxId || to < from) return 'invalid';
    if (ids.size + (to - from + 1) > guestLimits.massIdsMax) return 'tooMany';
    for (let id = from; id <= to; id++) ids.add(id);
  }
  return [...ids];
}

/** Writes ids in the shortest `idListQuery` form (runs of three or more become ranges). */
export function formatIdList(ids: readonly number[]): string {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end++;
    if (end - start >= 2) parts.push(`${sorted[start]}-${sorted[end]}`);
    else parts.push(...sorted.slice(start, end + 1).map(String));
    start = end + 1;
  }
  return parts.join(',');
}

export const massDestroyQuery = z.object({ wedding_id: idField, ids: idListInQueryOrBody(idListQuery) });

export const weddingGuestsQuery = z.object({ wedding_id: idField });

export const createCategoryPayload = z.object({
  wedding_id: idField,
  name: requiredText(guestLimits.categoryNameMax),
  color_r: colorChannel,
  color_g: colorChannel,
  color_b: colorChannel,
});

/**
 * The caller's language. Exports and the template are written in it (the signed-in user's
 * language when it is left out); an import recognises headers and status names in both
 * languages whatever it says (the spec's import calls carry it).
 */
export const languageField = z.enum(locales, { error: 'invalid' }).optional();

// ─── What the calls answer ───────────────────────────────────────────────────────────────────

/**
 * A guest as the list shows it. `tables` holds the numbers of the tables its seats are at
 * (ascending, each once); `seats` counts the seats it holds (at most companions + 1).
 */
export const guest = z.object({
  id: z.number(),
  wedding_id: z.number(),
  name: z.string(),
  companions: z.number(),
  category_id: z.number().nullable(),
  status_id: z.number(),
  invitedBy_id: z.number().nullable(),
  phone: z.string().nullable(),
  comments: z.string().nullable(),
  tables: z.array(z.number()),
  seats: z.number(),
});
export type Guest = z.infer<typeof guest>;

export const guestCategory = z.object({
  id: z.number(),
  wedding_id: z.number(),
  name: z.string(),
  color_r: z.number(),
  color_g: z.number(),
  color_b: z.number(),
});
export type GuestCategory = z.infer<typeof guestCategory>;

const colorEntry = z.object({ id: z.number(), key: z.string(), color_r: z.number(), color_g: z.number(), color_b: z.number() });
const statusEntry = colorEntry.extend({ name: z.string(), order: z.number() });

/** Counts for the home card; each guest counts companions + 1 (part 2 §9). */
export const guestsSummary = z.object({ attending: z.number(), pending: z.number(), total: z.number() });
export type GuestsSummary = z.infer<typeof guestsSummary>;

// ─── Import ──────────────────────────────────────────────────────────────────────────────────

/**
 * Row rules an import reports, translated by the SPA: the `validation.*` codes (required,
 * numeric, min, max, maxLength, invalid) plus unknownStatus (not a status name in either
 * language), unknownSpouse (not one of the two spouses' first names) and ambiguousSpouse (both
 * spouses share that first name: write the full name).
 */
export const importRowRules = ['required', 'numeric', 'min', 'max', 'maxLength', 'invalid', 'unknownStatus', 'unknownSpouse', 'ambiguousSpouse'] as const;
export type ImportRowRule = (typeof importRowRules)[number];

/** `row` is the spreadsheet's own row number (the headers are row 1). `max` accompanies max and maxLength. */
export const importRowError = z.object({
  row: z.number(),
  column: z.enum(importColumns),
  rule: z.enum(importRowRules),
  value: z.string(),
  max: z.number().optional(),
});
export type ImportRowError = z.infer<typeof importRowError>;

/** What a file's header row says: the columns read (in file order) and the headers left aside. */
export const importColumnsFound = z.object({ columns: z.array(z.enum(guestColumns)), ignored_columns: z.array(z.string()) });

/**
 * The 422 answer of `import_validate` (and of `import`, which checks every row again) when rows
 * break the rules: the rows with errors (up to `importErrorRowsShown` rows, every error of each),
 * how many further rows have errors, and the file's row count and columns.
 */
export const importRejection = z.object({
  error: z.object({ code: z.literal('validation_error') }),
  validationErrors: z.array(importRowError),
  data: importColumnsFound.extend({ rows: z.number(), more_rows: z.number() }),
});
export type ImportRejection = z.infer<typeof importRejection>;

/** A handle `import_validate` makes for the file it checked: 32 hex digits, nothing else. */
export const importHandle = z.string({ error: 'required' }).regex(/^[0-9a-f]{32}$/, { error: 'invalid' });

/**
 * What a valid file holds: its row count, the handle to import it with (bound to this wedding
 * and user, single use, `importHandleMinutes` long), the categories the import will create
 * (`new_categories` when every row is imported, `new_categories_skipping_duplicates` when the
 * duplicates are skipped: a category only a duplicate names is then not created), and the rows
 * whose name matches a guest already in the wedding (ignoring case, accents, spacing).
 */
export const importValidated = importColumnsFound.extend({
  rows: z.number(),
  validated_file_path: z.string(),
  new_categories: z.array(z.string()),
  new_categories_skipping_duplicates: z.array(z.string()),
  duplicates: z.object({
    total: z.number(),
    rows: z.array(z.object({ row: z.number(), name: z.string(), guest_id: z.number() })),
  }),
});
export type ImportValidated = z.infer<typeof importValidated>;

/**
 * Imports a validated file: every row (or every row but the duplicates, with `skip_duplicates`)
 * and the categories it names that do not exist yet, in one transaction. A spouse's rows are
 * recorded as invited by that spouse.
 */
export const importPayload = z.object({
  wedding_id: idField,
  validated_file_path: importHandle,
  language: languageField,
  skip_duplicates: z.boolean({ error: 'invalid' }).default(false),
});

export const importAnswer = z.object({ guests: z.array(guest), categories: z.array(guestCategory), skipped: z.number() });

// ─── The calls ───────────────────────────────────────────────────────────────────────────────

/**
 * The JSON calls. Rights (README "Guests"): reading needs the GUESTS module; create and import
 * need ADD; update and massUpdate need EDIT; update_status needs RSVP or EDIT; destroy and
 * massDestroy need DELETE; a category is created with ADD or EDIT and destroyed with DELETE; the
 * summary needs the GUESTS module or HOME's GUESTS_SUMMARY. A call naming only a row id is
 * authorised by that row's wedding. Mass calls and imports change every row or none.
 */
export const guestEndpoints = {
  index: endpoint('GET', '/guests/index', weddingGuestsQuery, z.object({ guests: z.array(guest) })),
  /** Answers the stored guest (its id included). */
  create: endpoint('POST', '/guests/create', createGuestPayload, guest),
  /** Answers the stored guest, seats included after any surplus was freed. */
  update: endpoint('PUT', '/guests/update', updateGuestPayload, guest),
  updateStatus: endpoint('PUT', '/guests/update_status', updateStatusPayload, emptyAnswer),
  massUpdate: endpoint('PUT', '/guests/massUpdate', massUpdatePayload, z.object({ updated: z.number() })),
  destroy: endpoint('DELETE', '/guests/destroy', idQuery, emptyAnswer),
  /** `?wedding_id=1&ids=3,7,10-250` (see `idListQuery`), or a JSON body with `ids` as an array. */
  massDestroy: endpoint('DELETE', '/guests/massDestroy', massDestroyQuery, z.object({ deleted: z.number() })),
  summary: endpoint('GET', '/guests/summary', weddingGuestsQuery, guestsSummary),
  /** Fails with 422 `importRejection` when a row no longer passes, or `import_expired`. */
  import: endpoint('POST', '/guests/import', importPayload, importAnswer),
  categories: endpoint('GET', '/categories/index', weddingGuestsQuery, z.object({ categories: z.array(guestCategory) })),
  /** Answers the stored category; a name the wedding already has (any case) is `duplicate_category`. */
  createCategory: endpoint('POST', '/categories/create', createCategoryPayload, guestCategory),
  /** The category's guests stay, without category. */
  destroyCategory: endpoint('DELETE', '/categories/destroy', idQuery, emptyAnswer),
  colors: endpoint('GET', '/catalog/colors', z.object({}), z.object({ colors: z.array(colorEntry) })),
  statuses: endpoint('GET', '/catalog/statuses', z.object({}), z.object({ statuses: z.array(statusEntry) })),
};

/** `columns` of the export: comma-separated export columns; missing or empty means all of them. */
const exportColumnList = z
  .string()
  .optional()
  .transform((text, context): ExportColumn[] => {
    const chosen = (text ?? '')
      .split(',')
      .map((column) => column.trim())
      .filter((column) => column && column !== 'name');
    const unknown = chosen.filter((column) => !(exportColumns as readonly string[]).includes(column));
    if (unknown.length > 0) context.addIssue({ code: 'custom', message: 'invalid' });
    return chosen.length === 0 ? [...exportColumns] : exportColumns.filter((column) => chosen.includes(column));
  });

/** Every guest of the wedding. */
export const exportQuery = z.object({ wedding_id: idField, columns: exportColumnList, language: languageField });
/**
 * The same, of only the guests `ids` names: the ones a filtered list shows (issue 23 item 21).
 * A JSON body, where any number of scattered ids fits: in a query string a few thousand of them
 * passed the 16 KB a request head may take.
 */
export const exportShownPayload = exportQuery.extend({
  ids: z.array(idField, { error: 'required' }).min(1, { error: 'required' }).max(guestLimits.exportIdsMax, { error: 'max' }),
});
export const templateQuery = z.object({ language: languageField });

/**
 * Calls that are not JSON. Downloads answer a file (Content-Disposition names it) or a JSON
 * error; `importValidate` is a multipart form.
 */
export const guestFiles = {
  /**
   * `?wedding_id&columns=companions,status&language=es` → guests.xlsx: the name first, then the
   * columns chosen in `exportColumns` order.
   */
  export: { method: 'GET', path: '/guests/export', query: exportQuery, fileName: 'guests.xlsx' },
  /**
   * `{ wedding_id, columns, language, ids: [3, 7, 12] }` → the same file, of only those of the
   * wedding's guests (ids of another wedding or of nobody select nobody). Authorised as the GET.
   */
  exportShown: { method: 'POST', path: '/guests/export', body: exportShownPayload, fileName: 'guests.xlsx' },
  /** `?language` → an .xlsx with the import headers and one example row in that language. */
  importTemplate: { method: 'GET', path: '/guests/import_template', query: templateQuery },
  /**
   * Multipart fields `wedding_id`, `language` and one file part `file` (.xlsx or .csv, at most
   * `importFileMaxBytes`, first row headers). Answers `importValidated`, or 422 with
   * `importRejection`, `import_file_empty` (nothing in it), `no_name_column`, `import_empty`,
   * `import_too_many_rows`, `import_file_too_large` or `invalid_import_file`.
   */
  importValidate: {
    method: 'POST',
    path: '/guests/import_validate',
    fields: z.object({ wedding_id: idField, language: languageField }),
    answer: importValidated,
  },
} as const;
