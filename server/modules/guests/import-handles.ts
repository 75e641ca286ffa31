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
const claimedSuffix = '.claimed';

/**
 * Validated files wait under the storage directory, one folder per wedding and user, named by
 * a random 128-bit handle. A handle is only ever joined to its owner's folder after matching
 * `importHandle` (32 hex digits), so it cannot point anywhere else; a handle of another wedding
 * or user is simply not there. Claiming renames the file (atomic: two imports of one handle
 * cannot both succeed); a finished import deletes it, a failed one gives it back, and a
 * claim a crash left behind is settled at the next start (`settleClaims`).
 */
export class ImportHandles {
  private readonly root: string;

  /** The handles kept under a storage directory (its `guest-imports` folder). */
  constructor(storageDir: string) {
    this.root = join(storageDir, 'guest-imports');
  }

  private folder(owner: HandleOwner) {
    return join(this.root, `wedding-${owner.weddingId}-user-${owner.userId}`);
  }

  private path(owner: HandleOwner, handle: string, state: 'waiting' | 'claimed') {
    if (!importHandle.safeParse(handle).success) throw expired();
    return join(this.folder(owner), `${handle}${state === 'waiting' ? '.json' : claimedSuffix}`);
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

  /**
   * After a crash: a claimed file whose import committed (`imported` names it) is removed, and
   * one whose import never did is given back, so the person imports it without uploading it
   * again (within its 30 minutes, which the claim did not stop). Run at start, before any
   * import of this server; an import another server has under way cannot be imported twice
   * for all that, since the database refuses a handle it has already written.
   */
  async settleClaims(imported: (handles: string[]) => Promise<Set<string>>): Promise<{ released: string[]; removed: string[] }> {
    const claims: Array<{ owner: string; handle: string }> = [];
    for (const owner of await readdir(this.root).catch(() => [] as string[])) {
      const files = await readdir(join(this.root, owner)).catch(() => [] as string[]);
      for (const file of files) if (file.endsWith(claimedSuffix)) claims.push({ owner, handle: file.slice(0, -claimedSuffix.length) });
    }
    const done = claims.length > 0 ? await imported(claims.map((claim) => claim.handle)) : new Set<string>();
    const settled = { released: [] as string[], removed: [] as string[] };
    for (const { owner, handle } of claims) {
      const claimed = join(this.root, owner, `${handle}${claimedSuffix}`);
      if (done.has(handle)) {
        await rm(claimed, { force: true });
        settled.removed.push(handle);
      } else {
        await rename(claimed, join(this.root, owner, `${handle}.json`));
        settled.released.push(handle);
      }
    }
    return settled;
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
