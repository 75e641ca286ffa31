import type { FastifyInstance } from 'fastify';
import { weddingsEndpoints } from '../../../contract/weddings';
import { moduleCatalog } from '../../../contract/permissions';
import type { ServerDeps } from '../../deps';
import { requireType, requireUser, requireWedding } from '../../http/authorize';
import type { Storage } from '../../shared/storage';
import { destroyWedding, setArchived, updateWedding } from './manage';
import { requireManagement } from './require-management';
import { anySignedIn, type RouteAccess } from '../../http/access';
import { route } from '../../http/route';
import { createWedding, listWeddings, showWedding } from './service';

/** Weddings: the list, one wedding, what the user may see and do in it, creation and management. */
/** A part in the wedding `field` names: 422 for no such wedding, and alike for anyone with no part. */
const partIn = (field: string): RouteAccess => ({ callers: 'signedIn', wedding: { field } });
/**
 * The wedding's page loading it: a stranger hears 403 here, which shows the unauthorized page,
 * and a missing wedding 422, the page-not-found page (part 1 §2, part 2 §2); README, "Product decisions".
 */
const loadingTheWedding: RouteAccess = { callers: 'signedIn', wedding: { field: 'id', strangerForbidden: true } };
/** Editing, archiving or deleting the wedding: `weddingManagement` (who runs it, or an Administrator) decides. */
const managing: RouteAccess = { ...partIn('id'), handlerDecides: 'weddingManagement: what the caller may do with the wedding (requireManagement)' };

export async function weddingRoutes(app: FastifyInstance, { db, storage }: ServerDeps & { storage: Storage }) {
  route(app, weddingsEndpoints.list, anySignedIn, async (_, request) => ({ weddings: await listWeddings(db, await requireUser(request, db)) }));

  route(app, weddingsEndpoints.show, loadingTheWedding, async ({ id }, request) => ({ wedding: await showWedding(db, await requireWedding(request, db, id)) }));

  route(app, weddingsEndpoints.modules, partIn('wedding_id'), async ({ wedding_id }, request) => {
    const rights = await requireWedding(request, db, wedding_id);
    return { modules: moduleCatalog.filter((module) => rights.modules.includes(module.code)) };
  });

  route(app, weddingsEndpoints.actions, partIn('wedding_id'), async ({ wedding_id, module_code }, request) => {
    const rights = await requireWedding(request, db, wedding_id);
    return { actions: rights.actions[module_code] ?? [] };
  });

  route(
    app,
    weddingsEndpoints.create,
    {
      callers: ['Administrator', 'Planner'],
      handlerDecides: 'an Administrator names the planner, a Planner only themself',
      otherIds: { planner_id: 'the planner who runs it: named by an Administrator' },
    },
    async (payload, request) => {
      const creator = await requireType(request, db, 'Administrator', 'Planner');
      const created = await createWedding(db, creator, payload);
      app.sessionCache.forgetPerson(creator.id);
      return created;
    },
  );

  route(app, weddingsEndpoints.update, managing, async ({ id, name, date }, request) => {
    await requireManagement(request, db, id, 'edit');
    return updateWedding(db, id, { name, date });
  });

  route(app, weddingsEndpoints.archive, managing, async ({ id }, request) => {
    await requireManagement(request, db, id, 'archive');
    await setArchived(db, id, true);
    return {};
  });

  route(app, weddingsEndpoints.restore, managing, async ({ id }, request) => {
    await requireManagement(request, db, id, 'archive');
    await setArchived(db, id, false);
    return {};
  });

  route(app, weddingsEndpoints.destroy, managing, async ({ id }, request) => {
    await requireManagement(request, db, id, 'destroy');
    const { deletedPersons } = await destroyWedding(db, storage, id);
    for (const personId of deletedPersons) app.sessionCache.forgetPerson(personId);
    return {};
  });
}
