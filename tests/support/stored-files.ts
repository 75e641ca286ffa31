import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { storedFiles } from '../../server/shared/storage-schema';

/** Every stored file's path (the storage is the `stored_files` table), in order. */
export async function storedPaths(db: Database): Promise<string[]> {
  return (await db.select({ path: storedFiles.path }).from(storedFiles).orderBy(asc(storedFiles.path))).map((row) => row.path);
}

export async function isStored(db: Database, path: string): Promise<boolean> {
  return (await db.select({ path: storedFiles.path }).from(storedFiles).where(eq(storedFiles.path, path))).length > 0;
}

/** A stored file's bytes (it must be there). */
export async function storedContent(db: Database, path: string): Promise<Buffer> {
  const [row] = await db.select({ content: storedFiles.content }).from(storedFiles).where(eq(storedFiles.path, path));
  if (!row?.content) throw new Error(`no stored file ${path} in the database`);
  return row.content;
}

/** Writes a file straight into the storage, as a crash or another server might have left it, written at `writtenAt` (now by default). */
export async function plantFile(db: Database, path: string, content: string | Buffer = 'x', writtenAt?: Date): Promise<void> {
  const bytes = Buffer.from(content);
  await db.insert(storedFiles).values({ path, content: bytes, size: bytes.length, writtenAt });
}

/** Makes a stored file look written at `writtenAt` (what the sweeps read). */
export async function backdateFile(db: Database, path: string, writtenAt: Date): Promise<void> {
  await db.update(storedFiles).set({ writtenAt }).where(eq(storedFiles.path, path));
}

/** The stored files under a folder, named relative to it (`wedding-3/x.png` under `ideas`). */
export async function storedUnder(db: Database, folder: string): Promise<string[]> {
  return (await storedPaths(db)).filter((path) => path.startsWith(`${folder}/`)).map((path) => path.slice(folder.length + 1));
}
