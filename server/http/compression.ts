import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * API answers go out compressed as the browser accepts (brotli, else gzip) from 1 KB on: the
 * list of 5,000 guests is 880 KB of JSON and about a fiftieth of that in brotli. Brotli at
 * quality 4 takes about 2 ms for that list (zlib's own default, 11, takes over a
 * second). Registered inside the API's scope: the SPA's files are compressed once, by the build
 * (spa.ts). Only JSON and text: downloads (spreadsheets, zips, plan files) are compressed
 * already or are someone's own bytes. Requests are not decompressed, so a body's size limit
 * stays the size of what it holds.
 */
export async function compressAnswers(api: FastifyInstance) {
  await api.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Compressed in one call rather than streamed through the thread pool, up to 4 MB (a list
    // of 20,000 guests): on two cores the stream path halved the rate of the 5,000-guest list
    // (74 against 154 answers a second in the bench), for 2 ms of brotli it saves the event loop.
    syncThreshold: 4 * 1024 * 1024,
    customTypes: /^application\/json(;|$)/,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
}
