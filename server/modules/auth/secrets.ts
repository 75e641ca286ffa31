import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Argon2id (algorithm 2 of the binding's const enum) at the OWASP minimum (19 MiB, 2 passes, 1 lane). */
const argon2Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, argon2Options);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A password hash of nothing in particular, verified when the e-mail is unknown so that a
 * wrong e-mail and a wrong password take the same time.
 */
let decoyHash: Promise<string> | null = null;
export function verifyDecoy(password: string): Promise<boolean> {
  decoyHash ??= hashPassword(randomToken());
  return decoyHash.then((value) => verifyPassword(value, password));
}

/** 256 bits, URL-safe: session cookies and e-mailed links. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256, so a database leak does not leak sessions or links. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
