import { createHash } from 'node:crypto';

/**
 * An answer's `data` already written as JSON by the database, sent as it is: a list of
 * thousands of rows is then not parsed, checked and written again in JavaScript, which cost as
 * much as the query. Its shape is the SQL's; the module's tests check it against the contract.
 * The body's bytes and their tag are made once, however often a ListCache sends them.
 */
export class JsonText {
  readonly body: Buffer;
  #tag: string | undefined;

  constructor(json: string) {
    this.body = Buffer.from(`{"data":${json}}`);
  }

  /** A hash of the body, for its ETag. */
  get tag(): string {
    return (this.#tag ??= tagOf(this.body));
  }
}

export const tagOf = (body: string | Buffer) => createHash('sha256').update(body).digest('base64url');
