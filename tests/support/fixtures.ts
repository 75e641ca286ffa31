import type { CreateWeddingPayload } from '../../contract/weddings';
import type { Database } from '../../server/db/client';
import type { PersonType } from '../../contract/person';
import { eq } from 'drizzle-orm';
import { addCredits } from '../../server/modules/credits/service';
import { hashPassword } from '../../server/modules/auth/secrets';
import { persons } from '../../server/modules/users/schema';
import { createPerson } from './people';
import type { TestServer } from './test-server';

let sequence = 0;

/** A valid create-wedding payload with spouse e-mails no other test uses. */
export function weddingPayload(overrides: Partial<CreateWeddingPayload['information']> = {}): CreateWeddingPayload {
  const n = `${process.pid}-${++sequence}-${Date.now()}`;
  return {
    information: { name: `Wedding ${n}`, date: '2027-06-12', ...overrides },
    spouse1: { first_name: 'Ana', last_name: 'López', gender: 2, email: `ana-${n}@test.local` },
    spouse2: { first_name: 'Luis', last_name: 'Pérez', gender: 1, email: `luis-${n}@test.local` },
  };
}

/** Gives a planner credits the way the product does: a purchase row in the ledger. */
export const giveCredits = (db: Database, plannerId: number, amount: number) => db.transaction((tx) => addCredits(tx, plannerId, amount, amount * 1500));

/** A new person of a type, with a password, signed in: the usual start of a server test. */
export async function signedInPerson(server: TestServer, type: PersonType, options: { credits?: number; plannerId?: number } = {}) {
  const password = `${type.toLowerCase()}-password`;
  const person = await createPerson(server.db, { type, password, plannerId: options.plannerId });
  if (options.credits) await giveCredits(server.db, person.id, options.credits);
  return { person, cookie: await server.signIn(person.email, password) };
}

/** A signed-in planner with credits left and one wedding of theirs: where most wedding tests start. */
export async function plannerWithWedding(server: TestServer, credits = 2) {
  const { person, cookie } = await signedInPerson(server, 'Planner', { credits });
  const response = await server.inject({ method: 'POST', url: '/api/weddings/create', headers: { cookie }, payload: weddingPayload() });
  if (response.statusCode !== 200) throw new Error(`wedding not created: ${response.body}`);
  return { planner: person, cookie, weddingId: response.json().data.id as number };
}

/** Activates the first spouse of a wedding with a password and signs them in. */
export async function signedInSpouse(server: TestServer, weddingId: number) {
  const [spouse] = await server.db.select().from(persons).where(eq(persons.weddingId, weddingId));
  await server.db
    .update(persons)
    .set({ status: 'active', passwordHash: await hashPassword('spouse-password') })
    .where(eq(persons.id, spouse!.id));
  return { person: spouse!, cookie: await server.signIn(spouse!.email, 'spouse-password') };
}
