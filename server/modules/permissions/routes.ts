import type { FastifyInstance, FastifyRequest } from 'fastify';
import { permissionsEndpoints } from '../../../contract/permission-grants';
import { actionCatalog, moduleCatalog } from '../../../contract/permissions';
import { weddingUsersEndpoints } from '../../../contract/wedding-users';
import type { ServerDeps } from '../../deps';
import { requireUser } from '../../http/authorize';
import { forbidden } from '../../http/errors';
import { anySignedIn, type RouteAccess } from '../../http/access';
import { route } from '../../http/route';
import { notFound } from '../../shared/domain-error';
import { requireManagement } from '../weddings/require-management';
import { changeableRow, requirePermissionsRight, rightsOverWeddingOf } from './access';
import {
  copyGrants,
  coupleOf,
  findActionPermission,
  findModulePermission,
  grantAction,
  grantModule,
  weddingGrants,
  withdrawAction,
  withdrawModule,
} from './grants';
import { addUser, removeUser, weddingUsersOf } from './service';

/** A call on a wedding's users or grants: a part in it; what the caller may change there `weddingManagement` decides. */
const managingWedding: RouteAccess = {
  callers: 'signedIn',
  wedding: { field: 'wedding_id' },
  handlerDecides: 'weddingManagement: seeing and changing users and grants',
};
/** A grant named by id alone: whoever may change the grants of its wedding (`changeableRow`). */
const managingGrant: RouteAccess = {
  callers: 'signedIn',
  handlerDecides: 'a grant of a wedding whose grants the caller may change (changeableRow)',
  otherIds: { id: 'a grant: one of a wedding whose grants the caller cannot see answers as missing (changeableRow)' },
};
/** The ids a users or grants call names beside its wedding: a user of the planner's team, a catalogue entry. */
const user = { user_id: "a user of the wedding's planner's team, or a spouse of it (the service)" };
const managingFor = (otherIds: RouteAccess['otherIds']): RouteAccess => ({ ...managingWedding, otherIds });

/**
 * The users of a wedding (part 2 §7 "Permissions and spouses"), as `weddingManagement` allows:
 * the planner who runs it and Administrators manage them; a spouse may too, within the
 * planner's team, changing them only while the wedding is active; Helpers and Hostesses may not.
 */
export async function permissionRoutes(app: FastifyInstance, { db }: ServerDeps) {
  const managing = async (request: FastifyRequest, weddingId: number, { changes }: { changes: boolean }) => {
    const rights = await requireManagement(request, db, weddingId, changes ? 'changeUsers' : 'seeUsers');
    // A spouse manages only the planner's team; whoever runs the wedding, anyone of it but the couple.
    const teamOnly = rights.role === 'member';
    return { wedding: { weddingId, plannerId: rights.plannerId }, teamOnly };
  };

  route(app, weddingUsersEndpoints.list, managingWedding, async ({ wedding_id }, request) => {
    const { wedding } = await managing(request, wedding_id, { changes: false });
    return weddingUsersOf(db, wedding);
  });

  route(app, weddingUsersEndpoints.add, managingFor(user), async ({ wedding_id, user_id }, request) => {
    const { wedding } = await managing(request, wedding_id, { changes: true });
    return { user: await addUser(db, wedding, user_id) };
  });

  route(app, weddingUsersEndpoints.remove, managingFor(user), async ({ wedding_id, user_id }, request) => {
    const { wedding, teamOnly } = await managing(request, wedding_id, { changes: true });
    await removeUser(db, wedding, user_id, { teamOnly });
    return {};
  });

  await grantRoutes(app, { db });
}

/**
 * Module and action permissions (contract/permission-grants.ts), as `permissionsManagement`
 * allows: the planner who runs the wedding and Administrators; a spouse only copies their own.
 * The catalogues are the same for everyone signed in.
 */
async function grantRoutes(app: FastifyInstance, { db }: Pick<ServerDeps, 'db'>) {
  route(app, permissionsEndpoints.modules, anySignedIn, async (_, request) => {
    await requireUser(request, db);
    return { modules: moduleCatalog };
  });

  route(app, permissionsEndpoints.actions, anySignedIn, async (_, request) => {
    await requireUser(request, db);
    return { actions: actionCatalog };
  });

  route(app, permissionsEndpoints.index, managingWedding, async ({ wedding_id }, request) => {
    await requirePermissionsRight(request, db, wedding_id, 'see');
    return weddingGrants(db, wedding_id);
  });

  route(
    app,
    permissionsEndpoints.addModule,
    managingFor({ ...user, module_id: 'a module of the catalogue' }),
    async ({ wedding_id, user_id, module_id }, request) => {
      await requirePermissionsRight(request, db, wedding_id, 'change');
      return { id: await grantModule(db, wedding_id, user_id, module_id) };
    },
  );

  route(app, permissionsEndpoints.removeModule, managingGrant, async ({ id }, request) => ({
    removedActions: await withdrawModule(db, await changeableRow(request, db, () => findModulePermission(db, id))),
  }));

  route(
    app,
    permissionsEndpoints.addAction,
    managingFor({ ...user, action_id: 'an action of the catalogue, of a module granted' }),
    async ({ wedding_id, user_id, action_id }, request) => {
      await requirePermissionsRight(request, db, wedding_id, 'change');
      return { id: await grantAction(db, wedding_id, user_id, action_id) };
    },
  );

  route(app, permissionsEndpoints.removeAction, managingGrant, async ({ id }, request) => {
    await withdrawAction(db, await changeableRow(request, db, () => findActionPermission(db, id)));
    return {};
  });

  route(
    app,
    permissionsEndpoints.copyToSpouse,
    {
      callers: 'signedIn',
      handlerDecides: 'a spouse copies their own grants to their partner; the planner or an Administrator either way',
      otherIds: { spouse_id: 'a spouse of a wedding the caller manages the grants of; any other answers as missing' },
    },
    async ({ spouse_id }, request) => {
      const user = await requireUser(request, db);
      const couple = await coupleOf(db, spouse_id);
      if (!couple) throw notFound();
      const may = await rightsOverWeddingOf(user, db, couple.weddingId);
      // A spouse copies their own permissions, never their partner's onto themself.
      if (!may.copy || (user.type === 'Spouse' && user.id !== spouse_id)) throw forbidden();
      return copyGrants(db, couple);
    },
  );
}
