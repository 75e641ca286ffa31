import { asc, eq } from 'drizzle-orm';
import { guestStatusId } from '../../contract/guests';
import type { Database } from '../db/client';
import { guests } from '../modules/guests/schema';
import { moveSeats, seatGuests, type SeatRequest } from '../modules/seating/service';
import { tables } from '../modules/tables/schema';

/** Parties of the front tables already through the door, so the hostess view opens on a live party. */
const partiesInside = 8;

/**
 * The demo wedding's seating, made through the seating service like the tables page would: the
 * attending guests and most pending ones (one in four stays without a table, for the "without
 * table" list), category by category so families sit together, each party at the first table
 * with room for all of it (split over the next tables only when none has). Those not attending
 * get no seat. The first parties seated have arrived.
 */
export async function seedDemoSeating(db: Database, weddingId: number): Promise<void> {
  const places = (await db.select({ id: tables.id, seats: tables.seats }).from(tables).where(eq(tables.weddingId, weddingId)).orderBy(asc(tables.number))).map(
    (table) => ({ ...table, requests: [] as SeatRequest[] }),
  );
  const guestRows = await db.select().from(guests).where(eq(guests.weddingId, weddingId)).orderBy(asc(guests.categoryId), asc(guests.id));
  let pending = 0;
  const seated = guestRows.filter((guest) => guest.statusId === guestStatusId.attending || (guest.statusId === guestStatusId.pending && pending++ % 4 !== 3));
  const free = (place: (typeof places)[number]) => place.seats - place.requests.reduce((sum, request) => sum + request.qty, 0);
  for (const guest of seated) {
    let party = guest.companions + 1;
    const whole = places.find((place) => free(place) >= party);
    for (const place of whole ? [whole] : places) {
      const qty = Math.min(free(place), party);
      if (qty === 0) continue;
      place.requests.push({ id: guest.id, qty });
      party -= qty;
      if (party === 0) break;
    }
  }
  for (const place of places) if (place.requests.length > 0) await seatGuests(db, weddingId, place.id, place.requests);
  const arrived = places.flatMap((place) => place.requests.map((request) => ({ table_id: place.id, guest_id: request.id, qty: request.qty })));
  for (const party of arrived.slice(0, partiesInside)) await moveSeats(db, weddingId, { ...party, is_inside: true });
}
