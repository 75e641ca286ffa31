import { afterAll, beforeAll } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { actionCatalog, moduleId, type ActionCode } from '../../../contract/permissions';
import { hashPassword } from '../../../server/modules/auth/secrets';
import { persons } from '../../../server/modules/users/schema';
import { addWeddingUser } from '../../../server/modules/weddings/grants';
import { actionPermissions, weddings } from '../../../server/modules/weddings/schema';
import { giveCredits, weddingPayload } from '../../support/fixtures';
import { createPerson } from '../../support/people';
import { adminLogin, startTestServer, type TestServer } from '../../support/test-server';

/** Every kind of caller the guests routes meet (wedding A is the one under test). */
export type Caller = 'anonymous' | 'owner' | 'otherPlanner' | 'admin' | 'spouse' | 'otherSpouse' | 'helperWithoutActions' | 'helperWithActions' | 'hostess';

export interface WeddingOfWorld {
  id: number;
  /** Person ids of spouse 1 (Ana) and spouse 2 (Luis). */
  spouseIds: [number, number];
}

export interface GuestWorld {
  server: TestServer;
  weddingA: WeddingOfWorld;
  weddingB: WeddingOfWorld;
  cookies: Record<Caller, string | undefined>;
  /** Calls the API as a caller; `payload` goes in the body (POST, PUT) as given. */
  call(caller: Caller, method: InjectOptions['method'], url: string, payload?: object): ReturnType<TestServer['inject']>;
  /** Sets a person's GUESTS actions in a wedding to exactly these. */
  grant(personId: number, weddingId: number, actions: ActionCode[]): Promise<void>;
  /** A helper of planner A in wedding A holding exactly these GUESTS actions: their cookie. */
  helperWith(actions: ActionCode[]): Promise<string>;
  helperWithPerson(actions: ActionCode[]): Promise<{ id: number; cookie: string }>;
}

/**
 * Two planners with a wedding each (A and B, spouses "Ana López" and "Luis Pérez"), wedding A's
 * first spouse and wedding B's first spouse signed in, and wedding A's team: a helper with the
 * GUESTS module only, a helper with every GUESTS action, and a hostess.
 */
export async function startGuestWorld(): Promise<GuestWorld> {
  const server = await startTestServer();
  const cookies = { anonymous: undefined } as Record<Caller, string | undefined>;
  const signedIn = async (type: 'Planner' | 'Helper' | 'Hostess', plannerId?: number) => {
    const person = await createPerson(server.db, { type, password: 'guest-world-password', plannerId });
    return { person, cookie: await server.signIn(person.email, 'guest-world-password') };
  };
  const owner = await signedIn('Planner');
  const other = await signedIn('Planner');
  cookies.owner = owner.cookie;
  cookies.otherPlanner = other.cookie;
  cookies.admin = await server.signIn(adminLogin.email, adminLogin.password);

  const createWedding = async (planner: { person: { id: number }; cookie: string }) => {
    await giveCredits(server.db, planner.person.id, 1);
    const response = await server.inject({ method: 'POST', url: '/api/weddings/create', headers: { cookie: planner.cookie }, payload: weddingPayload() });
    const id = response.json().data.id as number;
    const [row] = await server.db.select().from(weddings).where(eq(weddings.id, id));
    return { id, spouseIds: [row!.spouse1Id!, row!.spouse2Id!] as [number, number] };
  };
  const weddingA = await createWedding(owner);
  const weddingB = await createWedding(other);

  const spouseCookie = async (personId: number) => {
    await server.db
      .update(persons)
      .set({ status: 'active', passwordHash: await hashPassword('spouse-password') })
      .where(eq(persons.id, personId));
    const [spouse] = await server.db.select().from(persons).where(eq(persons.id, personId));
    return server.signIn(spouse!.email, 'spouse-password');
  };
  cookies.spouse = await spouseCookie(weddingA.spouseIds[0]);
  cookies.otherSpouse = await spouseCookie(weddingB.spouseIds[0]);

  const grant = async (personId: number, weddingId: number, actions: ActionCode[]) => {
    const guestsActions = actionCatalog.filter((action) => action.module_id === moduleId('GUESTS'));
    const ids = guestsActions.filter((action) => actions.includes(action.code)).map((action) => action.id);
    await server.db.delete(actionPermissions).where(
      and(
        eq(actionPermissions.weddingId, weddingId),
        eq(actionPermissions.userId, personId),
        inArray(
          actionPermissions.actionId,
          guestsActions.map((action) => action.id),
        ),
      ),
    );
    if (ids.length > 0) await server.db.insert(actionPermissions).values(ids.map((actionId) => ({ weddingId, userId: personId, actionId })));
  };
  const helperWithPerson = async (actions: ActionCode[]) => {
    const helper = await signedIn('Helper', owner.person.id);
    await addWeddingUser(server.db, weddingA.id, helper.person.id, 'Helper');
    await grant(helper.person.id, weddingA.id, actions);
    return { id: helper.person.id, cookie: helper.cookie };
  };
  const helperWith = async (actions: ActionCode[]) => (await helperWithPerson(actions)).cookie;
  cookies.helperWithoutActions = await helperWith([]);
  cookies.helperWithActions = await helperWith(['ADD', 'EDIT', 'DELETE', 'RSVP']);
  const hostess = await signedIn('Hostess', owner.person.id);
  await addWeddingUser(server.db, weddingA.id, hostess.person.id, 'Hostess');
  cookies.hostess = hostess.cookie;

  return {
    server,
    weddingA,
    weddingB,
    cookies,
    grant,
    helperWith,
    helperWithPerson,
    call: (caller, method, url, payload) => {
      const cookie = cookies[caller];
      return server.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
    },
  };
}

/** Starts a world before this file's tests (handing it to `ready`) and closes it after them. */
export function useGuestWorld(ready: (world: GuestWorld) => void | Promise<void>): void {
  let world: GuestWorld | undefined;
  beforeAll(async () => {
    world = await startGuestWorld();
    await ready(world);
  });
  afterAll(() => world?.server.close());
}
