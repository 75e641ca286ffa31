import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type AnswerEncoding = 'br' | 'gzip';

/**
 * How answers are compressed: brotli at quality 4 takes about 2 ms for the list of 5,000
 * guests (zlib's own default, 11, takes over a second); nothing under 1 KB.
 */
export const answerCompression = {
  encodings: ['br', 'gzip'] as AnswerEncoding[],
  threshold: 1024,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
};

/**
 * API answers go out compressed as the browser accepts (brotli, else gzip) from 1 KB on: the
 * list of 5,000 guests is 880 KB of JSON and about a fiftieth of that in brotli. Registered
 * inside the API's scope: the SPA's files are compressed once, by the build (spa.ts). Only JSON
 * and text: downloads (spreadsheets, zips, plan files) are compressed already or are someone's
 * own bytes. Requests are not decompressed, so a body's size limit stays the size of what it
 * holds. An answer kept whole (a JsonText) is compressed once and sent as such (`sendEncoded`).
 */
export async function compressAnswers(api: FastifyInstance) {
  await api.register(compress, {
    ...answerCompression,
    // Compressed in one call rather than streamed through the thread pool, up to 4 MB (a list
    // of 20,000 guests): on two cores the stream path halved the rate of the 5,000-guest list
    // (74 against 154 answers a second in the bench), for 2 ms of brotli it saves the event loop.
    syncThreshold: 4 * 1024 * 1024,
    customTypes: /^application\/json(;|$)/,
    globalDecompression: false,
  });
}

/**
 * The encoding of `answerCompression` that an Accept-Encoding header prefers: the highest
 * `q` (1 unless said; `*` stands for any not named; 0 refuses), brotli on a tie; null for none.
 */
export function acceptedEncoding(header: string | undefined): AnswerEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(name === 'x-gzip' ? 'gzip' : name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weightOf = (encoding: AnswerEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const best = answerCompression.encodings.reduce((chosen, encoding) => (weightOf(encoding) > weightOf(chosen) ? encoding : chosen));
  return weightOf(best) > 0 ? best : null;
}

/**
 * A body kept whole, sent compressed as the request accepts, from copies made once (`encoded`):
 * the compress plugin leaves an answer that names its encoding as it is.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: Buffer, encoded: (encoding: AnswerEncoding) => Buffer): Buffer {
  const wanted = body.length >= answerCompression.threshold && request.headers['x-no-compression'] === undefined;
  const encoding = wanted ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return body;
  reply.header('vary', 'accept-encoding').header('content-encoding', encoding);
  return encoded(encoding);
}
