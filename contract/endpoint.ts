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

/** Building blocks most modules' calls share. */
export const idField = z.coerce.number({ error: 'required' }).int().positive().max(2_147_483_647, { error: 'max' });
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
