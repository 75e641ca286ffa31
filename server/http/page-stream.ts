import { PassThrough, type Transform } from 'node:stream';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import { acceptedEncoding } from './compression';

/** The page as it goes out: written in parts, each part sent at once, compressed as the browser accepts. */
export interface PageStream {
  body: Transform;
  encoding: string | null;
  /** Sends `html` now, rather than when the compressor's buffer fills. */
  flush(html: string): void;
  end(html: string): void;
}

/**
 * The top of the page (its scripts, styles and preloads) leaves before the server has read the
 * page's answers (boot-answers.ts), so the browser downloads the app's code meanwhile instead of
 * after; the answers and the rest follow in the same response (issue 23 item 23). The module
 * scripts run once the whole page has arrived, so they still find the answers in it.
 */
export function pageStream(acceptEncoding: string | undefined): PageStream {
  // As API answers are: the highest `q`, brotli on a tie (compression.ts).
  const encoding = acceptedEncoding(acceptEncoding);
  // A middling quality: the page is compressed for every request, unlike the build's files.
  const body =
    encoding === 'br' ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : encoding === 'gzip' ? createGzip() : new PassThrough();
  return {
    body,
    encoding,
    flush(html) {
      body.write(html);
      if ('flush' in body && typeof body.flush === 'function') body.flush();
    },
    end: (html) => body.end(html),
  };
}
