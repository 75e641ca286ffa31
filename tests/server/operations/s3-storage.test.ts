import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planElementTypeId } from '../../../contract/plan';
import { cleanUp, uploadGraceMs } from '../../../server/maintenance';
import { S3Objects, type S3Settings } from '../../../server/shared/object-store';
import { Storage, storageFor } from '../../../server/shared/storage';
import { pendingObjects, storedFiles } from '../../../server/shared/storage-schema';
import { multipart } from '../../support/multipart';
import { freePort } from '../../support/server-process';
import { backdateFile } from '../../support/stored-files';
import { startTestServer, type TestServer } from '../../support/test-server';
import { plannerWithWedding } from '../tables/support';

/**
 * Issue 28: with S3_URL the bytes of uploaded files go to an S3-compatible bucket (here s3rver,
 * a local one), while their rows stay in the database with the paths, renames and sweeps.
 */
const bucketDir = mkdtempSync(join(tmpdir(), 'wp-s3-'));
let s3: S3rver;
let settings: S3Settings;
let server: TestServer;
let owner: Awaited<ReturnType<typeof plannerWithWedding>>;
let element: number;

beforeAll(async () => {
  const port = await freePort();
  s3 = new S3rver({ address: '127.0.0.1', port, silent: true, directory: bucketDir, configureBuckets: [{ name: 'planner-files' }] });
  await s3.run();
  // s3rver's own account.
  settings = { endpoint: `http://127.0.0.1:${port}`, bucket: 'planner-files', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  server = await startTestServer({ s3: settings });
  owner = await plannerWithWedding(server);
  const call = (url: string, payload: object) => server.inject({ method: 'POST', url, headers: { cookie: owner.cookie }, payload });
  const section = (await call('/api/plan_sections/create', { section: 'Papers', order: 0, wedding_id: owner.weddingId })).json().data.id;
  element = (await call('/api/plan_elements/create', { element: 'Contract', type_id: planElementTypeId('file'), section_id: section, order: 0 })).json().data
    .id;
});
afterAll(async () => {
  await server.close();
  await s3.close();
  rmSync(bucketDir, { recursive: true, force: true });
});

async function upload(content: Buffer) {
  const form = multipart({ id: String(element) }, { name: 'contract.pdf', content });
  const response = await server.inject({
    method: 'POST',
    url: '/api/plan_elements/update_value',
    headers: { cookie: owner.cookie, ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.file_path as string;
}
const rowOf = async (path: string) => (await server.db.select().from(storedFiles).where(eq(storedFiles.path, path)))[0];
const inBucket = (objectKey: string) => new S3Objects(settings).get(objectKey);

describe('files in an S3-compatible bucket (S3_URL)', () => {
  it('an upload is written to the bucket, named by its row, and downloads from there', async () => {
    const content = Buffer.from('%PDF-1.4 kept in the bucket');
    const path = await upload(content);
    const row = await rowOf(path);
    expect([row!.content, row!.objectKey]).toEqual([null, expect.stringMatching(/^files\/[0-9a-f]{32}$/)]);
    expect(await inBucket(row!.objectKey!)).toEqual(content);
    const download = await server.inject({ method: 'GET', url: `/api/plan_elements/get_file?element_id=${element}`, headers: { cookie: owner.cookie } });
    expect([download.statusCode, download.rawPayload.equals(content)]).toEqual([200, true]);
  });

  it('a replaced file leaves the bucket with its row', async () => {
    const replaced = (await rowOf(await upload(Buffer.from('first'))))!.objectKey!;
    await upload(Buffer.from('second'));
    expect(await inBucket(replaced)).toBeNull();
  });

  it('the sweep removes an upload that never reached its row, from the bucket too', async () => {
    const staged = await storageFor(server.db, settings).stage('plan/person-1', 'cut.pdf', Readable.from([Buffer.from('never committed')]));
    const objectKey = (await rowOf(staged.temporary))!.objectKey!;
    await backdateFile(server.db, staged.temporary, new Date(Date.now() - uploadGraceMs - 60_000));
    const { removedFiles } = await cleanUp(server.db, storageFor(server.db, settings));
    expect(removedFiles).toContain(staged.temporary);
    expect(await inBucket(objectKey)).toBeNull();
  });

  describe('a stop between the bucket and the row leaves nothing the sweep cannot find', () => {
    const stopped = () => new Error('the server stopped here');
    const sweepAfterGrace = async () => {
      await server.db.update(pendingObjects).set({ notedAt: new Date(Date.now() - uploadGraceMs - 60_000) });
      await cleanUp(server.db, storageFor(server.db, settings));
    };
    const pendingKeys = async () => (await server.db.select().from(pendingObjects)).map((note) => note.objectKey);

    it('an object written whose row never was', async () => {
      let written = '';
      const bucket = new S3Objects(settings);
      const stopsAfterPut = new Storage(server.db, {
        put: async (key, content) => {
          await bucket.put(key, content);
          written = key;
          throw stopped();
        },
        get: (key) => bucket.get(key),
        remove: (keys) => bucket.remove(keys),
      });
      await expect(stopsAfterPut.write('plan/person-1/cut.pdf', Buffer.from('no row'))).rejects.toThrow('stopped');
      expect([await inBucket(written), await pendingKeys()]).toEqual([Buffer.from('no row'), [written]]);
      await sweepAfterGrace();
      expect([await inBucket(written), await pendingKeys()]).toEqual([null, []]);
    });

    it('a row removed whose object was not', async () => {
      const path = await upload(Buffer.from('row goes first'));
      const objectKey = (await rowOf(path))!.objectKey!;
      const bucket = new S3Objects(settings);
      const stopsBeforeRemove = new Storage(server.db, {
        put: (key, content) => bucket.put(key, content),
        get: (key) => bucket.get(key),
        remove: () => Promise.reject(stopped()),
      });
      await expect(stopsBeforeRemove.removeAll([path])).rejects.toThrow('stopped');
      expect([await rowOf(path), await pendingKeys()]).toEqual([undefined, [objectKey]]);
      await sweepAfterGrace();
      expect([await inBucket(objectKey), await pendingKeys()]).toEqual([null, []]);
    });

    it('a write on its way (a note younger than the grace) is left alone', async () => {
      await server.db.insert(pendingObjects).values({ objectKey: 'files/being-written' });
      await cleanUp(server.db, storageFor(server.db, settings));
      expect(await pendingKeys()).toEqual(['files/being-written']);
      await server.db.delete(pendingObjects);
    });
  });
});
