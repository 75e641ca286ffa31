import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint, HttpMethod, OutputOf, ParsedInputOf } from '../../contract/endpoint';
import { DomainError } from '../shared/domain-error';
import { parse } from './errors';
import { JsonText, tagOf } from './json-text';
import { sendRevalidated } from './revalidate';

type Handler<E extends Endpoint> = (input: ParsedInputOf<E>, request: FastifyRequest, reply: FastifyReply) => Promise<OutputOf<E> | JsonText>;

/**
 * Registers a JSON call from its contract (contract/endpoint.ts). Handlers stay thin:
 * authorise, call a service, answer.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>): void {
  app.route({ method: endpoint.method, url: endpoint.path, handler: jsonCall(endpoint, handler) });
}

/**
 * A list read of a wedding: as `route`, with an ETag and `private, no-cache`, so that the
 * browser keeps the list and an unchanged one costs a 304 (revalidate.ts). Every other answer
 * is `no-store` (security.ts); the README's "API answers" says why.
 */
export function listRoute<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>): void {
  app.route({ method: endpoint.method, url: endpoint.path, handler: jsonCall(endpoint, handler, { revalidate: true }) });
}

/**
 * The request side of a JSON call: the input is parsed (inputOf) before the handler runs, and
 * the handler's answer is checked against the contract's output before it leaves, so the server
 * never answers a shape the SPA does not expect, nor a field the contract does not name (unknown
 * keys are dropped). A `JsonText` answer, the database's own JSON, is sent as it is.
 */
export function jsonCall<E extends Endpoint>(endpoint: E, handler: Handler<E>, options: { revalidate?: boolean } = {}) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { value, source } = inputOf(endpoint.method, request);
    const input: ParsedInputOf<E> = parse<E['input']>(endpoint.input, value, source);
    const data = await handler(input, request, reply);
    const body = data instanceof JsonText ? data.body : JSON.stringify({ data: endpoint.output.parse(data) });
    reply.type('application/json; charset=utf-8');
    if (!options.revalidate) return body;
    return sendRevalidated(request, reply, body, data instanceof JsonText ? data.tag : tagOf(body));
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
