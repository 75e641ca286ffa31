import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { guestLimits, importHandle, type GuestColumn } from '../../../contract/guests';
import { DomainError } from '../../shared/domain-error';
import type { RawGuestRow } from './import-rows';

/** What `import_validate` keeps for `import`: the rows as written, to be checked again. */
export interface ValidatedFile {
  columns: GuestColumn[];
  ignored: string[];
  rows: RawGuestRow[];
}

/** Who a handle belongs to: only this user, for this wedding, may import it. */
export interface HandleOwner {
  weddingId: number;
  userId: number;
}

const lifetimeMs = guestLimits.importHandleMinutes * 60_000;
const expired = () => new DomainError('import_expired');

/**
 * Validated files wait under the storage directory, one folder per wedding and user, named by
 * a random 128-bit handle. A handle is only ever joined to its owner's folder after matching
 * `importHandle` (32 hex digits), so it cannot point anywhere else; a handle of another wedding
 * or user is simply not there. Claiming renames the file (atomic: two imports of one handle
 * cannot both succeed); a finished import deletes it, a failed one gives it back.
 */
export class ImportHandles {
  constructor(private readonly root: string) {}

  private folder(owner: HandleOwner) {
    return join(this.root, `wedding-${owner.weddingId}-user-${owner.userId}`);
  }

  private path(owner: HandleOwner, handle: string, state: 'waiting' | 'claimed') {
    if (!importHandle.safeParse(handle).success) throw expired();
    return join(this.folder(owner), `${handle}.${state === 'waiting' ? 'json' : 'claimed'}`);
  }

  async save(owner: HandleOwner, file: ValidatedFile): Promise<string> {
    const handle = randomBytes(16).toString('hex');
    await mkdir(this.folder(owner), { recursive: true });
    await writeFile(this.path(owner, handle, 'waiting'), JSON.stringify(file), { flag: 'wx' });
    return handle;
  }

  /** The file behind a handle, reserved for one import; expired, used or foreign handles are refused. */
  async claim(owner: HandleOwner, handle: string, now = Date.now()): Promise<ValidatedFile> {
    const claimed = this.path(owner, handle, 'claimed');
    try {
      await rename(this.path(owner, handle, 'waiting'), claimed);
      const { mtimeMs } = await stat(claimed);
      if (now - mtimeMs > lifetimeMs) throw expired();
      return JSON.parse(await readFile(claimed, 'utf8')) as ValidatedFile;
    } catch (error) {
      if (error instanceof DomainError) await rm(claimed, { force: true });
      if (error instanceof DomainError || (error as { code?: string }).code === 'ENOENT') throw expired();
      throw error;
    }
  }

  /** An import that failed (rows no longer pass, the database refused): the handle may be tried again. */
  async release(owner: HandleOwner, handle: string): Promise<void> {
    await rename(this.path(owner, handle, 'claimed'), this.path(owner, handle, 'waiting')).catch(() => undefined);
  }

  async discard(owner: HandleOwner, handle: string): Promise<void> {
    await rm(this.path(owner, handle, 'claimed'), { force: true });
  }

  /** Removes every handle past its lifetime; run on each validation. */
  async sweep(now = Date.now()): Promise<void> {
    const folders = await readdir(this.root).catch(() => [] as string[]);
    for (const folder of folders) {
      const path = join(this.root, folder);
      const files = await readdir(path).catch(() => [] as string[]);
      for (const file of files) {
        const info = await stat(join(path, file)).catch(() => null);
        if (info && now - info.mtimeMs > lifetimeMs) await rm(join(path, file), { force: true });
      }
    }
  }
}
