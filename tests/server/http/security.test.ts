import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('security headers', () => {
  it('sends a real CSP, nosniff, no framing and a referrer policy', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/get_customization' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('cross-site requests', () => {
  it('refuses an unsafe request that a browser labels cross-site', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: adminLogin,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('cross_site_request');
  });

  it('refuses a foreign Origin and accepts the own one', async () => {
    const foreign = await server.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: adminLogin,
    });
    expect(foreign.statusCode).toBe(403);
    const own = await server.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
      payload: adminLogin,
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('caching', () => {
  it('API answers, successes and refusals alike, are never stored', async () => {
    const cookie = await server.signIn(adminLogin.email, adminLogin.password);
    for (const response of [
      await server.inject({ method: 'GET', url: '/api/me', headers: { cookie } }),
      await server.inject({ method: 'GET', url: '/api/weddings' }),
      await server.inject({ method: 'GET', url: '/api/weddings/show?id=abc', headers: { cookie } }),
    ]) {
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('a separate API host (CORS_ORIGINS)', () => {
  it('lets the site preflight and send PUT and DELETE with credentials, and nobody else', async () => {
    const split = await startTestServer({ corsOrigins: ['https://app.wedding.test'], apiPrefix: '' });
    try {
      for (const method of ['PUT', 'DELETE', 'POST']) {
        const preflight = await split.inject({
          method: 'OPTIONS',
          url: '/persons/update',
          headers: { origin: 'https://app.wedding.test', 'access-control-request-method': method, 'access-control-request-headers': 'content-type' },
        });
        expect(preflight.statusCode).toBe(204);
        expect(String(preflight.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
        expect(preflight.headers['access-control-allow-origin']).toBe('https://app.wedding.test');
        expect(preflight.headers['access-control-allow-credentials']).toBe('true');
      }
      const foreign = await split.inject({
        method: 'OPTIONS',
        url: '/persons/update',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT' },
      });
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await split.close();
    }
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});
