import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import { fromText, idField, type Endpoint, type HttpMethod, type OutputOf, type ParsedInputOf } from '../../contract/endpoint';
import type { Executor } from '../db/client';
import { DomainError } from '../shared/domain-error';
import { declaredFields, type RouteAccess } from './access';
import { authorizeCaller, authorizeInput, authorizeRows } from './access-checks';
import { sendEncoded } from './compression';
import { parse } from './errors';
import { JsonText, tagOf } from './json-text';
import { ListCache } from './list-cache';
import { writesOf } from '../db/write-count';
import { sendRevalidated } from './revalidate';

type Handler<E extends Endpoint> = (input: ParsedInputOf<E>, request: FastifyRequest, reply: FastifyReply) => Promise<OutputOf<E> | JsonText>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The database the declared checks of every route read (server/http/access.ts). */
    accessDb: Executor;
  }
}

/**
 * Registers a JSON call from its contract (contract/endpoint.ts) with who may call it
 * (`access`, checked before the handler runs). Handlers stay thin: call a service, answer.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, access: RouteAccess, handler: Handler<E>): void {
  app.route({ method: endpoint.method, url: endpoint.path, config: { access }, handler: jsonCall(endpoint, access, handler) });
}

/**
 * A list read of a wedding: as `route`, with an ETag and `private, no-cache`, so that the
 * browser keeps the list and an unchanged one costs a 304 (revalidate.ts). Every other answer
 * is `no-store` (security.ts); the README's "API answers" says why.
 */
export function listRoute<E extends Endpoint>(app: FastifyInstance, endpoint: E, access: RouteAccess, handler: Handler<E>): void {
  app.route({ method: endpoint.method, url: endpoint.path, config: { access }, handler: jsonCall(endpoint, access, handler, { revalidate: true }) });
}

/**
 * A read whose answer depends on its input and the database alone, whoever asks (a home card's
 * figures): as `route`, its answer kept on PGlite until the next write (ListCache), so fifty
 * screens opening Home ask the database once.
 */
export function cachedRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  access: RouteAccess,
  read: (input: ParsedInputOf<E>) => Promise<OutputOf<E>>,
) {
  const answers = new ListCache<string>(() => writesOf(app.accessDb));
  route(app, endpoint, access, (input) =>
    answers.read(JSON.stringify(input), null, async () => new JsonText(JSON.stringify(endpoint.output.parse(await read(input))))),
  );
}

/**
 * A route that is not a JSON call (a file download, the live stream), with its access declared
 * and checked before the handler as `route` checks it, on the query or JSON body (`input`
 * refuses it whole when a declared field is wrong). Uploads are `formRoute`s (form-route.ts).
 */
export function fileRoute(
  app: FastifyInstance,
  call: { method: HttpMethod; url: string; access: RouteAccess; input?: z.ZodType },
  handler: RouteHandlerMethod,
): void {
  const { method, url, access, input = z.object({}) } = call;
  const readDeclared = declaredInput(access, input);
  app.route({
    method,
    url,
    config: { access },
    async preHandler(request) {
      const db = request.server.accessDb;
      await authorizeCaller(access, request, db);
      const { value, source } = inputOf(method, request);
      // A file's address may name its wedding too (`/storage/ideas/wedding-:wedding_id/:name`).
      // A body that is not an object stays as it is, for its schema to refuse as a whole (spread,
      // a string or an array became fields named 0, 1… and the refusal named those: fuzzing found it).
      const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
      const fields = isObject ? { ...(request.params as object), ...value } : value;
      const declared = readDeclared(fields, source);
      const parsed = () => parse(input, fields, source) as Record<string, unknown>;
      const scope = await authorizeInput(access, declared ?? parsed(), request, db);
      if (access.weddingRows || access.owner?.ownedRows) await authorizeRows(access, scope, parsed(), db);
    },
    handler,
  });
}

/**
 * The request side of a JSON call: the input is parsed (inputOf) before the handler runs, and
 * the handler's answer is checked against the contract's output before it leaves, so the server
 * never answers a shape the SPA does not expect, nor a field the contract does not name (unknown
 * keys are dropped). A `JsonText` answer, the database's own JSON, is sent as it is, and
 * compressed once however often it is sent (compression.ts).
 */
export function jsonCall<E extends Endpoint>(endpoint: E, access: RouteAccess, handler: Handler<E>, options: { revalidate?: boolean } = {}) {
  const readDeclared = declaredInput(access, endpoint.input);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const db = request.server.accessDb;
    await authorizeCaller(access, request, db);
    const { value, source } = inputOf(endpoint.method, request);
    // Whoever may not touch a wedding or row learns nothing of what a call there would accept.
    const declared = readDeclared(value, source);
    const declaredScope = declared ? await authorizeInput(access, declared, request, db) : null;
    const input: ParsedInputOf<E> = parse<E['input']>(endpoint.input, value, source);
    const scope = declared ? declaredScope : await authorizeInput(access, input as Record<string, unknown>, request, db);
    await authorizeRows(access, scope, input, db);
    const data = await handler(input, request, reply);
    reply.type('application/json; charset=utf-8');
    if (data instanceof JsonText) {
      const send = () => sendEncoded(request, reply, data.body, (encoding) => data.encoded(encoding));
      return options.revalidate ? sendRevalidated(request, reply, send, data.tag) : send();
    }
    const body = JSON.stringify({ data: endpoint.output.parse(data) });
    return options.revalidate ? sendRevalidated(request, reply, () => body, tagOf(body)) : body;
  };
}

/**
 * Where a call's input comes from: POST and PUT send a JSON body, GET a query. A DELETE may do
 * either (the SPA writes a query; the spec writes several deletes with a body, `{ id }`): its
 * JSON body when it sends one, else its query. One that sends both is refused, since nothing
 * could say which of two ids was meant.
 */
function inputOf(method: HttpMethod, request: FastifyRequest): { value: unknown; source: 'text' | 'json' } {
  const body = { value: request.body, source: 'json' as const };
  const query = { value: request.query, source: 'text' as const };
  if (method === 'POST' || method === 'PUT') return body;
  if (method === 'GET' || request.body === undefined) return query;
  if (Object.keys(request.query as object).length > 0) throw new DomainError('form_validation_error', { _: ['invalid'] });
  return body;
}

/**
 * The declared fields of an input (server/http/access.ts), read as the input's own schema
 * reads them, or null when one of them is not what it should be (the whole input is then
 * refused by its schema, which names every wrong field). `schema` is that reading, for a form,
 * whose other fields may come after its file, to refuse the declared ones alone.
 */
export function declaredInput(access: RouteAccess, input: z.ZodType) {
  const fields = declaredFields(access);
  const shape = input instanceof z.ZodObject ? (input.shape as Record<string, z.ZodType>) : {};
  // Made once per route: zod compiles a schema the first time it parses with it.
  const schema = z.object(Object.fromEntries(fields.map((field) => [field, shape[field] ?? idField])));
  const read = (value: unknown, source: 'text' | 'json'): Record<string, unknown> | null => {
    if (fields.length === 0) return {};
    const parsed = schema.safeParse(source === 'text' ? fromText(schema, value) : value);
    return parsed.success ? parsed.data : null;
  };
  return Object.assign(read, { schema });
}
