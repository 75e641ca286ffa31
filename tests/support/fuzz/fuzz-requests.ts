import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import type { HttpMethod } from '../../../contract/endpoint';
import { errorCodes, type ErrorCode } from '../../../contract/errors';
import { importRejection } from '../../../contract/guests';
import { parse, statusOf } from '../../../server/http/errors';
import { maxJsonDepth, nestingDepth } from '../../../server/http/json-body';
import { DomainError } from '../../../server/shared/domain-error';

/** A route the fuzzer calls with values read from its input schema. */
export interface FuzzedRoute {
  method: HttpMethod;
  /** Under the API prefix, as the contract writes it. */
  path: string;
  input: z.ZodType;
  /** What a JSON success carries in `data` (absent for a file download). */
  output?: z.ZodType;
  /** A route whose success is an open stream: a valid input is sent only signed out, so that it answers. */
  streams?: boolean;
}

/** How a fuzzed input travels: in the query, as a JSON body, or as a body that is not JSON at all. */
export type Carrier = { kind: 'query' } | { kind: 'json' } | { kind: 'raw'; contentType: string; text: string };

export interface FuzzCall {
  value: unknown;
  carrier: Carrier;
  signedIn: boolean;
}

/** What the answer must be: exactly this, or any refusal, or (the input being valid) anything documented. */
export type Expectation = { exactly: { status: number; body: unknown } } | { refused: true } | { open: true };

/** Bodies that are not what their header says, or not JSON at all. */
export const rawBodies: Carrier[] = [
  { kind: 'raw', contentType: 'application/json', text: '{' },
  { kind: 'raw', contentType: 'application/json', text: '[1,' },
  { kind: 'raw', contentType: 'application/json', text: '{"a":}' },
  { kind: 'raw', contentType: 'application/json', text: 'nul' },
  { kind: 'raw', contentType: 'application/json', text: '' },
  { kind: 'raw', contentType: 'application/json', text: '{"a":1}{"a":2}' },
  { kind: 'raw', contentType: 'application/json', text: '\u0000' },
  { kind: 'raw', contentType: 'text/plain', text: '{}' },
  { kind: 'raw', contentType: 'application/x-www-form-urlencoded', text: 'id=1' },
  { kind: 'raw', contentType: 'application/xml', text: '<a/>' },
];

/** Every value of a query is text: a list repeats its key, anything else is written as JSON. */
const queryText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function queryOf(value: unknown): [string, string][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [[queryText(value), '']];
  return Object.entries(value).flatMap(([key, field]): [string, string][] =>
    field === undefined ? [] : Array.isArray(field) ? field.map((item) => [key, queryText(item)]) : [[key, queryText(field)]],
  );
}

/**
 * The query as Fastify hands it to a route: a key once is text, a repeated key a list, each as
 * the URL carries it (a lone surrogate, which no URL can carry, arrives as U+FFFD).
 */
function parsedQuery(pairs: [string, string][]): Record<string, string | string[]> {
  const query = new Map<string, string | string[]>();
  for (const [key, value] of new URLSearchParams(pairs)) {
    const before = query.get(key);
    query.set(key, before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value]);
  }
  // As own keys, `__proto__` and `constructor` included.
  return Object.fromEntries(query);
}

export function requestOf(route: FuzzedRoute, call: FuzzCall, cookie: string, prefix = '/api'): InjectOptions {
  const headers: Record<string, string> = call.signedIn ? { cookie } : {};
  const url = `${prefix}${route.path}`;
  if (call.carrier.kind === 'query') return { method: route.method, url: `${url}?${new URLSearchParams(queryOf(call.value))}`, headers };
  if (call.carrier.kind === 'raw')
    return { method: route.method, url, headers: { ...headers, 'content-type': call.carrier.contentType }, payload: call.carrier.text };
  const text = JSON.stringify(call.value);
  if (text === undefined) return { method: route.method, url, headers };
  return { method: route.method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: text };
}

/**
 * What the route must answer, foreseen from its contract: an input its schema refuses is a 422
 * naming exactly the fields and rules the schema names, unless the route's access check refused
 * it first (fuzz-routes.test.ts `refusedByAccessFirst`); a body nested past `maxJsonDepth` is a 400 `invalid_json`; a body that is not JSON
 * is some refusal. The schema is applied with the server's own `parse`, the single place that
 * reads every route's input, so this says "each route validates with its contract, first".
 */
export function expectationOf(route: FuzzedRoute, call: FuzzCall): Expectation {
  if (call.carrier.kind === 'raw') return { refused: true };
  let seen: unknown;
  if (call.carrier.kind === 'query') seen = parsedQuery(queryOf(call.value));
  else {
    const text = JSON.stringify(call.value);
    if (text !== undefined && nestingDepth(text) > maxJsonDepth) return { exactly: { status: 400, body: { error: { code: 'invalid_json' } } } };
    // Fastify refuses these keys itself, before any route (prototype poisoning).
    if (text !== undefined && /"(__proto__|constructor)"/.test(text)) return { open: true };
    seen = text === undefined ? undefined : JSON.parse(text);
  }
  try {
    parse(route.input, seen, call.carrier.kind === 'query' ? 'text' : 'json');
    return { open: true };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { exactly: { status: 422, body: { error: { code: 'form_validation_error' }, validationErrors: error.validationErrors } } };
  }
}

/** The API's error answer (contract/errors.ts): a known code, an optional message, optional per-field rules; nothing else. */
const errorBody = z.strictObject({
  error: z.strictObject({ code: z.enum(errorCodes), message: z.string().optional() }),
  validationErrors: z.record(z.string(), z.array(z.string())).optional(),
});

/** Codes answered with a status other than their usual one (`ApiError` in server/http: a blocked session, a path no route has). */
const otherStatuses: Partial<Record<ErrorCode, number[]>> = { user_inactive: [401], not_found: [404] };

/** Why an answer breaks the documented shapes, or null when it keeps them. */
export function shapeProblem(response: LightMyRequestResponse, output?: z.ZodType): string | null {
  if (response.statusCode >= 500) return `a ${response.statusCode}`;
  const json = (response.headers['content-type'] ?? '').toString().startsWith('application/json');
  if (response.statusCode >= 400) {
    if (!json) return `a ${response.statusCode} that is not JSON`;
    const body = JSON.parse(response.body);
    if (importRejection.safeParse(body).success && response.statusCode === 422) return null;
    const error = errorBody.safeParse(body);
    if (!error.success) return `an error body outside contract/errors.ts: ${error.error.message}`;
    const code = error.data.error.code;
    const statuses = [statusOf[code], ...(otherStatuses[code] ?? [])];
    return statuses.includes(response.statusCode) ? null : `${code} answered with ${response.statusCode}, not ${statuses.join(' or ')}`;
  }
  if (!output || !json) return null;
  const answer = z.strictObject({ data: output }).safeParse(JSON.parse(response.body));
  return answer.success ? null : `a success outside the contract's output: ${answer.error.message}`;
}
