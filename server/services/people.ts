import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PersonListItem } from '../../contract/persons';
import { creatableTypes, personTypeName, personTypes, type SessionUser } from '../../contract/people';
import type { Executor } from '../db/client';
import { persons, weddings } from '../db/schema';
import type { PersonRow } from './persons';


/** Whether `manager` may edit, block or delete `person` (see `creatableTypes`). */
export function manages(manager: SessionUser, person: PersonRow): boolean {
  return person.id !== manager.id && creatableTypes(manager.type).includes(personTypeName(person.typeId)) && (manager.type === 'Administrator' || person.plannerId === manager.id);
}

/** Spouses whose activation the user may send: of their own weddings, or any for Administrators. */
export async function managesSpouse(db: Executor, manager: SessionUser, person: PersonRow): Promise<boolean> {
  if (person.typeId !== personTypes.Spouse || !person.weddingId) return false;
  if (manager.type === 'Administrator') return true;
  if (manager.type !== 'Planner') return false;
  const [wedding] = await db.select({ plannerId: weddings.plannerId }).from(weddings).where(eq(weddings.id, person.weddingId));
  return wedding?.plannerId === manager.id;
}

type ListedPerson = Pick<PersonRow, 'id' | 'firstName' | 'lastName' | 'email' | 'gender' | 'typeId' | 'status' | 'language' | 'plannerId' | 'credits'>;

const listedColumns = {
  id: persons.id,
  firstName: persons.firstName,
  lastName: persons.lastName,
  email: persons.email,
  gender: persons.gender,
  typeId: persons.typeId,
  status: persons.status,
  language: persons.language,
  plannerId: persons.plannerId,
  credits: persons.credits,
};

const toListItem = (person: ListedPerson): PersonListItem => ({
  id: person.id,
  first_name: person.firstName,
  last_name: person.lastName,
  email: person.email,
  gender: person.gender as PersonListItem['gender'],
  type: personTypeName(person.typeId),
  type_id: person.typeId,
  status: person.status as PersonListItem['status'],
  language: person.language === 'es' ? 'es' : 'en',
  planner_id: person.plannerId,
  credits: person.credits,
});

export async function listManagedPeople(db: Executor, manager: SessionUser): Promise<PersonListItem[]> {
  const typeIds = creatableTypes(manager.type).map((type) => personTypes[type]);
  if (typeIds.length === 0) return [];
  const rows = await db
    .select(listedColumns)
    .from(persons)
    .where(and(inArray(persons.typeId, typeIds), manager.type === 'Administrator' ? undefined : eq(persons.plannerId, manager.id)))
    .orderBy(asc(sql`lower(${persons.firstName})`), asc(sql`lower(${persons.lastName})`), asc(persons.id));
  return rows.map(toListItem);
}
