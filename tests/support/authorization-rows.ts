import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TestServer } from './test-server';

/** A route of an authorisation matrix: its name, the call, and the status each caller hears (in the callers' order). */
export type AuthorizationRow = [name: string, request: () => InjectOptions | Promise<InjectOptions>, expected: number[]];

/**
 * One test per route × caller: the call, sent with that caller's session cookie, answers the
 * status the row expects. The server and the cookies are read when each test runs, since the
 * test file makes them in its `beforeAll`.
 */
export function describeAuthorizationRows<Actor extends string>(
  routes: AuthorizationRow[],
  actors: readonly Actor[],
  session: () => { server: TestServer; cookies: Partial<Record<Actor, string>> },
) {
  describe.each(routes)('%s', (_name, request, expected) => {
    it.each(actors.map((actor, index) => [actor, expected[index]!] as const))('as %s → %i', async (actor, status) => {
      const options = await request();
      const { server, cookies } = session();
      const cookie = cookies[actor];
      const response = await server.inject({ ...options, headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) } });
      expect(response.statusCode, response.body).toBe(status);
    });
  });
}

/** What each call answers each caller (by cookie, in order), a fresh request each time: the table an action test compares. */
export async function statusTable(
  server: TestServer,
  calls: Record<string, () => InjectOptions | Promise<InjectOptions>>,
  cookies: readonly string[],
): Promise<Record<string, number[]>> {
  const table: Record<string, number[]> = {};
  for (const [name, request] of Object.entries(calls)) {
    const heard: number[] = [];
    for (const cookie of cookies) {
      const options = await request();
      heard.push((await server.inject({ ...options, headers: { ...(options.headers ?? {}), cookie } })).statusCode);
    }
    table[name] = heard;
  }
  return table;
}
