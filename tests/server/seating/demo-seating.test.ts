import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { guestStatusId } from '../../../contract/guests';
import { weddings } from '../../../server/modules/weddings/schema';
import { seedDemo } from '../../../server/seed/seed';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let weddingId: number;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.db);
  const [wedding] = await server.db.select().from(weddings).where(eq(weddings.name, 'Sofía & Mateo'));
  weddingId = wedding!.id;
});
afterAll(() => server.close());

/** Per status: the people (guests and companions) and how many of them hold a seat and are inside. */
async function peopleByStatus() {
  const result = await server.db.execute(sql`
    select g.status_id as status, sum(g.companions + 1)::int as people,
      coalesce(sum((select count(*) from tables_guests s where s.guest_id = g.id)), 0)::int as seated,
      coalesce(sum((select count(*) from tables_guests s where s.guest_id = g.id and s.is_inside)), 0)::int as inside,
      count(*) filter (where g.companions + 1 < (select count(*) from tables_guests s where s.guest_id = g.id))::int as over
    from guests g where g.wedding_id = ${weddingId} group by g.status_id`);
  return new Map((result.rows as Array<{ status: number; people: number; seated: number; inside: number; over: number }>).map((row) => [row.status, row]));
}

describe('the demo seating', () => {
  it('seats most guests (every attending party, most pending, nobody not attending), a few inside, within every limit', async () => {
    const byStatus = await peopleByStatus();
    const attending = byStatus.get(guestStatusId.attending)!;
    const pending = byStatus.get(guestStatusId.pending)!;
    const declined = byStatus.get(guestStatusId.notAttending)!;
    expect(attending.seated).toBe(attending.people);
    expect(pending.seated).toBeGreaterThan(pending.people / 2);
    expect(pending.seated).toBeLessThan(pending.people);
    expect(declined.seated).toBe(0);
    const inside = attending.inside + pending.inside;
    expect(inside).toBeGreaterThanOrEqual(8);
    expect(inside).toBeLessThan((attending.seated + pending.seated) / 4);
    expect([...byStatus.values()].map((row) => row.over)).toEqual([0, 0, 0]);
    const overfull = await server.db.execute(
      sql`select t.id from tables t where t.wedding_id = ${weddingId} and (select count(*) from tables_guests s where s.table_id = t.id) > t.seats`,
    );
    expect(overfull.rows).toEqual([]);
  });
});
