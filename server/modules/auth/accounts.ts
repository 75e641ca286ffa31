import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordTokens } from './schema';
import { persons } from '../users/schema';
import { DomainError } from '../../shared/domain-error';
import { checkPasswordToken } from './password-tokens';
import { findPersonByEmail, findPersonById, type PersonRow } from '../users/person-records';
import { personTypeName, type Locale } from '../../../contract/person';
import type { VerifiedToken } from '../../../contract/auth';
import { hashPassword, sha256, verifyDecoy, verifyPassword } from './secrets';
import { deleteSessionsOf } from './sessions';
import { recordFailedSignIn, refuseSignIn, signInLimits, type AttemptLimits, type Caller } from './attempts';

/**
 * Checks credentials. Unknown e-mails cost a decoy hash so both failures take the same time.
 * Accounts never activated (no password yet) are told to activate; blocked accounts hear so
 * only once their password is right. Only wrong credentials count towards the limits.
 */
export async function authenticate(db: Database, email: string, password: string, limits: AttemptLimits, caller: Caller): Promise<PersonRow> {
  const person = await findPersonByEmail(db, email);
  const counted = signInLimits(limits, email, caller, person?.id);
  await refuseSignIn(db, counted);
  const refuse = async (): Promise<never> => {
    await recordFailedSignIn(db, counted);
    throw new DomainError('auth_invalid_credentials');
  };
  if (!person) {
    await verifyDecoy(password);
    return refuse();
  }
  if (person.status === 'new' || person.status === 'pending') throw new DomainError('user_status_incorrect');
  if (!(await verifyPassword(person.passwordHash, password))) return refuse();
  if (person.status !== 'active') throw new DomainError('user_inactive');
  return person;
}

/**
 * Sets the password behind a link. The token is claimed with a conditional update inside the
 * transaction, so two requests racing with one link cannot both succeed. Activation turns the
 * account active; every other open link and every session of the person die with the change.
 * Answers the person's id.
 */
export async function changePasswordWithToken(db: Database, token: string, password: string, language?: Locale): Promise<number> {
  // The link is checked before the password is hashed: a bogus link costs a lookup, not 19 MiB
  // of Argon2 that would slow every sign-in down.
  const check = await checkPasswordToken(db, token);
  if (!check.ok) throw new DomainError(check.code);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordTokens.tokenHash, sha256(token)), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, new Date())))
      .returning({ personId: passwordTokens.personId });
    if (!claimed) {
      const recheck = await checkPasswordToken(tx, token);
      throw new DomainError(recheck.ok ? 'invalid_token' : recheck.code);
    }
    await tx
      .update(persons)
      .set({
        passwordHash,
        status: sql`case when ${persons.status} in ('new', 'pending') then 'active' else ${persons.status} end`,
        // A new account follows the language it is activated in; a password reset changes none.
        ...(language ? { language: sql`case when ${persons.status} in ('new', 'pending') then ${language} else ${persons.language} end` } : {}),
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

/** What a password link is for: activating an account (pending) or changing its password. */
export async function verifyToken(db: Database, token: string): Promise<VerifiedToken> {
  const check = await checkPasswordToken(db, token);
  if (!check.ok) throw new DomainError(check.code);
  const person = await findPersonById(db, check.personId);
  if (!person) throw new DomainError('invalid_token');
  return {
    status: person.status === 'active' || person.status === 'inactive' ? 'active' : 'pending',
    type: personTypeName(person.typeId),
  };
}
