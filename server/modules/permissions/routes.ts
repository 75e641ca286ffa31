import type { FastifyInstance, FastifyRequest } from 'fastify';
import { weddingUsersEndpoints } from '../../../contract/wedding-users';
import type { ServerDeps } from '../../deps';
import { route } from '../../http/route';
import { requireManagement } from '../weddings/require-management';
import { addUser, removeUser, weddingUsersOf } from './service';

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
