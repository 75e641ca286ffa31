import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Config } from '../../../server/config';
import { namedIds } from '../../../server/http/access';
import { contractRoutes, routesBesideTheContract, storedImageRoute, uploadForms } from '../fuzz/fuzzed-routes';
import { idFieldsOf } from './id-fields';
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

/** Every route's input schema, by method and address: the contract's calls, the downloads and the stream, the forms. */
export async function inputSchemas(): Promise<Map<string, z.ZodType>> {
  const routes = [...(await contractRoutes()), ...routesBesideTheContract];
  const schemas = new Map(routes.map((route) => [`${route.method} /api${route.path}`, route.input]));
  for (const form of uploadForms) schemas.set(`POST /api${form.path}`, form.fields);
  schemas.set(storedImageRoute.replace(' ', ' /api'), z.object({}));
  return schemas;
}

/** The ids an address carries (`/storage/ideas/wedding-:wedding_id/:name`). */
const pathIds = (url: string) => [...url.matchAll(/:(\w+_id)\b/g)].map((match) => match[1]!);

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

    it("declares every id field of each route's input, and none it does not take", async () => {
      const schemas = await inputSchemas();
      const problems = server()
        .routes()
        .filter((route) => route.access?.callers !== 'anyone' && route.method !== 'HEAD')
        .flatMap((route) => {
          const schema = schemas.get(`${route.method} ${route.url}`);
          if (!schema) return [`${named(route)}: no input schema known`];
          const taken = [...idFieldsOf(schema), ...pathIds(route.url)];
          const declared = namedIds(route.access!);
          return [
            ...taken.filter((field) => !declared.includes(field)).map((field) => `${named(route)}: ${field} is not declared`),
            ...declared.filter((field) => !taken.includes(field)).map((field) => `${named(route)}: declares ${field}, which its input does not take`),
          ];
        });
      expect(problems).toEqual([]);
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
