import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listenForNotices } from '../../db/notifications';
import type { SessionCache } from './session-cache';

/** The channel on which servers tell one another which cached sessions to forget. */
export const sessionForgetsChannel = 'session_forgets';

/**
 * Shares the session cache's forgets between the servers of one database: each `announce` is a
 * NOTIFY, and every server (this one too, harmlessly) forgets what a notice names. When the
 * listening connection comes back after a drop, notices may have been missed, so the whole
 * cache goes. `sent` resolves once every announce so far has reached the database: the app
 * waits for it before answering, so when a sign-out or block is answered, every server has
 * been told.
 */
export async function shareSessionForgets(db: Database, cache: SessionCache, onError: (error: unknown) => void) {
  const sending = new Set<Promise<unknown>>();
  const listener = await listenForNotices(db, sessionForgetsChannel, {
    notice: (notice) => cache.heard(notice),
    resumed: () => cache.clear(),
    failed: onError,
  });
  cache.announce = (notice) => {
    const notified: Promise<unknown> = db
      .execute(sql`select pg_notify(${sessionForgetsChannel}, ${notice})`)
      .catch(onError)
      .finally(() => sending.delete(notified));
    sending.add(notified);
  };
  return {
    sent: async () => {
      if (sending.size > 0) await Promise.all(sending);
    },
    close: () => listener.close(),
  };
}
