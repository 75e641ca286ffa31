import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { chooseLocale, languageCookie } from '../../contract/locale';
import { chunksFor, pagePreloadsFile, type PagePreloads } from '../../contract/page-routes';
import { sessionCookieName } from '../modules/auth/session-cookie';
import { acceptedValues } from './accept-header';
import { startedReadKeys } from './boot-answers';

/**
 * The `<link rel="modulepreload">` elements a page names for the browser: the code of the page at
 * its address (contract/page-routes.ts) and the texts of the language the SPA will choose, as the
 * build listed their files (scripts/page-preloads-plugin.ts). The server sends them with the top
 * of the page, before it has read the page's data, so a first visit downloads its code meanwhile
 * (issue 23 item 23). Without the build's list (an older build) it names no code.
 */
export function pagePreloadsOf(staticDir: string): (request: FastifyRequest) => string {
  const path = join(staticDir, pagePreloadsFile);
  const preloads = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as PagePreloads) : null;
  return (request) => {
    const pathname = new URL(request.url, 'http://page').pathname;
    const locale = chooseLocale({
      cookieLanguage: request.cookies[languageCookie.name],
      browserLanguages: acceptedValues(request.headers['accept-language']),
    });
    const code = preloads ? [...chunksFor(pathname).flatMap((chunk) => preloads.chunks[chunk] ?? []), ...(preloads.locales[locale] ?? [])] : [];
    // The reads the page starts itself (a long guest list, boot-answers.ts) leave now too, for a
    // signed-in person: the SPA's own call, credentials included, takes the preloaded answer.
    const reads = preloads && request.cookies[sessionCookieName] ? startedReadKeys(pathname).map((key) => `${preloads.apiBase}${key}`) : [];
    // The reads first: the server takes longest over them.
    return [
      ...reads.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(url)}">`),
      ...[...new Set(code)].map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
    ].join('');
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
