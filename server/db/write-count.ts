import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import type { Executor } from './client';

/** Statements that change no row (a lock taken by `select … for update` changes nothing either). */
const reading = /^\s*(select|show|listen|unlisten)\b/i;

/** The tables some `KeptUntilWrite` depends on, each with how a statement names it. */
const watchedTables = new Map<string, RegExp>();

/**
 * PGlite that counts the writes it has finished: every statement but a read, and every
 * transaction, counted once it has ended (committed or not). PGlite runs in this process and the
 * data lock (server/data-lock.ts) keeps any other process off its directory, so every write to
 * the database passes here: while the count stays the same, anything read before is still
 * what the database holds, and a read can be answered again without asking it (`unchangedSince`).
 * A write counted once it has committed can only make a reader ask again, never keep an old answer.
 *
 * It also counts, for each watched table, the write statements whose text names it: a value
 * read from a few tables stays true while the writes name none of them. A statement names
 * every table it writes (and those its foreign keys cascade from, which it deletes from), so
 * only a transaction, whose statements do not pass here, counts for every table.
 */
export class CountingPGlite extends PGlite {
  #writes = 0;
  /** Transactions: what they wrote is not seen here. */
  #blindWrites = 0;
  readonly #writesNaming = new Map<string, number>();

  get writes(): number {
    return this.#writes;
  }

  /** Writes that may have changed one of `tables`: those naming it, and every transaction. */
  writesTo(tables: readonly string[]): number {
    return tables.reduce((count, table) => count + (this.#writesNaming.get(table) ?? 0), this.#blindWrites);
  }

  override async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    try {
      return await super.query<T>(text, params, options);
    } finally {
      if (!reading.test(text)) this.#counted(text);
    }
  }

  override async exec(text: string, options?: QueryOptions): Promise<Results[]> {
    try {
      return await super.exec(text, options);
    } finally {
      if (!reading.test(text)) this.#counted(text);
    }
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    try {
      return await super.transaction(callback);
    } finally {
      this.#counted(null);
    }
  }

  #counted(text: string | null) {
    this.#writes++;
    if (text === null) this.#blindWrites++;
    else for (const [table, named] of watchedTables) if (named.test(text)) this.#writesNaming.set(table, (this.#writesNaming.get(table) ?? 0) + 1);
  }
}

/**
 * The number of writes the database has finished (of those that may have changed `tables`,
 * when named), when one process sees them all (PGlite); null on PostgreSQL, where another
 * server may write at any moment, and inside a transaction.
 */
export function writesOf(db: Executor, tables?: readonly string[]): number | null {
  const client: unknown = '$client' in db ? db.$client : undefined;
  if (!(client instanceof CountingPGlite)) return null;
  return tables ? client.writesTo(tables) : client.writes;
}

/**
 * Values read from a database, answered again while it has finished no write since
 * (`writesOf`), or none that may have changed `tables` when the values are read from those
 * alone: on PGlite, where one process makes every write, a grant revoked or a row changed
 * counts from the next read on. On PostgreSQL every read asks the database.
 */
export class KeptUntilWrite<Value> {
  readonly #byDatabase = new WeakMap<object, { writes: number; values: Map<string, Promise<Value>> }>();
  readonly #tables: readonly string[] | undefined;
  readonly #maxValues: number;

  constructor({ tables, maxValues = 10_000 }: { tables?: readonly string[]; maxValues?: number } = {}) {
    this.#tables = tables;
    this.#maxValues = maxValues;
    for (const table of tables ?? []) watchedTables.set(table, new RegExp(`\\b${table}\\b`, 'i'));
  }

  read(db: Executor, key: string, read: () => Promise<Value>): Promise<Value> {
    const writes = writesOf(db, this.#tables);
    if (writes === null) return read();
    let kept = this.#byDatabase.get(db);
    if (kept?.writes !== writes) {
      kept = { writes, values: new Map() };
      this.#byDatabase.set(db, kept);
    }
    const { values } = kept;
    const known = values.get(key);
    if (known) return known;
    if (values.size >= this.#maxValues) values.clear();
    const value = read();
    values.set(key, value);
    value.catch(() => values.get(key) === value && values.delete(key));
    return value;
  }
}
