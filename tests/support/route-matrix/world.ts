import { eq, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { planElementTypeId } from '../../../contract/plan';
import { createItem } from '../../../server/modules/checklist/service';
import { createElement, createSection } from '../../../server/modules/plan/service';
import { planSections } from '../../../server/modules/plan/schema';
import { actionCatalog, actionsByModule, defaultGrants, moduleCatalog, type ActionCode, type ModuleCode } from '../../../contract/permissions';
import type { PersonType } from '../../../contract/person';
import { setArchived } from '../../../server/modules/weddings/manage';
import { addWeddingUser } from '../../../server/modules/weddings/grants';
import { actionPermissions, modulePermissions } from '../../../server/modules/weddings/schema';
import { persons } from '../../../server/modules/users/schema';
import { hashPassword } from '../../../server/modules/auth/secrets';
import { createIdeaCategory } from '../../../server/modules/ideas/categories';
import { ideas } from '../../../server/modules/ideas/schema';
import { seedDemoBudget } from '../../../server/seed/demo-budget';
import { seedDemoGuests } from '../../../server/seed/demo-guests';
import { seedDemoTables } from '../../../server/seed/demo-tables';
import { plannerWithWedding, signedInPerson, weddingPayload } from '../fixtures';
import { adminLogin, type TestServer } from '../test-server';

/** What a caller holds in a wedding: its modules, each with its actions (absent: the module is not held). */
export type Held = Partial<Record<ModuleCode, readonly ActionCode[]>>;

/** One kind of caller of the matrix, with the wedding that is theirs and what they hold there. */
export interface Caller {
  name: string;
  cookie: string | undefined;
  type: PersonType | null;
  /** Their wedding (own ids are its rows), or null for a caller with none. */
  own: number | null;
  /** A wedding they have no part in (its rows are their foreign ids), or null for an Administrator, who sees every one. */
  foreign: number | null;
  held: Held;
  /** Blocked after signing in: every call is a 401. */
  blocked?: boolean;
}

const everything: Held = actionsByModule;
/** An archived wedding keeps its modules readable and of the actions only HOME's summaries (weddings/access.ts says the same in its words). */
const archivedEverything: Held = { ...Object.fromEntries(Object.keys(actionsByModule).map((code) => [code, []])), HOME: actionsByModule.HOME };

export interface MatrixWorld {
  server: TestServer;
  callers: Caller[];
  weddings: { a: number; b: number; archived: number };
}

/**
 * Rows of every table a call names: guests and their categories, tables and types, the budget,
 * ideas and theirs, a plan section with a file element, a checklist item with its category.
 */
async function filledWedding(server: TestServer, weddingId: number) {
  await seedDemoTables(server.db, weddingId);
  await seedDemoGuests(server.db, weddingId, 2);
  await seedDemoBudget(server.db, weddingId);
  const category = await createIdeaCategory(server.db, weddingId, { name: 'Flowers', color_r: 200, color_g: 120, color_b: 140 });
  await server.db.insert(ideas).values({ weddingId, title: 'Peonies', type: 'text', text: 'Pale pink', categoryId: category.id });
  const scope = { weddingId, personId: null };
  for (const order of [0, 1]) {
    const sectionId = await createSection(server.db, scope, { section: `Papers ${order}`, order });
    const [section] = await server.db.select().from(planSections).where(eq(planSections.id, sectionId));
    await createElement(server.db, section!, { element: 'Contract', type_id: planElementTypeId('file'), order: 0, options: [] });
  }
  await createItem(server.db, scope, { text: 'Book the venue', time: 1, time_unit: 'months', category_name: 'Venue' });
  await createItem(server.db, scope, { text: 'Send invitations', time: 2, time_unit: 'weeks', category_name: 'Paper' });
}

/** The ids of up to `count` rows of `table` in a wedding, in id order (the world fills each table a call names). */
export async function rowsOf(db: TestServer['db'], table: PgTable & { id: PgColumn; weddingId: PgColumn }, weddingId: number, count = 1): Promise<number[]> {
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.weddingId, weddingId)).orderBy(table.id).limit(count);
  if (rows.length === 0) throw new Error(`no row of ${getTableName(table)} in wedding ${weddingId} of the matrix's world`);
  return rows.map((row) => row.id as number);
}

async function spousesOf(server: TestServer, weddingId: number): Promise<string[]> {
  const spouses = await server.db.select().from(persons).where(eq(persons.weddingId, weddingId)).orderBy(persons.id);
  const passwordHash = await hashPassword('spouse-password');
  await server.db.update(persons).set({ status: 'active', passwordHash }).where(eq(persons.weddingId, weddingId));
  return Promise.all(spouses.map((spouse) => server.signIn(spouse.email, 'spouse-password')));
}

/** Grants a member every module and action of a wedding, as the permissions page would one by one. */
async function grantEverything(server: TestServer, weddingId: number, userId: number) {
  await server.db
    .insert(modulePermissions)
    .values(moduleCatalog.map((module) => ({ weddingId, userId, moduleId: module.id })))
    .onConflictDoNothing();
  await server.db
    .insert(actionPermissions)
    .values(actionCatalog.map((action) => ({ weddingId, userId, actionId: action.id })))
    .onConflictDoNothing();
}

async function member(server: TestServer, weddingId: number, plannerId: number, type: 'Helper' | 'Hostess', granted: boolean) {
  const { person, cookie } = await signedInPerson(server, type, { plannerId });
  await addWeddingUser(server.db, weddingId, person.id, type);
  if (granted) await grantEverything(server, weddingId, person.id);
  return { person, cookie };
}

/**
 * The matrix's world: wedding A (planner A's, filled like the demo), wedding B (another
 * planner's, filled the same way: its rows are the foreign ids), and an archived wedding C of
 * planner A; and every kind of caller of part 2 §3.
 */
export async function matrixWorld(server: TestServer): Promise<MatrixWorld> {
  const a = await plannerWithWedding(server, 3);
  const b = await plannerWithWedding(server, 1);
  const create = await server.inject({
    method: 'POST',
    url: '/api/weddings/create',
    headers: { cookie: a.cookie },
    payload: weddingPayload(),
  });
  const archived = create.json().data.id as number;
  for (const wedding of [a.weddingId, b.weddingId, archived]) await filledWedding(server, wedding);
  await setArchived(server.db, archived, true);

  const [spouseA1, spouseA2] = await spousesOf(server, a.weddingId);
  const [spouseB] = await spousesOf(server, b.weddingId);
  const [spouseArchived] = await spousesOf(server, archived);
  const helperGranted = await member(server, a.weddingId, a.planner.id, 'Helper', true);
  const helperDefault = await member(server, a.weddingId, a.planner.id, 'Helper', false);
  const hostessGranted = await member(server, a.weddingId, a.planner.id, 'Hostess', true);
  const hostessDefault = await member(server, a.weddingId, a.planner.id, 'Hostess', false);
  const blocked = await member(server, a.weddingId, a.planner.id, 'Helper', true);
  await server.db.update(persons).set({ status: 'inactive' }).where(eq(persons.id, blocked.person.id));
  // The first call after the block ends the session (`user_inactive`); the matrix then sees a plain 401.
  await server.inject({ method: 'GET', url: '/api/weddings', headers: { cookie: blocked.cookie } });
  const admin = await server.signIn(adminLogin.email, adminLogin.password);

  const A = a.weddingId;
  const B = b.weddingId;
  const callers: Caller[] = [
    { name: 'signed out', cookie: undefined, type: null, own: null, foreign: A, held: {} },
    { name: 'Administrator', cookie: admin, type: 'Administrator', own: A, foreign: null, held: everything },
    { name: "the wedding's planner", cookie: a.cookie, type: 'Planner', own: A, foreign: B, held: everything },
    { name: 'another planner', cookie: b.cookie, type: 'Planner', own: B, foreign: A, held: everything },
    { name: 'spouse 1', cookie: spouseA1, type: 'Spouse', own: A, foreign: B, held: defaultGrants.Spouse },
    { name: 'spouse 2', cookie: spouseA2, type: 'Spouse', own: A, foreign: B, held: defaultGrants.Spouse },
    { name: 'a spouse of another wedding', cookie: spouseB, type: 'Spouse', own: B, foreign: A, held: defaultGrants.Spouse },
    { name: 'helper with every grant', cookie: helperGranted.cookie, type: 'Helper', own: A, foreign: B, held: everything },
    { name: 'helper with the default grants', cookie: helperDefault.cookie, type: 'Helper', own: A, foreign: B, held: defaultGrants.Helper },
    { name: 'hostess with every grant', cookie: hostessGranted.cookie, type: 'Hostess', own: A, foreign: B, held: everything },
    { name: 'hostess with the default grants', cookie: hostessDefault.cookie, type: 'Hostess', own: A, foreign: B, held: defaultGrants.Hostess },
    { name: 'a blocked helper', cookie: blocked.cookie, type: 'Helper', own: A, foreign: B, held: everything, blocked: true },
    { name: 'a spouse of an archived wedding', cookie: spouseArchived, type: 'Spouse', own: archived, foreign: B, held: archivedEverything },
  ];
  return { server, callers, weddings: { a: A, b: B, archived } };
}
