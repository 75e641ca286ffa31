import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PersonListItem } from '../../../contract/users';
import { creatableTypes, personTypeName, personTypes, type SessionUser } from '../../../contract/person';
import type { Executor } from '../../db/client';
import { jsonList } from '../../db/json-list';
import { persons } from './schema';
import { weddings } from '../weddings/schema';
import type { PersonRow } from './person-records';

/** Whether `manager` may edit, block or delete `person` (see `creatableTypes`). */
export function manages(manager: SessionUser, person: PersonRow): boolean {
  return (
    person.id !== manager.id &&
    creatableTypes(manager.type).includes(personTypeName(person.typeId)) &&
    (manager.type === 'Administrator' || person.plannerId === manager.id)
  );
}

/** Spouses whose activation the user may send: of their own weddings, or any for Administrators. */
export async function managesSpouse(db: Executor, manager: SessionUser, person: PersonRow): Promise<boolean> {
  if (person.typeId !== personTypes.Spouse || !person.weddingId) return false;
  if (manager.type === 'Administrator') return true;
  if (manager.type !== 'Planner') return false;
  const [wedding] = await db.select({ plannerId: weddings.plannerId }).from(weddings).where(eq(weddings.id, person.weddingId));
  return wedding?.plannerId === manager.id;
}

/** A users-list row as the database answers it (snake_case, the type as its id). */
type ListedPerson = Omit<PersonListItem, 'type'>;

export async function listManagedPeople(db: Executor, manager: SessionUser): Promise<PersonListItem[]> {
  const typeIds = creatableTypes(manager.type).map((type) => personTypes[type]);
  if (typeIds.length === 0) return [];
  const query = db
    .select({
      id: persons.id,
      first_name: persons.firstName,
      last_name: persons.lastName,
      email: persons.email,
      gender: persons.gender,
      type_id: persons.typeId,
      status: persons.status,
      language: persons.language,
      planner_id: persons.plannerId,
      credits: persons.credits,
    })
    .from(persons)
    .where(and(inArray(persons.typeId, typeIds), manager.type === 'Administrator' ? undefined : eq(persons.plannerId, manager.id)));
  const rows = await jsonList<ListedPerson>(db, query, sql`lower(item.first_name), lower(item.last_name), item.id`);
  return rows.map((row) => ({ ...row, type: personTypeName(row.type_id) }));
}
