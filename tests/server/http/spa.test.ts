import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/test-server';

/** A built SPA as the production build writes it: each file with its brotli and gzip copies. */
const page = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<p>sign in</p>'.repeat(100)}</body></html>`;
const script = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `text ${index}`))};`;
const smallScript = 'export const x = 1;';

let server: TestServer;
let staticDir: string;

function writeWithCopies(path: string, content: string) {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'wp-spa-'));
  mkdirSync(join(staticDir, 'assets'));
  writeWithCopies(join(staticDir, 'index.html'), page);
  writeWithCopies(join(staticDir, 'assets', 'index-abc123.js'), script);
  // Small files get no compressed copy (vite.config.ts): they are sent as they are.
  writeFileSync(join(staticDir, 'assets', 'tiny-def456.js'), smallScript);
  server = await startTestServer({ staticDir });
});
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const getScript = (acceptEncoding?: string) =>
  server.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('the built SPA, compressed', () => {
  it('sends the brotli copy to a browser that accepts it, with the script’s type and the copy’s length', async () => {
    const response = await getScript('gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const response = await getScript('gzip, deflate');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself when no compression is accepted, still varying on Accept-Encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const response = await getScript(acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(script);
    }
  });

  it('sends a file without a compressed copy as it is', async () => {
    const response = await server.inject({ method: 'GET', url: '/assets/tiny-def456.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(smallScript);
  });

  it('caches hashed assets for a year and the page not at all', async () => {
    expect((await getScript('br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The page carries the person's first reads (boot-answers.test.ts).
    const reload = await server.inject({ method: 'GET', url: '/weddings', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(reload.headers['cache-control']).toBe('no-store');
  });

  it('answers a client route with index.html, compressed, as HTML', async () => {
    const response = await server.inject({ method: 'GET', url: '/wedding/7/plan', headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(response.rawPayload).toString();
    // The page as built, with what the server writes into it: the language cookie's value and the answers.
    const written = html
      .replace('<meta name="language-cookie" content="">', '')
      .replace(/<script type="application\/json" id="boot-answers">.*?<\/script>/, '');
    expect(written).toBe(page);
  });

  it('answers a page to any Accept, as curl or a monitor asks (issue 23 item 24)', async () => {
    for (const headers of [{}, { accept: '*/*' }, { accept: 'application/json' }]) {
      const response = await server.inject({ method: 'GET', url: '/login?next=%2Fweddings', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<p>sign in</p>');
    }
    const head = await server.inject({ method: 'HEAD', url: '/wedding/7/guests' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers a missing file with a JSON 404, never with the page', async () => {
    for (const url of ['/assets/gone-abc123.js', '/assets/chunk', '/favicon.ico', '/wedding/7/logo.png']) {
      const response = await server.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: { code: 'not_found' } });
    }
  });

  it('still answers an unknown API path with a JSON 404', async () => {
    for (const url of ['/api/nothing_here', '/api', '/api?x=1']) {
      const response = await server.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
  });
});
