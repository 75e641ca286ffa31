import { z } from 'zod';
import { emptyAnswer, endpoint, idField, idListInQueryOrBody } from './endpoint';

/**
 * The Tables module's calls (part 2 §7 "Tables"): the wedding's table types, its tables on the
 * layout image, the layout image itself, and the home card's summary.
 *
 * Every call names its wedding (`wedding_id`); every other id it carries (a table, a type, every
 * id of a mass call) must belong to that wedding, or the call is refused (422 `not_found`) and
 * changes nothing. Reading needs the TABLES module; every change needs its EDIT_LAYOUT action.
 * Mass calls are one transaction: every row or none.
 *
 * Refusals beyond field validation (`error.code`):
 * - `duplicate_table_number` (409): a number already used in the wedding, or used twice in one
 *   mass call. Decided by the database at commit, so it also holds between simultaneous calls;
 *   one mass update may swap two tables' numbers.
 * - `seats_below_guests` (409): fewer seats than guests already seated at the table. The answer
 *   names each refused table in `validationErrors`, as `min:<seated>` under the seats field
 *   (`seats`, or `tables.<index>.seats` in a mass update): read it with `seatsBelowGuestsOf`.
 * - `table_type_in_use` (409): a type still used by tables cannot be deleted; move or delete
 *   its tables first (the planner chooses, nothing changes shape behind their back).
 * - `layout_invalid_image`, `layout_too_large`, `layout_invalid_dimensions` (422): the upload.
 */

/** Spec §5 and §9, and what the server adds (per-call caps, the layout image). */
export const tableLimits = {
  numberMin: 0,
  numberMax: 999,
  seatsMin: 0,
  seatsMax: 99,
  /** The inline seats editor offers up to this many; the table form goes to `seatsMax`. */
  inlineSeatsMax: 25,
  typeSizeMin: 10,
  typeSizeMax: 300,
  typeNameMax: 100,
  /** Rows of one mass call: numbers 0–999 make 1,000 tables the most a wedding can hold. */
  rowsPerCall: 1000,
} as const;

export const layoutLimits = {
  maxBytes: 15 * 1024 * 1024,
  /** Each side, in pixels: smaller is no floor plan; larger would not load on a phone. */
  minSide: 100,
  maxSide: 12_000,
  maxPixels: 60_000_000,
  /** Checked by content (the file's first bytes), not by name. */
  kinds: ['png', 'jpg'] as const,
} as const;
export type LayoutKind = (typeof layoutLimits.kinds)[number];

export const tableShapes = ['round', 'rectangular'] as const;
export type TableShape = (typeof tableShapes)[number];

/**
 * What a new table type starts as (spec §9: "new type", round, 45 by 45). The name is a
 * visible string, so the SPA takes it from its translations.
 */
export const newTableTypeDefaults = { shape: 'round', width: 45, height: 45 } as const satisfies { shape: TableShape; width: number; height: number };

/** Spec §9: a new table has 10 seats unless its type's most common seat count is known. */
export const defaultSeats = 10;
/** Spec §9: a duplicated table lands this many layout pixels to the right and below. */
export const duplicateOffsetPixels = 50;

// ---------------------------------------------------------------------------------------------
// Shapes (what the calls answer)

export const tableType = z.object({
  id: z.number(),
  name: z.string(),
  shape: z.enum(tableShapes),
  /** Layout pixels at zoom 1; a round type's height is its diameter and equals its width. */
  height: z.number(),
  width: z.number(),
  wedding_id: z.number(),
});
export type TableType = z.infer<typeof tableType>;

export const table = z.object({
  id: z.number(),
  number: z.number(),
  seats: z.number(),
  table_type: z.number(),
  /** Fractions of the layout image's width and height, strictly between 0 and 1. */
  x: z.number(),
  y: z.number(),
  wedding_id: z.number(),
  /** Seats taken by guests (rows of `tables_guests`): seats may never go below it. */
  seats_taken: z.number(),
});
export type Table = z.infer<typeof table>;

export const tablesSummary = z.object({
  /** Tables whose seats are all taken (spec §4: guest count equals seats). */
  occupiedTables: z.number(),
  occupiedSeats: z.number(),
  availableTables: z.number(),
  availableSeats: z.number(),
  totalSeats: z.number(),
  /** Guests and companions not yet given a seat, whatever their RSVP status. */
  guestsWithoutTable: z.number(),
});
export type TablesSummary = z.infer<typeof tablesSummary>;

/** What `POST /weddings/upload_layout` answers: the stored image's name and its size in pixels. */
export const uploadedLayout = z.object({ layout: z.string(), width: z.number(), height: z.number() });
export type UploadedLayout = z.infer<typeof uploadedLayout>;

// ---------------------------------------------------------------------------------------------
// Fields (what the calls take)

const whole = (rule: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : rule) });
const integer = (min: number, max: number) => z.number(whole('numeric')).int({ error: 'numeric' }).min(min, { error: 'min' }).max(max, { error: 'max' });
/** A layout fraction: 0 and 1 are the image's edges, and a table sits strictly inside them. */
const fraction = z.number(whole('numeric')).gt(0, { error: 'min' }).lt(1, { error: 'max' });
const text = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'maxLength' })
    .refine((value) => !value.includes('\u0000'), { error: 'invalid' });

export const tableFields = {
  number: integer(tableLimits.numberMin, tableLimits.numberMax),
  seats: integer(tableLimits.seatsMin, tableLimits.seatsMax),
  table_type: idField,
  x: fraction,
  y: fraction,
};

export const tableTypeFields = {
  name: text(tableLimits.typeNameMax),
  shape: z.enum(tableShapes, { error: (issue) => (issue.input === undefined ? 'required' : 'invalid') }),
  height: integer(tableLimits.typeSizeMin, tableLimits.typeSizeMax),
  width: integer(tableLimits.typeSizeMin, tableLimits.typeSizeMax),
};

const weddingId = { wedding_id: idField };
const hasChanges = (value: object) => Object.keys(value).some((key) => key !== 'id' && key !== 'wedding_id');
const noChanges = { error: 'required', path: ['_'] };
const distinctIds = (ids: number[]) => new Set(ids).size === ids.length;

export const newTable = z.object({
  ...tableFields,
  /** The SPA's temporary id (negative, see temporaryId()), if it sends one; ignored: the answer carries the real id. */
  id: z.number().optional(),
});
export type NewTable = z.input<typeof newTable>;

/** The fields of a table to change; what is left out stays as it is (a move sends only x and y). */
export const tablePatch = z.object({ id: idField, ...z.object(tableFields).partial().shape }).refine(hasChanges, noChanges);
export type TablePatch = z.input<typeof tablePatch>;

export const tableTypePatch = z.object(tableTypeFields).partial();
export type TableTypePatch = z.input<typeof tableTypePatch>;

/** `ids=4,8,15`: a comma-separated list in the query, 1 to 1,000 distinct ids. */
export const idList = z
  .string({ error: 'required' })
  .regex(/^\d{1,10}(,\d{1,10})*$/, { error: 'invalid' })
  .transform((value) => value.split(',').map(Number))
  .pipe(z.array(idField).max(tableLimits.rowsPerCall, { error: 'max' }).refine(distinctIds, { error: 'invalid' }));
/** How the SPA writes the list `massDestroy` takes. */
export const toIdList = (ids: readonly number[]) => ids.join(',');

export const tablesQuery = z.object({ wedding_id: idField });

// ---------------------------------------------------------------------------------------------
// Calls

export const tablesEndpoints = {
  /** The wedding's tables (with the seats taken at each) and table types, by number and by id. */
  index: endpoint('GET', '/tables/index', tablesQuery, z.object({ tables: z.array(table), tableTypes: z.array(tableType) })),
  /** A table of one of the wedding's types; answers its id. */
  create: endpoint('POST', '/tables/create', newTable.extend(weddingId), z.object({ id: z.number() })),
  /** Many new tables at once (a pasted selection); answers their ids in the order sent. */
  massCreate: endpoint(
    'POST',
    '/tables/massCreate',
    z.object({ ...weddingId, tables: z.array(newTable).min(1, { error: 'required' }).max(tableLimits.rowsPerCall, { error: 'max' }) }),
    z.object({ ids: z.array(z.number()) }),
  ),
  /**
   * One table's fields and, in `type`, its type's: the type is the one the table ends up with
   * (`table_type` if sent), and the change reaches every table of that type. Answers both as
   * stored (a round type's size may have been evened out).
   */
  update: endpoint(
    'PUT',
    '/tables/update',
    z.object({ ...weddingId, id: idField, ...z.object(tableFields).partial().shape, type: tableTypePatch.optional() }).refine(hasChanges, noChanges),
    z.object({ table, tableType }),
  ),
  /** Moves, aligns, renumbering: each row names a table and the fields it changes. */
  massUpdate: endpoint(
    'PUT',
    '/tables/massUpdate',
    z.object({
      ...weddingId,
      tables: z
        .array(tablePatch)
        .min(1, { error: 'required' })
        .max(tableLimits.rowsPerCall, { error: 'max' })
        .refine((rows) => distinctIds(rows.map((row) => row.id)), { error: 'invalid' }),
    }),
    emptyAnswer,
  ),
  /** Deletes a table; its seats go with it (the guests are free to sit elsewhere). */
  destroy: endpoint('DELETE', '/tables/destroy', z.object({ wedding_id: idField, id: idField }), emptyAnswer),
  /** `?wedding_id=3&ids=4,8,15` (see `toIdList`), or `{ "wedding_id": 3, "ids": [4, 8, 15] }`. */
  massDestroy: endpoint('DELETE', '/tables/massDestroy', z.object({ wedding_id: idField, ids: idListInQueryOrBody(idList) }), emptyAnswer),
  /** The home card (spec §2 "Home"): needs TABLES_SUMMARY of HOME, or the TABLES module. */
  summary: endpoint('GET', '/tables/summary', tablesQuery, tablesSummary),
};

export const tableTypesEndpoints = {
  /** A new type; answers it as stored (round: width = height). */
  create: endpoint('POST', '/table_types/create', z.object({ ...weddingId, ...tableTypeFields, id: z.number().optional() }), tableType),
  /** Changes some of a type's fields; switching to round evens width and height out. */
  update: endpoint('PUT', '/table_types/update', z.object({ ...weddingId, id: idField, ...tableTypePatch.shape }).refine(hasChanges, noChanges), tableType),
  /** Refused with `table_type_in_use` while tables use the type. */
  destroy: endpoint('DELETE', '/table_types/destroy', z.object({ wedding_id: idField, id: idField }), emptyAnswer),
};

/**
 * The layout image: uploaded as multipart (fields `wedding_id` first, then the file in
 * `layout`; .png or .jpg by content, up to 15 MB) and read back through an authorised route
 * rather than a public /storage path, since a floor plan is private to its wedding.
 */
export const layoutPaths = {
  upload: '/weddings/upload_layout',
  image: '/weddings/layout',
} as const;

/**
 * Where the SPA reads a wedding's layout image (relative to the API base). The stored name
 * rides along so a new upload gets a new address; the server serves the current image for
 * any `v` and revalidates it every time (`Cache-Control: private, no-cache`, an ETag).
 */
export const layoutImagePath = (weddingId: number, layout: string) => `${layoutPaths.image}?wedding_id=${weddingId}&v=${encodeURIComponent(layout)}`;

// ---------------------------------------------------------------------------------------------
// Rules the SPA and the server share

/** Spec §4: a table (or a drag) applies only strictly inside the layout on both axes. */
export const isInsideLayout = (position: { x: number; y: number }) => position.x > 0 && position.x < 1 && position.y > 0 && position.y < 1;

/** Spec §9: a new table's number is the smallest positive integer no table uses (null when all are taken). */
export function smallestUnusedNumber(used: Iterable<number>): number | null {
  const taken = new Set(used);
  for (let number = 1; number <= tableLimits.numberMax; number++) if (!taken.has(number)) return number;
  return null;
}

/** Spec §9: the seat count most tables of a type have (the larger on a tie), else 10. */
export function mostCommonSeats(tables: ReadonlyArray<Pick<Table, 'seats' | 'table_type'>>, typeId: number): number {
  const counts = new Map<number, number>();
  for (const row of tables) if (row.table_type === typeId) counts.set(row.seats, (counts.get(row.seats) ?? 0) + 1);
  let best = defaultSeats;
  let bestCount = 0;
  for (const [seats, count] of counts) {
    if (count > bestCount || (count === bestCount && seats > best)) [best, bestCount] = [seats, count];
  }
  return best;
}

/** Number and seats of a new table of a type, from the tables already there. */
export const newTableDefaults = (tables: ReadonlyArray<Pick<Table, 'number' | 'seats' | 'table_type'>>, typeId: number) => ({
  number: smallestUnusedNumber(tables.map((row) => row.number)),
  seats: mostCommonSeats(tables, typeId),
});

/**
 * A position moved by `pixels` on the layout (a duplicate lands 50 px right and below its
 * original), or null when that would leave the layout.
 */
export function offsetPosition(position: { x: number; y: number }, layout: { width: number; height: number }, pixels = duplicateOffsetPixels) {
  const moved = { x: position.x + pixels / layout.width, y: position.y + pixels / layout.height };
  return isInsideLayout(moved) ? moved : null;
}

type TypeSize = { shape: TableShape; width: number; height: number };

/**
 * A type's shape and size once a change is applied (spec §3: a round type keeps width equal
 * to height, the average when switching to round). For a type that stays round, a change of
 * one side is the new diameter; when both sides (or neither) are given, their average.
 */
export function resolveTypeSize(current: TypeSize | null, change: Partial<TypeSize>): TypeSize {
  const shape = change.shape ?? current?.shape ?? newTableTypeDefaults.shape;
  const width = change.width ?? current?.width ?? newTableTypeDefaults.width;
  const height = change.height ?? current?.height ?? newTableTypeDefaults.height;
  if (shape === 'rectangular') return { shape, width, height };
  const stayedRound = current?.shape === 'round' && change.shape !== 'rectangular';
  const oneSide = (change.width === undefined) !== (change.height === undefined);
  const diameter = stayedRound && oneSide ? (change.width ?? change.height)! : Math.round((width + height) / 2);
  return { shape, width: diameter, height: diameter };
}

/** Spec §4: a table counts as occupied when its guests fill its seats. */
export const isOccupied = (row: Pick<Table, 'seats' | 'seats_taken'>) => row.seats_taken >= row.seats;

/**
 * The home card's figures from the tables (with their seats taken) and the count of guests
 * still without a seat: the server answers this, and the SPA computes the same when the
 * tables are already loaded.
 */
export function summarizeTables(tables: ReadonlyArray<Pick<Table, 'seats' | 'seats_taken'>>, guestsWithoutTable: number): TablesSummary {
  const occupied = tables.filter(isOccupied).length;
  const totalSeats = tables.reduce((sum, row) => sum + row.seats, 0);
  const occupiedSeats = tables.reduce((sum, row) => sum + Math.min(row.seats_taken, row.seats), 0);
  return {
    occupiedTables: occupied,
    occupiedSeats,
    availableTables: tables.length - occupied,
    availableSeats: totalSeats - occupiedSeats,
    totalSeats,
    guestsWithoutTable,
  };
}

/** The tables a `seats_below_guests` refusal names: the seats field's path and the guests seated there. */
export function seatsBelowGuestsOf(validationErrors: Record<string, string[]> | undefined): Array<{ field: string; seated: number }> {
  return Object.entries(validationErrors ?? {}).flatMap(([field, rules]) =>
    rules.filter((rule) => rule.startsWith('min:')).map((rule) => ({ field, seated: Number(rule.slice(4)) })),
  );
}
