import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { answerCompression, type AnswerEncoding } from './compression';

/**
 * An answer's `data` already written as JSON by the database, sent as it is: a list of
 * thousands of rows is then not parsed, checked and written again in JavaScript, which cost as
 * much as the query. Its shape is the SQL's; the module's tests check it against the contract.
 * The body's bytes, their tag and their compressed copies are made once, however often a
 * ListCache sends them: brotli of the list of 5,000 guests costs more than sending it.
 */
export class JsonText {
  readonly body: Buffer;
  #tag: string | undefined;
  readonly #encoded = new Map<AnswerEncoding, Buffer>();

  constructor(json: string) {
    this.body = Buffer.from(`{"data":${json}}`);
  }

  /** A hash of the body, for its ETag. */
  get tag(): string {
    return (this.#tag ??= tagOf(this.body));
  }

  /** The body compressed as compressAnswers would compress it (compression.ts), once. */
  encoded(encoding: AnswerEncoding): Buffer {
    let bytes = this.#encoded.get(encoding);
    if (!bytes) {
      bytes = encoding === 'br' ? brotliCompressSync(this.body, answerCompression.brotliOptions) : gzipSync(this.body);
      this.#encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

export const tagOf = (body: string | Buffer) => createHash('sha256').update(body).digest('base64url');
