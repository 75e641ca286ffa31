import type { FastifyRequest } from 'fastify';
import { permissionsManagement, type PermissionsManagement } from '../../../contract/permission-grants';
import type { SessionUser } from '../../../contract/person';
import type { Executor } from '../../db/client';
import { requireUser, requireWedding } from '../../http/authorize';
import { forbidden } from '../../http/errors';
import { notFound } from '../../shared/domain-error';
import { weddingAccess, type WeddingRights } from '../weddings/access';

/** What `permissionsManagement` allows this user in a wedding they hold these rights in. */
const allowed = (user: SessionUser, rights: WeddingRights) => permissionsManagement({ type: user.type, runsIt: rights.role === 'owner' }, rights);

/** The caller, if `permissionsManagement` lets them do `what` in the wedding: 422 for no such wedding (or none of theirs), 403 for a part that does not allow it. */
export async function requirePermissionsRight(
  request: FastifyRequest,
  db: Executor,
  weddingId: number,
  what: keyof PermissionsManagement,
): Promise<SessionUser> {
  const rights = await requireWedding(request, db, weddingId);
  const user = await requireUser(request, db);
  if (!allowed(user, rights)[what]) throw forbidden();
  return user;
}

/**
 * What the caller may do in the wedding of something named by id alone (a permission row, a
 * spouse): one of a wedding they have no part in answers exactly as an id nobody uses, 422
 * `not_found`, so ids cannot be probed.
 */
export async function rightsOverWeddingOf(user: SessionUser, db: Executor, weddingId: number): Promise<PermissionsManagement> {
  const access = await weddingAccess(db, user, weddingId);
  const rights = access.found ? access.rights : null;
  if (!rights) throw notFound();
  return allowed(user, rights);
}

/** A permission row named by id: one whose wedding's permissions the caller cannot see is `not_found`; one they see but may not change, 403. */
export async function changeableRow<Row extends { weddingId: number }>(
  request: FastifyRequest,
  db: Executor,
  find: () => Promise<Row | undefined>,
): Promise<Row> {
  const user = await requireUser(request, db);
  const row = await find();
  if (!row) throw notFound();
  const may = await rightsOverWeddingOf(user, db, row.weddingId);
  if (!may.see) throw notFound();
  if (!may.change) throw forbidden();
  return row;
}
