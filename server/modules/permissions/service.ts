import { and, asc, eq, exists, inArray, not, type SQL } from 'drizzle-orm';
import { personTypeName, personTypes } from '../../../contract/person';
import { addableTypes, isAddableType, isRemovable, type WeddingUser } from '../../../contract/wedding-users';
import type { Database, Executor } from '../../db/client';
import { DomainError, notFound } from '../../shared/domain-error';
import { lockOwner } from '../../shared/owned-rows';
import { publish } from '../events/outbox';
import { persons } from '../users/schema';
import { addWeddingUser } from '../weddings/grants';
import { actionPermissions, modulePermissions, weddingUsers } from '../weddings/schema';

/**
 * The users of a wedding (contract/wedding-users.ts). Changes lock the wedding first, so two
 * calls adding the same person queue: the second hears `user_already_in_wedding`, never a
 * second row nor a silent success.
 */

/** The wedding whose users change: its planner decides whose team may join. */
export interface WeddingOfUsers {
  weddingId: number;
  plannerId: number;
}

const listedTypeIds = [personTypes.Spouse, ...addableTypes.map((type) => personTypes[type])];
const addableTypeIds = addableTypes.map((type) => personTypes[type]);

const userColumns = {
  id: persons.id,
  typeId: persons.typeId,
  firstName: persons.firstName,
  lastName: persons.lastName,
  email: persons.email,
  status: persons.status,
  plannerId: persons.plannerId,
};

interface PersonRow {
  id: number;
  typeId: number;
  firstName: string;
  lastName: string;
  email: string;
  status: string;
  plannerId: number | null;
}

const toWeddingUser = (person: PersonRow): WeddingUser => ({
  id: person.id,
  user_id: person.id,
  first_name: person.firstName,
  last_name: person.lastName,
  email: person.email,
  type: personTypeName(person.typeId) as WeddingUser['type'],
  status: person.status as WeddingUser['status'],
});

/** The person is a user of the wedding (a correlated condition on `persons`). */
const inWedding = (db: Executor, weddingId: number) =>
  exists(
    db
      .select({ id: weddingUsers.id })
      .from(weddingUsers)
      .where(and(eq(weddingUsers.weddingId, weddingId), eq(weddingUsers.personId, persons.id))),
  );

/** Spouses first, then the team, each by name. */
const people = (db: Executor, where: SQL | undefined) =>
  db.select(userColumns).from(persons).where(where).orderBy(asc(persons.typeId), asc(persons.firstName), asc(persons.lastName), asc(persons.id));

/** Someone of the wedding planner's team who works on weddings (a Helper or a Hostess). */
const isTeamOf = (person: PersonRow, wedding: WeddingOfUsers) => person.plannerId === wedding.plannerId && isAddableType(personTypeName(person.typeId));

/** The wedding's users, and its planner's Helpers and Hostesses not among them. */
export async function weddingUsersOf(db: Executor, wedding: WeddingOfUsers): Promise<{ users: WeddingUser[]; candidates: WeddingUser[] }> {
  const users = await people(db, and(inArray(persons.typeId, listedTypeIds), inWedding(db, wedding.weddingId)));
  const candidates = await people(
    db,
    and(eq(persons.plannerId, wedding.plannerId), inArray(persons.typeId, addableTypeIds), not(inWedding(db, wedding.weddingId))),
  );
  return { users: users.map(toWeddingUser), candidates: candidates.map(toWeddingUser) };
}

async function personAndMembership(tx: Executor, wedding: WeddingOfUsers, userId: number) {
  const [person] = await tx
    .select({ ...userColumns, member: inWedding(tx, wedding.weddingId) })
    .from(persons)
    .where(eq(persons.id, userId));
  return person;
}

/** Adds one of the planner's Helpers or Hostesses with the default grants of their type. */
export function addUser(db: Database, wedding: WeddingOfUsers, userId: number): Promise<WeddingUser> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, { weddingId: wedding.weddingId, personId: null });
    const person = await personAndMembership(tx, wedding, userId);
    if (person?.member) throw new DomainError('user_already_in_wedding');
    if (!person || !isTeamOf(person, wedding)) throw notFound();
    await addWeddingUser(tx, wedding.weddingId, person.id, personTypeName(person.typeId));
    await publish(tx, wedding.weddingId, [{ kind: 'permissions' }], person.id);
    return toWeddingUser(person);
  });
}

/**
 * Removes a user and every permission they held in the wedding. Never the couple, never the
 * planner who runs it; with `teamOnly` (a spouse asking) only the planner's Helpers and Hostesses.
 */
export function removeUser(db: Database, wedding: WeddingOfUsers, userId: number, { teamOnly }: { teamOnly: boolean }): Promise<void> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, { weddingId: wedding.weddingId, personId: null });
    if (userId === wedding.plannerId) throw new DomainError('cannot_remove_planner');
    const person = await personAndMembership(tx, wedding, userId);
    if (!person?.member) throw notFound();
    if (!isRemovable({ type: personTypeName(person.typeId) })) throw new DomainError('cannot_remove_spouse');
    if (teamOnly && !isTeamOf(person, wedding)) throw new DomainError('auth_forbidden');
    const { weddingId } = wedding;
    await tx.delete(actionPermissions).where(and(eq(actionPermissions.weddingId, weddingId), eq(actionPermissions.userId, userId)));
    await tx.delete(modulePermissions).where(and(eq(modulePermissions.weddingId, weddingId), eq(modulePermissions.userId, userId)));
    await tx.delete(weddingUsers).where(and(eq(weddingUsers.weddingId, weddingId), eq(weddingUsers.personId, userId)));
    await publish(tx, weddingId, [{ kind: 'permissions' }], userId);
  });
}
