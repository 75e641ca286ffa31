import type { Database, Transaction } from './client';
import { isRetryable } from './errors';

/**
 * A transaction run again when PostgreSQL aborted it for losing a race (a serialization failure
 * or a deadlock it broke): the work starts over on fresh rows. Locks taken in one order keep
 * this rare; the retry keeps it from ever reaching the user as a 500.
 */
export const retryingTransaction = <T>(db: Database, work: (tx: Transaction) => Promise<T>, attempts = 4): Promise<T> =>
  retrying(() => db.transaction(work), attempts);

/** `work` (a transaction, or one statement, which is a transaction of its own) run again when it lost such a race. */
export async function retrying<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
    }
  }
}
