import type { FastifyInstance } from 'fastify';
import { weddingsEndpoints } from '../../../contract/weddings';
import { moduleCatalog } from '../../../contract/permissions';
import type { ServerDeps } from '../../deps';
import { requireType, requireUser, requireWedding } from '../../http/authorize';
import type { Storage } from '../../shared/storage';
import { destroyWedding, setArchived, updateWedding } from './manage';
import { requireManagement } from './require-management';
import { route } from '../../http/route';
import { createWedding, listWeddings, showWedding } from './service';

/** Weddings: the list, one wedding, what the user may see and do in it, creation and management. */
export async function weddingRoutes(app: FastifyInstance, { db, storage }: ServerDeps & { storage: Storage }) {
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

  route(app, weddingsEndpoints.update, async ({ id, name, date }, request) => {
    await requireManagement(request, db, id, 'edit');
    return updateWedding(db, id, { name, date });
  });

  route(app, weddingsEndpoints.archive, async ({ id }, request) => {
    await requireManagement(request, db, id, 'archive');
    await setArchived(db, id, true);
    return {};
  });

  route(app, weddingsEndpoints.restore, async ({ id }, request) => {
    await requireManagement(request, db, id, 'archive');
    await setArchived(db, id, false);
    return {};
  });

  route(app, weddingsEndpoints.destroy, async ({ id }, request) => {
    await requireManagement(request, db, id, 'destroy');
    const { deletedPersons } = await destroyWedding(db, storage, id);
    for (const personId of deletedPersons) app.sessionCache.forgetPerson(personId);
    return {};
  });
}
