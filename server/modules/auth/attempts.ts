import type { Executor } from '../../db/client';
import { DomainError } from '../../shared/domain-error';
import type { TrustedDevice } from './device-cookie';
import { recordHit, refuseIfExhausted, type Limit } from './throttle';

const quarterHour = 15 * 60_000;
const hour = 60 * 60_000;

export interface AttemptLimits {
  /** Failed sign-ins per account from clients it does not trust, and per trusted device. */
  loginPerEmail: number;
  /** Failed sign-ins per client address. */
  loginPerAddress: number;
  /** Password mails on demand per address e-mailed, and per client address. */
  mailPerEmail: number;
  mailPerAddress: number;
  /** Password links that did not check out (unknown, spent or expired) per client address. */
  linkPerAddress: number;
}

/** Who is asking: their address, and the device cookie their browser holds, if the server signed it. */
export interface Caller {
  address: string;
  device: TrustedDevice | null;
}

/**
 * The keys a sign-in is counted under. A device that signed in to this account before is
 * counted on its own, so guesses from elsewhere cannot lock its owner out; any other client is
 * counted per account (the e-mail, known or not, so the limit reveals nothing) and per address.
 */
export function signInLimits(limits: AttemptLimits, email: string, caller: Caller, accountId: number | undefined): Limit[] {
  if (caller.device && caller.device.personId === accountId)
    return [{ key: `login:device:${caller.device.nonce}`, max: limits.loginPerEmail, windowMs: quarterHour }];
  return [
    { key: `login:account:${email}`, max: limits.loginPerEmail, windowMs: quarterHour },
    { key: `login:address:${caller.address}`, max: limits.loginPerAddress, windowMs: quarterHour },
  ];
}

/** Only failures count: a planner who signs in twenty times a day is never refused. */
export const refuseSignIn = refuseIfExhausted;
export const recordFailedSignIn = recordHit;

/**
 * A password mail on demand counts per address e-mailed and per client address; the account's
 * own trusted device is never refused, so a stranger asking five times cannot keep the owner's
 * reset mail away.
 */
export async function takeMailAllowance(db: Executor, limits: AttemptLimits, email: string, caller: Caller, accountId: number | undefined): Promise<void> {
  if (caller.device && caller.device.personId === accountId) return;
  const keys = [
    { key: `mail:email:${email}`, max: limits.mailPerEmail, windowMs: hour },
    { key: `mail:address:${caller.address}`, max: limits.mailPerAddress, windowMs: hour },
  ];
  await refuseIfExhausted(db, keys);
  await recordHit(db, keys);
}

/**
 * Runs a check of a password link. Checking is cheap, but guessing links is refused per
 * address after a few links that did not check out.
 */
export async function checkingLink<T>(db: Executor, limits: AttemptLimits, caller: Caller, check: () => Promise<T>): Promise<T> {
  const keys: Limit[] = [{ key: `link:address:${caller.address}`, max: limits.linkPerAddress, windowMs: quarterHour }];
  await refuseIfExhausted(db, keys);
  try {
    return await check();
  } catch (error) {
    if (error instanceof DomainError && (error.code === 'invalid_token' || error.code === 'expired_token')) await recordHit(db, keys);
    throw error;
  }
}
