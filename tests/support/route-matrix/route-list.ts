import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../../server/config';
import type { TestServer } from '../test-server';

/** A built SPA of one page and one asset, and a CORS origin: the routes their plugins add. */
export function withPluginRoutes(): Partial<Config> {
  const staticDir = mkdtempSync(join(tmpdir(), 'wp-routes-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return { staticDir, corsOrigins: ['https://app.example.test'] };
}

const named = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/**
 * Every route Fastify registers (its own `onRoute` list: JSON calls, uploads, downloads, the
 * live-events stream, the health check, CORS preflight and the SPA's files) declares who may
 * call it (server/http/access.ts). A route added without one fails here, whoever forgot it.
 * `server` runs with a built SPA and a CORS origin, so their plugins' routes are listed too.
 */
export function describeRouteDeclarations(server: () => TestServer) {
  describe('route declarations', () => {
    it('every registered route declares its access', () => {
      const routes = server().routes();
      expect(routes.length).toBeGreaterThan(100);
      expect(routes.filter((route) => route.access === undefined).map(named)).toEqual([]);
    });

    it('uploads, downloads and the live-events stream are on the list', () => {
      const names = server().routes().map(named);
      expect(names).toEqual(
        expect.arrayContaining([
          'POST /api/weddings/upload_layout',
          'GET /api/weddings/layout',
          'POST /api/guests/import_validate',
          'GET /api/guests/export',
          'GET /api/plan_elements/get_file',
          'POST /api/ideas/create',
          'GET /api/storage/ideas/wedding-:wedding_id/:name',
          'GET /api/events/stream',
          'GET /healthz',
        ]),
      );
    });

    it('only these routes are open to a caller who is not signed in', () => {
      const open = server()
        .routes()
        .filter((route) => route.access?.callers === 'anyone')
        .map(named)
        .filter((name) => !name.startsWith('HEAD '));
      expect(open.sort()).toEqual(
        [
          'GET /api/get_customization',
          'GET /api/me',
          'GET /assets/index-abc123.js',
          'GET /healthz',
          'GET /index.html',
          'OPTIONS *',
          'POST /api/change_password',
          'POST /api/forgot',
          'POST /api/login',
          'POST /api/logout',
          'GET /api/verify_token',
        ].sort(),
      );
    });
  });
}
