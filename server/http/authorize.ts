import type { FastifyRequest } from 'fastify';
import type { ActionCode, ModuleCode } from '../../contract/permissions';
import type { PersonType, SessionUser } from '../../contract/person';
import type { Executor } from '../db/client';
import type { SessionCache } from '../modules/auth/session-cache';
import { endBlockedSession, findSessionUser } from '../modules/auth/sessions';
import { holdsAction, weddingAccess, type WeddingRights } from '../modules/weddings/access';
import { ApiError, forbidden, unauthorized } from './errors';
import { notFound } from '../shared/domain-error';
import { readSessionToken } from '../modules/auth/session-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser?: SessionUser | null;
    /** The caller's rights in the wedding this request touches, once read (a declared check and its handler read them once). */
    weddingRights?: WeddingRights;
  }
  interface FastifyInstance {
    sessionCache: SessionCache;
  }
}

/** The signed-in user, or null for a caller without a valid session. Looked up once per request. */
export async function currentUser(request: FastifyRequest, db: Executor): Promise<SessionUser | null> {
  if (request.sessionUser === undefined) request.sessionUser = await sessionUserOf(request, db);
  return request.sessionUser;
}

/** The signed-in user, or a 401: `user_inactive` for someone blocked since signing in, else `auth_unauthorized`. */
export async function requireUser(request: FastifyRequest, db: Executor): Promise<SessionUser> {
  const user = await currentUser(request, db);
  if (user) return user;
  const token = readSessionToken(request);
  if (token && (await endBlockedSession(db, token))) throw new ApiError(401, 'user_inactive');
  throw unauthorized();
}

async function sessionUserOf(request: FastifyRequest, db: Executor): Promise<SessionUser | null> {
  const token = readSessionToken(request);
  if (!token) return null;
  const cache = request.server.sessionCache;
  const cached = cache.get(token);
  if (cached) return cached;
  const user = await findSessionUser(db, token);
  if (user) cache.set(token, user);
  return user;
}

/** The signed-in user if their type is one of `types`, else a 403. */
export async function requireType(request: FastifyRequest, db: Executor, ...types: PersonType[]): Promise<SessionUser> {
  const user = await requireUser(request, db);
  if (!types.includes(user.type)) throw forbidden();
  return user;
}

export interface WeddingRequirement {
  module?: ModuleCode;
  action?: ActionCode;
  /** The wedding's own page loading it: a stranger hears 403 there, not `not_found` (see `requireWedding`). */
  strangerForbidden?: boolean;
}

/**
 * The user's rights in a wedding, or a refusal: 422 `not_found` when the wedding does not exist
 * and, alike, when the user has no part in it (so nobody learns which wedding ids are in use);
 * 403 when they have a part but lack the module or action the route needs. Only the wedding's
 * page, loading the wedding (`weddings/show`), tells a stranger 403: the spec has it show the
 * unauthorized page then and the page-not-found page for a 422 (part 1 §2, part 2 §2).
 */
export async function requireWedding(request: FastifyRequest, db: Executor, weddingId: number, need: WeddingRequirement = {}): Promise<WeddingRights> {
  const rights = request.weddingRights?.weddingId === weddingId ? request.weddingRights : await rightsIn(request, db, weddingId, need.strangerForbidden);
  if (need.module && !rights.modules.includes(need.module)) throw forbidden();
  if (need.module && need.action && !holdsAction(rights, need.module, need.action)) throw forbidden();
  return rights;
}

async function rightsIn(request: FastifyRequest, db: Executor, weddingId: number, strangerForbidden = false): Promise<WeddingRights> {
  const user = await requireUser(request, db);
  const access = await weddingAccess(db, user, weddingId);
  if (!access.found) throw notFound();
  if (!access.rights) throw strangerForbidden ? forbidden() : notFound();
  request.weddingRights = access.rights;
  return access.rights;
}
