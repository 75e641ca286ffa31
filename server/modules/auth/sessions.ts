import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { SessionUser } from '../../../contract/person';
import type { Executor } from '../../db/client';
import { persons } from '../users/schema';
import { sessions } from './schema';
import { randomToken, sha256 } from './secrets';
import { toSessionUser } from '../users/person-records';

/** Remember-me keeps a session 30 days; otherwise the cookie dies with the browser and the row after 12 h. */
export const sessionLifetimeMs = { persistent: 30 * 24 * 3600_000, browser: 12 * 3600_000 } as const;

export async function createSession(db: Executor, personId: number, persistent: boolean) {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + (persistent ? sessionLifetimeMs.persistent : sessionLifetimeMs.browser));
  await db.insert(sessions).values({ tokenHash: sha256(token), personId, persistent, expiresAt });
  return { token, expiresAt, persistent };
}

/** The user behind a session cookie, if the session is alive and the account still active. */
export async function findSessionUser(db: Executor, token: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({ person: persons })
    .from(sessions)
    .innerJoin(persons, eq(persons.id, sessions.personId))
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, new Date()), eq(persons.status, 'active')));
  return row ? toSessionUser(row.person) : null;
}

/**
 * Whether a session cookie belongs to an account blocked since it signed in. Blocking keeps the
 * session rows (they open nothing: `findSessionUser` wants an active account) so the next call
 * can say `user_inactive` instead of "session expired"; that call ends the session for good.
 */
export async function endBlockedSession(db: Executor, token: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(
      and(eq(sessions.tokenHash, sha256(token)), inArray(sessions.personId, db.select({ id: persons.id }).from(persons).where(eq(persons.status, 'inactive')))),
    )
    .returning({ id: sessions.personId });
  return ended.length > 0;
}

export async function deleteSession(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

/** Ends every session of a person: blocking, password change. */
export async function deleteSessionsOf(db: Executor, personId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.personId, personId));
}

/** Sessions past their end say nothing any more. */
export async function deleteExpiredSessions(db: Executor): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, new Date()));
}
