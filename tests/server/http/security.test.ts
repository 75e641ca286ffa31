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

describe('unknown API paths', () => {
  it('answer a JSON 404', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});
