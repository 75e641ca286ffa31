import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

export const sessionCookieName = 'sid';

export function readSessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[sessionCookieName];
  return token && token.length <= 64 ? token : undefined;
}

/** HttpOnly, SameSite=Lax, Secure behind https; persistent only with remember-me. */
export function writeSessionCookie(reply: FastifyReply, config: Config, session: { token: string; expiresAt: Date; persistent: boolean }) {
  reply.setCookie(sessionCookieName, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.appUrl.startsWith('https:'),
    ...(session.persistent ? { expires: session.expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(sessionCookieName, { path: '/' });
}
