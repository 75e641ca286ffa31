import type { FastifyRequest } from 'fastify';
import type { PersonType, SessionUser } from '../../contract/people';
import type { Executor } from '../db/client';
import { findSessionUser } from '../services/sessions';
import { forbidden, unauthorized } from './errors';
import { readSessionToken } from './session-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser?: SessionUser | null;
  }
}

/** The signed-in user, or a 401. Looked up once per request and only by routes that need it. */
export async function requireUser(request: FastifyRequest, db: Executor): Promise<SessionUser> {
  if (request.sessionUser === undefined) {
    const token = readSessionToken(request);
    request.sessionUser = token ? await findSessionUser(db, token) : null;
  }
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}

/** The signed-in user if their type is one of `types`, else a 403. */
export async function requireType(request: FastifyRequest, db: Executor, ...types: PersonType[]): Promise<SessionUser> {
  const user = await requireUser(request, db);
  if (!types.includes(user.type)) throw forbidden();
  return user;
}
