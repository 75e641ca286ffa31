import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { guestCategories, guests } from '../../../server/modules/guests/schema';
import { weddings } from '../../../server/modules/weddings/schema';
import { seedDemo } from '../../../server/seed/seed';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.db);
});
afterAll(() => server.close());

describe('demo guests', () => {
  it('gives the demo wedding with a plan about 150 varied guests in 6 to 8 catalogue-coloured categories', async () => {
    const [wedding] = await server.db.select().from(weddings).where(eq(weddings.name, 'Sofía & Mateo'));
    const rows = await server.db.select().from(guests).where(eq(guests.weddingId, wedding!.id));
    const categories = await server.db.select().from(guestCategories).where(eq(guestCategories.weddingId, wedding!.id));
    expect(rows.length).toBeGreaterThanOrEqual(140);
    expect(rows.length).toBeLessThanOrEqual(160);
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(categories.length).toBeLessThanOrEqual(8);
    expect(new Set(rows.map((row) => row.statusId))).toEqual(new Set([1, 2, 3]));
    expect(new Set(rows.map((row) => row.invitedById))).toEqual(new Set([wedding!.spouse1Id, wedding!.spouse2Id, null]));
    expect(rows.some((row) => row.categoryId === null)).toBe(true);
    expect(rows.filter((row) => row.companions > 0).length).toBeGreaterThan(20);
    expect(rows.filter((row) => row.phone).length).toBeGreaterThan(50);
    expect(rows.filter((row) => row.comments).length).toBeGreaterThan(2);
    const other = await server.db.select().from(weddings).where(eq(weddings.name, 'Emma & Olivia'));
    expect(await server.db.select().from(guests).where(eq(guests.weddingId, other[0]!.id))).toEqual([]);
  });
});
