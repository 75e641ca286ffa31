import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint, OutputOf, ParsedInputOf } from '../../contract/endpoint';
import { parse } from './errors';

type Handler<E extends Endpoint> = (input: ParsedInputOf<E>, request: FastifyRequest, reply: FastifyReply) => Promise<OutputOf<E>>;

/**
 * Registers a JSON call from its contract (contract/endpoint.ts). Handlers stay thin:
 * authorise, call a service, answer.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>): void {
  app.route({ method: endpoint.method, url: endpoint.path, handler: jsonCall(endpoint, handler) });
}

/**
 * The request side of a JSON call: the input is parsed from the query (GET, DELETE) or the body
 * (POST, PUT) before the handler runs, and the handler's answer is checked against the
 * contract's output before it leaves, so the server never answers a shape the SPA does not
 * expect, nor a field the contract does not name (unknown keys are dropped).
 */
export function jsonCall<E extends Endpoint>(endpoint: E, handler: Handler<E>) {
  const readsQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const input: ParsedInputOf<E> = readsQuery ? parse<E['input']>(endpoint.input, request.query) : parse<E['input']>(endpoint.input, request.body, 'json');
    const data = await handler(input, request, reply);
    return { data: endpoint.output.parse(data) };
  };
}
