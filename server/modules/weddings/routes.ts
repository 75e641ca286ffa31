import type { FastifyInstance } from 'fastify';
import { weddingsEndpoints } from '../../../contract/weddings';
import { moduleCatalog } from '../../../contract/permissions';
import type { ServerDeps } from '../../deps';
import { requireType, requireUser, requireWedding } from '../../http/authorize';
import { route } from '../../http/route';
import { createWedding, listWeddings, showWedding } from './service';

/** Weddings: the list, one wedding, what the user may see and do in it, and creation. */
export async function weddingRoutes(app: FastifyInstance, { db }: ServerDeps) {
  route(app, weddingsEndpoints.list, async (_, request) => ({ weddings: await listWeddings(db, await requireUser(request, db)) }));

  route(app, weddingsEndpoints.show, async ({ id }, request) => ({ wedding: await showWedding(db, await requireWedding(request, db, id)) }));

  route(app, weddingsEndpoints.modules, async ({ wedding_id }, request) => {
    const rights = await requireWedding(request, db, wedding_id);
    return { modules: moduleCatalog.filter((module) => rights.modules.includes(module.code)) };
  });

  route(app, weddingsEndpoints.actions, async ({ wedding_id, module_code }, request) => {
    const rights = await requireWedding(request, db, wedding_id);
    return { actions: rights.actions[module_code] ?? [] };
  });

  route(app, weddingsEndpoints.create, async (payload, request) => {
    const creator = await requireType(request, db, 'Administrator', 'Planner');
    const created = await createWedding(db, creator, payload);
    app.sessionCache.forgetPerson(creator.id);
    return created;
  });
}
