import type { Database } from './db/client';
import { deleteSpentPasswordTokens } from './modules/auth/password-tokens';
import { deleteExpiredSessions } from './modules/auth/sessions';
import { deleteSpentThrottles } from './modules/auth/throttle';
import { pruneOutbox } from './modules/events/outbox';
import { deleteSpentImportRecords, importedHandles } from './modules/guests/import';
import { ImportHandles } from './modules/guests/import-handles';
import { ideasFolder } from './modules/ideas/image-files';
import { referencedIdeaFiles } from './modules/ideas/service';
import { referencedPlanFiles } from './modules/plan/service';
import { referencedLayoutFiles } from './modules/tables/layout';
import { Storage } from './shared/storage';

/** An upload younger than this may still be on its way to its row (on this server or another). */
export const uploadGraceMs = 60 * 60_000;

/**
 * What nobody deletes on their own: expired sessions, spent password links, attempt counters
 * and import records, live events too old to replay, uploads that never finished and files no
 * row points at any more. Run at start and
 * every hour; safe to run on several servers at once.
 */
export async function cleanUp(db: Database, storage: Storage): Promise<{ removedFiles: string[] }> {
  await deleteExpiredSessions(db);
  await deleteSpentPasswordTokens(db);
  await deleteSpentThrottles(db);
  await pruneOutbox(db);
  await deleteSpentImportRecords(db);
  const removedFiles = await storage.sweep(referencedFolders(db), uploadGraceMs);
  return { removedFiles };
}

/** The folders of files that rows point at, each with the files its rows point at now. */
const referencedFolders = (db: Database) => [
  { folder: 'plan', referenced: () => referencedPlanFiles(db) },
  { folder: 'layouts', referenced: () => referencedLayoutFiles(db) },
  { folder: ideasFolder, referenced: () => referencedIdeaFiles(db) },
];

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

/**
 * What a crash leaves behind, put right before the server takes its first request. A validated
 * guest file claimed by an import that never committed is given back (the person imports it
 * without uploading it again); one whose import committed is removed. Uploads cut off half
 * written in the storage's incoming folder, and files renamed into place by a transaction that
 * never committed (no row points at them), are removed at once when this server is `alone` on
 * its storage (PGlite: the data directory's lock proves it); with PostgreSQL another server may
 * be writing one there now, so they wait for `cleanUp`'s hour.
 */
export async function recoverAtStart(db: Database, storageDir: string, { alone }: { alone: boolean }) {
  const claims = await new ImportHandles(storageDir).settleClaims((handles) => importedHandles(db, handles));
  const removedUploads = alone ? await new Storage(storageDir).sweep(referencedFolders(db), 0) : [];
  return { ...claims, removedUploads };
}
