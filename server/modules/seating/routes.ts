import type { FastifyInstance } from 'fastify';
import type { ActionCode } from '../../../contract/permissions';
import { seatingEndpoints } from '../../../contract/seating';
import type { ServerDeps } from '../../deps';
import { inWedding, inWeddingWithEvery } from '../../http/access';
import { JsonText } from '../../http/json-text';
import { ListCache } from '../../http/list-cache';
import { writesOf } from '../../db/write-count';
import { listRoute, route } from '../../http/route';
import { guests as guestRows } from '../guests/schema';
import { tables } from '../tables/schema';
import { freeSeats, listSeatsJson, moveSeats, moveSeatsToTable, seatGuests, seatsListVersion } from './service';

type SeatingAction = Extract<ActionCode, 'ADD_GUESTS' | 'DELETE_GUESTS' | 'HOSTESS_VIEW'>;

/** A call on a wedding's seats: the TABLES module, one of `anyOf`, and the table and the guest (or guests) named of that wedding. */
const seating = (anyOf: SeatingAction[], guest: 'guest_id' | 'guests[].id' = 'guest_id') =>
  inWedding('TABLES', anyOf, { table_id: tables, [guest]: guestRows });

/**
 * Seats (part 2 §7 `tables_guests`): a read of the TABLES module, and each change with the
 * TABLES action the spec maps to it (`update_inside` is the hostess's door, also open to whoever
 * seats guests). `move`, beyond the spec, frees seats at one table and makes them at another, so
 * it needs both ADD_GUESTS and DELETE_GUESTS.
 */
export async function seatingRoutes(app: FastifyInstance, { db }: ServerDeps) {
  // The hostess's tablets each read the seats of the door's wedding; unchanged, they are sent as kept.
  const seatLists = new ListCache<number>(() => writesOf(db));
  listRoute(app, seatingEndpoints.index, inWedding('TABLES'), async ({ wedding_id }) => {
    return seatLists.read(
      wedding_id,
      () => seatsListVersion(db, wedding_id),
      async () => new JsonText(`{"tableGuests":${await listSeatsJson(db, wedding_id)}}`),
    );
  });

  route(app, seatingEndpoints.massCreate, seating(['ADD_GUESTS'], 'guests[].id'), async ({ wedding_id, table_id, guests }) => {
    return { ids: await seatGuests(db, wedding_id, table_id, guests) };
  });

  const door = { ...seating(['HOSTESS_VIEW', 'ADD_GUESTS']), rowsInStatement: "moveSeats' update finds the seats of the wedding's table and guest" };
  route(app, seatingEndpoints.updateInside, door, async ({ wedding_id, ...seats }) => {
    return { seats: await moveSeats(db, wedding_id, seats) };
  });

  route(app, seatingEndpoints.destroy, seating(['DELETE_GUESTS']), async ({ wedding_id, ...seats }) => {
    return { ids: await freeSeats(db, wedding_id, seats) };
  });

  const moving = inWeddingWithEvery('TABLES', ['ADD_GUESTS', 'DELETE_GUESTS'], { from_table_id: tables, to_table_id: tables, guest_id: guestRows });
  route(app, seatingEndpoints.move, moving, async ({ wedding_id, ...move }) => {
    return { seats: await moveSeatsToTable(db, wedding_id, move) };
  });
}
