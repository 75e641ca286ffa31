import { z } from 'zod';

/**
 * One API call as both sides see it: method, path, what it takes and what it answers (inside
 * `data`). The server registers its handler from this (server/http/route.ts: input parsed,
 * answer checked against `output`), and the SPA's client is typed by it (src/lib/api.ts), so
 * a field renamed on one side fails to compile on the other.
 *
 * GET and DELETE read their input from the query string, POST and PUT from the JSON body.
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
