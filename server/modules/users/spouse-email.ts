import { and, eq, ne } from 'drizzle-orm';
import { personTypes, type PersonStatus } from '../../../contract/person';
import type { Database } from '../../db/client';
import { DomainError, notFound } from '../../shared/domain-error';
import { spendPasswordTokens } from '../auth/password-tokens';
import { findPersonByEmail, type PersonRow } from './person-records';
import { persons } from './schema';
import { uniqueEmail } from './service';

const ofWedding = (weddingId: number) => and(eq(persons.weddingId, weddingId), eq(persons.typeId, personTypes.Spouse));

/**
 * Gives a spouse of the wedding who has not activated their account an e-mail (a spouse may be
 * created without one), and makes them pending with their older links spent; the caller mails
 * the activation. The address must differ from the other spouse's and be nobody else's.
 */
export async function setSpouseEmail(db: Database, weddingId: number, spouseId: number, email: string): Promise<PersonRow> {
  return uniqueEmail(() =>
    db.transaction(async (tx) => {
      const [spouse] = await tx
        .select()
        .from(persons)
        .where(and(eq(persons.id, spouseId), ofWedding(weddingId)))
        .for('update');
      if (!spouse) throw notFound();
      if (spouse.status !== 'new' && spouse.status !== 'pending') throw new DomainError('user_status_incorrect');
      const [partner] = await tx
        .select({ email: persons.email })
        .from(persons)
        .where(and(ofWedding(weddingId), ne(persons.id, spouseId)));
      if (partner?.email.toLowerCase() === email.toLowerCase()) throw new DomainError('equal_emails_spouses', { email: ['equal_emails_spouses'] });
      const owner = await findPersonByEmail(tx, email);
      if (owner && owner.id !== spouse.id) throw new DomainError('already_registered', { email: ['already_registered'] });
      await spendPasswordTokens(tx, spouse.id);
      const [updated] = await tx
        .update(persons)
        .set({ email, status: 'pending' satisfies PersonStatus })
        .where(eq(persons.id, spouse.id))
        .returning();
      return updated!;
    }),
  );
}
