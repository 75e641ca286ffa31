import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { extname, join, normalize, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** An upload written under a temporary name, and the name it takes once its row points at it. */
export interface StagedFile {
  temporary: string;
  path: string;
}

/** Where uploads are written before they are committed; nothing there is referenced by a row. */
const incomingFolder = '.incoming';

/**
 * Uploaded files live under the storage directory with names the server makes up; the name a
 * user gave a file is kept in the database only, so it can never steer a path.
 *
 * An upload is staged under a temporary name, then committed (renamed, atomically) inside the
 * transaction that points a row at it, or discarded: a killed upload or a full disk leaves no
 * partial file under a real name, and `sweep` clears whatever a crash left.
 */
export class Storage {
  constructor(private readonly root: string) {}

  async stage(folder: string, originalName: string, content: Readable): Promise<StagedFile> {
    const extension = extname(originalName)
      .toLowerCase()
      .replace(/[^.a-z0-9]/g, '')
      .slice(0, 10);
    const name = `${Date.now()}-${randomBytes(12).toString('hex')}${extension}`;
    const staged = { temporary: join(incomingFolder, name), path: join(folder, name) };
    await mkdir(join(this.root, incomingFolder), { recursive: true });
    try {
      await pipeline(content, createWriteStream(this.resolve(staged.temporary)));
    } catch (error) {
      await this.remove(staged.temporary);
      throw error;
    }
    return staged;
  }

  /** Gives a staged file its final name. */
  async commit(staged: StagedFile): Promise<void> {
    await mkdir(join(this.root, staged.path, '..'), { recursive: true });
    await rename(this.resolve(staged.temporary), this.resolve(staged.path));
  }

  /** Removes a staged file, committed or not. */
  async discard(staged: StagedFile): Promise<void> {
    await Promise.all([this.remove(staged.temporary), this.remove(staged.path)]);
  }

  async remove(relativePath: string | null | undefined): Promise<void> {
    if (relativePath) await rm(this.resolve(relativePath), { force: true });
  }

  async open(relativePath: string): Promise<{ stream: Readable; size: number } | null> {
    try {
      const path = this.resolve(relativePath);
      const info = await stat(path);
      return { stream: createReadStream(path), size: info.size };
    } catch {
      return null;
    }
  }

  /**
   * Removes staged files older than `olderThanMs` (uploads that never finished) and, under each
   * folder given, files no row references. Files younger than that are left alone: another
   * server may be between committing a file and committing its row.
   */
  async sweep(folders: Array<{ folder: string; referenced: () => Promise<Set<string>> }>, olderThanMs: number): Promise<string[]> {
    const removed = await this.sweepIncoming(olderThanMs);
    for (const { folder, referenced } of folders) {
      const files = await this.filesUnder(folder);
      if (files.length === 0) continue;
      const kept = await referenced();
      removed.push(...(await this.removeOlderThan(files, olderThanMs, (path) => kept.has(path))));
    }
    return removed;
  }

  /** Removes staged files older than `olderThanMs` (0: all of them), uploads that never finished. */
  async sweepIncoming(olderThanMs: number): Promise<string[]> {
    return this.removeOlderThan(await this.filesUnder(incomingFolder), olderThanMs, () => false);
  }

  private async removeOlderThan(paths: string[], olderThanMs: number, keep: (path: string) => boolean): Promise<string[]> {
    const removed: string[] = [];
    const before = Date.now() - olderThanMs;
    for (const path of paths) {
      const info = await stat(this.resolve(path)).catch(() => null);
      if (info?.isFile() && info.mtimeMs <= before && !keep(path)) {
        await this.remove(path);
        removed.push(path);
      }
    }
    return removed;
  }

  private async filesUnder(folder: string): Promise<string[]> {
    const entries = await readdir(this.resolve(folder), { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).map((entry) => relative(this.root, join(entry.parentPath, entry.name)));
  }

  private resolve(relativePath: string): string {
    const path = normalize(join(this.root, relativePath));
    if (!path.startsWith(normalize(this.root) + sep)) throw new Error('path outside storage');
    return path;
  }
}
