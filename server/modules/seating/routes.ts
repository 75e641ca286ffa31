import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActionCode } from '../../../contract/permissions';
import { seatingEndpoints } from '../../../contract/seating';
import type { ServerDeps } from '../../deps';
import { requireWedding } from '../../http/authorize';
import { forbidden } from '../../http/errors';
import { JsonText } from '../../http/json-text';
import { listRoute, route } from '../../http/route';
import { holdsAction } from '../weddings/access';
import { freeSeats, listSeatsJson, moveSeats, seatGuests } from './service';

type SeatingAction = Extract<ActionCode, 'ADD_GUESTS' | 'DELETE_GUESTS' | 'HOSTESS_VIEW'>;

/**
 * Seats (part 2 §7 `tables_guests`): a read of the TABLES module, and each change with the
 * TABLES action the spec maps to it (`update_inside` is the hostess's door, also open to whoever
 * seats guests).
 */
export async function seatingRoutes(app: FastifyInstance, { db }: ServerDeps) {
  const seating = async (request: FastifyRequest, weddingId: number, ...anyOf: SeatingAction[]) => {
    const rights = await requireWedding(request, db, weddingId, { module: 'TABLES' });
    if (anyOf.length > 0 && !anyOf.some((action) => holdsAction(rights, 'TABLES', action))) throw forbidden();
  };

  listRoute(app, seatingEndpoints.index, async ({ wedding_id }, request) => {
    await seating(request, wedding_id);
    return new JsonText(`{"tableGuests":${await listSeatsJson(db, wedding_id)}}`);
  });

  route(app, seatingEndpoints.massCreate, async ({ wedding_id, table_id, guests }, request) => {
    await seating(request, wedding_id, 'ADD_GUESTS');
    return { ids: await seatGuests(db, wedding_id, table_id, guests) };
  });

  route(app, seatingEndpoints.updateInside, async ({ wedding_id, ...seats }, request) => {
    await seating(request, wedding_id, 'HOSTESS_VIEW', 'ADD_GUESTS');
    return { seats: await moveSeats(db, wedding_id, seats) };
  });

  route(app, seatingEndpoints.destroy, async ({ wedding_id, ...seats }, request) => {
    await seating(request, wedding_id, 'DELETE_GUESTS');
    return { ids: await freeSeats(db, wedding_id, seats) };
  });
}
