import type { Database } from './db/client';
import { deleteSpentPasswordTokens } from './modules/auth/password-tokens';
import { deleteExpiredSessions } from './modules/auth/sessions';
import { deleteSpentThrottles } from './modules/auth/throttle';
import { pruneOutbox } from './modules/events/outbox';
import { referencedPlanFiles } from './modules/plan/service';
import { referencedLayoutFiles } from './modules/tables/layout';
import type { Storage } from './shared/storage';

/** An upload younger than this may still be on its way to its row (on this server or another). */
export const uploadGraceMs = 60 * 60_000;

/**
 * What nobody deletes on their own: expired sessions, spent password links and attempt
 * counters, live events too old to replay, uploads that never finished and files no row
 * points at any more. Run at start and
 * every hour; safe to run on several servers at once.
 */
export async function cleanUp(db: Database, storage: Storage): Promise<{ removedFiles: string[] }> {
  await deleteExpiredSessions(db);
  await deleteSpentPasswordTokens(db);
  await deleteSpentThrottles(db);
  await pruneOutbox(db);
  const removedFiles = await storage.sweep(
    [
      { folder: 'plan', referenced: () => referencedPlanFiles(db) },
      { folder: 'layouts', referenced: () => referencedLayoutFiles(db) },
    ],
    uploadGraceMs,
  );
  return { removedFiles };
}

/** Runs `cleanUp` now and then every `everyMs`, never two at once; the timer does not keep the process alive. */
export function scheduleCleanUp(db: Database, storage: Storage, onError: (error: unknown) => void, everyMs = 60 * 60_000): () => void {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running.then(() => cleanUp(db, storage)).catch(onError);
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
