import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { plannerWithWedding } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/test-server';
import { html } from './fake-internet';

/**
 * LINK_PREVIEW_ALLOW_ORIGINS, the one way past the outbound guard (for the e2e and the bench):
 * with the real resolver and connections, a page on the loopback is refused by default, and the
 * setting lets through exactly the origins it lists: not another port, not a redirect off the
 * origin. Each refusal is made before any connection.
 */
interface LocalSite {
  server: Server;
  origin: string;
  /** Requests the site has received. */
  requests: string[];
}

async function localSite(redirectTo?: () => string): Promise<LocalSite> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '/');
    if (request.url === '/away' && redirectTo) response.writeHead(302, { location: redirectTo() }).end();
    else response.writeHead(200, { 'content-type': 'text/html' }).end(html('<title>Local page</title>'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, requests, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

let listed: LocalSite;
let other: LocalSite;
const servers: TestServer[] = [];

beforeAll(async () => {
  other = await localSite();
  listed = await localSite(() => `${other.origin}/page`);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  for (const site of [listed, other]) site.server.close();
});

async function previewerWith(origins: string[]) {
  const server = await startTestServer({ linkPreviewAllowOrigins: origins });
  servers.push(server);
  const { cookie, weddingId } = await plannerWithWedding(server);
  return async (link: string) => {
    const response = await server.inject({
      method: 'GET',
      url: `/api/ideas/link_preview?wedding_id=${weddingId}&link=${encodeURIComponent(link)}`,
      headers: { cookie },
    });
    const body = response.json();
    return [response.statusCode, body.error?.code ?? body.data.title];
  };
}

describe('LINK_PREVIEW_ALLOW_ORIGINS', () => {
  it('is empty by default and takes only origins', () => {
    expect(loadConfig({}).linkPreviewAllowOrigins).toEqual([]);
    expect(loadConfig({ LINK_PREVIEW_ALLOW_ORIGINS: ' http://127.0.0.1:4306 , http://localhost:9 ' }).linkPreviewAllowOrigins).toEqual([
      'http://127.0.0.1:4306',
      'http://localhost:9',
    ]);
    for (const value of ['http://127.0.0.1:4306/page', '127.0.0.1:4306', 'http://user@127.0.0.1:4306'])
      expect(() => loadConfig({ LINK_PREVIEW_ALLOW_ORIGINS: value })).toThrow();
  });

  it('unset, a page on the loopback is refused without a connection', async () => {
    const preview = await previewerWith([]);
    expect(await preview(`${listed.origin}/page`)).toEqual([422, 'link_not_allowed']);
    expect(listed.requests).toEqual([]);
  });

  it('set, only the listed origin is read: another port or a redirect off it is refused', async () => {
    const preview = await previewerWith([listed.origin]);
    expect(await preview(`${listed.origin}/page`)).toEqual([200, 'Local page']);
    expect(await preview(`${other.origin}/page`)).toEqual([422, 'link_not_allowed']);
    expect(await preview(`${listed.origin}/away`)).toEqual([422, 'link_not_allowed']);
    expect([listed.requests, other.requests]).toEqual([['/page', '/away'], []]);
  });
});
