import { randomBytes } from 'node:crypto';
import { extname, posix } from 'node:path';
import { Readable } from 'node:stream';
import { eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { S3Objects, type ObjectStore, type S3Settings } from './object-store';
import { pendingObjects, storedFiles } from './storage-schema';

/** An upload written under a temporary name, and the name it takes once its row points at it. */
export interface StagedFile {
  temporary: string;
  path: string;
}

/** A stored file's content and when it was written (a rename keeps it). */
export interface StoredContent {
  content: Buffer;
  writtenAt: Date;
}

/** Where uploads are written before they are committed; nothing there is referenced by a row. */
const incomingFolder = '.incoming';

/** Whether a path is in a folder (the folder itself names no file). */
const inFolder = (folder: string) => sql`starts_with(${storedFiles.path}, ${`${folder}/`})`;

async function readWhole(content: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Uploaded files live in the database (`stored_files`) under names the server makes up; the
 * name a user gave a file is kept on its row only, so it can never steer a path. Every server on
 * the database sees every file: nothing a second server needs is on one server's disk. With an
 * object store (S3) the bytes go to the bucket under a random key and the row names the key;
 * paths, renames and sweeps stay on the rows either way. A row written without a store keeps
 * its bytes and is read as well.
 *
 * An upload is staged under a temporary name, then committed (renamed) inside the transaction
 * that points a row at it, so the file and its row are committed together or not at all; or it
 * is discarded. A killed upload writes nothing (its content is written in one statement once
 * read whole), and `sweep` clears what a crash left between staging and committing.
 */
export class Storage {
  constructor(
    private readonly db: Database,
    private readonly objects: ObjectStore | null = null,
  ) {}

  async stage(folder: string, originalName: string, content: Readable): Promise<StagedFile> {
    const extension = extname(originalName)
      .toLowerCase()
      .replace(/[^.a-z0-9]/g, '')
      .slice(0, 10);
    const name = `${Date.now()}-${randomBytes(12).toString('hex')}${extension}`;
    const staged = { temporary: posix.join(incomingFolder, name), path: posix.join(folder, name) };
    await this.write(staged.temporary, await readWhole(content));
    return staged;
  }

  /** Gives a staged file its final name, inside the transaction `tx` that points a row at it. */
  async commit(tx: Executor, staged: StagedFile): Promise<void> {
    if (!(await this.move(staged.temporary, staged.path, tx))) throw new Error(`staged file ${staged.temporary} is gone`);
  }

  /** Removes a staged file, committed or not. */
  async discard(staged: StagedFile): Promise<void> {
    await this.removeAll([staged.temporary, staged.path]);
  }

  async remove(path: string | null | undefined): Promise<void> {
    if (path) await this.removeAll([path]);
  }

  async open(path: string): Promise<{ stream: Readable; size: number } | null> {
    const stored = await this.read(path);
    return stored && { stream: Readable.from([stored.content]), size: stored.content.length };
  }

  async read(path: string): Promise<StoredContent | null> {
    const [row] = await this.db
      .select({ content: storedFiles.content, objectKey: storedFiles.objectKey, writtenAt: storedFiles.writtenAt })
      .from(storedFiles)
      .where(eq(storedFiles.path, path));
    if (!row) return null;
    const content = row.content ?? (await this.objectStore(row.objectKey!).get(row.objectKey!));
    return content && { content, writtenAt: row.writtenAt };
  }

  /**
   * Writes a file under a new path; a path already taken is refused (the statement fails). With
   * an object store the object is noted as pending, written, then named by its row as the note
   * goes, in one transaction: a stop in between leaves the note, and the sweep removes the
   * object; never a row without its bytes.
   */
  async write(path: string, content: Buffer, writtenAt?: Date): Promise<void> {
    if (!this.objects) {
      await this.db.insert(storedFiles).values({ path, content, size: content.length, writtenAt });
      return;
    }
    const objectKey = `files/${randomBytes(16).toString('hex')}`;
    await this.db.insert(pendingObjects).values({ objectKey });
    await this.objects.put(objectKey, content);
    try {
      await this.db.transaction(async (tx) => {
        await tx.insert(storedFiles).values({ path, objectKey, size: content.length, writtenAt });
        await tx.delete(pendingObjects).where(eq(pendingObjects.objectKey, objectKey));
      });
    } catch (error) {
      await this.removeObjects([objectKey]);
      throw error;
    }
  }

  /** Renames a file, atomically: answers false when there is none at `from` (so two claims of one file cannot both win). */
  async move(from: string, to: string, executor: Executor = this.db): Promise<boolean> {
    const moved = await executor.update(storedFiles).set({ path: to }).where(eq(storedFiles.path, from)).returning({ path: storedFiles.path });
    return moved.length > 0;
  }

  /** The files under a folder, without their content. */
  async list(folder: string): Promise<Array<{ path: string; writtenAt: Date }>> {
    return this.db.select({ path: storedFiles.path, writtenAt: storedFiles.writtenAt }).from(storedFiles).where(inFolder(folder));
  }

  /**
   * Removes staged files older than `olderThanMs` (uploads that never finished), the bucket's
   * objects a stop left pending, and, under each folder given, files no row references. Files
   * younger than that are left alone: another server may be between staging a file and
   * committing its row.
   */
  async sweep(folders: Array<{ folder: string; referenced: () => Promise<Set<string>> }>, olderThanMs: number): Promise<string[]> {
    const removed = await this.sweepIncoming(olderThanMs);
    if (this.objects) await this.sweepPendingObjects(olderThanMs);
    for (const { folder, referenced } of folders) {
      const old = (await this.olderThan(folder, olderThanMs)).map((file) => file.path);
      if (old.length === 0) continue;
      const kept = await referenced();
      removed.push(...(await this.removeAll(old.filter((path) => !kept.has(path)))));
    }
    return removed;
  }

  /** Removes staged files older than `olderThanMs` (0: all of them), uploads that never finished. */
  async sweepIncoming(olderThanMs: number): Promise<string[]> {
    return this.removeAll((await this.olderThan(incomingFolder, olderThanMs)).map((file) => file.path));
  }

  /**
   * Removes the files given (those still there), answering which it removed. Their objects are
   * noted as pending in the rows' own transaction, then removed: a stop in between leaves the
   * notes for the sweep.
   */
  async removeAll(paths: string[]): Promise<string[]> {
    if (paths.length === 0) return [];
    const removed = await this.db.transaction(async (tx) => {
      const rows = await tx.delete(storedFiles).where(inArray(storedFiles.path, paths)).returning({ path: storedFiles.path, objectKey: storedFiles.objectKey });
      const objectKeys = rows.flatMap((row) => (row.objectKey ? [row.objectKey] : []));
      if (objectKeys.length > 0) await tx.insert(pendingObjects).values(objectKeys.map((objectKey) => ({ objectKey })));
      return { paths: rows.map((row) => row.path), objectKeys };
    });
    await this.removeObjects(removed.objectKeys);
    return removed.paths;
  }

  /** Removes the objects of notes older than `olderThanMs`: writes and removals a stop cut short. */
  async sweepPendingObjects(olderThanMs: number): Promise<number> {
    const before = new Date(Date.now() - olderThanMs);
    const notes = await this.db.select({ objectKey: pendingObjects.objectKey }).from(pendingObjects).where(lte(pendingObjects.notedAt, before));
    await this.removeObjects(notes.map((note) => note.objectKey));
    return notes.length;
  }

  /** Removes pending objects from the bucket, then their notes (a removal is done twice at worst, which S3 allows). */
  private async removeObjects(objectKeys: string[]): Promise<void> {
    if (objectKeys.length === 0) return;
    await this.objectStore(objectKeys[0]!).remove(objectKeys);
    await this.db.delete(pendingObjects).where(inArray(pendingObjects.objectKey, objectKeys));
  }

  private objectStore(objectKey: string): ObjectStore {
    if (!this.objects) throw new Error(`stored file ${objectKey} is in S3, and S3_URL is not set`);
    return this.objects;
  }

  private async olderThan(folder: string, olderThanMs: number) {
    const before = new Date(Date.now() - olderThanMs);
    return (await this.list(folder)).filter((file) => file.writtenAt <= before);
  }
}

/** The app's storage: bytes in the database, or in the S3 bucket when one is configured. */
export function storageFor(db: Database, s3: S3Settings | null): Storage {
  return new Storage(db, s3 ? new S3Objects(s3) : null);
}
