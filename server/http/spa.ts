import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isLocale, languageCookie, languageCookieMetaName } from '../../contract/locale';
import { bootElements, collectBootAnswers } from './boot-answers';
import { pagePreloadsOf } from './page-preloads';
import { pageStream } from './page-stream';
import { registerDeclared, signedOutAllowed } from './access';
import { ApiError } from './errors';

/**
 * Serves the built SPA: hashed assets cached for a year, every other GET of a page gets
 * index.html so client routes survive a reload, whatever its `Accept` says (`curl`, a link
 * checker, a monitor). Unknown API paths and missing files answer a JSON 404.
 * The build writes brotli and gzip copies beside each file (vite.config.ts); the copy the browser
 * accepts is sent (`Vary: Accept-Encoding`, the original's content type, the copy's length).
 * The page itself is written for each request with the answers its first reads need
 * (boot-answers.ts): it carries the signed-in person's data, so no browser or proxy keeps it.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string | null, apiPrefix: string) {
  const hasBuild = staticDir !== null && existsSync(join(staticDir, 'index.html'));
  if (hasBuild) {
    await registerDeclared(app, signedOutAllowed, () =>
      app.register(fastifyStatic, {
        root: staticDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders(reply, path) {
          const immutable = path.includes(`${join(staticDir, 'assets')}`);
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      }),
    );
  }
  // Read once: the build does not change under a running server.
  const page = hasBuild ? readFileSync(join(staticDir, 'index.html'), 'utf8') : '';
  const headEnd = page.indexOf('</head>');
  const preloadsFor = hasBuild ? pagePreloadsOf(staticDir) : () => '';
  function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const { body, encoding, flush, end } = pageStream(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    reply.header('cache-control', 'no-store').header('vary', 'accept-encoding, cookie').type('text/html; charset=utf-8').send(body);
    // The top of the page and the code its address needs, at once; the answers once read (page-stream.ts).
    flush(page.slice(0, headEnd) + languageCookieMeta(request) + preloadsFor(request));
    void collectBootAnswers(app, request, apiPrefix).then(
      (boot) => end(bootElements(boot) + page.slice(headEnd)),
      // Never expected (each read's failure is caught): the page still works without answers.
      () => end(page.slice(headEnd)),
    );
    return reply;
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0]!;
    const isApi = apiPrefix === '' || path === apiPrefix || path.startsWith(`${apiPrefix}/`);
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isFilePath(path);
    if (!isApi && hasBuild && wantsPage) return sendPage(request, reply);
    throw new ApiError(404, 'not_found');
  });
}

/** The language cookie's value for the SPA's first script (contract/locale.ts), only ever a language or empty. */
function languageCookieMeta(request: FastifyRequest): string {
  const value = request.cookies[languageCookie.name];
  return `<meta name="${languageCookieMetaName}" content="${isLocale(value) ? value : ''}">`;
}

/**
 * A file the build would have written (under /assets/, or a name with an extension such as
 * /favicon.ico) rather than a page: the SPA's addresses never end in one, and a missing script
 * answered with HTML would fail in the browser as a confusing syntax error.
 */
function isFilePath(path: string): boolean {
  return path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/')));
}
