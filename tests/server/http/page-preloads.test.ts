import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootAnswersElementId } from '../../../contract/boot-answers';
import type { PagePreloads } from '../../../contract/page-routes';
import { plannerWithWedding } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Issue 23 item 23: the page names the code its address needs and leaves with its top before
 * the server has read its answers, so a first visit downloads the code meanwhile.
 */

const page = '<!doctype html><html><head><title>Wedding Planner</title></head><body><div id="root"></div></body></html>';
const files = (name: string) => [`/assets/${name}.js`, '/assets/shared.js'];
const preloads: PagePreloads = {
  chunks: { dashboard: files('dashboard'), wedding: files('wedding'), weddingGuests: files('guests'), weddings: files('weddings') } as PagePreloads['chunks'],
  locales: { en: files('en'), es: files('es') },
  apiBase: '/api',
};

let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'wp-preloads-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), page);
  writeFileSync(join(staticDir, 'page-preloads.json'), JSON.stringify(preloads));
  server = await startTestServer({ staticDir });
});
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const languageIn = (html: string) => /<meta name="language-cookie" content="([^"]*)">/.exec(html)?.[1];
const preloadsIn = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

describe('the code a page names before its answers', () => {
  it('is the code of the page at the address and the texts of the language the SPA will choose, each file once', async () => {
    const { cookie, weddingId } = await plannerWithWedding(server);
    const guests = await server.inject({
      method: 'GET',
      url: `/wedding/${weddingId}/guests`,
      headers: { cookie: `${cookie}; lang=es`, 'accept-language': 'en' },
    });
    expect(preloadsIn(guests.body)).toEqual(['/assets/dashboard.js', '/assets/shared.js', '/assets/wedding.js', '/assets/guests.js', '/assets/es.js']);
    // The guest list's read leaves with them (boot-answers.ts names it for the SPA to start).
    expect(guests.body).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/guests/index?wedding_id=${weddingId}">`);
    expect(guests.body.indexOf('preload')).toBeLessThan(guests.body.indexOf(bootAnswersElementId));
    // The language cookie as the server read it, for the SPA's first script (src/lib/language-cookie.ts).
    expect(languageIn(guests.body)).toBe('es');

    // No cookie: the browser's languages, in the order of their weights.
    const list = await server.inject({ method: 'GET', url: '/weddings', headers: { cookie, 'accept-language': 'fr;q=0.9, es;q=0.5, en;q=0.6' } });
    expect(preloadsIn(list.body)).toEqual(['/assets/dashboard.js', '/assets/shared.js', '/assets/weddings.js', '/assets/en.js']);
    expect(languageIn(list.body)).toBe('');
    // A cookie that is not a language is written as none, never as markup.
    const forged = await server.inject({ method: 'GET', url: '/weddings', headers: { cookie: `${cookie}; lang="><script>x</script>` } });
    expect(languageIn(forged.body)).toBe('');
    expect(forged.body).not.toContain('<script>x');
    // Signed out, the guest list is not asked for: it would only be refused.
    const signedOut = await server.inject({ method: 'GET', url: `/wedding/${weddingId}/guests` });
    expect(signedOut.body).not.toContain('as="fetch"');
    const login = await server.inject({ method: 'GET', url: '/login', headers: { 'accept-language': 'es-MX' } });
    expect(preloadsIn(login.body)).toEqual(['/assets/es.js', '/assets/shared.js']);
  });

  it('leaves with the top of the page, before the answers are read', async () => {
    const { cookie, weddingId } = await plannerWithWedding(server);
    const base = new URL(await server.listen());
    const parts = await new Promise<string[]>((resolve, reject) => {
      get({ host: base.hostname, port: base.port, path: `/wedding/${weddingId}/guests`, headers: { cookie, 'accept-encoding': 'identity' } }, (response) => {
        const received: string[] = [];
        response.setEncoding('utf8').on('data', (part: string) => received.push(part));
        response.on('end', () => resolve(received)).on('error', reject);
      }).on('error', reject);
    });
    expect(parts[0]).toContain('modulepreload');
    expect(languageIn(parts[0]!)).toBe('');
    expect(parts[0]).not.toContain(bootAnswersElementId);
    expect(parts.join('')).toContain(bootAnswersElementId);
    expect(parts.join('')).toMatch(/<\/body><\/html>$/);
  });
});
