import { readdir, readFile, rm, rmdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Storage } from './storage';

/**
 * Before files moved into the database, uploads lived under `DATA_DIR/storage` with the same
 * server-made paths the rows name. At start, each file still there is written into the storage
 * under that path (keeping when it was written, which the sweeps and import lifetimes read) and
 * then deleted from the disk, one by one, so a stop half-way simply resumes at the next start.
 * A path already stored is not written twice. Answers how many files it moved.
 */
export async function importDiskFiles(storage: Storage, storageDir: string): Promise<number> {
  const entries = await readdir(storageDir, { recursive: true, withFileTypes: true }).catch(() => []);
  let moved = 0;
  for (const entry of entries.filter((item) => item.isFile())) {
    const file = join(entry.parentPath, entry.name);
    const path = relative(storageDir, file).split(sep).join('/');
    if (!(await storage.read(path))) {
      const [content, info] = await Promise.all([readFile(file), stat(file)]);
      await storage.write(path, content, info.mtime);
      moved++;
    }
    await rm(file);
  }
  // Empty folders left behind go too, deepest first; the storage directory itself stays.
  const folders = entries.filter((item) => item.isDirectory()).map((item) => join(item.parentPath, item.name));
  for (const folder of folders.sort((a, b) => b.length - a.length)) await rmdir(folder).catch(() => undefined);
  return moved;
}
