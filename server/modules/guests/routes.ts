import type { FastifyInstance } from 'fastify';
import { guestColors, guestEndpoints, guestStatuses } from '../../../contract/guests';
import type { ServerDeps } from '../../deps';
import { anySignedIn } from '../../http/access';
import { requireUser } from '../../http/authorize';
import { JsonText } from '../../http/json-text';
import { ListCache } from '../../http/list-cache';
import { writesOf } from '../../db/write-count';
import { cachedRoute, listRoute, route } from '../../http/route';
import { guestReferences, guestsSummary, oneCategory, oneGuest, weddingGuests } from './access';
import { createCategory, destroyCategory, listCategories } from './categories';
import { guestFileRoutes } from './file-routes';
import { guests } from './schema';
import {
  createGuest,
  destroyGuest,
  guestsListVersion,
  guestsSummary as summaryOf,
  listGuestsJson,
  massDestroy,
  massUpdate,
  updateGuest,
  updateStatus,
} from './service';

/** Guests, their categories and the catalogues (part 2 §7); spreadsheets in file-routes.ts. */
export async function guestRoutes(app: FastifyInstance, deps: ServerDeps) {
  const { db } = deps;
  const guestLists = new ListCache<number>(() => writesOf(db));

  listRoute(app, guestEndpoints.index, weddingGuests(), async ({ wedding_id }) => {
    return guestLists.read(
      wedding_id,
      () => guestsListVersion(db, wedding_id),
      async () => new JsonText(`{"guests":${await listGuestsJson(db, wedding_id)}}`),
    );
  });

  route(app, guestEndpoints.create, { ...weddingGuests('ADD'), weddingRows: guestReferences }, async ({ wedding_id, ...fields }, request) => {
    const caller = await requireUser(request, db);
    return createGuest(db, wedding_id, fields, caller.id);
  });

  route(app, guestEndpoints.update, { ...oneGuest('EDIT'), weddingRows: guestReferences }, async ({ id, ...changes }) => {
    return updateGuest(db, id, changes);
  });

  route(app, guestEndpoints.updateStatus, oneGuest('RSVP', 'EDIT'), async ({ id, status_id }) => {
    await updateStatus(db, id, status_id);
    return {};
  });

  route(app, guestEndpoints.massUpdate, { ...weddingGuests('EDIT'), weddingRows: { ids: guests, ...guestReferences } }, async (payload) => {
    const value = payload.column === 'category_id' ? payload.category_id : payload.column === 'status_id' ? payload.status_id : payload.invitedBy_id;
    return { updated: await massUpdate(db, payload.wedding_id, payload.ids, payload.column, value) };
  });

  route(app, guestEndpoints.destroy, oneGuest('DELETE'), async ({ id }) => {
    await destroyGuest(db, id);
    return {};
  });

  route(app, guestEndpoints.massDestroy, { ...weddingGuests('DELETE'), weddingRows: { ids: guests } }, async ({ wedding_id, ids }) => {
    return { deleted: await massDestroy(db, wedding_id, ids) };
  });

  cachedRoute(app, guestEndpoints.summary, guestsSummary, async ({ wedding_id }) => {
    return summaryOf(db, wedding_id);
  });

  listRoute(app, guestEndpoints.categories, weddingGuests(), async ({ wedding_id }) => {
    return { categories: await listCategories(db, wedding_id) };
  });

  route(app, guestEndpoints.createCategory, weddingGuests('ADD', 'EDIT'), async ({ wedding_id, ...fields }) => {
    return createCategory(db, wedding_id, fields);
  });

  route(app, guestEndpoints.destroyCategory, oneCategory('DELETE'), async ({ id }) => {
    await destroyCategory(db, id);
    return {};
  });

  route(app, guestEndpoints.colors, anySignedIn, async () => {
    return { colors: [...guestColors] };
  });

  route(app, guestEndpoints.statuses, anySignedIn, async () => {
    return { statuses: [...guestStatuses] };
  });

  await guestFileRoutes(app, deps);
}
