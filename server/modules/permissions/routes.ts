import type { FastifyInstance, FastifyRequest } from 'fastify';
import { weddingUsersEndpoints } from '../../../contract/wedding-users';
import type { ServerDeps } from '../../deps';
import { requireUser, requireWedding } from '../../http/authorize';
import { forbidden } from '../../http/errors';
import { route } from '../../http/route';
import { addUser, removeUser, weddingUsersOf } from './service';

/**
 * The users of a wedding (part 2 §7 "Permissions and spouses"). The planner who runs it and
 * Administrators manage them; a spouse may too, within the planner's team, while the wedding is
 * active (an archived wedding is read-only to its members); Helpers and Hostesses may not.
 */
export async function permissionRoutes(app: FastifyInstance, { db }: ServerDeps) {
  const managing = async (request: FastifyRequest, weddingId: number, { changes }: { changes: boolean }) => {
    const rights = await requireWedding(request, db, weddingId);
    const user = await requireUser(request, db);
    const runsIt = rights.role === 'admin' || rights.role === 'owner';
    const spouse = rights.role === 'member' && user.type === 'Spouse' && !(changes && rights.archived);
    if (!runsIt && !spouse) throw forbidden();
    return { wedding: { weddingId, plannerId: rights.plannerId }, teamOnly: !runsIt };
  };

  route(app, weddingUsersEndpoints.list, async ({ wedding_id }, request) => {
    const { wedding } = await managing(request, wedding_id, { changes: false });
    return weddingUsersOf(db, wedding);
  });

  route(app, weddingUsersEndpoints.add, async ({ wedding_id, user_id }, request) => {
    const { wedding } = await managing(request, wedding_id, { changes: true });
    return { user: await addUser(db, wedding, user_id) };
  });

  route(app, weddingUsersEndpoints.remove, async ({ wedding_id, user_id }, request) => {
    const { wedding, teamOnly } = await managing(request, wedding_id, { changes: true });
    await removeUser(db, wedding, user_id, { teamOnly });
    return {};
  });
}
