import { and, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordTokens } from './schema';
import { randomToken, sha256 } from './secrets';

export type TokenPurpose = 'reset' | 'activation';

const lifetimeMs: Record<TokenPurpose, number> = { reset: 60 * 60_000, activation: 7 * 24 * 3600_000 };

export async function issuePasswordToken(db: Executor, personId: number, purpose: TokenPurpose): Promise<string> {
  const token = randomToken();
  await db.insert(passwordTokens).values({
    tokenHash: sha256(token),
    personId,
    purpose,
    expiresAt: new Date(Date.now() + lifetimeMs[purpose]),
  });
  return token;
}

export type TokenCheck = { ok: true; personId: number; purpose: TokenPurpose } | { ok: false; code: 'invalid_token' | 'expired_token' };

/** A token is good once, before it expires, and only while no later password change killed it. */
export async function checkPasswordToken(db: Executor, token: string): Promise<TokenCheck> {
  const [row] = await db
    .select()
    .from(passwordTokens)
    .where(eq(passwordTokens.tokenHash, sha256(token)));
  if (!row || row.usedAt) return { ok: false, code: 'invalid_token' };
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, code: 'expired_token' };
  return { ok: true, personId: row.personId, purpose: row.purpose as TokenPurpose };
}

/** Spends every open token of the person, so older links die with the password change. */
export async function spendPasswordTokens(db: Executor, personId: number): Promise<void> {
  await db
    .update(passwordTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordTokens.personId, personId), isNull(passwordTokens.usedAt)));
}

/**
 * Links used, or expired for a week, go: until then an expired link still hears "expired"
 * rather than "invalid", which tells its owner to ask for a new one.
 */
export const spentLinkGraceMs = 7 * 24 * 3600_000;

export async function deleteSpentPasswordTokens(db: Executor): Promise<void> {
  const before = new Date(Date.now() - spentLinkGraceMs);
  await db.delete(passwordTokens).where(or(isNotNull(passwordTokens.usedAt), lte(passwordTokens.expiresAt, before)));
}
