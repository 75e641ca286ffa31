import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { planElementTypeId } from '../../../contract/plan';
import { layoutImagePath } from '../../../contract/tables';
import { signedInPerson } from '../../support/fixtures';
import { multipart } from '../../support/multipart';
import { startTestServer, type TestServer, type TwinServer } from '../../support/test-server';
import { csv } from '../guests/import-upload';
import { layoutUpload, plannerWithWedding, pngImage } from '../tables/support';

/**
 * Issue 28, several servers: two apps on one PostgreSQL, each with its own pool, its own
 * LISTEN connections, its own session cache and its own (empty) storage directory, as two
 * servers behind a load balancer. What else crosses servers is proved where it lives, on
 * both databases: live updates (events/live-servers.test.ts), concurrent seating
 * (seating/seating-concurrency.test.ts), permission changes (permissions/grants.test.ts).
 */
describe.runIf(!!process.env.TEST_DATABASE_URL)('two servers on one PostgreSQL', () => {
  let first: TestServer;
  let second: TwinServer;
  let owner: Awaited<ReturnType<typeof plannerWithWedding>>;

  beforeAll(async () => {
    first = await startTestServer();
    second = await first.twin({ storageDir: mkdtempSync(join(tmpdir(), 'wp-second-storage-')) });
    owner = await plannerWithWedding(first);
  });
  afterAll(() => first.close());

  /** A multipart form posted to the first server by the wedding's planner. */
  const formToFirst = (url: string, form: ReturnType<typeof multipart>) =>
    first.inject({ method: 'POST', url, headers: { cookie: owner.cookie, ...form.headers }, payload: form.payload });
  const servers = () => ({ first: first.inject, second: second.inject });
  const signedInAs = async (via: 'first' | 'second', cookie: string) =>
    (await servers()[via]({ method: 'GET', url: '/api/me', headers: { cookie } })).json().data.user?.id as number | undefined;

  /**
   * Polls the second server until the session no longer opens, and answers how long it took.
   * Its cache was filled just before, so without a notice from the first it would keep the
   * session for the cache's whole second.
   */
  async function msUntilSecondForgets(cookie: string, change: () => Promise<unknown>) {
    expect(await signedInAs('second', cookie)).toBeDefined();
    await change();
    const changedAt = performance.now();
    while ((await signedInAs('second', cookie)) !== undefined && performance.now() - changedAt < 2_000) await new Promise((resolve) => setTimeout(resolve, 5));
    return performance.now() - changedAt;
  }

  it('each server keeps one listening connection, for live events and session forgets alike', async () => {
    const listening = await first.db.execute(
      sql`select count(*)::int as connections from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
    );
    expect(listening.rows).toEqual([{ connections: 2 }]);
  });

  it('a session made on one opens the other', async () => {
    const { person, cookie } = await signedInPerson(first, 'Planner');
    expect(await signedInAs('second', cookie)).toBe(person.id);
  });

  it('a sign-out on one ends the session on the other at once, not a cached second later', async () => {
    const { cookie } = await signedInPerson(first, 'Planner');
    const took = await msUntilSecondForgets(cookie, () => first.inject({ method: 'POST', url: '/api/logout', headers: { cookie } }));
    expect(took).toBeLessThan(250);
  });

  it('a block on one shuts the person out of the other at once', async () => {
    const helper = await signedInPerson(first, 'Helper', { plannerId: owner.planner.id });
    const block = () =>
      first.inject({
        method: 'PUT',
        url: '/api/persons/update_status',
        headers: { cookie: owner.cookie },
        payload: { id: helper.person.id, status: 'inactive' },
      });
    expect(await msUntilSecondForgets(helper.cookie, block)).toBeLessThan(250);
    const refused = await second.inject({ method: 'GET', url: '/api/persons/get_types', headers: { cookie: helper.cookie } });
    expect([refused.statusCode, refused.json().error.code]).toEqual([401, 'user_inactive']);
  });

  it('a plan file uploaded through one downloads through the other, byte for byte', async () => {
    const call = (payload: object, url: string) => first.inject({ method: 'POST', url, headers: { cookie: owner.cookie }, payload });
    const section = (await call({ section: 'Papers', order: 0, wedding_id: owner.weddingId }, '/api/plan_sections/create')).json().data.id;
    const element = (await call({ element: 'Contract', type_id: planElementTypeId('file'), section_id: section, order: 0 }, '/api/plan_elements/create')).json()
      .data.id;
    const content = Buffer.from('%PDF-1.4 signed on the first server');
    const form = multipart({ id: String(element) }, { name: 'contract.pdf', content });
    const uploaded = await formToFirst('/api/plan_elements/update_value', form);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const download = await second.inject({ method: 'GET', url: `/api/plan_elements/get_file?element_id=${element}`, headers: { cookie: owner.cookie } });
    expect([download.statusCode, download.rawPayload.equals(content)]).toEqual([200, true]);
  });

  it('a layout uploaded through one is served by the other', async () => {
    const image = pngImage(320, 240);
    const uploaded = await first.inject(layoutUpload(owner.weddingId, { name: 'venue.png', content: image }, owner.cookie));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const served = await second.inject({
      method: 'GET',
      url: `/api${layoutImagePath(owner.weddingId, uploaded.json().data.layout)}`,
      headers: { cookie: owner.cookie },
    });
    expect([served.statusCode, served.rawPayload.equals(image)]).toEqual([200, true]);
  });

  it('a guest list validated on one is imported on the other', async () => {
    const form = multipart(
      { wedding_id: String(owner.weddingId), language: 'en' },
      { name: 'guests.csv', content: csv(['Name', 'Carmen Ruiz']), field: 'file' },
    );
    const validated = await formToFirst('/api/guests/import_validate', form);
    expect(validated.statusCode, validated.body).toBe(200);
    const imported = await second.inject({
      method: 'POST',
      url: '/api/guests/import',
      headers: { cookie: owner.cookie },
      payload: { wedding_id: owner.weddingId, validated_file_path: validated.json().data.validated_file_path, language: 'en' },
    });
    expect(imported.statusCode, imported.body).toBe(200);
  });
});
