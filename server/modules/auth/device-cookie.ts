import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../db/client';
import { randomToken } from './secrets';
import { serverSecret } from './server-secret';

/**
 * OWASP's device cookie: a browser that signed in to an account successfully keeps a signed
 * token bound to that account, and is not locked out by failures elsewhere (an attacker guessing
 * the password from another place). Its own failures count against the device alone.
 */
export interface TrustedDevice {
  personId: number;
  nonce: string;
}

export const deviceCookieName = 'wp_device';
export const deviceCookieLifetimeMs = 365 * 24 * 3600_000;

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export async function issueDeviceToken(db: Executor, personId: number): Promise<string> {
  const payload = `${personId}.${randomToken()}`;
  return `${payload}.${sign(await serverSecret(db, 'device_cookie'), payload)}`;
}

/** The device a cookie names, if the server signed it. */
export async function readDeviceToken(db: Executor, token: string | undefined): Promise<TrustedDevice | null> {
  const match = token && token.length <= 200 ? /^(\d{1,10})\.([\w-]{43})\.([\w-]{43})$/.exec(token) : null;
  if (!match) return null;
  const [, personId, nonce, signature] = match;
  const expected = Buffer.from(sign(await serverSecret(db, 'device_cookie'), `${personId}.${nonce}`));
  const given = Buffer.from(signature!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { personId: Number(personId), nonce: nonce! } : null;
}
