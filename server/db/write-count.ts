import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import type { Executor } from './client';

/** Statements that change no row (a lock taken by `select … for update` changes nothing either). */
const reading = /^\s*(select|show|listen|unlisten)\b/i;

/**
 * PGlite that counts the writes it has finished: every statement but a read, and every
 * transaction, counted once it has ended (committed or not). PGlite runs in this process and the
 * data lock (server/data-lock.ts) keeps any other process off its directory, so every write to
 * the database passes here: while the count stays the same, anything read before is still
 * what the database holds, and a read can be answered again without asking it (`unchangedSince`).
 * A write counted once it has committed can only make a reader ask again, never keep an old answer.
 */
export class CountingPGlite extends PGlite {
  #writes = 0;

  get writes(): number {
    return this.#writes;
  }

  override async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    try {
      return await super.query<T>(text, params, options);
    } finally {
      if (!reading.test(text)) this.#writes++;
    }
  }

  override async exec(text: string, options?: QueryOptions): Promise<Results[]> {
    try {
      return await super.exec(text, options);
    } finally {
      if (!reading.test(text)) this.#writes++;
    }
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    try {
      return await super.transaction(callback);
    } finally {
      this.#writes++;
    }
  }
}

/**
 * The number of writes the database has finished, when one process sees them all (PGlite);
 * null on PostgreSQL, where another server may write at any moment, and inside a transaction.
 */
export function writesOf(db: Executor): number | null {
  const client: unknown = '$client' in db ? db.$client : undefined;
  return client instanceof CountingPGlite ? client.writes : null;
}

/**
 * Values read from a database, answered again while it has finished no write since
 * (`writesOf`): on PGlite, where one process makes every write, a grant revoked or a row
 * changed counts from the next read on. On PostgreSQL every read asks the database.
 */
export class KeptUntilWrite<Value> {
  readonly #byDatabase = new WeakMap<object, { writes: number; values: Map<string, Promise<Value>> }>();

  constructor(private readonly maxValues = 10_000) {}

  read(db: Executor, key: string, read: () => Promise<Value>): Promise<Value> {
    const writes = writesOf(db);
    if (writes === null) return read();
    let kept = this.#byDatabase.get(db);
    if (kept?.writes !== writes) {
      kept = { writes, values: new Map() };
      this.#byDatabase.set(db, kept);
    }
    const { values } = kept;
    const known = values.get(key);
    if (known) return known;
    if (values.size >= this.maxValues) values.clear();
    const value = read();
    values.set(key, value);
    value.catch(() => values.get(key) === value && values.delete(key));
    return value;
  }
}
