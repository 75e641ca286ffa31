import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { planElementTypeId } from '../../../contract/plan';
import { cleanUp, uploadGraceMs } from '../../../server/maintenance';
import { planElements } from '../../../server/modules/plan/schema';
import { Storage } from '../../../server/shared/storage';
import { multipart } from '../../support/multipart';
import { backdateFile, isStored, plantFile, storedPaths } from '../../support/stored-files';
import { createPerson } from '../../support/people';
import { startTestServer, type TestServer } from '../../support/test-server';

/** Issue 8 item 5: uploads leave exactly the files their rows point at. */
let server: TestServer;
let planner: Awaited<ReturnType<typeof createPerson>>;
let cookie: string;
let sectionId: number;

beforeAll(async () => {
  server = await startTestServer();
  planner = await createPerson(server.db, { type: 'Planner', password: 'planner-password' });
  cookie = await server.signIn(planner.email, 'planner-password');
  sectionId = (await post('/api/plan_sections/create', { section: '..', order: 0, person_id: planner.id })).json().data.id;
});
afterAll(() => server.close());

function post(url: string, payload: object) {
  return server.inject({ method: 'POST', url, headers: { cookie }, payload });
}
const newFileElement = async () =>
  (await post('/api/plan_elements/create', { element: 'Contract', type_id: planElementTypeId('file'), section_id: sectionId, order: 0 })).json().data
    .id as number;
const upload = (id: number, name: string, content: Buffer) => {
  const body = multipart({ id: String(id) }, { name, content });
  return server.inject({ method: 'POST', url: '/api/plan_elements/update_value', headers: { cookie, ...body.headers }, payload: body.payload });
};
const storedFiles = () => storedPaths(server.db);
const pathOf = async (id: number) => (await server.db.select().from(planElements).where(eq(planElements.id, id)))[0]!.extra;

describe('uploads', () => {
  it('ten simultaneous uploads to one element leave one file: the one its row points at', async () => {
    const id = await newFileElement();
    const before = await storedFiles();
    const responses = await Promise.all(Array.from({ length: 10 }, (_, index) => upload(id, `v${index}.pdf`, Buffer.from(`version ${index}`))));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const added = (await storedFiles()).filter((path) => !before.includes(path));
    expect(added).toEqual([await pathOf(id)]);
  });

  it('a refused upload (too large, wrong element type) and a deleted element leave nothing behind', async () => {
    const id = await newFileElement();
    await upload(id, 'first.pdf', Buffer.from('first'));
    const before = await storedFiles();
    expect((await upload(id, 'huge.bin', Buffer.alloc(10 * 1024 * 1024 + 1))).statusCode).toBe(422);
    expect(await storedFiles()).toEqual(before);

    const first = await pathOf(id);
    await server.inject({ method: 'DELETE', url: `/api/plan_elements/destroy?id=${id}`, headers: { cookie } });
    expect(await isStored(server.db, first!)).toBe(false);
  });

  it('an upload cut off half-way (a killed client) leaves no file, staged or final', async () => {
    const storage = new Storage(server.db);
    const before = await storedFiles();
    const broken = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.stage('plan/person-1', 'cut.pdf', broken)).rejects.toThrow('connection reset');
    expect(await storedFiles()).toEqual(before);
  });

  it('a section named ".." cannot put an export entry outside files/', async () => {
    const id = await newFileElement();
    await upload(id, '../../escape.pdf', Buffer.from('inside'));
    const response = await server.inject({ method: 'GET', url: `/api/plan_elements/export?person_id=${planner.id}&attach_files=1`, headers: { cookie } });
    const names = Object.keys(unzipSync(new Uint8Array(response.rawPayload)));
    expect(names.filter((name) => name !== 'plan.xlsx').length).toBeGreaterThan(0);
    for (const name of names) expect(name.split('/')).not.toContain('..');
    for (const name of names.filter((entry) => entry !== 'plan.xlsx')) expect(name).toMatch(/^files\/__\/[^/]+$/);
  });
});

describe('the storage sweep', () => {
  it('removes stale staged uploads and old files no row points at, and keeps the rest', async () => {
    const id = await newFileElement();
    await upload(id, 'kept.pdf', Buffer.from('kept'));
    const kept = (await pathOf(id))!;
    const old = new Date(Date.now() - uploadGraceMs - 60_000);
    await plantFile(server.db, 'plan/person-1/orphan.pdf', 'x', old);
    await plantFile(server.db, 'plan/person-1/young-orphan.pdf');
    await plantFile(server.db, '.incoming/stale-upload', 'x', old);
    await plantFile(server.db, 'layouts/wedding-1/replaced-layout.png', 'x', old);
    await plantFile(server.db, 'elsewhere/not-ours.png', 'x', old);
    await backdateFile(server.db, kept, old);

    const { removedFiles } = await cleanUp(server.db, new Storage(server.db));
    expect(removedFiles.sort()).toEqual(['.incoming/stale-upload', 'layouts/wedding-1/replaced-layout.png', 'plan/person-1/orphan.pdf']);
    for (const path of [kept, 'plan/person-1/young-orphan.pdf', 'elsewhere/not-ours.png']) expect(await isStored(server.db, path)).toBe(true);
  });
});
