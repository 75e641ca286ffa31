import type { FastifyInstance } from 'fastify';
import { guestColors, guestEndpoints, guestStatuses } from '../../../contract/guests';
import type { ServerDeps } from '../../deps';
import { requireUser } from '../../http/authorize';
import { JsonText } from '../../http/json-text';
import { ListCache } from '../../http/list-cache';
import { listRoute, route } from '../../http/route';
import { categoryFor, guestFor, requireGuests, requireGuestsSummary } from './access';
import { createCategory, destroyCategory, listCategories } from './categories';
import { guestFileRoutes } from './file-routes';
import { createGuest, destroyGuest, guestsListVersion, guestsSummary, listGuestsJson, massDestroy, massUpdate, updateGuest, updateStatus } from './service';

/** Guests, their categories and the catalogues (part 2 §7); spreadsheets in file-routes.ts. */
export async function guestRoutes(app: FastifyInstance, deps: ServerDeps) {
  const { db } = deps;
  const guestLists = new ListCache<number>();

  listRoute(app, guestEndpoints.index, async ({ wedding_id }, request) => {
    await requireGuests(request, db, wedding_id);
    const version = await guestsListVersion(db, wedding_id);
    return guestLists.read(wedding_id, version, async () => new JsonText(`{"guests":${await listGuestsJson(db, wedding_id)}}`));
  });

  route(app, guestEndpoints.create, async ({ wedding_id, ...fields }, request) => {
    await requireGuests(request, db, wedding_id, 'ADD');
    const caller = await requireUser(request, db);
    return createGuest(db, wedding_id, fields, caller.id);
  });

  route(app, guestEndpoints.update, async ({ id, ...changes }, request) => {
    await guestFor(request, db, id, 'EDIT');
    return updateGuest(db, id, changes);
  });

  route(app, guestEndpoints.updateStatus, async ({ id, status_id }, request) => {
    await guestFor(request, db, id, 'RSVP', 'EDIT');
    await updateStatus(db, id, status_id);
    return {};
  });

  route(app, guestEndpoints.massUpdate, async (payload, request) => {
    await requireGuests(request, db, payload.wedding_id, 'EDIT');
    const value = payload.column === 'category_id' ? payload.category_id : payload.column === 'status_id' ? payload.status_id : payload.invitedBy_id;
    return { updated: await massUpdate(db, payload.wedding_id, payload.ids, payload.column, value) };
  });

  route(app, guestEndpoints.destroy, async ({ id }, request) => {
    await guestFor(request, db, id, 'DELETE');
    await destroyGuest(db, id);
    return {};
  });

  route(app, guestEndpoints.massDestroy, async ({ wedding_id, ids }, request) => {
    await requireGuests(request, db, wedding_id, 'DELETE');
    return { deleted: await massDestroy(db, wedding_id, ids) };
  });

  route(app, guestEndpoints.summary, async ({ wedding_id }, request) => {
    await requireGuestsSummary(request, db, wedding_id);
    return guestsSummary(db, wedding_id);
  });

  listRoute(app, guestEndpoints.categories, async ({ wedding_id }, request) => {
    await requireGuests(request, db, wedding_id);
    return { categories: await listCategories(db, wedding_id) };
  });

  route(app, guestEndpoints.createCategory, async ({ wedding_id, ...fields }, request) => {
    await requireGuests(request, db, wedding_id, 'ADD', 'EDIT');
    return createCategory(db, wedding_id, fields);
  });

  route(app, guestEndpoints.destroyCategory, async ({ id }, request) => {
    await categoryFor(request, db, id, 'DELETE');
    await destroyCategory(db, id);
    return {};
  });

  route(app, guestEndpoints.colors, async (_, request) => {
    await requireUser(request, db);
    return { colors: [...guestColors] };
  });

  route(app, guestEndpoints.statuses, async (_, request) => {
    await requireUser(request, db);
    return { statuses: [...guestStatuses] };
  });

  await guestFileRoutes(app, deps);
}
