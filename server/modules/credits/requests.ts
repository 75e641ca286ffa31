import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { CreditRequest, CreditRequestAction } from '../../../contract/credits';
import { personTypes } from '../../../contract/person';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { retryingTransaction } from '../../db/transaction';
import { DomainError, notFound } from '../../shared/domain-error';
import { persons } from '../users/schema';
import { creditPackages, creditRequests } from './schema';
import { addCredits } from './service';

/**
 * Credit requests: a Planner asks for a package, an Administrator adds its credits or dismisses
 * it. Closing a request is one conditional update (`status = 'open'`) in the same transaction
 * as the purchase, so two Administrators clicking at once add the credits once: the second
 * waits on the row lock, then finds the request closed.
 */

const requestColumns = {
  id: creditRequests.id,
  planner_id: creditRequests.plannerId,
  first_name: persons.firstName,
  last_name: persons.lastName,
  planner_email: persons.email,
  package_id: creditRequests.packageId,
  credits: creditRequests.credits,
  price: creditRequests.price,
  note: creditRequests.note,
  createdAt: creditRequests.createdAt,
};

async function openRequestsWhere(db: Executor, condition: SQL | undefined): Promise<CreditRequest[]> {
  const rows = await db
    .select(requestColumns)
    .from(creditRequests)
    .innerJoin(persons, eq(persons.id, creditRequests.plannerId))
    .where(and(eq(creditRequests.status, 'open'), condition))
    .orderBy(asc(creditRequests.createdAt), asc(creditRequests.id));
  return rows.map(({ first_name, last_name, createdAt, ...row }) => ({
    ...row,
    planner_name: `${first_name} ${last_name}`,
    created_at: createdAt.toISOString().slice(0, 10),
  }));
}

/** Open requests, oldest first: every planner's, or one planner's own. */
export const openCreditRequests = (db: Executor, plannerId?: number) =>
  openRequestsWhere(db, plannerId === undefined ? undefined : eq(creditRequests.plannerId, plannerId));

/** Records a planner's request for a package at today's price; a second open one for the same package is refused. */
export async function requestCredits(db: Database, plannerId: number, packageId: number, note: string): Promise<CreditRequest> {
  const [pack] = await db.select().from(creditPackages).where(eq(creditPackages.id, packageId));
  if (!pack) throw notFound();
  const [inserted] = await db
    .insert(creditRequests)
    .values({ plannerId, packageId, credits: pack.quantity, price: pack.price, note })
    .returning({ id: creditRequests.id })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? new DomainError('credit_request_open') : error;
    });
  const [created] = await openRequestsWhere(db, eq(creditRequests.id, inserted!.id));
  return created!;
}

export interface HandledRequest {
  plannerId: number;
  /** The planner's balance once the request is closed. */
  credits: number;
}

/** Closes an open request: `add` buys its credits at its price in the same transaction, `dismiss` only closes it. */
export function handleCreditRequest(db: Database, administratorId: number, id: number, action: CreditRequestAction): Promise<HandledRequest> {
  return retryingTransaction(db, async (tx) => {
    const [closed] = await tx
      .update(creditRequests)
      .set({ status: 'handled', outcome: action, handledBy: administratorId, handledAt: new Date() })
      .where(and(eq(creditRequests.id, id), eq(creditRequests.status, 'open')))
      .returning();
    if (!closed) {
      const [existing] = await tx.select({ id: creditRequests.id }).from(creditRequests).where(eq(creditRequests.id, id));
      throw existing ? new DomainError('credit_request_handled') : notFound();
    }
    if (action === 'add') return { plannerId: closed.plannerId, credits: await addCredits(tx, closed.plannerId, closed.credits, closed.price) };
    const [planner] = await tx.select({ credits: persons.credits }).from(persons).where(eq(persons.id, closed.plannerId));
    return { plannerId: closed.plannerId, credits: planner!.credits };
  });
}

export interface AdministratorRecipient {
  email: string;
  firstName: string;
  language: string;
}

/** Who hears of a new request: every active Administrator. */
export const activeAdministrators = (db: Executor): Promise<AdministratorRecipient[]> =>
  db
    .select({ email: persons.email, firstName: persons.firstName, language: persons.language })
    .from(persons)
    .where(and(eq(persons.typeId, personTypes.Administrator), eq(persons.status, 'active')))
    .orderBy(asc(persons.id));
