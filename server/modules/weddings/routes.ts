import type { FastifyInstance } from 'fastify';
import { idQuery } from '../../../contract/endpoint';
import { actionsQuery, createWeddingPayload, weddingQuery } from '../../../contract/weddings';
import { moduleCatalog } from '../../../contract/permissions';
import type { ServerDeps } from '../../deps';
import { parse } from '../../http/errors';
import { requireType, requireUser, requireWedding } from '../../http/authorize';
import { createWedding, listWeddings, showWedding } from './service';

/** Weddings: the list, one wedding, what the user may see and do in it, and creation. */
export async function weddingRoutes(app: FastifyInstance, { db }: ServerDeps) {
  app.get('/weddings', async (request) => {
    const user = await requireUser(request, db);
    return { data: { weddings: await listWeddings(db, user) } };
  });

  app.get('/weddings/show', async (request) => {
    const { id } = parse(idQuery, request.query);
    const rights = await requireWedding(request, db, id);
    return { data: { wedding: await showWedding(db, rights) } };
  });

  app.get('/weddings/get_modules', async (request) => {
    const { wedding_id } = parse(weddingQuery, request.query);
    const rights = await requireWedding(request, db, wedding_id);
    return { data: { modules: moduleCatalog.filter((module) => rights.modules.includes(module.code)) } };
  });

  app.get('/weddings/get_actions', async (request) => {
    const { wedding_id, module_code } = parse(actionsQuery, request.query);
    // Actions of a module the user does not hold are simply none.
    const rights = await requireWedding(request, db, wedding_id);
    return { data: { actions: rights.actions[module_code] ?? [] } };
  });

  app.post('/weddings/create', async (request) => {
    const creator = await requireType(request, db, 'Administrator', 'Planner');
    const payload = parse(createWeddingPayload, request.body);
    const created = await createWedding(db, creator, payload);
    app.sessionCache.forgetPerson(creator.id);
    return { data: { id: created.id, credits: created.credits } };
  });
}
