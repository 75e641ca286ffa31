import type { InjectOptions } from 'fastify';
import type { RegisteredRoute } from '../../../server/http/access';
import { uploadForms } from '../fuzz/fuzzed-routes';
import { multipart } from '../multipart';

/** An id nobody uses. */
export const missingId = 2_147_480_000;
/** A stored image's name in the form the server makes them, of no stored file. */
const storedName = '1-0123456789abcdef01234567.png';

/** A form's text of a value: ids and words as they are, lists of ids comma-separated, JSON fields (an idea's link, colours) as JSON. */
const formText = (value: unknown) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
const queryText = (value: unknown) => (Array.isArray(value) && value.every((item) => typeof item === 'number') ? value.join(',') : formText(value));

/**
 * A call of `route` with `fields`, as a client sends it: the fields its address names go in the
 * address; the rest in the query (GET, DELETE), the JSON body, or, for an upload, a multipart
 * form with the fields first and a small file in the form's file field.
 */
export function requestOf(route: RegisteredRoute, fields: Record<string, unknown>, cookie: string | undefined): InjectOptions {
  let url = route.url;
  const rest: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (url.includes(`:${field}`)) url = url.replace(`:${field}`, String(value));
    else if (value !== undefined) rest[field] = value;
  }
  url = url.replace(':name', storedName);
  const headers = cookie ? { cookie } : {};
  const method = route.method as InjectOptions['method'];
  if (route.form) {
    const form = uploadForms.find(({ path }) => `/api${path}` === route.url)!;
    const textFields = Object.fromEntries(Object.entries(rest).map(([name, value]) => [name, formText(value)]));
    const body = multipart(textFields, { name: 'upload.png', content: Buffer.from('not read'), field: form.file });
    return { method, url, headers: { ...headers, ...body.headers }, payload: body.payload };
  }
  if (route.method === 'GET' || route.method === 'DELETE') {
    const query = new URLSearchParams(Object.entries(rest).map(([key, value]): [string, string] => [key, queryText(value)]));
    return { method, url: `${url}?${query}`, headers };
  }
  return { method, url, headers, payload: rest };
}
