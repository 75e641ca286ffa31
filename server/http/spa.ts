import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ApiError } from './errors';

/**
 * Serves the built SPA: hashed assets cached for a year, every other GET that wants HTML gets
 * index.html so client routes survive a reload. Unknown API paths answer a JSON 404.
 * The build writes brotli and gzip copies beside each file (vite.config.ts); the copy the browser
 * accepts is sent (`Vary: Accept-Encoding`, the original's content type, the copy's length).
 */
export async function registerSpa(app: FastifyInstance, staticDir: string | null, apiPrefix: string) {
  const hasBuild = staticDir !== null && existsSync(join(staticDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, path) {
        const immutable = path.includes(`${join(staticDir, 'assets')}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = apiPrefix === '' || request.url === apiPrefix || request.url.startsWith(`${apiPrefix}/`);
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!isApi && hasBuild && wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    throw new ApiError(404, 'not_found');
  });
}
