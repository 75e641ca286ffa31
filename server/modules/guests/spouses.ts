import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { persons } from '../users/schema';
import { weddings } from '../weddings/schema';

/** One of the two people a wedding's guests can be invited by. */
export interface Spouse {
  id: number;
  firstName: string;
  lastName: string;
}

/** The wedding's spouses (person ids, as `invitedBy_id` names them), spouse 1 first. */
export async function spousesOf(db: Executor, weddingId: number): Promise<Spouse[]> {
  const [wedding] = await db.select({ spouse1Id: weddings.spouse1Id, spouse2Id: weddings.spouse2Id }).from(weddings).where(eq(weddings.id, weddingId));
  const ids = [wedding?.spouse1Id, wedding?.spouse2Id].filter((id): id is number => typeof id === 'number');
  if (ids.length === 0) return [];
  const rows = await db.select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName }).from(persons).where(inArray(persons.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)).filter((row): row is Spouse => row !== undefined);
}
