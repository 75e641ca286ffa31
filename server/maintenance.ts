import type { Config } from './config';
import type { Database } from './db/client';
import { refreshStatistics } from './db/statistics';
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
import { storageFor, type Storage } from './shared/storage';
import { importDiskFiles } from './shared/storage-disk-import';

/** An upload younger than this may still be on its way to its row (on this server or another). */
export const uploadGraceMs = 60 * 60_000;

/**
 * What nobody deletes on their own: expired sessions, spent password links, attempt counters
 * and import records, live events too old to replay, uploads that never finished and files no
 * row points at any more; and, on PGlite, the planner's statistics (refreshStatistics). Run at
 * start and every hour; safe to run on several servers at once.
 */
export async function cleanUp(db: Database, storage: Storage): Promise<{ removedFiles: string[] }> {
  await deleteExpiredSessions(db);
  await deleteSpentPasswordTokens(db);
  await deleteSpentThrottles(db);
  await pruneOutbox(db);
  await deleteSpentImportRecords(db);
  await refreshStatistics(db);
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
 * What a crash (or an older version) leaves behind, put right before the server takes its first
 * request. Files an older version kept on the disk under `config.storageDir` move into the storage
 * (`importDiskFiles`). A validated guest file claimed by an import that never committed is
 * given back (the person imports it without uploading it again); one whose import committed is
 * removed. A file is named into place in its row's own transaction, so a crash never leaves a
 * row without its file; but a file a row stopped pointing at (replaced or deleted) is removed
 * just after that commit, and a crash in between leaves it without a row. When this server is
 * `alone` on its database (PGlite: the data directory's lock proves it), nothing is on its way,
 * so uploads staged but never committed and files no row points at are removed at once; with
 * PostgreSQL another server may be between staging a file and committing its row now, so they
 * wait for `cleanUp`'s hour.
 */
export async function recoverAtStart(db: Database, config: Pick<Config, 'storageDir' | 's3'>, { alone }: { alone: boolean }) {
  const storage = storageFor(db, config.s3);
  const movedFromDisk = await importDiskFiles(storage, config.storageDir);
  const claims = await new ImportHandles(storage).settleClaims((handles) => importedHandles(db, handles));
  const removedFiles = alone ? await storage.sweep(referencedFolders(db), 0) : [];
  return { ...claims, removedFiles, movedFromDisk };
}
