import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { buildApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/client';
import { registerHealthCheck } from '../../../server/http/health';
import { migratedTemplate, startTestServer, type TestServer } from '../../support/test-server';

/** Issue 23 item 24: `GET /healthz` says whether the server can reach its database, to anyone. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /healthz', () => {
  it('answers 200 ok without a session, never cached, beside the API rather than under its prefix', async () => {
    const response = await server.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await server.inject({ method: 'GET', url: '/api/healthz' })).statusCode).toBe(404);
  });

  it('answers 503 when the database is gone', async () => {
    const database = await openDatabase({ dataDir: null, template: migratedTemplate() });
    const app = await buildApp({ db: database.db, mailer: server.mailer, config: server.config });
    try {
      await database.close();
      const response = await app.server.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await app.server.close();
    }
  });

  it('answers 503 when the database does not answer within two seconds', async () => {
    const app = Fastify();
    const silent = { execute: () => new Promise(() => {}) } as unknown as Database;
    registerHealthCheck(app, silent);
    const startedAt = Date.now();
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1900);
    expect(Date.now() - startedAt).toBeLessThan(4000);
    await app.close();
  });
});
