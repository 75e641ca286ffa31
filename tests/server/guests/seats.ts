import type { Database } from '../../../server/db/client';
import { tableTypes, tables, tablesGuests } from '../../../server/modules/tables/schema';

/**
 * Seating written straight to the tables module's schema: the guests module reads it (table
 * numbers in the list, the export) and frees surplus seats, but does not own its calls.
 */
export async function tableOf(db: Database, weddingId: number, number: number, seats = 10): Promise<number> {
  const [type] = await db.insert(tableTypes).values({ weddingId, name: 'Round', shape: 'round', width: 45, height: 45 }).returning();
  const [table] = await db.insert(tables).values({ weddingId, number, seats, tableTypeId: type!.id, x: 0.5, y: 0.5 }).returning();
  return table!.id;
}

/** `count` seats of a guest at a table; answers the new seat ids. */
export async function seatGuest(db: Database, weddingId: number, tableId: number, guestId: number, count: number, isInside = false): Promise<number[]> {
  const rows = await db
    .insert(tablesGuests)
    .values(Array.from({ length: count }, () => ({ weddingId, tableId, guestId, isInside })))
    .returning({ id: tablesGuests.id });
  return rows.map((row) => row.id);
}
