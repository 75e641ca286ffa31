import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { personTypes, type Locale, type SessionUser } from '../../../contract/person';
import type { CreateWeddingPayload, Spouse, Wedding, WeddingListItem } from '../../../contract/weddings';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { jsonList } from '../../db/json-list';
import { persons } from '../users/schema';
import { weddingUsers, weddings } from './schema';
import { DomainError, invalidField } from '../../shared/domain-error';
import { guests } from '../guests/schema';
import { copyChecklistTemplate } from '../checklist/service';
import { chargeWeddingCredit } from '../credits/service';
import { addWeddingUser } from './grants';
import { findPersonByEmail, type PersonRow } from '../users/person-records';
import { copyBasePlan } from '../plan/base-plan';
import type { WeddingRights } from './access';

type SpouseInput = CreateWeddingPayload['spouse1'];

/** The weddings a user may open: all for Administrators, their own for Planners, joined ones otherwise. */
export async function listWeddings(db: Executor, user: SessionUser): Promise<WeddingListItem[]> {
  const visible =
    user.type === 'Administrator'
      ? undefined
      : user.type === 'Planner'
        ? eq(weddings.plannerId, user.id)
        : or(
            inArray(weddings.id, db.select({ id: weddingUsers.weddingId }).from(weddingUsers).where(eq(weddingUsers.personId, user.id))),
            user.wedding_id ? eq(weddings.id, user.wedding_id) : sql`false`,
          );
  const query = db
    .select({
      id: weddings.id,
      name: weddings.name,
      date: weddings.date,
      guestsCount: guestsCount(),
      archived: sql<boolean>`${weddings.archivedAt} is not null`.as('archived'),
    })
    .from(weddings)
    .where(visible);
  return jsonList<WeddingListItem>(db, query, sql`item.date, item.id`);
}

/**
 * A wedding's guests, each with their companions, counted in the statement that reads the
 * wedding. The outer column is spelled out: Drizzle writes a lone table's columns unqualified,
 * which inside the subquery would name the guest's own id.
 */
const guestsCount = () =>
  sql<number>`(select coalesce(count(*) + sum(${guests.companions}), 0)::int from ${guests} where ${guests.weddingId} = "weddings"."id")`.as('guestsCount');

export const toSpouse = (person: PersonRow | undefined): Spouse | null =>
  person
    ? {
        id: person.id,
        user_id: person.id,
        first_name: person.firstName,
        last_name: person.lastName,
        email: person.email,
        gender: person.gender as Spouse['gender'],
        status: person.status as Spouse['status'],
        type: 'Spouse',
      }
    : null;

export async function showWedding(db: Executor, rights: WeddingRights): Promise<Wedding> {
  const [row] = await db.select({ wedding: weddings, guestsCount: guestsCount() }).from(weddings).where(eq(weddings.id, rights.weddingId));
  const wedding = row?.wedding;
  const spouseIds = [wedding!.spouse1Id, wedding!.spouse2Id].filter((id): id is number => id !== null);
  const spouses = spouseIds.length > 0 ? await db.select().from(persons).where(inArray(persons.id, spouseIds)) : [];
  return {
    id: wedding!.id,
    name: wedding!.name,
    date: wedding!.date,
    guestsCount: row!.guestsCount,
    archived: wedding!.archivedAt !== null,
    planner_id: wedding!.plannerId,
    layout: wedding!.layout,
    layout_width: wedding!.layoutWidth,
    layout_height: wedding!.layoutHeight,
    spouse1: toSpouse(spouses.find((person) => person.id === wedding!.spouse1Id)),
    spouse2: toSpouse(spouses.find((person) => person.id === wedding!.spouse2Id)),
    modules: rights.modules,
  };
}

/**
 * Creates the wedding, both spouse accounts (status new, activated later from the wedding's
 * page) and their grants, copies the planner's base plan and checklist template, and
 * charges a Planner one credit, all in one transaction: a refusal at any step leaves nothing.
 * An Administrator is not charged but names the Planner who will run the wedding.
 */
export async function createWedding(db: Database, creator: SessionUser, payload: CreateWeddingPayload): Promise<{ id: number; credits: number }> {
  const emails = [payload.spouse1.email ?? '', payload.spouse2.email ?? ''].map((email) => email.toLowerCase());
  if (emails[0] && emails[0] === emails[1]) throw new DomainError('equal_emails_spouses');
  try {
    return await insertWedding(db, creator, payload);
  } catch (error) {
    // Two requests racing with the same spouse e-mail: the unique index decides.
    if (isUniqueViolation(error)) throw new DomainError('already_registered');
    throw error;
  }
}

/** Who runs the new wedding: a Planner their own; an Administrator's must name an existing Planner. */
async function plannerOf(tx: Executor, creator: SessionUser, plannerId: number | undefined): Promise<number> {
  if (creator.type !== 'Administrator') {
    if (plannerId !== undefined && plannerId !== creator.id) throw invalidField('planner_id', 'invalid');
    return creator.id;
  }
  if (plannerId === undefined) throw invalidField('planner_id', 'required');
  const [planner] = await tx
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.id, plannerId), eq(persons.typeId, personTypes.Planner)));
  if (!planner) throw invalidField('planner_id', 'invalid');
  return planner.id;
}

/** Refuses a spouse e-mail someone already uses, naming the spouse's field. */
async function assertEmailsFree(tx: Executor, payload: CreateWeddingPayload) {
  for (const key of ['spouse1', 'spouse2'] as const) {
    const email = payload[key].email ?? '';
    if (email && (await findPersonByEmail(tx, email))) throw new DomainError('already_registered', { [`${key}.email`]: ['already_registered'] });
  }
}

function insertWedding(db: Database, creator: SessionUser, payload: CreateWeddingPayload) {
  const { spouse1, spouse2 } = payload;
  return db.transaction(async (tx) => {
    const plannerId = await plannerOf(tx, creator, payload.planner_id === undefined ? undefined : Number(payload.planner_id));
    await assertEmailsFree(tx, payload);

    const [wedding] = await tx
      .insert(weddings)
      .values({ name: payload.information.name, date: payload.information.date, plannerId })
      .returning({ id: weddings.id, name: weddings.name });
    const credits = creator.type === 'Administrator' ? creator.credits : await chargeWeddingCredit(tx, creator.id, wedding!);

    const insertSpouse = async (spouse: SpouseInput) => {
      const [row] = await tx
        .insert(persons)
        .values({
          typeId: personTypes.Spouse,
          firstName: spouse.first_name,
          lastName: spouse.last_name,
          email: spouse.email ?? '',
          gender: spouse.gender,
          language: creator.language as Locale,
          status: 'new',
          plannerId,
          weddingId: wedding!.id,
        })
        .returning({ id: persons.id });
      await addWeddingUser(tx, wedding!.id, row!.id, 'Spouse');
      return row!.id;
    };
    const spouse1Id = await insertSpouse(spouse1);
    const spouse2Id = await insertSpouse(spouse2);
    await tx.update(weddings).set({ spouse1Id, spouse2Id }).where(eq(weddings.id, wedding!.id));
    await copyBasePlan(tx, plannerId, wedding!.id);
    await copyChecklistTemplate(tx, plannerId, wedding!.id);
    return { id: wedding!.id, credits };
  });
}
