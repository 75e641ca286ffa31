import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicInternet } from '../../../server/shared/outbound/network';
import { plannerWithWedding, signedInSpouse } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/test-server';
import { FakeInternet, html, pageOf, redirectTo } from './fake-internet';

/**
 * `GET /ideas/link_preview` against a fake internet (fake-internet.ts): names resolve from a
 * table, and every connection is recorded, then made to a site on 127.0.0.1. Each refused
 * address is refused before any connection is asked for.
 */
const internet = new FakeInternet();
let server: TestServer;
let cookie: string;
let weddingId: number;
const previewsPerMinute = 1000;

beforeAll(async () => {
  await internet.start();
  server = await startTestServer({ linkPreviewsPerMinute: previewsPerMinute }, { outbound: { ...publicInternet, network: internet, timeoutMs: 600 } });
  ({ cookie, weddingId } = await plannerWithWedding(server));
  internet.names.set('shop.example.com', ['93.184.216.34']);
  internet.names.set('metadata.example.com', ['169.254.169.254']);
  internet.names.set('mixed.example.com', ['93.184.216.34', '10.1.2.3']);
  internet.names.set('mapped.example.com', ['::ffff:127.0.0.1']);
  internet.names.set('ula.example.com', ['fd00::1']);
});
afterAll(async () => {
  await server.close();
  await internet.stop();
});

const preview = (link: string, as = cookie) =>
  server.inject({ method: 'GET', url: `/api/ideas/link_preview?wedding_id=${weddingId}&link=${encodeURIComponent(link)}`, headers: { cookie: as } });

/** The answer and the addresses connected to while it was made. */
async function previewWithConnections(link: string) {
  const before = internet.connections.length;
  const response = await preview(link);
  return { status: response.statusCode, body: response.json(), connected: internet.connectedSince(before) };
}

describe('a page that describes itself', () => {
  it('answers its Open Graph title, description and image (the image resolved, not fetched)', async () => {
    internet.pages.set(
      '/dress',
      pageOf(
        html(
          '<title>Ignored title</title><meta property="og:title" content="Lace &amp; silk gown"><meta property="og:description" content="  A gown\n for spring  "><meta property="og:image" content="/images/gown.jpg">',
        ),
      ),
    );
    const answer = await previewWithConnections('https://shop.example.com/dress');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ title: 'Lace & silk gown', description: 'A gown for spring', image: 'https://shop.example.com/images/gown.jpg' });
    // One connection, for the page: the picture is kept as an address.
    expect(answer.connected).toEqual(['93.184.216.34']);
  });

  it('falls back to <title> and the meta description, and reads a compressed page', async () => {
    internet.pages.set('/plain', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      response.end(gzipSync(html('<title>Venue  in the hills</title><meta name="description" content="Garden weddings">')));
    });
    expect((await previewWithConnections('http://shop.example.com/plain')).body.data).toEqual({
      title: 'Venue in the hills',
      description: 'Garden weddings',
      image: null,
    });
  });

  it('an address typed without a scheme is read as https', async () => {
    internet.pages.set('/noscheme', pageOf(html('<title>No scheme</title>')));
    const answer = await previewWithConnections('shop.example.com/noscheme');
    expect(answer.body.data.title).toBe('No scheme');
    expect(internet.connections.at(-1)).toMatchObject({ port: 443, tls: true, servername: 'shop.example.com' });
  });

  it('follows up to 3 redirects, each checked', async () => {
    internet.pages.set('/r1', redirectTo('/r2'));
    internet.pages.set('/r2', redirectTo('http://shop.example.com/r3', 301));
    internet.pages.set('/r3', redirectTo('/final', 307));
    internet.pages.set('/final', pageOf(html('<title>Arrived</title>')));
    const answer = await previewWithConnections('http://shop.example.com/r1');
    expect(answer.body.data.title).toBe('Arrived');
    expect(answer.connected).toHaveLength(4);
  });

  it('a page that is not HTML answers nothing, unread', async () => {
    internet.pages.set('/photo.jpg', pageOf(Buffer.alloc(2048, 1), 'image/jpeg'));
    const answer = await previewWithConnections('http://shop.example.com/photo.jpg');
    expect([answer.status, answer.body.data]).toEqual([200, { title: null, description: null, image: null }]);
  });
});

describe('addresses the server never connects to', () => {
  it.each([
    ['javascript:alert(1)', 'form_validation_error'],
    ['file:///etc/passwd', 'form_validation_error'],
    ['ftp://shop.example.com/x', 'form_validation_error'],
    ['http://user:secret@shop.example.com/', 'form_validation_error'],
    ['http://shop.example.com:8080/', 'link_not_allowed'],
    ['http://127.0.0.1/', 'link_not_allowed'],
    ['http://10.0.0.1/', 'link_not_allowed'],
    ['http://[::1]/', 'link_not_allowed'],
    ['http://[::ffff:7f00:1]/', 'link_not_allowed'],
    ['http://metadata.example.com/latest/meta-data/', 'link_not_allowed'],
    ['http://mixed.example.com/', 'link_not_allowed'],
    ['http://mapped.example.com/', 'link_not_allowed'],
    ['http://ula.example.com/', 'link_not_allowed'],
  ])('%s → %s, and no connection is made', async (link, code) => {
    const answer = await previewWithConnections(link);
    expect([answer.status, answer.body.error.code]).toEqual([422, code]);
    expect(answer.connected).toEqual([]);
  });

  // The name answers a public address when it is checked and the loopback the next time (a
  // rebinding attacker's DNS): the connection goes to the address that was checked, and the next
  // lookup's loopback is refused before any connection to it.
  it('a name that rebinds to 127.0.0.1 on its next lookup: never connected to', async () => {
    internet.answersInTurn.set('rebind.example.com', [['93.184.216.34'], ['127.0.0.1']]);
    internet.pages.set('/rebind', pageOf(html('<title>First answer</title>')));
    const lookups = internet.lookups.length;
    const first = await previewWithConnections('http://rebind.example.com/rebind');
    expect([first.status, first.body.data?.title, first.connected]).toEqual([200, 'First answer', ['93.184.216.34']]);
    // One lookup, checked and used: the socket never asks the resolver again.
    expect(internet.lookups.slice(lookups)).toEqual(['rebind.example.com']);
    const again = await previewWithConnections('http://rebind.example.com/rebind');
    expect([again.status, again.body.error?.code, again.connected]).toEqual([422, 'link_not_allowed', []]);
    // And within one preview: a redirect to the same name, now rebound, is refused before connecting.
    internet.answersInTurn.set('rebind.example.com', [['93.184.216.34'], ['127.0.0.1']]);
    internet.pages.set('/rebind-hop', redirectTo('http://rebind.example.com/rebind'));
    const hop = await previewWithConnections('http://rebind.example.com/rebind-hop');
    expect([hop.status, hop.body.error?.code, hop.connected]).toEqual([422, 'link_not_allowed', ['93.184.216.34']]);
  });

  it('a redirect to the cloud metadata address is refused before connecting to it', async () => {
    internet.pages.set('/to-metadata', redirectTo('http://169.254.169.254/latest/meta-data/'));
    internet.pages.set('/to-metadata-name', redirectTo('http://metadata.example.com/'));
    for (const path of ['/to-metadata', '/to-metadata-name']) {
      const answer = await previewWithConnections(`http://shop.example.com${path}`);
      expect([answer.status, answer.body.error.code]).toEqual([422, 'link_not_allowed']);
      expect(answer.connected).toEqual(['93.184.216.34']);
    }
  });
});

describe('pages that do not give a preview', () => {
  it('a fourth redirect', async () => {
    internet.pages.set('/loop', redirectTo('/loop'));
    const answer = await previewWithConnections('http://shop.example.com/loop');
    expect([answer.status, answer.body.error.code]).toEqual([422, 'link_preview_unavailable']);
    expect(answer.connected).toHaveLength(4);
  });

  it('a head over 1 MB: reading stops there', async () => {
    let sent = 0;
    internet.pages.set('/huge', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html><head><title>Huge</title>');
      const chunk = `<meta name="x" content="${'a'.repeat(64 * 1024)}">`;
      const more = () => {
        while (sent < 8 * 1024 * 1024 && response.write(chunk)) sent += chunk.length;
        if (sent < 8 * 1024 * 1024) response.once('drain', more);
        else response.end('</head></html>');
      };
      response.on('error', () => undefined);
      more();
    });
    const answer = await previewWithConnections('http://shop.example.com/huge');
    expect([answer.status, answer.body.error.code]).toEqual([422, 'link_preview_unavailable']);
    expect(sent).toBeLessThan(8 * 1024 * 1024);
  });

  it('a page that never ends: the fetch gives up at its time limit', async () => {
    internet.pages.set('/endless', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html><head><title>Endless');
      const drip = setInterval(() => response.write(' '), 50);
      response.on('close', () => clearInterval(drip));
    });
    const started = Date.now();
    const answer = await previewWithConnections('http://shop.example.com/endless');
    expect([answer.status, answer.body.error.code]).toEqual([422, 'link_preview_unavailable']);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('an error status, or a name that does not resolve', async () => {
    for (const link of ['http://shop.example.com/missing', 'http://nowhere.example.com/']) {
      const answer = await previewWithConnections(link);
      expect([answer.status, answer.body.error.code]).toEqual([422, 'link_preview_unavailable']);
    }
  });

  it('production allows 5 s, 1 MB and 3 redirects, and only public addresses', () => {
    expect([publicInternet.timeoutMs, publicInternet.maxBytes, publicInternet.maxRedirects]).toEqual([5000, 1024 * 1024, 3]);
    expect(['93.184.216.34', '127.0.0.1', '169.254.169.254'].map(publicInternet.allows)).toEqual([true, false, false]);
  });
});

describe('the allowance', () => {
  it('a user asks for at most `linkPreviewsPerMinute` previews a minute, then 429 with Retry-After; another user of the same wedding still may', async () => {
    internet.pages.set('/counted', pageOf(html('<title>Counted</title>')));
    const limited = await startTestServer({ linkPreviewsPerMinute: 2 }, { outbound: { ...publicInternet, network: internet } });
    try {
      const owner = await plannerWithWedding(limited);
      const ask = (cookie: string) =>
        limited.inject({
          method: 'GET',
          url: `/api/ideas/link_preview?wedding_id=${owner.weddingId}&link=${encodeURIComponent('http://shop.example.com/counted')}`,
          headers: { cookie },
        });
      const answers = [await ask(owner.cookie), await ask(owner.cookie), await ask(owner.cookie)];
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 429]);
      expect(Number(answers[2]!.headers['retry-after'])).toBeGreaterThan(0);
      // The allowance is the user's: the couple, on the same wedding, has theirs whole.
      const spouse = await signedInSpouse(limited, owner.weddingId);
      expect([(await ask(spouse.cookie)).statusCode, (await ask(spouse.cookie)).statusCode, (await ask(owner.cookie)).statusCode]).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
