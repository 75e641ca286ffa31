import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client';

export interface NoticeHandlers {
  /** A NOTIFY on the channel, with its payload. */
  notice(payload: string): void;
  /** The connection was lost and is back: notices sent meanwhile are lost, so catch up. */
  resumed(): void;
  /** The connection failed (it is retried). */
  failed(error: Error): void;
}

export interface NoticeListener {
  close(): Promise<void>;
}

const retryDelaysMs = [250, 1_000, 5_000];

interface Subscription {
  channel: string;
  handlers: NoticeHandlers;
}

const listenersByPool = new WeakMap<pg.Pool, SharedListener>();

/**
 * The one listening connection of a pool and what listens through it. The first subscription
 * connects (and hears a failure to); the others LISTEN on it. A dropped connection tells every
 * subscription (`failed`), is made again with back-off, LISTENs on every channel again and
 * tells them it is back (`resumed`). The last subscription to close ends it.
 */
class SharedListener {
  readonly #subscriptions = new Set<Subscription>();
  #connection: pg.Client | null = null;
  #listening = new Set<string>();
  #firstConnect: Promise<void> | null = null;
  #reconnecting = false;
  #retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: pg.PoolConfig,
    private readonly release: () => void,
  ) {}

  async add(subscription: Subscription): Promise<NoticeListener> {
    this.#subscriptions.add(subscription);
    try {
      if (!this.#connection && !this.#reconnecting) await (this.#firstConnect ??= this.#connect());
      await this.#listenToAll();
    } catch (error) {
      this.#firstConnect = null;
      await this.#remove(subscription);
      throw error;
    }
    return { close: () => this.#remove(subscription) };
  }

  async #remove(subscription: Subscription) {
    this.#subscriptions.delete(subscription);
    if (this.#subscriptions.size > 0) return;
    this.release();
    clearTimeout(this.#retry);
    const open = this.#connection;
    this.#connection = null;
    await open?.end();
  }

  async #connect() {
    const candidate = new pg.Client(this.options);
    candidate.on('notification', (message) => {
      for (const { channel, handlers } of this.#subscriptions) if (channel === message.channel) handlers.notice(message.payload ?? '');
    });
    candidate.on('error', (error) => this.#dropped(candidate, error));
    candidate.on('end', () => this.#dropped(candidate, new Error('LISTEN connection ended')));
    try {
      await candidate.connect();
    } catch (error) {
      candidate.end().catch(() => {});
      throw error;
    }
    if (this.#subscriptions.size === 0) return candidate.end();
    this.#connection = candidate;
    this.#listening = new Set();
    await this.#listenToAll();
  }

  /** LISTENs on every channel subscribed to that the connection does not listen on yet. */
  async #listenToAll() {
    const connection = this.#connection;
    if (!connection) return;
    for (const { channel } of [...this.#subscriptions]) {
      if (this.#listening.has(channel)) continue;
      this.#listening.add(channel);
      await connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    }
  }

  #dropped(lost: pg.Client, error: Error) {
    if (this.#connection !== lost) return;
    this.#connection = null;
    lost.end().catch(() => {});
    for (const { handlers } of this.#subscriptions) handlers.failed(error);
    this.#reconnect(0);
  }

  #reconnect(attempt: number) {
    this.#reconnecting = true;
    this.#retry = setTimeout(
      () => {
        this.#connect().then(
          () => {
            this.#reconnecting = false;
            for (const { handlers } of this.#subscriptions) handlers.resumed();
          },
          (error: Error) => {
            for (const { handlers } of this.#subscriptions) handlers.failed(error);
            if (this.#subscriptions.size > 0) this.#reconnect(attempt + 1);
          },
        );
      },
      retryDelaysMs[Math.min(attempt, retryDelaysMs.length - 1)],
    );
    this.#retry.unref();
  }
}

/**
 * LISTENs on a channel of the app's database. PGlite runs in this process, so its own
 * `listen` serves (several apps on one PGlite each get every notice). On PostgreSQL, ONE
 * dedicated connection per pool, whatever the channels (live events, session forgets): outside
 * the pool (a pooled connection is shared by queries and returned), made with the pool's own
 * settings and made again whenever it drops.
 */
export async function listenForNotices(db: Database, channel: string, handlers: NoticeHandlers): Promise<NoticeListener> {
  const client: unknown = db.$client;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(channel, handlers.notice);
    return { close: () => (client.closed ? Promise.resolve() : unlisten()) };
  }
  const pool = client as pg.Pool;
  let shared = listenersByPool.get(pool);
  if (!shared) {
    shared = new SharedListener(pool.options, () => listenersByPool.delete(pool));
    listenersByPool.set(pool, shared);
  }
  return shared.add({ channel, handlers });
}
