import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import type { Caller } from './attempts';
import { deviceCookieLifetimeMs, deviceCookieName, readDeviceToken } from './device-cookie';

export const sessionCookieName = 'sid';

export function readSessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[sessionCookieName];
  return token && token.length <= 64 ? token : undefined;
}

const baseCookie = (config: Config) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.appUrl.startsWith('https:') });

/** HttpOnly, SameSite=Lax, Secure behind https; persistent only with remember-me. */
export function writeSessionCookie(reply: FastifyReply, config: Config, session: { token: string; expiresAt: Date; persistent: boolean }) {
  reply.setCookie(sessionCookieName, session.token, { ...baseCookie(config), ...(session.persistent ? { expires: session.expiresAt } : {}) });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(sessionCookieName, { path: '/' });
}

/** The device cookie outlives sessions and sign-outs: it says this browser signed in here before. */
export function writeDeviceCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(deviceCookieName, token, { ...baseCookie(config), expires: new Date(Date.now() + deviceCookieLifetimeMs) });
}

/** Who is asking, as the attempt limits see them. */
export async function callerOf(request: FastifyRequest, db: Executor): Promise<Caller> {
  return { address: request.ip, device: await readDeviceToken(db, request.cookies[deviceCookieName]) };
}
