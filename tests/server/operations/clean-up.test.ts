import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cleanUp } from '../../../server/maintenance';
import { authThrottles, passwordTokens, sessions } from '../../../server/modules/auth/schema';
import { guestImports, guests } from '../../../server/modules/guests/schema';
import { weddings } from '../../../server/modules/weddings/schema';
import { spentLinkGraceMs } from '../../../server/modules/auth/password-tokens';
import { sha256 } from '../../../server/modules/auth/secrets';
import { Storage } from '../../../server/shared/storage';
import { createPerson } from '../../support/people';
import { startTestServer, type TestServer } from '../../support/test-server';

/** Issue 8 item 7: expired sessions and password links are deleted, not kept for ever. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ago = (ms: number) => new Date(Date.now() - ms);
const later = (ms: number) => new Date(Date.now() + ms);

describe('the clean-up run at start and every hour', () => {
  it('deletes expired sessions, used links, links expired for a week, spent attempt counters and day-old import records, and keeps the live ones', async () => {
    const person = await createPerson(server.db, { password: 'some-password' });
    await server.db.insert(sessions).values([
      { tokenHash: sha256('expired-session'), personId: person.id, persistent: false, expiresAt: ago(1000) },
      { tokenHash: sha256('live-session'), personId: person.id, persistent: true, expiresAt: later(3600_000) },
    ]);
    await server.db.insert(passwordTokens).values([
      { tokenHash: sha256('used-link'), personId: person.id, purpose: 'reset', expiresAt: later(3600_000), usedAt: ago(1000) },
      { tokenHash: sha256('long-expired-link'), personId: person.id, purpose: 'reset', expiresAt: ago(spentLinkGraceMs + 1000) },
      { tokenHash: sha256('just-expired-link'), personId: person.id, purpose: 'reset', expiresAt: ago(1000) },
      { tokenHash: sha256('live-link'), personId: person.id, purpose: 'activation', expiresAt: later(3600_000) },
    ]);
    await server.db.insert(authThrottles).values([
      { key: 'login:address:spent', hits: 3, windowEndsAt: ago(1000) },
      { key: 'login:address:live', hits: 3, windowEndsAt: later(60_000) },
    ]);

    await server.db.insert(guestImports).values([
      { handle: 'a'.repeat(32), importedAt: ago(25 * 3600_000) },
      { handle: 'b'.repeat(32), importedAt: ago(3600_000) },
    ]);

    await cleanUp(server.db, new Storage(server.db));

    const left = async (table: typeof sessions | typeof passwordTokens) =>
      (
        await server.db
          .select({ hash: table.tokenHash })
          .from(table)
          .where(sql`${table.personId} = ${person.id}`)
      )
        .map((row) => row.hash)
        .sort();
    expect(await left(sessions)).toEqual([sha256('live-session')]);
    // A link expired a moment ago still answers "expired" (ask for a new one) rather than "invalid".
    expect(await left(passwordTokens)).toEqual([sha256('just-expired-link'), sha256('live-link')].sort());
    expect((await server.db.select({ key: authThrottles.key }).from(authThrottles)).map((row) => row.key)).toEqual(['login:address:live']);
    // A written import's handle outlives by far the 30 minutes in which its file could be imported.
    expect((await server.db.select({ handle: guestImports.handle }).from(guestImports)).map((row) => row.handle)).toEqual(['b'.repeat(32)]);
  });
});

describe('the planner’s statistics', () => {
  it('are refreshed for the tables changed since, where no autovacuum does it (PGlite); PostgreSQL’s own autovacuum is left to it', async () => {
    const planner = await createPerson(server.db);
    const [wedding] = await server.db.insert(weddings).values({ name: 'Statistics', date: '2027-06-12', plannerId: planner.id }).returning();
    await server.db.insert(guests).values(Array.from({ length: 200 }, (_, index) => ({ weddingId: wedding!.id, name: `Guest ${index}`, statusId: 1 })));
    // Counted changes reach the statistics a second later, or at once when asked.
    await server.db.execute(sql`select pg_stat_force_next_flush()`);
    const analyzed = async () =>
      (await server.db.execute(sql`select last_analyze is not null as analyzed from pg_stat_user_tables where relname = 'guests'`)).rows[0];

    await cleanUp(server.db, new Storage(server.db));

    expect(await analyzed()).toEqual({ analyzed: !server.onPostgres });
  });
});
