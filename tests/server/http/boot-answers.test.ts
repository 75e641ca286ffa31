import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootAnswerKey, bootAnswersElementId, startedReadsElementId, type BootAnswers } from '../../../contract/boot-answers';
import { acceptedEncoding } from '../../../server/http/compression';
import { plannerWithWedding, signedInPerson, weddingPayload } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Issue 8 item 16: the page the server sends carries the answers to its first reads, made
 * through the API with the browser's own cookie: the same checks, nothing more.
 */

const page = '<!doctype html><html><head><title>Wedding Planner</title></head><body><div id="root"></div></body></html>';

let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'wp-boot-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), page);
  server = await startTestServer({ staticDir });
});
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

async function openPage(path: string, cookie?: string, acceptEncoding = 'identity') {
  const response = await server.inject({
    method: 'GET',
    url: path,
    headers: { accept: 'text/html', 'accept-encoding': acceptEncoding, host: 'planner.example', ...(cookie ? { cookie } : {}) },
  });
  expect(response.statusCode).toBe(200);
  return response;
}

function answersIn(html: string): BootAnswers {
  const match = new RegExp(`<script type="application/json" id="${bootAnswersElementId}">(.*?)</script>`).exec(html);
  if (!match) throw new Error('the page carries no answers');
  return JSON.parse(match[1]!) as BootAnswers;
}

/** The reads the page names for the SPA to start itself, or none. */
function startedReadsIn(html: string): string[] {
  const match = new RegExp(`<script type="application/json" id="${startedReadsElementId}">(.*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as string[]) : [];
}

const apiData = async (path: string, query: Record<string, string | number>, cookie: string) =>
  (await server.inject({ method: 'GET', url: `/api${bootAnswerKey(path, query)}`, headers: { cookie } })).json().data;

describe('the answers written into the page', () => {
  it('gives a wedding’s plan the session, the brand, the wedding, the plan and its actions, exactly as the API answers them', async () => {
    const { cookie, weddingId } = await plannerWithWedding(server);
    const answers = answersIn((await openPage(`/wedding/${weddingId}/plan`, cookie)).body);
    const owner = { wedding_id: weddingId };
    expect(Object.keys(answers).sort()).toEqual(
      [
        '/me',
        bootAnswerKey('/get_customization', { host: 'planner.example' }),
        bootAnswerKey('/weddings/show', { id: weddingId }),
        bootAnswerKey('/plan_sections/index', owner),
        bootAnswerKey('/plan_elements/index', owner),
        bootAnswerKey('/weddings/get_actions', { ...owner, module_code: 'PLAN' }),
        // Whether Home has a card decides the wedding's menu (issue 25).
        bootAnswerKey('/weddings/get_actions', { ...owner, module_code: 'HOME' }),
      ].sort(),
    );
    expect(answers[bootAnswerKey('/weddings/show', { id: weddingId })]).toEqual(await apiData('/weddings/show', { id: weddingId }, cookie));
    expect(answers[bootAnswerKey('/plan_elements/index', owner)]).toEqual(await apiData('/plan_elements/index', owner, cookie));
    expect((answers['/me'] as { user: { id: number } }).user.id).toBeGreaterThan(0);
  });

  it('gives a wedding’s Home its HOME actions and the summary of every card', async () => {
    const { cookie, weddingId } = await plannerWithWedding(server);
    const answers = answersIn((await openPage(`/wedding/${weddingId}`, cookie)).body);
    const owner = { wedding_id: weddingId };
    expect(Object.keys(answers)).toEqual(
      expect.arrayContaining([
        bootAnswerKey('/weddings/get_actions', { ...owner, module_code: 'HOME' }),
        ...['/checklist/summary', '/guests/summary', '/tables/summary', '/budget/summary'].map((path) => bootAnswerKey(path, owner)),
      ]),
    );
    expect(answers[bootAnswerKey('/guests/summary', owner)]).toEqual(await apiData('/guests/summary', owner, cookie));
  });

  it('writes nothing of a wedding the person may not open, and nothing but the brand and “nobody” for a visitor', async () => {
    const owner = await plannerWithWedding(server);
    const { cookie: stranger } = await signedInPerson(server, 'Planner', { credits: 1 });
    const foreign = answersIn((await openPage(`/wedding/${owner.weddingId}/plan`, stranger)).body);
    expect(Object.keys(foreign).sort()).toEqual(['/me', bootAnswerKey('/get_customization', { host: 'planner.example' })].sort());

    const visitor = answersIn((await openPage('/weddings')).body);
    expect(visitor['/me']).toEqual({ user: null });
    expect(Object.keys(visitor)).not.toContain('/weddings');
  });

  it('names the guest list for the guests page to start at once, only to whom may open it (issue 23 item 23)', async () => {
    const { cookie, weddingId } = await plannerWithWedding(server);
    const html = (await openPage(`/wedding/${weddingId}/guests`, cookie)).body;
    expect(startedReadsIn(html)).toEqual([bootAnswerKey('/guests/index', { wedding_id: weddingId })]);
    // Not waited for: the list itself is not in the page.
    expect(Object.keys(answersIn(html))).not.toContain(bootAnswerKey('/guests/index', { wedding_id: weddingId }));

    const { cookie: stranger } = await signedInPerson(server, 'Planner', { credits: 1 });
    expect(startedReadsIn((await openPage(`/wedding/${weddingId}/guests`, stranger)).body)).toEqual([]);
    expect(startedReadsIn((await openPage(`/wedding/${weddingId}/guests`)).body)).toEqual([]);
    expect(startedReadsIn((await openPage(`/wedding/${weddingId}/plan`, cookie)).body)).toEqual([]);
  });

  it('gives the weddings list only the person’s own weddings', async () => {
    const { cookie } = await plannerWithWedding(server);
    const answers = answersIn((await openPage('/weddings', cookie)).body);
    expect(answers['/weddings']).toEqual(await apiData('/weddings', {}, cookie));
    expect((answers['/weddings'] as { weddings: unknown[] }).weddings).toHaveLength(1);
  });

  it('keeps a name that looks like markup inside the data, where it cannot end the script', async () => {
    const { person, cookie } = await signedInPerson(server, 'Planner', { credits: 1 });
    const name = '</script><script>alert(1)</script> $& \u2028 <!--';
    const created = await server.inject({ method: 'POST', url: '/api/weddings/create', headers: { cookie }, payload: weddingPayload({ name }) });
    expect(created.statusCode, `${person.email}: ${created.body}`).toBe(200);
    const html = (await openPage('/weddings', cookie)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const answers = answersIn(html);
    expect((answers['/weddings'] as { weddings: Array<{ name: string }> }).weddings[0]!.name).toBe(name);
  });

  it('is never kept by a browser or a proxy, and is compressed as the browser accepts', async () => {
    const { cookie } = await plannerWithWedding(server);
    const plain = await openPage('/weddings', cookie);
    expect(plain.headers['cache-control']).toBe('no-store');
    expect(plain.headers.vary).toMatch(/cookie/i);
    expect(plain.headers['content-type']).toMatch(/^text\/html/);

    const brotli = await openPage('/weddings', cookie, 'gzip, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(answersIn(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(answersIn(plain.body));
    const gzip = await openPage('/weddings', cookie, 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(answersIn(gunzipSync(gzip.rawPayload).toString())).toEqual(answersIn(plain.body));
  });
});

describe('the encoding of the page', () => {
  it('prefers brotli, then gzip, and honours a refusal by quality zero', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=0.8, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
