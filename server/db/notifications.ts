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

/**
 * LISTENs on a channel of the app's database. PGlite runs in this process, so its own
 * `listen` serves (several apps on one PGlite each get every notice). On PostgreSQL, one
 * dedicated connection per call, outside the pool (a pooled connection is shared by queries
 * and returned), made with the pool's own settings and made again whenever it drops.
 */
export async function listenForNotices(db: Database, channel: string, handlers: NoticeHandlers): Promise<NoticeListener> {
  const client: unknown = db.$client;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(channel, handlers.notice);
    return { close: () => (client.closed ? Promise.resolve() : unlisten()) };
  }
  return listenOnPostgres((client as pg.Pool).options, channel, handlers);
}

async function listenOnPostgres(options: pg.PoolConfig, channel: string, handlers: NoticeHandlers): Promise<NoticeListener> {
  let connection: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const candidate = new pg.Client(options);
    candidate.on('notification', (message) => {
      if (message.channel === channel) handlers.notice(message.payload ?? '');
    });
    candidate.on('error', (error) => dropped(candidate, error));
    candidate.on('end', () => dropped(candidate, new Error('LISTEN connection ended')));
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      candidate.end().catch(() => {});
      throw error;
    }
    if (closed) await candidate.end();
    else connection = candidate;
  };

  const reconnect = (attempt: number) => {
    retry = setTimeout(
      () => {
        connect().then(handlers.resumed, (error: Error) => {
          handlers.failed(error);
          if (!closed) reconnect(attempt + 1);
        });
      },
      retryDelaysMs[Math.min(attempt, retryDelaysMs.length - 1)],
    );
    retry.unref();
  };

  function dropped(lost: pg.Client, error: Error) {
    if (closed || connection !== lost) return;
    connection = null;
    lost.end().catch(() => {});
    handlers.failed(error);
    reconnect(0);
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = connection;
      connection = null;
      await open?.end();
    },
  };
}
