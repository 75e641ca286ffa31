import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { actionCatalog, moduleId } from '../../../contract/permissions';
import { guests } from '../../../server/modules/guests/schema';
import { tablesGuests } from '../../../server/modules/tables/schema';
import { actionPermissions, modulePermissions } from '../../../server/modules/weddings/schema';
import { addWeddingUser } from '../../../server/modules/weddings/grants';
import { signedInPerson } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/test-server';
import { caller, plannerWithWedding, seatGuests } from './support';

let server: TestServer;
let owner: Awaited<ReturnType<typeof plannerWithWedding>>;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer();
  owner = await plannerWithWedding(server);
  call = caller(server, owner.cookie);
});
afterAll(() => server.close());

const summaryAs = (cookie: string) => caller(server, cookie)('GET', '/tables/summary', { wedding_id: owner.weddingId });

describe('GET /tables/summary', () => {
  it('counts occupied and available tables and seats, and the guests (with companions) still without a seat', async () => {
    const weddingId = owner.weddingId;
    const type = (await call('POST', '/table_types/create', { wedding_id: weddingId, name: 'Round', shape: 'round', width: 90, height: 90 })).json().data.id;
    const rows = [10, 8, 0, 6].map((seats, index) => ({ table_type: type, seats, number: index + 1, x: 0.5, y: 0.5 }));
    const [full, partly] = (await call('POST', '/tables/massCreate', { wedding_id: weddingId, tables: rows })).json().data.ids as number[];
    await seatGuests(server, weddingId, full!, 10);
    await seatGuests(server, weddingId, partly!, 3);
    // Two guests partly seated or not at all: 1 + 2 companions with one seat, 1 + 1 with none.
    const [partlySeated] = await server.db
      .insert(guests)
      .values([
        { weddingId, name: 'Three of them', companions: 2, statusId: 1 },
        { weddingId, name: 'A couple', companions: 1, statusId: 3 },
      ])
      .returning();
    await server.db.insert(tablesGuests).values({ weddingId, tableId: partly!, guestId: partlySeated!.id });

    const response = await call('GET', '/tables/summary', { wedding_id: weddingId });
    expect(response.statusCode, response.body).toBe(200);
    // The 0-seat table counts as occupied: its guests (none) equal its seats (spec §4).
    expect(response.json().data).toEqual({
      occupiedTables: 2,
      occupiedSeats: 14,
      availableTables: 2,
      availableSeats: 10,
      totalSeats: 24,
      guestsWithoutTable: 4,
    });
  });

  it('is zero everywhere for a wedding without tables or guests', async () => {
    const { cookie, weddingId } = await plannerWithWedding(server);
    const response = await caller(server, cookie)('GET', '/tables/summary', { wedding_id: weddingId });
    expect(response.json().data).toEqual({ occupiedTables: 0, occupiedSeats: 0, availableTables: 0, availableSeats: 0, totalSeats: 0, guestsWithoutTable: 0 });
  });

  it("answers whoever holds HOME's TABLES_SUMMARY or the TABLES module, and nobody else", async () => {
    const { person: helper, cookie } = await signedInPerson(server, 'Helper', { plannerId: owner.planner.id });
    await addWeddingUser(server.db, owner.weddingId, helper.id, 'Helper');
    const mine = (table: typeof modulePermissions | typeof actionPermissions) => and(eq(table.weddingId, owner.weddingId), eq(table.userId, helper.id));
    expect((await summaryAs(cookie)).statusCode).toBe(200);

    await server.db.delete(modulePermissions).where(and(mine(modulePermissions), eq(modulePermissions.moduleId, moduleId('TABLES'))));
    expect((await summaryAs(cookie)).statusCode).toBe(200);

    const summaryAction = actionCatalog.find((action) => action.code === 'TABLES_SUMMARY')!.id;
    await server.db.delete(actionPermissions).where(and(mine(actionPermissions), eq(actionPermissions.actionId, summaryAction)));
    expect((await summaryAs(cookie)).statusCode).toBe(403);

    await server.db.insert(modulePermissions).values({ weddingId: owner.weddingId, userId: helper.id, moduleId: moduleId('TABLES') });
    expect((await summaryAs(cookie)).statusCode).toBe(200);
  });
});
