import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Uploaded files live under the storage directory with names the server makes up; the name a
 * user gave a file is kept in the database only, so it can never steer a path.
 */
export class Storage {
  constructor(private readonly root: string) {}

  async save(folder: string, originalName: string, content: Readable): Promise<string> {
    const extension = extname(originalName)
      .toLowerCase()
      .replace(/[^.a-z0-9]/g, '')
      .slice(0, 10);
    const relative = join(folder, `${Date.now()}-${randomBytes(12).toString('hex')}${extension}`);
    await mkdir(join(this.root, folder), { recursive: true });
    await pipeline(content, createWriteStream(this.resolve(relative)));
    return relative;
  }

  async remove(relative: string | null | undefined): Promise<void> {
    if (relative) await rm(this.resolve(relative), { force: true });
  }

  async open(relative: string): Promise<{ stream: Readable; size: number } | null> {
    try {
      const path = this.resolve(relative);
      const info = await stat(path);
      return { stream: createReadStream(path), size: info.size };
    } catch {
      return null;
    }
  }

  private resolve(relative: string): string {
    const path = normalize(join(this.root, relative));
    if (!path.startsWith(normalize(this.root) + sep)) throw new Error('path outside storage');
    return path;
  }
}
