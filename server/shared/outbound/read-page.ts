import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { openCheckedConnection, OutboundFailed, OutboundRefused, type Outbound } from './network';

/** What was read: the page's final address (after redirects) and whether it was HTML at all. */
export interface PageRead {
  url: URL;
  isHtml: boolean;
}

/** Called with each piece of the page's text; `enough` stops reading (the part wanted has been seen). */
export type PageConsumer = (text: string) => 'enough' | 'more';

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const htmlTypes = new Set(['text/html', 'application/xhtml+xml']);

/** An address the server fetches at all: http or https, port 80 or 443, no user name or password. */
function checkedUrl(address: string | URL, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    throw new OutboundFailed('not an address');
  }
  const schemeAllowed = url.protocol === 'http:' || url.protocol === 'https:';
  if (!schemeAllowed || !['', '80', '443'].includes(url.port) || url.username || url.password) throw new OutboundRefused(`${url.protocol} ${url.port} refused`);
  return url;
}

/** One GET, its connection opened by `openCheckedConnection` (no connection pool: every request is checked). */
function get(outbound: Outbound, url: URL, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {
        signal,
        headers: {
          'user-agent': 'WeddingPlanner-LinkPreview/1.0',
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-encoding': 'gzip, deflate, br',
        },
        createConnection: (_options, created) => {
          openCheckedConnection(outbound, url).then(
            (socket) => created(null, socket),
            (error: Error) => created(error, undefined as never),
          );
          return undefined;
        },
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding === 'identity') return response;
  const decompress = { gzip: createGunzip, 'x-gzip': createGunzip, deflate: createInflate, br: createBrotliDecompress }[encoding];
  if (!decompress) throw new OutboundFailed(`content encoding ${encoding}`);
  const text = decompress();
  response.on('error', (error) => text.destroy(error));
  return response.pipe(text);
}

function textDecoderOf(contentType: string): TextDecoder {
  const charset = /charset="?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset);
  } catch {
    return new TextDecoder('utf-8');
  }
}

async function readText(response: IncomingMessage, outbound: Outbound, consume: PageConsumer, signal: AbortSignal): Promise<void> {
  // A page still arriving when the time is up stops where it is.
  signal.addEventListener('abort', () => response.destroy(new OutboundFailed('no answer in time')), { once: true });
  const decoder = textDecoderOf(String(response.headers['content-type'] ?? ''));
  let bytes = 0;
  for await (const chunk of decoded(response) as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > outbound.maxBytes) throw new OutboundFailed('page too large');
    if (consume(decoder.decode(chunk, { stream: true })) === 'enough') return;
  }
  consume(decoder.decode());
}

/**
 * Reads a page a user named, within `outbound`'s rules: every address checked when its
 * connection opens (the first and each redirect's, at most `maxRedirects`, each address
 * re-checked), the whole fetch within `timeoutMs`, at most `maxBytes` of text, and only an
 * HTML page is read (anything else answers `isHtml: false`, unread). The consumer stops the
 * reading once it has what it wants. Refusals: `OutboundRefused` (no connection was
 * attempted) or `OutboundFailed`.
 */
export async function readPage(address: string, outbound: Outbound, consume: PageConsumer): Promise<PageRead> {
  const signal = AbortSignal.timeout(outbound.timeoutMs);
  let url = checkedUrl(address);
  const responses: IncomingMessage[] = [];
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await get(outbound, url, signal);
      responses.push(response);
      const location = response.headers.location;
      if (redirectStatuses.has(response.statusCode ?? 0) && location) {
        if (redirects === outbound.maxRedirects) throw new OutboundFailed('too many redirects');
        url = checkedUrl(location, url);
        response.destroy();
        continue;
      }
      if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) > 299) throw new OutboundFailed(`status ${response.statusCode}`);
      const type = String(response.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      if (!htmlTypes.has(type)) return { url, isHtml: false };
      await readText(response, outbound, consume, signal);
      return { url, isHtml: true };
    }
  } catch (error) {
    if (error instanceof OutboundRefused || error instanceof OutboundFailed) throw error;
    if (signal.aborted) throw new OutboundFailed('no answer in time');
    throw new OutboundFailed(error instanceof Error ? error.message : String(error));
  } finally {
    for (const response of responses) response.destroy();
  }
}
