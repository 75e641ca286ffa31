import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordTokens } from './schema';
import { persons } from '../users/schema';
import { ApiError } from '../../http/errors';
import { checkPasswordToken } from './password-tokens';
import { findPersonByEmail, type PersonRow } from '../users/person-records';
import { hashPassword, sha256, verifyDecoy, verifyPassword } from './secrets';
import { deleteSessionsOf } from './sessions';

/**
 * Checks credentials. Unknown e-mails cost a decoy hash so both failures take the same time.
 * Accounts never activated (no password yet) are told to activate; blocked accounts hear so
 * only once their password is right.
 */
export async function authenticate(db: Database, email: string, password: string): Promise<PersonRow> {
  const person = await findPersonByEmail(db, email);
  if (!person) {
    await verifyDecoy(password);
    throw new ApiError(401, 'auth_invalid_credentials');
  }
  if (person.status === 'new' || person.status === 'pending') throw new ApiError(400, 'user_status_incorrect');
  if (!(await verifyPassword(person.passwordHash, password))) throw new ApiError(401, 'auth_invalid_credentials');
  if (person.status !== 'active') throw new ApiError(400, 'user_inactive');
  return person;
}

/**
 * Sets the password behind a link. The token is claimed with a conditional update inside the
 * transaction, so two requests racing with one link cannot both succeed. Activation turns the
 * account active; every other open link and every session of the person die with the change.
 * Answers the person's id.
 */
export async function changePasswordWithToken(db: Database, token: string, password: string): Promise<number> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordTokens.tokenHash, sha256(token)), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, new Date())))
      .returning({ personId: passwordTokens.personId });
    if (!claimed) {
      const check = await checkPasswordToken(tx, token);
      throw new ApiError(400, check.ok ? 'invalid_token' : check.code);
    }
    await tx
      .update(persons)
      .set({
        passwordHash,
        status: sql`case when ${persons.status} in ('new', 'pending') then 'active' else ${persons.status} end`,
      })
      .where(eq(persons.id, claimed.personId));
    await tx
      .update(passwordTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordTokens.personId, claimed.personId), isNull(passwordTokens.usedAt)));
    await deleteSessionsOf(tx, claimed.personId);
    return claimed.personId;
  });
}

/** Who may receive a password link on request: anyone not blocked. */
export const canReceivePasswordLink = (person: PersonRow) => person.status !== 'inactive';
