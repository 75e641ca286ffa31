import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { CreditPackage, CreditTransaction } from '../../../contract/credits';
import { personTypes } from '../../../contract/person';
import type { Database, Executor } from '../../db/client';
import { creditPackages, creditTransactions } from './schema';
import { persons } from '../users/schema';
import { DomainError, notFound } from '../../shared/domain-error';

/**
 * Takes one credit for a new wedding inside the caller's transaction. The conditional update
 * locks the planner's row, so concurrent creations queue on it and none can overdraw.
 */
export async function chargeWeddingCredit(tx: Executor, plannerId: number, wedding: { id: number; name: string }): Promise<number> {
  const [charged] = await tx
    .update(persons)
    .set({ credits: sql`${persons.credits} - 1` })
    .where(and(eq(persons.id, plannerId), gte(persons.credits, 1)))
    .returning({ credits: persons.credits });
  if (!charged) throw new DomainError('not_enough_credits');
  await tx.insert(creditTransactions).values({
    personId: plannerId,
    type: 'deduction',
    amount: 1,
    cost: 0,
    balance: charged.credits,
    weddingId: wedding.id,
    weddingName: wedding.name,
  });
  return charged.credits;
}

/** Adds purchased credits and their ledger row in one transaction. */
export async function addCredits(tx: Executor, plannerId: number, amount: number, cost: number): Promise<number> {
  const [updated] = await tx
    .update(persons)
    .set({ credits: sql`${persons.credits} + ${amount}` })
    .where(eq(persons.id, plannerId))
    .returning({ credits: persons.credits });
  if (!updated) throw notFound();
  await tx.insert(creditTransactions).values({ personId: plannerId, type: 'purchase', amount, cost, balance: updated.credits });
  return updated.credits;
}

export interface CreditHistory {
  transactions: CreditTransaction[];
  balance: number;
  /** What the ledger adds up to; differs from `balance` only if something went wrong. */
  ledgerBalance: number;
}

export async function creditHistory(db: Executor, plannerId: number): Promise<CreditHistory> {
  const [person] = await db.select({ credits: persons.credits }).from(persons).where(eq(persons.id, plannerId));
  const rows = await db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.personId, plannerId))
    .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id));
  const ledgerBalance = rows.reduce((sum, row) => sum + (row.type === 'purchase' ? row.amount : -row.amount), 0);
  return {
    balance: person?.credits ?? 0,
    ledgerBalance,
    transactions: rows.map((row) => ({
      id: row.id,
      type: row.type as CreditTransaction['type'],
      amount: row.amount,
      cost: row.cost,
      balance: row.balance,
      date: row.createdAt.toISOString().slice(0, 10),
      wedding_name: row.weddingName,
    })),
  };
}

export const listPackages = (db: Executor): Promise<CreditPackage[]> => db.select().from(creditPackages).orderBy(asc(creditPackages.quantity));

/** Fails with `not_found` unless the id is a planner's. */
export async function assertPlanner(db: Executor, id: number): Promise<void> {
  const [planner] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.id, id), eq(persons.typeId, personTypes.Planner)));
  if (!planner) throw notFound();
}

/** An Administrator's purchase for a planner: the balance and its ledger row move together. */
export async function addPurchasedCredits(db: Database, plannerId: number, amount: number, cost: number): Promise<number> {
  await assertPlanner(db, plannerId);
  return db.transaction((tx) => addCredits(tx, plannerId, amount, cost));
}
