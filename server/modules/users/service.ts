import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { personFields, PersonListItem } from '../../../contract/users';
import { creatableTypes, personTypeName, personTypes, type Locale, type PersonStatus, type SessionUser } from '../../../contract/person';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { jsonList } from '../../db/json-list';
import { DomainError, invalidField, notFound } from '../../shared/domain-error';
import { weddingManagement } from '../../../contract/weddings';
import { persons } from './schema';
import { weddings } from '../weddings/schema';

type PersonFields = z.output<typeof personFields>;
import { findPersonByEmail, findPersonById, type PersonRow } from './person-records';
import { spendPasswordTokens } from '../auth/password-tokens';
import { deleteSessionsOf } from '../auth/sessions';

/** Whether `manager` may edit, block or delete `person` (see `creatableTypes`). */
export function manages(manager: SessionUser, person: PersonRow): boolean {
  return (
    person.id !== manager.id &&
    creatableTypes(manager.type).includes(personTypeName(person.typeId)) &&
    (manager.type === 'Administrator' || person.plannerId === manager.id)
  );
}

/**
 * Spouses whose activation the user may send, by the wedding page's own rule
 * (`weddingManagement`'s `activateSpouses`): of a wedding they run, or any for Administrators,
 * and only while it is active (an archived wedding is read-only until it is restored).
 */
export async function managesSpouse(db: Executor, manager: SessionUser, person: PersonRow): Promise<boolean> {
  if (person.typeId !== personTypes.Spouse || !person.weddingId) return false;
  const [wedding] = await db
    .select({ plannerId: weddings.plannerId, archived: sql<boolean>`${weddings.archivedAt} is not null` })
    .from(weddings)
    .where(eq(weddings.id, person.weddingId));
  if (!wedding) return false;
  const runsIt = manager.type === 'Planner' && wedding.plannerId === manager.id;
  return weddingManagement({ type: manager.type, runsIt }, wedding).activateSpouses;
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

export async function updateLanguage(db: Executor, personId: number, language: Locale): Promise<void> {
  await db.update(persons).set({ language }).where(eq(persons.id, personId));
}

/** The person behind an id, if the manager manages them: `not_found` for no such person, `auth_forbidden` otherwise. */
async function managedPerson(db: Executor, manager: SessionUser, id: number): Promise<PersonRow> {
  const person = await findPersonById(db, id);
  if (!person) throw notFound();
  if (!manages(manager, person)) throw new DomainError('auth_forbidden');
  return person;
}

function assertCreatable(manager: SessionUser, typeId: number) {
  if (!creatableTypes(manager.type).includes(personTypeName(typeId))) throw invalidField('type_id', 'invalid');
}

/** Two requests racing with one e-mail: the unique index decides, and the loser hears so. */
export async function uniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('already_registered');
    throw error;
  }
}

/** A user of the manager's business (or, for an Administrator, a planner), pending activation. */
export async function createPerson(db: Executor, manager: SessionUser, fields: PersonFields): Promise<PersonRow> {
  assertCreatable(manager, fields.type_id);
  if (await findPersonByEmail(db, fields.email)) throw new DomainError('already_registered');
  const [created] = await uniqueEmail(() =>
    db
      .insert(persons)
      .values({
        typeId: fields.type_id,
        firstName: fields.first_name,
        lastName: fields.last_name,
        email: fields.email,
        gender: fields.gender,
        language: fields.language ?? manager.language,
        status: 'pending',
        plannerId: manager.type === 'Planner' ? manager.id : null,
        customizationId: fields.customization_id ?? null,
      })
      .returning(),
  );
  return created!;
}

/**
 * Edits a managed person. A pending user never got to use the old address: a new one spends
 * their open links, and the caller sends a new activation (`activationNeeded`).
 */
export async function updatePerson(
  db: Executor,
  manager: SessionUser,
  fields: PersonFields & { id: number },
): Promise<{ person: PersonRow; activationNeeded: boolean }> {
  const person = await managedPerson(db, manager, fields.id);
  assertCreatable(manager, fields.type_id);
  const emailChanged = fields.email.toLowerCase() !== person.email.toLowerCase();
  if (emailChanged && (await findPersonByEmail(db, fields.email))) throw new DomainError('already_registered');
  const [updated] = await uniqueEmail(() =>
    db
      .update(persons)
      .set({
        firstName: fields.first_name,
        lastName: fields.last_name,
        typeId: fields.type_id,
        email: fields.email,
        gender: fields.gender,
        ...(fields.language ? { language: fields.language } : {}),
      })
      .where(eq(persons.id, person.id))
      .returning(),
  );
  if (!updated) throw notFound();
  const activationNeeded = emailChanged && person.status === 'pending';
  if (activationNeeded) await spendPasswordTokens(db, person.id);
  return { person: updated, activationNeeded };
}

/**
 * Blocks or unblocks an activated account. A blocked account's sessions open nothing at once
 * (a session needs an active account); they stay until their next call, which hears
 * `user_inactive` and ends them. Unblocking ends whatever is left, so no old session comes back.
 */
export async function setStatus(db: Database, manager: SessionUser, id: number, status: 'active' | 'inactive'): Promise<void> {
  const person = await managedPerson(db, manager, id);
  if (person.status !== 'active' && person.status !== 'inactive') throw new DomainError('user_status_incorrect');
  await db.transaction(async (tx) => {
    await tx.update(persons).set({ status }).where(eq(persons.id, person.id));
    if (status === 'active') await deleteSessionsOf(tx, person.id);
  });
}

/** A person not yet activated, made pending again with their older links spent; the caller mails the new one. */
export async function prepareActivation(db: Executor, manager: SessionUser, email: string): Promise<PersonRow> {
  const person = await findPersonByEmail(db, email);
  if (!person) throw notFound();
  if (!manages(manager, person) && !(await managesSpouse(db, manager, person))) throw new DomainError('auth_forbidden');
  if (person.status !== 'new' && person.status !== 'pending') throw new DomainError('user_status_incorrect');
  await spendPasswordTokens(db, person.id);
  const [updated] = await db
    .update(persons)
    .set({ status: 'pending' satisfies PersonStatus })
    .where(eq(persons.id, person.id))
    .returning();
  return updated!;
}

const teamTypes = [personTypes.Helper, personTypes.Hostess, personTypes.None];

/**
 * Deletes a managed person. A planner who runs weddings cannot go; one who can takes their team
 * (helpers, hostesses, other users of the business) along, in the same transaction: nobody
 * else may manage those accounts, so they would be left signing in to a business that is gone.
 * Answers the ids of every account deleted.
 */
export async function deletePerson(db: Database, manager: SessionUser, id: number): Promise<number[]> {
  if (id === manager.id) throw new DomainError('cannot_delete_self');
  const person = await managedPerson(db, manager, id);
  return db.transaction(async (tx) => {
    // The planner's row is locked first, so a wedding created meanwhile is seen or waits.
    await tx.select({ id: persons.id }).from(persons).where(eq(persons.id, person.id)).for('update');
    const [runs] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(weddings)
      .where(eq(weddings.plannerId, person.id));
    if ((runs?.total ?? 0) > 0) throw new DomainError('planner_has_weddings');
    const team = person.typeId === personTypes.Planner ? and(eq(persons.plannerId, person.id), inArray(persons.typeId, teamTypes)) : undefined;
    const deleted = await tx
      .delete(persons)
      .where(team ? sql`${eq(persons.id, person.id)} or (${team})` : eq(persons.id, person.id))
      .returning({ id: persons.id });
    return deleted.map((row) => row.id);
  });
}
