import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parse } from '../../../server/http/errors';
import { maxJsonDepth } from '../../../server/http/json-body';
import { plannerWithWedding } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Issue 23 item 2: bodies nested thousands deep were a 500 (the NUL check overflowed the stack),
 * and a request head over 16 KB was answered in Node's own shape. Both are refusals in the
 * API's shape now, signed in or not, and change nothing.
 */
let server: TestServer;
/** A planner's session and wedding: the signed-in side of every check. */
let planner: { cookie: string; weddingId: number };

beforeAll(async () => {
  server = await startTestServer();
  planner = await plannerWithWedding(server);
});
afterAll(() => server.close());

const deep = 3000;
const nestedBodies = {
  'an unclosed [ × 3,000': '['.repeat(deep),
  'a valid [[…]] 3,000 deep': `${'['.repeat(deep)}${']'.repeat(deep)}`,
  'a valid {"a":{"a":…}} 3,000 deep': `${'{"a":'.repeat(deep)}1${'}'.repeat(deep)}`,
  'a deep value inside an otherwise valid payload': `{"name":"Ana","wedding_id":1,"x":${'['.repeat(deep)}${']'.repeat(deep)}}`,
};
const routes = [
  { method: 'POST', url: '/api/login' },
  { method: 'POST', url: '/api/guests/create' },
  { method: 'PUT', url: '/api/guests/update' },
  { method: 'POST', url: '/api/checklist/create' },
  { method: 'PUT', url: '/api/tables/massUpdate' },
] as const;

const send = (route: (typeof routes)[number], payload: string, signedIn: boolean) =>
  server.inject({ ...route, payload, headers: { 'content-type': 'application/json', ...(signedIn ? { cookie: planner.cookie } : {}) } });

const guestCount = async () =>
  (await server.inject({ method: 'GET', url: `/api/guests/index?wedding_id=${planner.weddingId}`, headers: { cookie: planner.cookie } })).json().data.guests
    .length;

describe('deeply nested JSON', () => {
  it.each(Object.entries(nestedBodies))('%s is 400 invalid_json on every route, signed in or not, and creates nothing', async (_name, payload) => {
    for (const route of routes) {
      for (const signedIn of [false, true]) {
        const response = await send(route, payload, signedIn);
        expect(response.statusCode, `${route.method} ${route.url} signed in: ${signedIn}`).toBe(400);
        expect(response.json()).toEqual({ error: { code: 'invalid_json' } });
      }
    }
    expect(await guestCount()).toBe(0);
  });

  it(`nesting up to ${maxJsonDepth} is read as usual, and brackets inside a string are text`, async () => {
    const atLimit = `{"wedding_id":${planner.weddingId},"name":"Ana","x":${'['.repeat(maxJsonDepth - 1)}${']'.repeat(maxJsonDepth - 1)}}`;
    expect((await send(routes[1], atLimit, true)).statusCode).toBe(200);
    const bracketsInText = JSON.stringify({ wedding_id: planner.weddingId, name: `Luis ${'['.repeat(deep)}"{` });
    expect((await send(routes[1], bracketsInText, true)).statusCode).toBe(422);
    expect(await guestCount()).toBe(1);
  });

  it('the NUL check walks any depth without recursion (queries and multipart fields reach it too)', () => {
    let value: unknown = 'a\u0000b';
    for (let level = 0; level < 100_000; level++) value = { a: value };
    expect(() => parse(z.object({}), value)).toThrow(expect.objectContaining({ code: 'form_validation_error' }));
  });
});

describe('what Node refuses before a route sees it', () => {
  let base: string;
  beforeAll(async () => {
    base = await server.listen();
  });

  it('a query over 16 KB is 431 request_too_large in the API shape, signed in or not', async () => {
    for (const headers of [{}, { cookie: planner.cookie }] as Record<string, string>[]) {
      const response = await fetch(`${base}/api/guests/index?wedding_id=${planner.weddingId}&pad=${'1'.repeat(17 * 1024)}`, { headers });
      expect(response.status).toBe(431);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: { code: 'request_too_large' } });
    }
  });

  it('a head that is not HTTP is 400 bad_request in the API shape', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(base).port), '127.0.0.1', () => socket.write('HELLO THERE\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ error: { code: 'bad_request' } });
  });
});
