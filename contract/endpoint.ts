import { z } from 'zod';

/**
 * One API call as both sides see it: method, path, what it takes and what it answers (inside
 * `data`). The server registers its handler from this (server/http/route.ts: input parsed,
 * answer checked against `output`), and the SPA's client is typed by it (src/lib/api.ts), so
 * a field renamed on one side fails to compile on the other.
 *
 * GET reads its input from the query string, POST and PUT from the JSON body, and DELETE from
 * either: its JSON body when it sends one, else its query (never both at once).
 * Uploads (multipart) and downloads (files) are not JSON and keep their own routes.
 *
 * The SPA reads only `method` and `path` (src/lib/api.ts): its build keeps nothing else of a call
 * and leaves out the schemas it never reads (scripts/contract-schemas-plugin.ts). A schema the
 * SPA parses with is imported by name, never reached through a call's `input` or `output`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint<Input extends z.ZodType = z.ZodType, Output extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: string;
  input: Input;
  output: Output;
}

export const endpoint = <Input extends z.ZodType, Output extends z.ZodType>(method: HttpMethod, path: string, input: Input, output: Output) => ({
  method,
  path,
  input,
  output,
});

/** What a caller sends (before the schema's defaults and coercions). */
export type InputOf<E extends Endpoint> = z.input<E['input']>;
/** What the handler receives (after parsing). */
export type ParsedInputOf<E extends Endpoint> = z.output<E['input']>;
/** What the caller receives in `data`. */
export type OutputOf<E extends Endpoint> = z.output<E['output']>;

// Building blocks most modules' calls share.

/** The largest id: PostgreSQL's `integer`. */
export const maxId = 2_147_483_647;

/**
 * Every id of every call: a positive whole number up to `maxId`, written as one. A JSON body
 * carries it as a number, and nothing else is read as one: `true`, `[2]`, `"2"`, `"+1"` are
 * refused (`invalid`), where a coercing number once read them as ids 1, 2, 2 and 1. A query
 * string or a multipart form can carry only text: `fromText` reads an id's digits there.
 */
export const idField = z
  .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') })
  .int({ error: 'invalid' })
  .positive({ error: 'invalid' })
  .max(maxId, { error: 'max' });

/**
 * Number fields a query string or form writes as plain decimal digits (`fromText` reads them):
 * every id, and the counts made by `countField`.
 */
const digitFields = new WeakSet<z.ZodType>([idField]);

/**
 * A count a call may also carry in a query string (how many seats a DELETE removes): a whole
 * number from `min` to `max`, a JSON number in a body, plain decimal digits in a query.
 */
export function countField(min: number, max: number) {
  const field = z
    .number({ error: (issue) => (issue.input === undefined ? 'required' : 'numeric') })
    .int({ error: 'numeric' })
    .min(min, { error: 'min' })
    .max(max, { error: 'max' });
  digitFields.add(field);
  return field;
}

/** Plain decimal digits: no sign, space, point, exponent or leading zero. */
const decimalDigits = /^(0|[1-9][0-9]*)$/;

/**
 * The fields of a query string or multipart form (all text) as `schema` reads them: each id
 * (or count) field written in plain decimal digits becomes its number, so `?id=12` is id 12;
 * anything else stays text, which the field refuses (`?id=+1`, `?id=1.0`, `?id=1e3`, `?id=01`).
 */
export function fromText(schema: z.ZodType, fields: unknown): unknown {
  if (!(schema instanceof z.ZodObject) || fields === null || typeof fields !== 'object') return fields;
  const shape = schema.shape as Record<string, z.ZodType>;
  const read = ([key, value]: [string, unknown]) => [
    key,
    readsDigits(shape[key]) && typeof value === 'string' && decimalDigits.test(value) ? Number(value) : value,
  ];
  return Object.fromEntries(Object.entries(fields).map(read));
}

/** Whether a field is an id or a count, also when it is optional, nullable or has a default. */
function readsDigits(field: z.ZodType | undefined): boolean {
  let inner: unknown = field;
  while (inner instanceof z.ZodType && !digitFields.has(inner) && 'innerType' in inner.def) inner = inner.def.innerType;
  return inner instanceof z.ZodType && digitFields.has(inner);
}

export const idQuery = z.object({ id: idField });
/** A created row's id. */
export const createdAnswer = z.object({ id: z.number() });
/** Calls whose answer carries nothing but success. */
export const emptyAnswer = z.object({});

/**
 * An id list as a query writes it (`3,7,12`, read by `fromQuery`) or as a JSON body does
 * (`[3, 7, 12]`): a DELETE may send its input either way (server/http/route.ts).
 */
export const idListInQueryOrBody = <T extends z.ZodType<unknown, string>>(fromQuery: T) =>
  z
    .union([z.string(), z.array(z.int()).transform((ids) => ids.join(','))], { error: (issue) => (issue.input === undefined ? 'required' : 'invalid') })
    .pipe(fromQuery);
