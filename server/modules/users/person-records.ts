import { eq, sql } from 'drizzle-orm';
import { isLocale, personTypeName, type Gender, type PersonStatus, type PersonTypeId, type SessionUser } from '../../../contract/person';
import type { Executor } from '../../db/client';
import { persons } from './schema';

export type PersonRow = typeof persons.$inferSelect;

export function toSessionUser(person: PersonRow): SessionUser {
  return {
    id: person.id,
    type: personTypeName(person.typeId),
    type_id: person.typeId as PersonTypeId,
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
    gender: person.gender as Gender,
    language: isLocale(person.language) ? person.language : 'en',
    status: person.status as PersonStatus,
    credits: person.credits,
    wedding_id: person.weddingId,
  };
}

export async function findPersonByEmail(db: Executor, email: string): Promise<PersonRow | undefined> {
  const [person] = await db
    .select()
    .from(persons)
    .where(sql`lower(${persons.email}) = ${email.toLowerCase()}`);
  return person;
}

export async function findPersonById(db: Executor, id: number): Promise<PersonRow | undefined> {
  const [person] = await db.select().from(persons).where(eq(persons.id, id));
  return person;
}
