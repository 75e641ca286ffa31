import { AwsClient } from 'aws4fetch';

/** Where an S3-compatible bucket is, and the keys to it (`S3_URL`, the AWS_* variables). */
export interface S3Settings {
  /** The service's address, e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** The bytes of stored files by key, outside the database. */
export interface ObjectStore {
  put(key: string, content: Buffer): Promise<void>;
  /** The object's bytes, or null when there is none under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the objects; a key with no object is no error. */
  remove(keys: string[]): Promise<void>;
}

/**
 * An S3-compatible bucket, addressed path-style (`<endpoint>/<bucket>/<key>`, which every
 * S3-compatible service accepts), every request signed with AWS Signature Version 4.
 */
export class S3Objects implements ObjectStore {
  readonly #client: AwsClient;
  readonly #bucketUrl: string;

  constructor(settings: S3Settings) {
    const { accessKeyId, secretAccessKey, sessionToken, region } = settings;
    this.#client = new AwsClient({ accessKeyId, secretAccessKey, sessionToken, region, service: 's3' });
    this.#bucketUrl = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  }

  async put(key: string, content: Buffer): Promise<void> {
    await this.#send('PUT', key, [200], new Uint8Array(content));
  }

  async get(key: string): Promise<Buffer | null> {
    const answer = await this.#send('GET', key, [200, 404]);
    return answer.status === 404 ? null : Buffer.from(await answer.arrayBuffer());
  }

  async remove(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.#send('DELETE', key, [200, 204, 404])));
  }

  async #send(method: 'GET' | 'PUT' | 'DELETE', key: string, expected: number[], body?: Uint8Array<ArrayBuffer>): Promise<Response> {
    const answer = await this.#client.fetch(`${this.#bucketUrl}/${key.split('/').map(encodeURIComponent).join('/')}`, { method, body });
    if (!expected.includes(answer.status)) {
      const detail = await answer.text();
      throw new Error(`S3 ${method} ${key} answered ${answer.status}: ${detail.slice(0, 300)}`);
    }
    if (method !== 'GET' || answer.status === 404) await answer.arrayBuffer();
    return answer;
  }
}
